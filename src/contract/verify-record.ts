/**
 * Verifying a record (docs/api.md "Records you can verify"): the same code runs in the
 * `npm run verify` command, the /verify page and the importer. It replays the moves,
 * rebuilds every chained event from the record alone (the main line's moves with their
 * `[%ts]` times, the other events from their `[%ev]` lines), hashes them from the tags'
 * genesis, and checks the head against `[Chain]`, the result against the chain's end,
 * and `[Signature]` against the server's public key. The first thing that does not
 * match is named.
 */
import { recordStart } from "../engine/import-record.ts";
import { parseRecord, replayMovesFrom, resultToken } from "../engine/record.ts";
import { getGame } from "../engine/registry.ts";
import type { EndReason, Outcome } from "../engine/types.ts";
import { recordMoveName } from "../engine/move-words.ts";
import { CHAIN_VERSION, chainStart, eventLine, extendChain, genesisLine, parseEventLine, type ParsedLine } from "./chain.ts";
import { CHECK_DIGITS } from "./chain-record.ts";
import { verifyHead, type KeyDocument } from "./record-key.ts";

/** What verification found: intact (signed by the key document's origin, or unsigned), or the first thing that breaks it. */
export type Verdict =
  | { readonly intact: true; readonly events: number; readonly head: string; readonly signedBy: string | null; readonly kid: string | null; readonly finished: boolean }
  | { readonly intact: false; readonly problem: string };

/** The main line's moves and comments, in order; variations skipped. */
type Token = { readonly move: string } | { readonly comment: string };

const MOVE_NUMBER = /^\d+\.(\.\.)?$/;
const RESULTS = new Set(["1-0", "0-1", "1/2-1/2", "*"]);
// A value stops at the next "[" too (event lines are URI-encoded, times have none): each try
// then ends where the next could start, so a comment full of unclosed "[%a" costs time
// linear in its length, not quadratic (issue 29: 16,000 of them took 0.6 s).
// The space after the name is looked at, not taken: the value (trimmed) has it, so the two
// cannot trade spaces back and forth on a comment that never closes.
const COMMAND = /\[%(\w+)(?=\s)([^\][]*)\]/g;
const TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
/** Half of a UTF-16 pair alone (with `u`, a whole pair is one code point and does not match): no UTF-8 can carry it, so no chain line can hold it. */
const LONE_SURROGATE = /[\ud800-\udfff]/u;
/** The tags whose text goes into the chain's genesis line. */
const GENESIS_TAGS = ["Site", "Options", "TimeControl", "White", "Black"];

function bodyTokens(text: string): Token[] {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  let i = 0;
  while (i < lines.length && (lines[i].trim() === "" || lines[i].trim().startsWith("["))) i++;
  const body = lines.slice(i).join("\n");
  const tokens: Token[] = [];
  let depth = 0;
  let word = "";
  const flush = () => {
    // "12.e4": a move number glued to the move, as parseRecord reads it
    const move = word.replace(/^\d+\.(?:\.\.)?(?=.)/, "");
    if (depth === 0 && word && !MOVE_NUMBER.test(word) && !RESULTS.has(move)) tokens.push({ move });
    word = "";
  };
  for (let at = 0; at < body.length; at++) {
    const c = body[at];
    if (c === "{" || c === ";") {
      flush();
      const end = body.indexOf(c === "{" ? "}" : "\n", at + 1);
      const stop = end < 0 ? body.length : end;
      if (depth === 0 && c === "{") tokens.push({ comment: body.slice(at + 1, stop) });
      at = stop;
    } else if (c === "(" || c === ")") {
      flush();
      depth += c === "(" ? 1 : -1;
    } else if (/\s/.test(c)) flush();
    else word += c;
  }
  flush();
  return tokens;
}

function commands(comment: string): [string, string][] {
  return [...comment.matchAll(COMMAND)].map((m) => [m[1], m[2].trim().replace(/\s+/g, " ")]);
}

const broken = (problem: string): Verdict => ({ intact: false, problem });

/** The id in a Site tag `<origin>/g/<id>`, and its origin. */
function siteParts(site: string | undefined): { origin: string; id: string } | undefined {
  const match = /^(.*)\/g\/([^/]+)$/.exec(site ?? "");
  return match ? { origin: match[1], id: match[2] } : undefined;
}

/** The site a record says it comes from (its Site tag's origin): where its signing key is published. */
export function recordOrigin(text: string): string | undefined {
  const parsed = parseRecord(text);
  return parsed.ok ? siteParts(parsed.value.tags.get("Site"))?.origin : undefined;
}

/** The outcome the chain gives: its end event, or none (the moves' own outcome then decides). */
function chainEnd(events: readonly ParsedLine[]): Outcome | "aborted" | undefined {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e.kind === "abort") return "aborted";
    if (e.kind !== "end") continue;
    const winner = e.fields.get("winner");
    const reason = (e.fields.get("reason") ?? "") as EndReason;
    return winner === "white" || winner === "black" ? { status: "win", winner, reason } : { status: "draw", reason };
  }
  return undefined;
}

/**
 * Verifies a record. `keys` is the key document to check the signature with (fetched
 * from the Site's origin or given); without one, a signed record is reported with its
 * signature unchecked (`signedBy` null).
 */
export async function verifyRecord(text: string, keys?: KeyDocument): Promise<Verdict> {
  const parsed = parseRecord(text);
  if (!parsed.ok) return broken(parsed.error.message);
  const { tags, moves } = parsed.value;
  const version = tags.get("ChainVersion");
  if (version === undefined || !tags.has("Chain")) return broken("The record has no chain: it has no [Chain] or [ChainVersion] tag.");
  if (version !== CHAIN_VERSION) return broken(`The record's ChainVersion is "${version}"; this verifier reads version ${CHAIN_VERSION}.`);
  const game = getGame(tags.get("Variant") ?? "");
  if (!game) return broken(`Unknown game "${tags.get("Variant")}" in the Variant tag.`);
  const start = recordStart(game, tags);
  if (!start.ok) return broken(start.error.message);
  const replay = replayMovesFrom(game, start.value, moves);
  if (!replay.ok) return broken(replay.error.message);
  const { sides } = replay.value;

  const site = siteParts(tags.get("Site"));
  if (!site) return broken('The Site tag is not a game link ("<origin>/g/<id>").');
  // the genesis line URI-encodes these, which throws on a lone surrogate: a record's text, not a bug, so a verdict
  const unencodable = GENESIS_TAGS.find((tag) => LONE_SURROGATE.test(tags.get(tag) ?? ""));
  if (unencodable) return broken(`The ${unencodable} tag holds half of a UTF-16 pair (a lone surrogate), which no chain can hold: it was changed.`);
  const date = (tags.get("UTCDate") ?? tags.get("Date") ?? "").replace(/\./g, "-");
  const createdAt = Date.parse(`${date}T${tags.get("UTCTime") ?? ""}Z`);
  if (Number.isNaN(createdAt)) return broken("The Date and UTCTime tags do not give the time the game was created.");
  const genesis = genesisLine({
    id: site.id,
    variant: game.id,
    options: tags.get("Options") ?? "",
    timeControl: tags.get("TimeControl") ?? "-",
    createdAt,
    white: tags.get("White") ?? "",
    black: tags.get("Black") ?? "",
  });
  let head = chainStart(genesis);
  if (tags.has("ChainStart") && tags.get("ChainStart") !== head) {
    // ChainStart is a hash of these tags together, so which one changed cannot be told: the message names them all, in a player's words
    return broken("The game's details in this record are not the ones it was played with: a player's name (White, Black), the game's link (Site), the game (Variant), its options, its time control or when it began (Date, UTCTime) was changed after the game.");
  }

  const events: ParsedLine[] = [];
  // the main line as the events build it: a move pushes, a takeback pops
  const standing: string[] = [];
  let played = 0;
  let awaiting: number | undefined;
  const name = (i: number) => recordMoveName(i + 1, sides, game.sideNames, replay.value.moves[i]);
  const add = (line: string, what: string, check: string | undefined): Verdict | undefined => {
    head = extendChain(head, line);
    if (check !== undefined && check !== head.slice(0, CHECK_DIGITS)) {
      return broken(`${what} does not match the chain: it, its time or its place among the events was changed.`);
    }
    return undefined;
  };
  for (const token of bodyTokens(text)) {
    if ("move" in token) {
      if (awaiting !== undefined) return broken(`${name(awaiting)} has no time ([%ts ...]).`);
      awaiting = played++;
      continue;
    }
    const said = commands(token.comment);
    const check = said.find(([c]) => c === "ch")?.[1];
    for (const [command, value] of said) {
      if (command === "ts") {
        if (awaiting === undefined) return broken(`A time [%ts ${value}] follows no move.`);
        if (!TIME.test(value)) return broken(`${name(awaiting)} has a time that is not UTC date and time: "${value}".`);
        const i = awaiting;
        const line = eventLine({ kind: "move", side: sides[i], at: Date.parse(value), fields: [["ply", i + 1], ["text", replay.value.moves[i]]] });
        const problem = add(line, `${name(i)} at ${value}`, check);
        if (problem) return problem;
        events.push(parseEventLine(line)!);
        standing.push(replay.value.moves[i]);
        awaiting = undefined;
      } else if (command === "ev") {
        if (awaiting !== undefined) return broken(`${name(awaiting)} has no time ([%ts ...]) before the next event.`);
        const event = parseEventLine(value);
        if (!event) return broken(`An event is not written as chain version ${CHAIN_VERSION} writes events: [%ev ${value}].`);
        const what = `The event "${event.kind}"${event.side ? ` by ${event.side}` : ""} at ${event.time}`;
        if (event.kind === "move") standing.push(event.fields.get("text") ?? "");
        if (event.kind === "takeback" && standing.pop() !== event.fields.get("text")) return broken(`${what} takes back a move that is not the last one played.`);
        const problem = add(value, what, check);
        if (problem) return problem;
        events.push(event);
      }
    }
  }
  if (awaiting !== undefined) return broken(`${name(awaiting)} has no time ([%ts ...]).`);
  if (standing.join(" ") !== replay.value.moves.join(" ")) return broken("The moves of the main line are not what the chain's moves and takebacks leave.");
  if (head !== tags.get("Chain")) return broken("The Chain tag does not match the chain of the record's events: the tag or an event without its [%ch] was changed.");

  const result = checkResult(tags, chainEnd(events), game.outcome(replay.value.states[replay.value.states.length - 1]));
  if (result) return broken(result);
  const finished = (tags.get("Result") ?? "*") !== "*" || events.some((e) => e.kind === "abort");

  const signature = tags.get("Signature");
  if (signature === undefined) return { intact: true, events: events.length, head, signedBy: null, kid: null, finished };
  if (!keys) return { intact: true, events: events.length, head, signedBy: null, kid: tags.get("SignatureKey") ?? null, finished };
  if (keys.origin !== site.origin) return broken(`The Site tag names ${site.origin}, but the key is ${keys.origin}'s.`);
  const kid = tags.get("SignatureKey");
  const candidates = keys.keys.filter((k) => kid === undefined || k.kid === kid);
  if (candidates.length === 0) return broken(`The signature's key ${kid} is not among ${keys.origin}'s keys.`);
  for (const key of candidates) {
    if (await verifyHead(key.publicKey, head, signature)) return { intact: true, events: events.length, head, signedBy: keys.origin, kid: key.kid, finished };
  }
  return broken(`The Signature tag is not ${keys.origin}'s signature of this chain.`);
}

/** What is wrong with the Result and Termination tags, given the chain's end and the moves' outcome; undefined when they fit. */
function checkResult(tags: ReadonlyMap<string, string>, end: Outcome | "aborted" | undefined, reached: Outcome): string | undefined {
  const claimed = tags.get("Result") ?? "*";
  const expected: Outcome = end === "aborted" || end === undefined ? reached : end;
  const token = end === "aborted" && reached.status === "ongoing" ? "*" : resultToken(expected);
  const how = expected.status === "ongoing" ? "unfinished" : `${token} (${expected.reason})`;
  if (claimed !== token) return `The Result tag says ${claimed}, but the chain ends the game ${how}.`;
  const termination = tags.get("Termination");
  if (expected.status !== "ongoing" && termination !== undefined && termination !== expected.reason) {
    return `The Termination tag says ${termination}, but the chain ends the game by ${expected.reason}.`;
  }
  return undefined;
}

/** A verdict in words, as the command and the page say it. */
export function describeVerdict(verdict: Verdict): string {
  if (!verdict.intact) return `broken: ${verdict.problem}`;
  const events = `${verdict.events} ${verdict.events === 1 ? "event" : "events"}`;
  if (verdict.signedBy) return `intact: ${events}, signed by ${verdict.signedBy}`;
  if (verdict.kid) return `intact: ${events}, signature not checked (no key)`;
  return verdict.finished ? `intact: ${events}, but unsigned: nothing proves who wrote it` : `intact: ${events}, unsigned (a game in progress is signed when it ends)`;
}
