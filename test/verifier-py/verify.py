#!/usr/bin/env python3
"""A second verifier of Pigeon Post's signed records, written from docs/api.md alone
("Records you can verify"), in Python's standard library and the `cryptography` package
(Debian: python3-cryptography) for Ed25519. It shares no code with the site's verifier:
the test suite runs both on every golden record and every tampering case, and they must
agree (test/build/python-verifier.test.ts).

record_reader.py reads the record; this file hashes, checks and signs off. It does not
implement the five games' rules, so, as the specification allows, it does not
replay moves, and a result that only the rules decide (no `end` or `abort` event) is
reported as not checked.

    python3 test/verifier-py/verify.py <record file> --key <key document file> [--json]
    python3 test/verifier-py/verify.py --batch --key <key document file> < records.json

Prints the verdict in the specification's words (with --json: intact, unsigned, unchecked
and message as JSON). Exits 0 intact, 1 broken, 2 usage error.
"""

import base64
import hashlib
import json
import re
import sys
from datetime import datetime
from urllib.parse import quote, unquote

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

sys.dont_write_bytecode = True  # no __pycache__ left in the repository by the tests
from record_reader import WS, Broken, fold_space, read_movetext, read_tags  # noqa: E402

VARIANTS = {"ben39", "in-the-bin", "inside-out", "pit-of-pillars", "the-pit"}
SIDE_NAMES = {"pit-of-pillars": {"white": "White", "black": "Red"}}
DEFAULT_SIDE_NAMES = {"white": "White", "black": "Black"}
SIGNED_TAGS = {
    "Variant", "Options", "Site", "Date", "White", "Black", "Result", "Termination",
    "TimeControl", "UTCTime", "ChainVersion", "ChainStart", "Chain", "Signature", "SignatureKey",
}
TIME = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$")
CLOCK_FORM = re.compile(
    r"(?:starts a vacation|ends a vacation|gives .+ \d+ days?|offers a pause of \d+ days?"
    r"|accepts the pause|declines the pause|ends the pause), \d{4}-\d\d-\d\d \d\d:\d\d UTC$"
)
CLOCK_KINDS = {"vacation-start", "vacation-end", "give-time", "pause-offer", "pause-accept", "pause-decline", "pause-end"}


def is_time(value):
    """A UTC time to the second that is a real date and time (not 2026-02-30)."""
    if not TIME.match(value):
        return False
    try:
        datetime.strptime(value, "%Y-%m-%dT%H:%M:%SZ")
    except ValueError:
        return False
    return True


def token(value):
    # encodeURIComponent: all but A-Z a-z 0-9 - _ . ! ~ * ' ( ) as %XX of the UTF-8 bytes
    return quote(value, safe="-_.!~*'()")


def sha256(data):
    return hashlib.sha256(data).digest()


# --- the chain ------------------------------------------------------------------------

def parse_event(value):
    parts = value.split(" ")
    if len(parts) < 3:
        return None
    kind, side, time = parts[0], parts[1], parts[2]
    if not re.fullmatch(r"[a-z-]+", kind) or side not in ("white", "black", "-") or not TIME.match(time):
        return None
    fields = {}
    for part in parts[3:]:
        eq = part.find("=")
        if eq <= 0:
            return None
        try:
            fields[part[:eq]] = unquote(part[eq + 1:], errors="strict")
        except UnicodeDecodeError:
            return None
        if re.search(r"%(?![0-9A-Fa-f]{2})", part[eq + 1:]):
            return None
    return {"kind": kind, "side": side, "time": time, "fields": fields}


# What a quoted name percent-encodes ("Comments"): % " { } [ ], white space but U+0020, a U+0020 after a U+0020
NEEDS_ESCAPE = re.compile(r'[%"{}\[\]]|(?<= ) |[' + "".join(f"\\u{ord(c):04x}" for c in WS if c != " ") + "]")


def quoted(name):
    """A name as the site's clock comments write it: in double quotes, NEEDS_ESCAPE as %XX of its UTF-8 bytes."""
    escaped = NEEDS_ESCAPE.sub(lambda m: "".join(f"%{b:02X}" for b in m.group(0).encode("utf-8")), name)
    return f'"{escaped}"'


def clock_words(event, names, written):
    """An event's readable comment, each name as `written` writes it, folded as a comment's words are."""
    who = written(names.get(event["side"], ""))
    other = written(names["black" if event["side"] == "white" else "white"])
    days = event["fields"].get("days", "")
    unit = "day" if days == "1" else "days"
    sentence = {
        "vacation-start": f"{who} starts a vacation",
        "vacation-end": f"{who} ends a vacation",
        "give-time": f"{who} gives {other} {days} {unit}",
        "pause-offer": f"{who} offers a pause of {days} {unit}",
        "pause-accept": f"{who} accepts the pause",
        "pause-decline": f"{who} declines the pause",
        "pause-end": f"{who} ends the pause",
    }[event["kind"]]
    when = event["time"][:16].replace("T", " ")
    return fold(f"{sentence}, {when} UTC")


def claimed_event(words, readable):
    """The unclaimed event whose quoted words these are, else the first whose legacy words they are; None for none."""
    for form in ("quoted", "legacy"):
        for i, expected in enumerate(readable):
            if expected is not None and expected[form] == words:
                return i
    return None


def fold(words):
    return fold_space(words.replace("{", "").replace("}", ""))


def canonical_signature(value):
    if not re.fullmatch(r"ed25519:[A-Za-z0-9_-]{86}", value):
        return None
    body = value[len("ed25519:"):]
    raw = base64.urlsafe_b64decode(body + "==")
    if len(raw) != 64 or base64.urlsafe_b64encode(raw).decode().rstrip("=") != body:
        return None
    return raw


def verify(text, keys):
    """The verdict: {"intact", "events", "signed_by", "unsigned", "unchecked"} or raises Broken."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise Broken("The record is not well-formed Unicode text: it holds a lone surrogate.")
    tag_list, movetext = read_tags(text)
    # the whole record is read before anything is checked
    line, loose, results = read_movetext(movetext)
    names = [name for name, _ in tag_list]
    for i, name in enumerate(names):
        if name in names[:i]:
            raise Broken(f"The {name} tag is written twice.")
    tags = dict(tag_list)
    if "ChainVersion" not in tags or "Chain" not in tags:
        raise Broken("The record has no chain.")
    if tags["ChainVersion"] != "1":
        raise Broken("Another ChainVersion.")
    variant = tags.get("Variant", "")
    if variant not in VARIANTS:
        raise Broken("Unknown game.")
    if "FEN" in tags or "SetUp" in tags:
        raise Broken("A FEN or SetUp tag.")
    side_names = SIDE_NAMES.get(variant, DEFAULT_SIDE_NAMES)

    # sides and names from the move numbers
    sides = []
    for i, move in enumerate(line):
        if move["number"] is None:
            if i == 0:
                raise Broken("The first move has no number.")
            sides.append(sides[-1])
        else:
            sides.append("black" if move["number"].endswith("...") else "white")
    numbers = []
    count = 0
    for i, side in enumerate(sides):
        if i == 0 or (side == "white" and sides[i - 1] == "black"):
            count += 1
        numbers.append(count)

    def name(i):
        return f"move {numbers[i]} ({side_names[sides[i]]}'s {line[i]['move']})"

    # the genesis
    site = re.fullmatch(r"(.*)/g/([^/]+)", tags.get("Site", ""))
    if not site:
        raise Broken("The Site tag is not a game link.")
    date = tags.get("Date", "")
    utc_time = tags.get("UTCTime", "")
    if not re.fullmatch(r"\d{4}\.\d\d\.\d\d", date) or not re.fullmatch(r"\d\d:\d\d:\d\d", utc_time):
        raise Broken("The Date and UTCTime tags do not give the creation time.")
    if "UTCDate" in tags and tags["UTCDate"] != date:
        raise Broken("The UTCDate tag is not the Date.")
    start = date.replace(".", "-") + "T" + utc_time + "Z"
    if not is_time(start):
        raise Broken("The Date and UTCTime tags do not give the creation time.")
    fields = [
        ("id", site.group(2)), ("variant", variant), ("options", tags.get("Options", "")),
        ("timecontrol", tags.get("TimeControl", "-")), ("start", start),
        ("white", tags.get("White", "")), ("black", tags.get("Black", "")),
    ]
    genesis = "pigeon-post-chain 1 " + " ".join(f"{k}={token(v)}" for k, v in fields)
    head = sha256(genesis.encode("utf-8"))
    if "ChainStart" in tags and tags["ChainStart"] != head.hex():
        raise Broken("The tags do not match ChainStart.")

    events = []
    unsigned = []
    claims = []
    standing = []
    state = {"head": head, "waiting": None}

    def add(event_line, what, check):
        state["head"] = sha256(state["head"] + event_line.encode("utf-8"))
        if check is not None and check != state["head"].hex()[:8]:
            raise Broken(f"{what} does not match the chain.")

    def read(comment, where):
        commands = comment["commands"]
        check = commands.get("ch")
        for command, value in commands.items():
            if command == "ts":
                if state["waiting"] is None:
                    raise Broken("A time follows no move.")
                if not is_time(value):
                    raise Broken("A time that is not UTC.")
                i = state["waiting"]
                event_line = f"move {sides[i]} {value} ply={i + 1} text={token(line[i]['move'])}"
                add(event_line, name(i), check)
                events.append(parse_event(event_line))
                standing.append(line[i]["move"])
                state["waiting"] = None
            elif command == "ev":
                if state["waiting"] is not None:
                    raise Broken(f"{name(state['waiting'])} has no time before the next event.")
                event = parse_event(value)
                if event is None:
                    raise Broken("An event line of another form.")
                if event["kind"] == "move":
                    standing.append(event["fields"].get("text", ""))
                if event["kind"] == "takeback" and (not standing or standing.pop() != event["fields"].get("text")):
                    raise Broken("A takeback of a move that is not the last one.")
                add(value, f"The event {event['kind']}", check)
                events.append(event)
        chained = "ts" in commands or "ev" in commands
        has_words = comment["words"] != "" or any(c not in ("ts", "ev", "ch") for c in commands)
        if not chained and not commands and CLOCK_FORM.search(comment["words"]):
            claims.append((comment["words"], where))
        elif not chained or has_words:
            unsigned.append(f"a comment {where}")

    for comment in loose:
        read(comment, "before any move")
    for i, move in enumerate(line):
        for comment in move["before"]:
            read(comment, f"before {name(i)}")
        if state["waiting"] is not None:
            raise Broken(f"{name(state['waiting'])} has no time.")
        state["waiting"] = i
        if move["marks"]:
            unsigned.append(f"a mark on {name(i)}")
        for comment in move["after"]:
            read(comment, f"after {name(i)}")
        if move["variations"]:
            unsigned.append(f"a variation on {name(i)}")
    if state["waiting"] is not None:
        raise Broken(f"{name(state['waiting'])} has no time.")
    if standing != [move["move"] for move in line]:
        raise Broken("The moves are not what the chain's moves and takebacks leave.")
    head = state["head"].hex()
    if head != tags["Chain"]:
        raise Broken("The Chain tag does not match the chain.")

    record_names = {"white": tags.get("White", ""), "black": tags.get("Black", "")}
    readable = [
        {"quoted": clock_words(e, record_names, quoted), "legacy": clock_words(e, record_names, lambda name: name)}
        if e["kind"] in CLOCK_KINDS and e["side"] != "-" and is_time(e["time"]) else None
        for e in events
    ]
    for words, where in claims:
        at = claimed_event(fold(words), readable)
        if at is None:
            raise Broken(f'The comment "{words}" {where} says what no event of the chain says.')
        readable[at] = None

    # the result
    unchecked = []
    claimed = tags.get("Result", "*")
    end = next((e for e in reversed(events) if e["kind"] in ("end", "abort")), None)
    if end is None:
        # no end event: the rules decide from the final position, which this verifier cannot judge
        ending = f" ({tags['Termination']})" if "Termination" in tags else ""
        unchecked.append(f"the result {claimed}{ending}, which the rules of {variant} decide")
        expected = claimed
    elif end["kind"] == "abort":
        expected = "*"
    else:
        expected = {"white": "1-0", "black": "0-1"}.get(end["fields"].get("winner"), "1/2-1/2")
        termination = tags.get("Termination")
        if termination is not None and termination != end["fields"].get("reason"):
            raise Broken("The Termination tag is not the chain's end.")
    if claimed != expected:
        raise Broken(f"The Result tag says {claimed}, but the chain says {expected}.")
    if len(results) != 1 or results[0][1] != len(line) or results[0][0] != expected:
        raise Broken("The result token is not the one result at the end of the moves.")

    seen = []
    for tag in names:
        if tag not in SIGNED_TAGS and tag not in seen:
            seen.append(tag)
    unsigned += [f"the {tag} tag" for tag in seen]
    parts = list(dict.fromkeys(unsigned))

    verdict = {"intact": True, "events": len(events), "signed_by": None, "signature": "Signature" in tags, "unsigned": parts, "unchecked": unchecked}
    if "Signature" not in tags:
        return verdict
    signature = canonical_signature(tags["Signature"])
    if signature is None:
        raise Broken("The Signature tag is not in its one encoding.")
    if keys is None:
        return verdict
    if keys.get("origin") != site.group(1):
        raise Broken("The key is another site's.")
    kid = tags.get("SignatureKey")
    for key in keys.get("keys", []):
        if kid is not None and key.get("kid") != kid:
            continue
        public = Ed25519PublicKey.from_public_bytes(base64.urlsafe_b64decode(key["publicKey"] + "=="))
        try:
            public.verify(signature, f"pigeon-post-chain:1:{head}".encode("utf-8"))
        except InvalidSignature:
            continue
        verdict["signed_by"] = keys["origin"]
        return verdict
    raise Broken("The Signature tag is not the site's signature of this chain.")


def describe(verdict):
    events = f"{verdict['events']} {'event' if verdict['events'] == 1 else 'events'}"
    if verdict["signed_by"]:
        words = f"intact: {events}, signed by {verdict['signed_by']}"
    elif verdict["signature"]:
        words = f"intact: {events}, signature not checked (no key)"
    else:
        words = f"intact: {events}, unsigned: nothing proves who wrote it"
    if verdict["unsigned"]:
        words += "; not signed: " + ", ".join(verdict["unsigned"])
    if verdict["unchecked"]:
        words += "; not checked here: " + ", ".join(verdict["unchecked"])
    return words


def verdict_of(text, keys):
    """The verdict as --json prints it."""
    try:
        verdict = verify(text, keys)
        return {"intact": True, "unsigned": verdict["unsigned"], "unchecked": verdict["unchecked"], "message": describe(verdict)}
    except Broken as broken:
        return {"intact": False, "unsigned": [], "unchecked": [], "message": f"broken: {broken}"}


def main(argv):
    if len(argv) == 3 and argv[0] == "--batch" and argv[1] == "--key":
        # many records at once for the tests: a JSON list of texts on stdin, a JSON list of verdicts out
        with open(argv[2], encoding="utf-8") as f:
            keys = json.load(f)
        print(json.dumps([verdict_of(text, keys) for text in json.load(sys.stdin)]))
        return 0
    args = [a for a in argv if a != "--json"]
    if len(args) != 3 or args[1] != "--key":
        print("usage: verify.py <record file> --key <key document file> [--json]", file=sys.stderr)
        return 2
    with open(args[0], encoding="utf-8") as f:
        text = f.read()
    with open(args[2], encoding="utf-8") as f:
        keys = json.load(f)
    out = verdict_of(text, keys)
    print(json.dumps(out) if "--json" in argv else out["message"])
    return 0 if out["intact"] else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
