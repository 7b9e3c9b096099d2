/**
 * Verifying a record (docs/api.md "Records you can verify"): the same code runs in the
 * `npm run verify` command, the /verify page and the importer. It replays the moves,
 * rebuilds every chained event from the record alone (the main line's moves as written
 * with their `[%ts]` times and the sides their move numbers give, the other events from
 * their `[%ev]` lines), hashes them from the tags' genesis, and checks the head against
 * `[Chain]`, the result tag and token against the chain's end, the readable clock
 * comments against the chain's clock events, and `[Signature]` (in its one encoding)
 * against the server's public key. The first thing that does not match is named; the
 * parts the site did not write (a reader's comments, marks, variations, extra tags) are
 * listed as not signed (record-parts.ts).
 */
import { recordStart } from "../engine/import-record.ts";
import { parseAnnotatedRecord, replayMovesFrom, resultToken } from "../engine/record.ts";
import type { AnnotatedMove, RecordComment } from "../engine/annotated-record.ts";
import { getGame } from "../engine/registry.ts";
import type { BySide, EndReason, Outcome, Side } from "../engine/types.ts";
import { recordMoveName } from "../engine/move-words.ts";
import { CHAIN_VERSION, chainStart, chainTime, eventLine, extendChain, genesisLine, parseEventLine, type ChainGenesis, type ParsedLine } from "./chain.ts";
import { CHECK_DIGITS } from "./chain-record.ts";
import { CLOCK_EVENT_KINDS, type ClockEvent } from "./clocks.ts";
import { CLOCK_WORDS_FORM, clockEventWords, legacyClockEventWords } from "./clock-words.ts";
import { hasReaderText, isChained, repeatedTag, tagNames, unsignedTags } from "./record-parts.ts";
import { isCanonicalSignature, verifyHead, type KeyDocument } from "./record-key.ts";

/**
 * What verification found: intact (signed by the key document's origin, or unsigned),
 * with the parts no signature covers, or the first thing that breaks it.
 */
export type Verdict =
  | {
      readonly intact: true;
      readonly events: number;
      readonly head: string;
      readonly signedBy: string | null;
      readonly kid: string | null;
      readonly finished: boolean;
      /** Each part of the record the site did not write, in words ("a comment after move 3 (White's e2-e3)"); empty when the record is exactly what was signed. */
      readonly unsigned: readonly string[];
    }
  | {
      readonly intact: false;
      readonly problem: string;
      /** The tags the chain starts from do not give its ChainStart: one of them was changed, which only the site's copy of the game can tell (contract/site-copy.ts). */
      readonly detailsChanged?: true;
    };

/** What a changed White, Black, Site, Variant, Options, TimeControl, Date or UTCTime says offline, where ChainStart, one hash of them all, cannot tell which. */
export const DETAILS_CHANGED =
  "The game's details in this record are not the ones it was played with: a player's name (White, Black), the game's link (Site), the game (Variant), its options, its time control or when it began (Date, UTCTime) was changed after the game.";

const TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
/** Half of a UTF-16 pair alone (with `u`, a whole pair is one code point and does not match): no UTF-8 can carry it, so no chain line can hold it. */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/** The side a move number gives a move: "3." White's, "3..." Black's, none the side that moved last (In The Bin's extra moves). */
function numberedSide(number: string | undefined, previous: Side | undefined): Side | undefined {
  if (number === undefined) return previous;
  return number.endsWith("...") ? "black" : "white";
}

/** Comments and folded words compared as the record writer writes them: braces dropped, whitespace folded. */
const folded = (words: string): string => words.replace(/[{}]/g, "").replace(/\s+/g, " ").trim();

/** A chained clock event's readable comment as the record writer writes it (names quoted), and in the legacy form of records signed before names were quoted. */
interface ExpectedWords {
  readonly quoted: string;
  readonly legacy: string;
}

function expectedWords(event: ParsedLine, names: BySide<string>): ExpectedWords | undefined {
  if (!event.side || !(CLOCK_EVENT_KINDS as readonly string[]).includes(event.kind)) return undefined;
  const at = Date.parse(event.time);
  if (Number.isNaN(at)) return undefined;
  const clock = { kind: event.kind, side: event.side, at, days: Number(event.fields.get("days")) } as ClockEvent;
  return { quoted: folded(clockEventWords(clock, names)), legacy: folded(legacyClockEventWords(clock, names)) };
}

/**
 * The chained clock event a readable comment says, among those not yet claimed: the first
 * whose quoted words it is, else the first whose legacy words it is (quoted first, so a
 * record written today is never read as another event's legacy words); -1 for none.
 */
function claimedEvent(words: string, readable: readonly (ExpectedWords | undefined)[]): number {
  const quoted = readable.findIndex((expected) => expected?.quoted === words);
  return quoted >= 0 ? quoted : readable.findIndex((expected) => expected?.legacy === words);
}

const broken = (problem: string): Verdict => ({ intact: false, problem });

/** The id in a Site tag `<origin>/g/<id>`, and its origin. */
export function siteParts(site: string | undefined): { origin: string; id: string } | undefined {
  const match = /^(.*)\/g\/([^/]+)$/.exec(site ?? "");
  return match ? { origin: match[1], id: match[2] } : undefined;
}

/** The time the Date and UTCTime tags give (ms), or undefined when they give none. */
export function tagsCreatedAt(tags: ReadonlyMap<string, string>): number | undefined {
  const date = tags.get("Date") ?? "";
  const start = `${date.replace(/\./g, "-")}T${tags.get("UTCTime") ?? ""}Z`;
  const createdAt = /^\d{4}\.\d\d\.\d\d$/.test(date) ? Date.parse(start) : Number.NaN;
  // a date of the right form that is no date (2026.02.30) reads back as another: refused
  return Number.isNaN(createdAt) || chainTime(createdAt) !== start ? undefined : createdAt;
}

/** What the chain of a record with these tags starts from, given the game id of its Site, its game and its creation time. */
export function tagsGenesis(tags: ReadonlyMap<string, string>, id: string, variant: string, createdAt: number): ChainGenesis {
  return {
    id,
    variant,
    options: tags.get("Options") ?? "",
    timeControl: tags.get("TimeControl") ?? "-",
    createdAt,
    white: tags.get("White") ?? "",
    black: tags.get("Black") ?? "",
  };
}

/** The site a record says it comes from (its Site tag's origin): where its signing key is published. */
export function recordOrigin(text: string): string | undefined {
  const parsed = parseAnnotatedRecord(text);
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

/** Where a lone surrogate stands, named: the tag that holds it, or the record as a whole. */
function loneSurrogateProblem(text: string): string {
  const tag = text
    .split(/\r\n?|\n/)
    .map((line) => /^\s*\[(\w+)\s+"(.*)"\]\s*$/.exec(line))
    .find((match) => match !== null && LONE_SURROGATE.test(match[2]));
  return tag
    ? `The ${tag[1]} tag holds half of a UTF-16 pair (a lone surrogate), which no chain can hold: it was changed.`
    : "The record is not well-formed Unicode text: it holds a lone surrogate.";
}

/**
 * Verifies a record. `keys` is the key document to check the signature with (fetched
 * from the Site's origin or given); without one, a signed record is reported with its
 * signature unchecked (`signedBy` null).
 */
export async function verifyRecord(text: string, keys?: KeyDocument): Promise<Verdict> {
  // a record is UTF-8 text, which cannot hold a lone surrogate (a JSON body can): tokens of one would not encode
  if (LONE_SURROGATE.test(text)) return broken(loneSurrogateProblem(text));
  const parsed = parseAnnotatedRecord(text);
  if (!parsed.ok) return broken(parsed.error.message);
  const { tags, moves: annotated } = parsed.value;
  const names = tagNames(text);
  const repeated = repeatedTag(names);
  if (repeated) return broken(`The ${repeated} tag is written twice: record readers disagree on which one counts.`);
  const version = tags.get("ChainVersion");
  if (version === undefined || !tags.has("Chain")) return broken("The record has no chain: it has no [Chain] or [ChainVersion] tag.");
  if (version !== CHAIN_VERSION) return broken(`The record's ChainVersion is "${version}"; this verifier reads version ${CHAIN_VERSION}.`);
  const game = getGame(tags.get("Variant") ?? "");
  if (!game) return broken(`Unknown game "${tags.get("Variant")}" in the Variant tag.`);
  if (tags.has("FEN") || tags.has("SetUp")) return broken("The record has a FEN or SetUp tag: a chained game starts from its game's start, which these tags would change.");
  const from = recordStart(game, tags);
  if (!from.ok) return broken(from.error.message);
  const line: readonly AnnotatedMove[] = annotated.line;
  // the moves as written (the chain hashes them so), replayed for the result and the sides
  const written = line.map((move) => move.move);
  const replay = replayMovesFrom(game, from.value, written);
  if (!replay.ok) return broken(replay.error.message);
  const { sides } = replay.value;
  const name = (i: number) => recordMoveName(i + 1, sides, game.sideNames, written[i]);
  const lower = (i: number) => name(i).replace(/^Move/, "move");
  for (let i = 0; i < line.length; i++) {
    const said = numberedSide(line[i].number, i === 0 ? undefined : sides[i - 1]);
    if (said === undefined) return broken(`${name(i)} has no move number: a record's first move is numbered.`);
    if (said !== sides[i]) return broken(`${name(i)} is numbered as ${game.sideNames[said]}'s ("${line[i].number ?? "no number"}"), but ${game.sideNames[sides[i]]} plays it.`);
  }

  const site = siteParts(tags.get("Site"));
  if (!site) return broken('The Site tag is not a game link ("<origin>/g/<id>").');
  const date = tags.get("Date") ?? "";
  const createdAt = tagsCreatedAt(tags);
  if (createdAt === undefined) return broken("The Date and UTCTime tags do not give the time the game was created.");
  const utcDate = tags.get("UTCDate");
  if (utcDate !== undefined && utcDate !== date) return broken(`The UTCDate tag says ${utcDate}, but the game was created on ${date} (the Date tag the chain starts from).`);
  let head = chainStart(genesisLine(tagsGenesis(tags, site.id, game.id, createdAt)));
  if (tags.has("ChainStart") && tags.get("ChainStart") !== head) {
    // ChainStart is a hash of these tags together, so offline which one changed cannot be told: the message names them all, in a player's words (contract/site-copy.ts names the one online)
    return { intact: false, problem: DETAILS_CHANGED, detailsChanged: true };
  }

  const events: ParsedLine[] = [];
  const unsigned: string[] = [];
  /** Comments in the form of the site's clock comments, with where they stand: each must be one of the chain's clock events. */
  const claims: { words: string; where: string }[] = [];
  // the main line as the events build it: a move pushes, a takeback pops
  const standing: string[] = [];
  let played = 0;
  let awaiting: number | undefined;
  const add = (eventText: string, what: string, check: string | undefined): Verdict | undefined => {
    head = extendChain(head, eventText);
    if (check !== undefined && check !== head.slice(0, CHECK_DIGITS)) {
      return broken(`${what} does not match the chain: it, its time or its place among the events was changed.`);
    }
    return undefined;
  };
  const readComment = (comment: RecordComment, where: string): Verdict | undefined => {
    const check = comment.commands.get("ch");
    for (const [command, value] of comment.commands) {
      if (command === "ts") {
        if (awaiting === undefined) return broken(`A time [%ts ${value}] follows no move.`);
        const at = Date.parse(value);
        // a time of the right form that is no date (2026-02-30) reads back as another: refused as not a time
        if (!TIME.test(value) || Number.isNaN(at) || chainTime(at) !== value) return broken(`${name(awaiting)} has a time that is not UTC date and time: "${value}".`);
        const i = awaiting;
        const moveLine = eventLine({ kind: "move", side: sides[i], at, fields: [["ply", i + 1], ["text", written[i]]] });
        const problem = add(moveLine, `${name(i)} at ${value}`, check);
        if (problem) return problem;
        events.push(parseEventLine(moveLine)!);
        standing.push(written[i]);
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
    if (!isChained(comment) && comment.commands.size === 0 && CLOCK_WORDS_FORM.test(comment.text)) claims.push({ words: comment.text, where });
    else if (!isChained(comment) || hasReaderText(comment)) unsigned.push(`a comment ${where}`);
    return undefined;
  };
  // a record without moves (a game aborted before its first) has its comments apart
  for (const comment of annotated.comments) {
    const problem = readComment(comment, "before any move");
    if (problem) return problem;
  }
  for (let i = 0; i < line.length; i++) {
    const move = line[i];
    for (const comment of move.before) {
      const problem = readComment(comment, `before ${lower(i)}`);
      if (problem) return problem;
    }
    if (awaiting !== undefined) return broken(`${name(awaiting)} has no time ([%ts ...]).`);
    awaiting = played++;
    if (move.nags.length > 0) unsigned.push(`a mark on ${lower(i)}`);
    for (const comment of move.after) {
      const problem = readComment(comment, `after ${lower(i)}`);
      if (problem) return problem;
    }
    if (move.variations.length > 0) unsigned.push(`a variation on ${lower(i)}`);
  }
  if (awaiting !== undefined) return broken(`${name(awaiting)} has no time ([%ts ...]).`);
  if (standing.join(" ") !== written.join(" ")) return broken("The moves of the main line are not what the chain's moves and takebacks leave.");
  if (head !== tags.get("Chain")) return broken("The Chain tag does not match the chain of the record's events: the tag or an event without its [%ch] was changed.");

  const readable = events.map((event) => expectedWords(event, { white: tags.get("White") ?? "", black: tags.get("Black") ?? "" }));
  for (const claim of claims) {
    const at = claimedEvent(folded(claim.words), readable);
    if (at < 0) return broken(`The comment "${claim.words}" ${claim.where} is written as the site writes its clock events, but no event of the chain says it.`);
    readable[at] = undefined;
  }

  const end = chainEnd(events);
  const reached = game.outcome(replay.value.states[replay.value.states.length - 1]);
  const result = checkResult(tags, end, reached) ?? checkResultToken(annotated.results ?? [], tags.get("Result") ?? "*", line.length);
  if (result) return broken(result);
  const finished = (tags.get("Result") ?? "*") !== "*" || events.some((e) => e.kind === "abort");
  unsigned.push(...unsignedTags(names));
  const parts = [...new Set(unsigned)];

  const signature = tags.get("Signature");
  const intact = (signedBy: string | null, kid: string | null): Verdict => ({ intact: true, events: events.length, head, signedBy, kid, finished, unsigned: parts });
  if (signature === undefined) return intact(null, null);
  if (!isCanonicalSignature(signature)) return broken('The Signature tag is not written as the site writes signatures ("ed25519:" and the 64 bytes in unpadded base64url, 86 characters).');
  if (!keys) return intact(null, tags.get("SignatureKey") ?? null);
  if (keys.origin !== site.origin) return broken(`The Site tag names ${site.origin}, but the key is ${keys.origin}'s.`);
  const kid = tags.get("SignatureKey");
  const candidates = keys.keys.filter((k) => kid === undefined || k.kid === kid);
  if (candidates.length === 0) return broken(`The signature's key ${kid} is not among ${keys.origin}'s keys.`);
  for (const key of candidates) {
    if (await verifyHead(key.publicKey, head, signature)) return intact(keys.origin, key.kid);
  }
  return broken(`The Signature tag is not ${keys.origin}'s signature of this chain.`);
}

/** What is wrong with the result token that closes the main line (what readers show), given the Result tag already checked; undefined when it fits. */
function checkResultToken(results: readonly { token: string; afterMoves: number }[], expected: string, moves: number): string | undefined {
  if (results.length === 0) return `The moves end without a result token; the chain ends the game ${expected}.`;
  if (results.length > 1) return `The main line has ${results.length} result tokens (${results.map((r) => r.token).join(", ")}); a record ends with one.`;
  const [only] = results;
  if (only.afterMoves !== moves) return `The result token ${only.token} stands before the last move: a record ends with it.`;
  if (only.token !== expected) return `The record ends with the result ${only.token}, but the Result tag and the chain say ${expected}.`;
  return undefined;
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
  const notSigned = verdict.unsigned.length > 0 ? `; not signed: ${verdict.unsigned.join(", ")}` : "";
  return describeChain(verdict) + notSigned;
}

/** What an intact verdict says of the chain and its signature (describeVerdict's words without the parts not signed). */
export function describeChain(verdict: Extract<Verdict, { intact: true }>): string {
  const events = `${verdict.events} ${verdict.events === 1 ? "event" : "events"}`;
  if (verdict.signedBy) return `intact: ${events}, signed by ${verdict.signedBy}`;
  if (verdict.kid) return `intact: ${events}, signature not checked (no key)`;
  return verdict.finished ? `intact: ${events}, but unsigned: nothing proves who wrote it` : `intact: ${events}, unsigned (a game in progress is signed when it ends)`;
}
