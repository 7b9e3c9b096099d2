/**
 * The move text of a record as written, annotations and all: comments (`{...}` and `;`
 * to the end of the line), variations (`( ... )` to any depth), NAGs (`$1`, or the
 * glyphs `!`, `?`, `!!`, `??`, `!?`, `?!`) and commands inside comments (`[%eval 0.5]`,
 * `[%ts ...]`). This module reads the form only, for every game alike; the moves are
 * checked in their own positions when the tree is built (annotated-tree.ts).
 */
import type { Result } from "./types.ts";
import { fail, ok } from "./types.ts";

/** A comment: its words, and the `[%name value]` commands it held (kept, in order). */
export interface RecordComment {
  readonly text: string;
  readonly commands: ReadonlyMap<string, string>;
}

/** One move of a line as the record writes it (the move text not yet checked). */
export interface AnnotatedMove {
  readonly move: string;
  /** Numeric annotation glyphs: 1 `!`, 2 `?`, 3 `!!`, 4 `??`, 5 `!?`, 6 `?!`, others as `$n`. */
  readonly nags: readonly number[];
  /** Comments written before the move (at the start of a line, or after a variation). */
  readonly before: readonly RecordComment[];
  /** Comments written after the move. */
  readonly after: readonly RecordComment[];
  /** Alternatives to this move, each a line played from the position before it. */
  readonly variations: readonly AnnotatedLine[];
  /** The move number written before it ("3." or "3...", glued or apart), when one was: a verifier reads the side from it. */
  readonly number?: string;
}

export type AnnotatedLine = readonly AnnotatedMove[];

/** A record's move text: the main line, and comments of a record without moves. */
export interface AnnotatedMoves {
  readonly line: AnnotatedLine;
  readonly comments: readonly RecordComment[];
  /** The main line's result tokens ("1-0", "*"...) as written, each with how many main-line moves came before it. */
  readonly results?: readonly ResultToken[];
}

/** A result token of the main line, and where it stands. */
export interface ResultToken {
  readonly token: string;
  readonly afterMoves: number;
}

/** The deepest nesting of variations read: a blog's analysis rarely goes past five. */
export const MAX_VARIATION_DEPTH = 32;
/** The longest record text read (the import's body limit). */
export const MAX_RECORD_CHARS = 256 * 1024;
/**
 * The most moves read in all lines together: each is checked by the rules (about 0.1 ms
 * for The Pit) when the tree is built, so this keeps an import of a heavily analysed game
 * within a Worker's budget. The reader stops at the first move past it, so a text of
 * many one-letter "moves" costs no more than one of this many.
 */
export const MAX_ANNOTATED_MOVES = 3_000;
/**
 * The most comments read (`{...}` and `;`): a signed game's record has one after every
 * move and every clock event, a reviewed one one a move; ten thousand is several times
 * the longest of those, and reading them stays within the reader's budget.
 */
export const MAX_COMMENTS = 10_000;

/** The glyph of each move mark, by its NAG. */
export const MARK_GLYPHS: ReadonlyMap<number, string> = new Map([
  [1, "!"],
  [2, "?"],
  [3, "!!"],
  [4, "??"],
  [5, "!?"],
  [6, "?!"],
]);
const GLYPH_NAGS = new Map([...MARK_GLYPHS].map(([nag, glyph]) => [glyph, nag]));

const MOVE_NUMBER = /^\d+\.(\.\.)?$/;
const RESULT_TOKENS = new Set(["1-0", "0-1", "1/2-1/2", "*"]);
// A value stops at the next "[" too: each try then ends where the next could start, so a
// comment full of unclosed "[%a" costs time linear in its length, not quadratic. The name
// is all the name characters there are (the lookahead): were it allowed to give some back
// to the value, one unclosed "[%" before a long word would be tried once per letter.
const COMMAND = /\[%([A-Za-z0-9_]+)(?![A-Za-z0-9_])([^\][]*)\]/g;
const GLYPH_SUFFIX = /(!!|\?\?|!\?|\?!|!|\?)$/;
// Where the next token starts (the next character that is not a space) and where a token
// ends (the next space or structure character): one regex search each, not a test a character.
const NEXT_TOKEN = /\S/g;
const TOKEN_END = /[\s{}();]/g;

/** Reads a comment's text: its commands taken out into a map, its whitespace folded. */
export function parseComment(raw: string): RecordComment {
  const commands = new Map<string, string>();
  const text = raw.replace(COMMAND, (_, name: string, value: string) => {
    commands.set(name, value.trim());
    return " ";
  });
  return { text: text.replace(/\s+/g, " ").trim(), commands };
}

/**
 * Writes a comment in braces: its commands first, then its words, braces in them dropped
 * and "[%" written "[ %", so that words are never read back as a command (parseComment
 * takes out whole commands, but "[%a [%b c]]" leaves "[%a ]" behind).
 */
export function makeComment(comment: RecordComment): string {
  const parts = [...comment.commands].map(([name, value]) => (value ? `[%${name} ${value}]` : `[%${name}]`));
  const text = comment.text.replace(/[{}]/g, "").replace(/\[%/g, "[ %").replace(/\s+/g, " ").trim();
  if (text) parts.push(text);
  return `{${parts.join(" ")}}`;
}

/**
 * What a quoted text may not hold as it is: what ends a comment or opens a command
 * (`{ } [ ]`), the quote and the escape themselves (`" %`), white space other than a
 * single U+0020 (a reader folds runs of white space), and half a surrogate pair.
 */
const NEEDS_ESCAPE = /[%"{}[\]]|(?<= ) |[^\S ]/gu;

/**
 * User text (a player's name) as the site's own comments write it (docs/api.md "Names in
 * a record"): in double quotes, each character of NEEDS_ESCAPE percent-encoded as its
 * UTF-8 bytes (`}` is `%7D`, `%` is `%25`). The quoted text holds no brace, bracket or
 * quote, so no name ends the comment, opens a command or a tag, or reads as a move, in
 * this site's readers or any PGN reader; `unquoteFromComment` reads it back exactly. A
 * lone surrogate (only in a name stored before the text rules) is written as U+FFFD.
 */
export function quoteInComment(text: string): string {
  const whole = text.replace(/[\ud800-\udfff]/gu, "\ufffd");
  return `"${whole.replace(NEEDS_ESCAPE, (c) => encodeURIComponent(c))}"`;
}

/** The text of a quoted text (`quoteInComment`), or undefined when `quoted` is not one. */
export function unquoteFromComment(quoted: string): string | undefined {
  const match = /^"([^"]*)"$/.exec(quoted);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

interface MutableMove {
  move: string;
  nags: number[];
  before: RecordComment[];
  after: RecordComment[];
  variations: MutableMove[][];
  number?: string;
}

interface Frame {
  readonly line: MutableMove[];
  /** The move this line is an alternative to (undefined for the main line). */
  readonly parent: MutableMove | undefined;
  /** Comments waiting for the next move of this line. */
  pending: RecordComment[];
  /** Whether a variation came since the last move: a comment then belongs to the next move. */
  afterVariation: boolean;
  /** A move number read and waiting for its move. */
  number?: string;
}

/**
 * Reads a record's move text into its main line and variations, in one pass (the stack
 * of open variations is explicit, so depth costs no recursion). Move numbers and the
 * result token are dropped; a move number glued to its move ("12.e2-e4") is taken off.
 */
export function parseMoveText(text: string): Result<AnnotatedMoves> {
  if (text.length > MAX_RECORD_CHARS) return fail("malformed_record", `The record is ${text.length} characters long; at most ${MAX_RECORD_CHARS} can be read.`);
  const main: Frame = { line: [], parent: undefined, pending: [], afterVariation: false };
  const results: ResultToken[] = [];
  const stack: Frame[] = [main];
  const top = (): Frame => stack[stack.length - 1];
  let comments = 0;
  const comment = (raw: string): Result<void> => {
    if (++comments > MAX_COMMENTS) return fail("malformed_record", `The record has more than ${MAX_COMMENTS} comments; at most ${MAX_COMMENTS} can be read.`);
    const frame = top();
    const last = frame.line[frame.line.length - 1];
    if (last && frame.pending.length === 0 && !frame.afterVariation) last.after.push(parseComment(raw));
    else frame.pending.push(parseComment(raw));
    return ok(undefined);
  };
  const mark = (nag: number, token: string): Result<void> => {
    const frame = top();
    const last = frame.line[frame.line.length - 1];
    if (!last || frame.afterVariation || frame.pending.length > 0) return fail("malformed_record", `The mark ${token} does not follow a move.`);
    last.nags.push(nag);
    return ok(undefined);
  };
  let moves = 0;
  let at = 0;
  while (at < text.length) {
    NEXT_TOKEN.lastIndex = at;
    if (!NEXT_TOKEN.test(text)) break;
    at = NEXT_TOKEN.lastIndex - 1;
    const c = text[at];
    if (c === "{") {
      const end = text.indexOf("}", at + 1);
      if (end < 0) return fail("malformed_record", "A comment opened with { is never closed with }.");
      const read = comment(text.slice(at + 1, end));
      if (!read.ok) return read;
      at = end + 1;
      continue;
    }
    if (c === ";") {
      const end = text.indexOf("\n", at + 1);
      const read = comment(text.slice(at + 1, end < 0 ? text.length : end));
      if (!read.ok) return read;
      at = end < 0 ? text.length : end + 1;
      continue;
    }
    if (c === "}") {
      // Every other character starts something that consumes it; a stray "}" would start
      // an empty token and the scan would stand still on it forever.
      return fail("malformed_record", "A comment is closed with } that was never opened with {.");
    }
    if (c === "(") {
      const frame = top();
      const last = frame.line[frame.line.length - 1];
      if (!last) return fail("malformed_record", "A variation ( comes before any move it could replace.");
      if (stack.length > MAX_VARIATION_DEPTH) return fail("malformed_record", `Variations are nested more than ${MAX_VARIATION_DEPTH} deep.`);
      stack.push({ line: [], parent: last, pending: [], afterVariation: false });
      at++;
      continue;
    }
    if (c === ")") {
      if (stack.length === 1) return fail("malformed_record", "A variation is closed with ) that was never opened with (.");
      const frame = stack.pop() as Frame;
      const last = frame.line[frame.line.length - 1];
      if (last) {
        // concat, not push(...): a spread of thousands of comments overflows the call stack
        last.after = last.after.concat(frame.pending);
        frame.parent?.variations.push(frame.line);
      }
      top().afterVariation = true;
      at++;
      continue;
    }
    // A token is the character at `at` (none of the characters handled above) and what
    // follows up to the next space or structure character: at least one character, so
    // each turn of the loop moves on.
    TOKEN_END.lastIndex = at + 1;
    const end = TOKEN_END.test(text) ? TOKEN_END.lastIndex - 1 : text.length;
    let token = text.slice(at, end);
    at = end;
    if (token.startsWith("$")) {
      const nag = /^\$(\d{1,3})$/.exec(token);
      if (!nag || Number(nag[1]) > 255) return fail("malformed_record", `${token.slice(0, 20)} is not a NAG ($0 to $255).`);
      const marked = mark(Number(nag[1]), token);
      if (!marked.ok) return marked;
      continue;
    }
    const glyph = GLYPH_NAGS.get(token);
    if (glyph !== undefined) {
      const marked = mark(glyph, token);
      if (!marked.ok) return marked;
      continue;
    }
    if (RESULT_TOKENS.has(token)) {
      if (stack.length === 1) results.push({ token, afterMoves: main.line.length });
      continue;
    }
    if (MOVE_NUMBER.test(token)) {
      top().number = token;
      continue;
    }
    const glued = /^(\d+\.(?:\.\.)?)(.+)$/.exec(token);
    if (glued) {
      top().number = glued[1];
      token = glued[2];
    }
    const suffix = GLYPH_SUFFIX.exec(token);
    if (++moves > MAX_ANNOTATED_MOVES) return fail("malformed_record", `The record has more than ${MAX_ANNOTATED_MOVES} moves in all its lines; at most ${MAX_ANNOTATED_MOVES} can be read.`);
    const move: MutableMove = { move: suffix ? token.slice(0, -suffix[1].length) : token, nags: [], before: [], after: [], variations: [] };
    if (suffix) move.nags.push(GLYPH_NAGS.get(suffix[1]) as number);
    const frame = top();
    if (frame.number !== undefined) move.number = frame.number;
    frame.number = undefined;
    move.before = frame.pending;
    frame.pending = [];
    frame.afterVariation = false;
    frame.line.push(move);
  }
  if (stack.length > 1) return fail("malformed_record", "A variation opened with ( is never closed with ).");
  const last = main.line[main.line.length - 1];
  if (last) {
    last.after = last.after.concat(main.pending);
    return ok({ line: main.line, comments: [], results });
  }
  return ok({ line: [], comments: main.pending, results });
}

/** Whether a record's moves carry anything beyond the moves: a comment, a mark or a variation. */
export function isAnnotated(moves: AnnotatedMoves): boolean {
  return moves.comments.length > 0 || moves.line.some((move) => move.nags.length || move.before.length || move.after.length || move.variations.length);
}
