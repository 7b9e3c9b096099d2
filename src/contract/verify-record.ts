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
import type { AnyGame, BySide, EndReason, Outcome, Side } from "../engine/types.ts";
import { moveNumbers } from "../engine/move-words.ts";
import { CHAIN_VERSION, chainStart, chainTime, eventLine, extendChain, genesisLine, parseEventLine, type ChainGenesis, type ParsedLine } from "./chain.ts";
import { CHECK_DIGITS } from "./chain-record.ts";
import { CLOCK_EVENT_KINDS, type ClockEvent } from "./clocks.ts";
import { CLOCK_WORDS_FORM, clockEventWords, legacyClockEventWords } from "./clock-words.ts";
import { hasReaderText, isChained, repeatedTag, tagNames, unsignedTags } from "./record-parts.ts";
import { isCanonicalSignature, verifyHead, type KeyDocument } from "./record-key.ts";
import { DETAILS_CHANGED, problemWords, unsignedWords, type MoveValues, type Place, type ProblemReason, type UnsignedPart } from "./verify-problems.ts";

export { DETAILS_CHANGED };

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
      /** The same parts as data, in the same order, for a page that names them in its reader's language. */
      readonly unsignedParts: readonly UnsignedPart[];
    }
  | {
      readonly intact: false;
      /** What broke the record, in English (the command's and the API's words): `why` in words. */
      readonly problem: string;
      /** What broke it as a reason code and the values its sentence names (verify-problems.ts). */
      readonly why: ProblemReason;
      /** The tags the chain starts from do not give its ChainStart: one of them was changed, which only the site's copy of the game can tell (contract/site-copy.ts). */
      readonly detailsChanged?: true;
    };

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

/** The verdict of a broken record: the reason, and its English words. */
export const broken = (why: ProblemReason): Extract<Verdict, { intact: false }> => ({ intact: false, problem: problemWords(why), why });

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
function loneSurrogateProblem(text: string): ProblemReason {
  const tag = text
    .split(/\r\n?|\n/)
    .map((line) => /^\s*\[(\w+)\s+"(.*)"\]\s*$/.exec(line))
    .find((match) => match !== null && LONE_SURROGATE.test(match[2]));
  return tag ? { id: "loneSurrogateInTag", values: { tag: tag[1] } } : { id: "loneSurrogate", values: {} };
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
  if (!parsed.ok) return broken(unreadable(parsed.error.message));
  const { tags, moves: annotated } = parsed.value;
  const names = tagNames(text);
  const repeated = repeatedTag(names);
  if (repeated) return broken({ id: "tagTwice", values: { tag: repeated } });
  const version = tags.get("ChainVersion");
  if (version === undefined || !tags.has("Chain")) return broken({ id: "noChain", values: {} });
  if (version !== CHAIN_VERSION) return broken({ id: "chainVersion", values: { version, expected: CHAIN_VERSION } });
  const game = getGame(tags.get("Variant") ?? "");
  if (!game) return broken({ id: "unknownGame", values: { variant: String(tags.get("Variant")) } });
  if (tags.has("FEN") || tags.has("SetUp")) return broken({ id: "setUp", values: {} });
  const from = recordStart(game, tags);
  if (!from.ok) return broken(unreadable(from.error.message));
  const line: readonly AnnotatedMove[] = annotated.line;
  // the moves as written (the chain hashes them so), replayed for the result and the sides
  const written = line.map((move) => move.move);
  const replay = replayMovesFrom(game, from.value, written);
  if (!replay.ok) return broken(refusedMove(game, from.value, written, replay.error.message));
  const { sides } = replay.value;
  const numbers = moveNumbers(sides);
  const move = (i: number): MoveValues => ({ ply: i + 1, number: numbers[i], side: sides[i], sideName: game.sideNames[sides[i]], move: written[i] });
  for (let i = 0; i < line.length; i++) {
    const said = numberedSide(line[i].number, i === 0 ? undefined : sides[i - 1]);
    if (said === undefined) return broken({ id: "moveUnnumbered", values: move(i) });
    const mark = line[i].number;
    const markedSideName = game.sideNames[said];
    if (said !== sides[i]) {
      return broken(mark === undefined ? { id: "moveNumberMissingForOther", values: { ...move(i), markedSideName } } : { id: "moveNumberedForOther", values: { ...move(i), mark, markedSideName } });
    }
  }

  const site = siteParts(tags.get("Site"));
  if (!site) return broken({ id: "siteNotGameLink", values: {} });
  const date = tags.get("Date") ?? "";
  const createdAt = tagsCreatedAt(tags);
  if (createdAt === undefined) return broken({ id: "noCreationTime", values: {} });
  const utcDate = tags.get("UTCDate");
  if (utcDate !== undefined && utcDate !== date) return broken({ id: "utcDateDiffers", values: { utcDate, date } });
  let head = chainStart(genesisLine(tagsGenesis(tags, site.id, game.id, createdAt)));
  if (tags.has("ChainStart") && tags.get("ChainStart") !== head) {
    // ChainStart is a hash of these tags together, so offline which one changed cannot be told: the message names them all, in a player's words (contract/site-copy.ts names the one online)
    return { ...broken({ id: "detailsChanged", values: {} }), detailsChanged: true };
  }

  const events: ParsedLine[] = [];
  const unsigned: UnsignedPart[] = [];
  /** Comments in the form of the site's clock comments, with where they stand: each must be one of the chain's clock events. */
  const claims: { words: string; where: Place }[] = [];
  // the main line as the events build it: a move pushes, a takeback pops
  const standing: string[] = [];
  let played = 0;
  let awaiting: number | undefined;
  const add = (eventText: string, what: ProblemReason, check: string | undefined): Verdict | undefined => {
    head = extendChain(head, eventText);
    return check !== undefined && check !== head.slice(0, CHECK_DIGITS) ? broken(what) : undefined;
  };
  const readComment = (comment: RecordComment, where: Place): Verdict | undefined => {
    const check = comment.commands.get("ch");
    for (const [command, value] of comment.commands) {
      if (command === "ts") {
        if (awaiting === undefined) return broken({ id: "timeWithoutMove", values: { time: value } });
        const at = Date.parse(value);
        // a time of the right form that is no date (2026-02-30) reads back as another: refused as not a time
        if (!TIME.test(value) || Number.isNaN(at) || chainTime(at) !== value) return broken({ id: "moveTimeNotUtc", values: { ...move(awaiting), time: value } });
        const i = awaiting;
        const moveLine = eventLine({ kind: "move", side: sides[i], at, fields: [["ply", i + 1], ["text", written[i]]] });
        const problem = add(moveLine, { id: "moveNotInChain", values: { ...move(i), time: value } }, check);
        if (problem) return problem;
        events.push(parseEventLine(moveLine)!);
        standing.push(written[i]);
        awaiting = undefined;
      } else if (command === "ev") {
        if (awaiting !== undefined) return broken({ id: "moveWithoutTimeBeforeEvent", values: move(awaiting) });
        const event = parseEventLine(value);
        if (!event) return broken({ id: "eventUnreadable", values: { version: CHAIN_VERSION, event: value } });
        const what = { kind: event.kind, side: event.side ?? "none", time: event.time } as const;
        if (event.kind === "move") standing.push(event.fields.get("text") ?? "");
        if (event.kind === "takeback" && standing.pop() !== event.fields.get("text")) return broken({ id: "takebackNotLast", values: what });
        const problem = add(value, { id: "eventNotInChain", values: what }, check);
        if (problem) return problem;
        events.push(event);
      }
    }
    if (!isChained(comment) && comment.commands.size === 0 && CLOCK_WORDS_FORM.test(comment.text)) claims.push({ words: comment.text, where });
    else if (!isChained(comment) || hasReaderText(comment)) unsigned.push({ kind: "comment", where });
    return undefined;
  };
  // a record without moves (a game aborted before its first) has its comments apart
  for (const comment of annotated.comments) {
    const problem = readComment(comment, { at: "start" });
    if (problem) return problem;
  }
  for (let i = 0; i < line.length; i++) {
    const annotatedMove = line[i];
    for (const comment of annotatedMove.before) {
      const problem = readComment(comment, { at: "before", ...move(i) });
      if (problem) return problem;
    }
    if (awaiting !== undefined) return broken({ id: "moveWithoutTime", values: move(awaiting) });
    awaiting = played++;
    if (annotatedMove.nags.length > 0) unsigned.push({ kind: "mark", where: move(i) });
    for (const comment of annotatedMove.after) {
      const problem = readComment(comment, { at: "after", ...move(i) });
      if (problem) return problem;
    }
    if (annotatedMove.variations.length > 0) unsigned.push({ kind: "variation", where: move(i) });
  }
  if (awaiting !== undefined) return broken({ id: "moveWithoutTime", values: move(awaiting) });
  if (standing.join(" ") !== written.join(" ")) return broken({ id: "mainLineDiffers", values: {} });
  if (head !== tags.get("Chain")) return broken({ id: "chainTagDiffers", values: {} });

  const readable = events.map((event) => expectedWords(event, { white: tags.get("White") ?? "", black: tags.get("Black") ?? "" }));
  for (const claim of claims) {
    const at = claimedEvent(folded(claim.words), readable);
    if (at < 0) return broken({ id: "clockCommentNotInChain", values: claim });
    readable[at] = undefined;
  }

  const end = chainEnd(events);
  const reached = game.outcome(replay.value.states[replay.value.states.length - 1]);
  const result = checkResult(tags, end, reached) ?? checkResultToken(annotated.results ?? [], tags.get("Result") ?? "*", line.length);
  if (result) return broken(result);
  const finished = (tags.get("Result") ?? "*") !== "*" || events.some((e) => e.kind === "abort");
  unsigned.push(...unsignedTags(names).map((tag): UnsignedPart => ({ kind: "tag", tag })));
  // a part named twice (two comments after one move) is listed once
  const seen = new Set<string>();
  const unsignedParts = unsigned.filter((part) => !seen.has(unsignedWords(part)) && seen.add(unsignedWords(part)));
  const parts = unsignedParts.map(unsignedWords);

  const signature = tags.get("Signature");
  const intact = (signedBy: string | null, kid: string | null): Verdict => ({ intact: true, events: events.length, head, signedBy, kid, finished, unsigned: parts, unsignedParts });
  if (signature === undefined) return intact(null, null);
  if (!isCanonicalSignature(signature)) return broken({ id: "signatureForm", values: {} });
  if (!keys) return intact(null, tags.get("SignatureKey") ?? null);
  if (keys.origin !== site.origin) return broken({ id: "keyOfOtherSite", values: { site: site.origin, keyOrigin: keys.origin } });
  const kid = tags.get("SignatureKey");
  const candidates = keys.keys.filter((k) => kid === undefined || k.kid === kid);
  if (candidates.length === 0) return broken({ id: "keyUnknown", values: { kid: String(kid), origin: keys.origin } });
  for (const key of candidates) {
    if (await verifyHead(key.publicKey, head, signature)) return intact(keys.origin, key.kid);
  }
  return broken({ id: "signatureWrong", values: { origin: keys.origin } });
}

/**
 * Which main-line move the rules refuse, and their words for why, when the moves do not
 * replay: the shortest prefix that fails (a prefix of a line that replays replays), found
 * by halving, then that move played once more for the rules' refusal. The engine's own
 * sentence (`message`) stays the verdict's English; should the two ever differ, that
 * sentence is kept whole, as a record that cannot be read.
 */
function refusedMove<S>(game: AnyGame, start: S, written: readonly string[], message: string): ProblemReason {
  let replays = 0;
  let fails = written.length;
  while (fails - replays > 1) {
    const middle = Math.floor((replays + fails) / 2);
    if (replayMovesFrom(game, start, written.slice(0, middle)).ok) replays = middle;
    else fails = middle;
  }
  const before = replayMovesFrom(game, start, written.slice(0, replays));
  if (!before.ok) return unreadable(message);
  const state = before.value.states[before.value.states.length - 1];
  const played = game.play(state, written[replays]);
  if (played.ok) return unreadable(message);
  const sides = [...before.value.sides, game.turn(state)];
  const side = sides[replays];
  const why: ProblemReason = {
    id: "moveUnplayable",
    values: { ply: replays + 1, number: moveNumbers(sides)[replays], side, sideName: game.sideNames[side], move: written[replays], detail: played.error.message },
  };
  return problemWords(why) === message ? why : unreadable(message);
}

/** The record reader's, the start's or the rules' own refusal (src/engine), kept in its English words. */
const unreadable = (detail: string): ProblemReason => ({ id: "unreadable", values: { detail } });

/** What is wrong with the result token that closes the main line (what readers show), given the Result tag already checked; undefined when it fits. */
function checkResultToken(results: readonly { token: string; afterMoves: number }[], expected: string, moves: number): ProblemReason | undefined {
  if (results.length === 0) return { id: "noResultToken", values: { expected } };
  if (results.length > 1) return { id: "resultTokens", values: { count: results.length, tokens: results.map((r) => r.token).join(", ") } };
  const [only] = results;
  if (only.afterMoves !== moves) return { id: "resultTokenEarly", values: { token: only.token } };
  if (only.token !== expected) return { id: "resultTokenDiffers", values: { token: only.token, expected } };
  return undefined;
}

/** What is wrong with the Result and Termination tags, given the chain's end and the moves' outcome; undefined when they fit. */
function checkResult(tags: ReadonlyMap<string, string>, end: Outcome | "aborted" | undefined, reached: Outcome): ProblemReason | undefined {
  const claimed = tags.get("Result") ?? "*";
  const expected: Outcome = end === "aborted" || end === undefined ? reached : end;
  const token = end === "aborted" && reached.status === "ongoing" ? "*" : resultToken(expected);
  if (claimed !== token) return expected.status === "ongoing" ? { id: "resultTagOngoing", values: { claimed } } : { id: "resultTagDiffers", values: { claimed, token, reason: expected.reason } };
  const termination = tags.get("Termination");
  if (expected.status !== "ongoing" && termination !== undefined && termination !== expected.reason) {
    return { id: "terminationDiffers", values: { termination, reason: expected.reason } };
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
