"""Reading a record as docs/api.md ("Reading the record") specifies it: the tags, and the
main line's moves with their move numbers, marks, comments and variations. Part of the
second verifier (verify.py), written from the documentation alone."""

import re

# White space, as the specification lists it (not Python's str.isspace, which also counts U+001C-U+001F and U+0085)
WS = "\t\n\v\f\r \u00a0\u1680" + "".join(chr(c) for c in range(0x2000, 0x200B)) + "\u2028\u2029\u202f\u205f\u3000\ufeff"
S = "[" + "".join(f"\\u{ord(c):04x}" for c in WS) + "]"

RESULTS = {"1-0", "0-1", "1/2-1/2", "*"}
GLYPHS = ["!!", "??", "!?", "?!", "!", "?"]
# "." of the specification's patterns: any character but a line end (\n \r U+2028 U+2029)
DOT = "[^\n\r\u2028\u2029]"
TAG = re.compile(r'^\[([A-Za-z0-9_]+)' + S + r'+"((?:[^"\\]|\\' + DOT + r')*)"\]$')
COMMAND = re.compile(r"\[%([A-Za-z0-9_]+)" + S + r"*([^\][]*)\]")


class Broken(Exception):
    """The record does not match what was signed: the message says what."""


def fold_space(words):
    """Runs of white space folded to one space, and trimmed."""
    return re.sub(S + "+", " ", words).strip(WS)


def read_tags(text):
    """The tag pairs in order (repeats kept) and the movetext."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    tags = []
    i = 0
    while i < len(lines):
        line = lines[i].strip(WS)
        if line == "":
            i += 1
            continue
        if not line.startswith("["):
            break
        m = TAG.match(line)
        if not m:
            raise Broken(f"Line {i + 1} is not a tag pair.")
        tags.append((m.group(1), re.sub(r"\\(" + DOT + ")", r"\1", m.group(2))))
        i += 1
    return tags, "\n".join(lines[i:])


def read_comment(raw):
    commands = {}

    def take(m):
        commands[m.group(1)] = m.group(2).strip(WS)
        return " "

    words = COMMAND.sub(take, raw)
    return {"words": fold_space(words), "commands": commands}


def read_movetext(text):
    """The main line: a list of moves {move, number, marks, before, after, variations},
    the comments of a record without moves, and the main line's result tokens."""
    line = []
    loose = []  # comments waiting for the next main-line move
    after_variation = False
    number = None
    results = []
    depth = 0
    at = 0
    n = len(text)

    def comment(raw):
        if depth > 0:
            return
        c = read_comment(raw)
        if line and not loose and not after_variation:
            line[-1]["after"].append(c)
        else:
            loose.append(c)

    def mark():
        if depth > 0:
            return
        if not line or after_variation or loose:
            raise Broken("A mark does not follow a move.")
        line[-1]["marks"] += 1

    while at < n:
        c = text[at]
        if c in WS:
            at += 1
            continue
        if c == "{":
            end = text.find("}", at + 1)
            if end < 0:
                raise Broken("A comment opened with { is never closed.")
            comment(text[at + 1:end])
            at = end + 1
            continue
        if c == ";":
            end = text.find("\n", at + 1)
            end = n if end < 0 else end
            comment(text[at + 1:end])
            at = end + 1
            continue
        if c == "(":
            if depth == 0:
                if not line:
                    raise Broken("A variation comes before any move.")
                line[-1]["variations"] += 1
            depth += 1
            if depth > 32:
                raise Broken("Variations are nested too deep.")
            at += 1
            continue
        if c == ")":
            if depth == 0:
                raise Broken("A variation is closed that was never opened.")
            depth -= 1
            if depth == 0:
                after_variation = True
            at += 1
            continue
        end = at
        while end < n and not text[end] in WS and text[end] not in "{}();":
            end += 1
        word = text[at:end]
        at = end
        if word == "":
            # a stray "}": the specification's reader stops here as broken
            raise Broken("A } closes no comment.")
        if depth > 0:
            continue
        if word.startswith("$"):
            if not re.fullmatch(r"\$\d{1,3}", word) or int(word[1:]) > 255:
                raise Broken(f"{word} is not a mark.")
            mark()
            continue
        if word in GLYPHS:
            mark()
            continue
        if word in RESULTS:
            results.append((word, len(line)))
            continue
        if re.fullmatch(r"\d+\.(\.\.)?", word):
            number = word
            continue
        glued = re.fullmatch(r"(\d+\.(?:\.\.)?)(.+)", word)
        if glued:
            number, word = glued.group(1), glued.group(2)
        marks = 0
        for glyph in GLYPHS:
            if word.endswith(glyph) and len(word) > len(glyph):
                word, marks = word[: -len(glyph)], 1
                break
        line.append({"move": word, "number": number, "marks": marks, "before": loose, "after": [], "variations": 0})
        loose = []
        number = None
        after_variation = False
    if depth > 0:
        raise Broken("A variation is never closed.")
    if line:
        line[-1]["after"].extend(loose)
        return line, [], results
    return line, loose, results
