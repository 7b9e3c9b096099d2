/**
 * Game records: the game id plus its move texts from the initial position, written
 * PGN-style. Replaying a record through the engine must reproduce the game exactly, so
 * import is validated by replay and names the first bad move.
 */
import type { AnyGame, GameOptions, Outcome, Result, Sentence, Side } from "./types.ts";
import { fail, ok } from "./types.ts";
import { resolveOptions } from "./options.ts";
import { recordMoveName } from "./move-words.ts";
import { parseMoveText, type AnnotatedMoves } from "./annotated-record.ts";

export interface GameRecord {
  /** Tag pairs in order; `Variant` is always present. */
  readonly tags: ReadonlyMap<string, string>;
  readonly moves: readonly string[];
}

/** Tags written first and in this order, as PGN's seven-tag roster does. */
const TAG_ORDER = ["Variant", "Options", "Site", "Date", "White", "Black", "Result", "Termination", "TimeControl", "SetUp", "FEN"];

/** PGN result token for an outcome. */
export function resultToken(outcome: Outcome): string {
  if (outcome.status === "ongoing") return "*";
  if (outcome.status === "draw") return "1/2-1/2";
  return outcome.winner === "white" ? "1-0" : "0-1";
}

function quote(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
}

/**
 * Writes a record. `sides` is the side that made each move (from replay), so that the
 * numbering stays right when one side moves several times in a row: `N.` opens each White
 * turn (however many moves it has), Black's moves follow without a number, and `1...`
 * marks only a record that starts with a Black move. `comments` go in braces before the
 * move of their index (at `moves.length`: after the last move); a Black move after one is
 * numbered again (`3...`), as PGN writes it. Braces in a comment are dropped.
 */
export function makeRecord(record: GameRecord, sides: readonly Side[], comments: ReadonlyMap<number, readonly string[]> = new Map()): string {
  const keys = [...TAG_ORDER.filter((k) => record.tags.has(k)), ...[...record.tags.keys()].filter((k) => !TAG_ORDER.includes(k))];
  const header = keys.map((k) => `[${k} "${quote(record.tags.get(k) ?? "")}"]`).join("\n");
  const tokens: string[] = [];
  let number = 1;
  const commentsAt = (i: number) => (comments.get(i) ?? []).map((c) => `{${c.replace(/[{}]/g, "")}}`);
  for (let i = 0; i < record.moves.length; i++) {
    const side = sides[i];
    const previous = i === 0 ? undefined : sides[i - 1];
    const said = commentsAt(i);
    for (const comment of said) tokens.push(comment); // not push(...said): thousands would overflow the stack
    if (side === "white" && previous === "black") number++;
    if (side === "white" && previous !== "white") tokens.push(`${number}.`);
    else if (side === "black" && (previous === undefined || (previous === "white" && said.length > 0))) tokens.push(`${number}...`);
    tokens.push(record.moves[i]);
  }
  for (const comment of commentsAt(record.moves.length)) tokens.push(comment);
  tokens.push(record.tags.get("Result") ?? "*");
  return `${header}\n\n${wrap(tokens, 80)}\n`;
}

/** Joins tokens with spaces into lines of at most `width` characters (a longer token stands alone). */
export function wrap(tokens: readonly string[], width: number): string {
  const lines: string[] = [];
  let line = "";
  for (const token of tokens) {
    if (line && line.length + 1 + token.length > width) {
      lines.push(line);
      line = token;
    } else line = line ? `${line} ${token}` : token;
  }
  if (line) lines.push(line);
  return lines.join("\n");
}

const TAG_LINE = /^\[([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\]$/;
/** A record as written: its tags, and its moves with their comments, marks and variations. */
export interface AnnotatedGameRecord {
  readonly tags: ReadonlyMap<string, string>;
  readonly moves: AnnotatedMoves;
}

/**
 * Reads a record's tags and its move text with every annotation (annotated-record.ts,
 * which bounds the length read). It checks the form only; the moves are checked when played.
 */
export function parseAnnotatedRecord(text: string): Result<AnnotatedGameRecord> {
  const tags = new Map<string, string>();
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  let i = 0;
  for (; i < lines.length; i++) {
    const line = lines[i].trim();
    if (line === "") continue;
    if (!line.startsWith("[")) break;
    const match = TAG_LINE.exec(line);
    if (!match) return fail("malformed_record", `Line ${i + 1} is not a tag pair: ${line.slice(0, 60)}`);
    tags.set(match[1], match[2].replace(/\\(.)/g, "$1"));
  }
  if (!tags.has("Variant")) return fail("malformed_record", 'The record has no [Variant "..."] tag.');
  const moves = parseMoveText(lines.slice(i).join("\n"));
  if (!moves.ok) return moves;
  return ok({ tags, moves: moves.value });
}

/** Reads a record's tags and main-line move texts (comments, marks and variations left out). */
export function parseRecord(text: string): Result<GameRecord> {
  const parsed = parseAnnotatedRecord(text);
  if (!parsed.ok) return parsed;
  return ok({ tags: parsed.value.tags, moves: parsed.value.moves.line.map((move) => move.move) });
}

/** Options stored in a record's `Options` tag: `layout=as-printed;other=x`. */
export function parseOptionsTag(value: string | undefined): GameOptions {
  const options: Record<string, string> = {};
  for (const part of (value ?? "").split(";")) {
    const [key, val] = part.split("=");
    if (key && val !== undefined) options[key.trim()] = val.trim();
  }
  return options;
}

/**
 * The tags that say where a record's moves start: the game, its options, and for a set
 * position PGN's `[SetUp "1"]` with `[FEN "<position text>"]`, which import honours.
 */
export function startTags(variant: string, options: GameOptions, fen?: string): Map<string, string> {
  const tags = new Map([["Variant", variant]]);
  const optionsTag = makeOptionsTag(options);
  if (optionsTag) tags.set("Options", optionsTag);
  if (fen !== undefined) {
    tags.set("SetUp", "1");
    tags.set("FEN", fen);
  }
  return tags;
}

export function makeOptionsTag(options: GameOptions): string {
  return Object.entries(options)
    .map(([k, v]) => `${k}=${v}`)
    .join(";");
}

export interface Replay<S> {
  readonly states: readonly S[];
  /** Canonical move texts (the input may use a different but accepted spelling). */
  readonly moves: readonly string[];
  readonly sides: readonly Side[];
  /** Each move's notes, with their words (a server sends their English: `message`). */
  readonly notes: readonly (readonly Sentence[])[];
}

/**
 * Plays `moves` from the game's start. The first move that fails stops the replay with
 * an error naming its number and the reason.
 */
export function replayMoves<S>(game: AnyGame, moves: readonly string[], options: GameOptions = {}): Result<Replay<S>> {
  const resolved = resolveOptions(game, options);
  if (!resolved.ok) return resolved;
  const start = game.setup(resolved.value);
  if (!start.ok) return start;
  return replayMovesFrom(game, start.value as S, moves);
}

/** Plays `moves` from `start` (a checkpoint): what `replayMoves` does from the game's start. */
export function replayMovesFrom<S>(game: AnyGame, start: S, moves: readonly string[]): Result<Replay<S>> {
  const states: S[] = [start];
  const canonical: string[] = [];
  const sides: Side[] = [];
  const notes: (readonly Sentence[])[] = [];
  for (let i = 0; i < moves.length; i++) {
    const before = states[states.length - 1];
    const played = game.play(before, moves[i]);
    sides.push(game.turn(before));
    if (!played.ok) {
      return fail("malformed_record", `${recordMoveName(i + 1, sides, game.sideNames, moves[i])} cannot be played: ${played.error.message}`);
    }
    states.push(played.value.state);
    canonical.push(played.value.move.text);
    notes.push(played.value.notes);
  }
  return ok({ states, moves: canonical, sides, notes });
}
