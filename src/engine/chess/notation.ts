/**
 * Long algebraic notation for chess-like games: `a2-a4`, `Hc1xc7`, `a9-a10=S`.
 * A piece letter (none for pawns), the from square, `-` or `x` (`x` exactly for
 * captures), the to square, and `=` with a letter for a promotion. The Pit, In The Bin,
 * Inside-out Chess (with its `i`/`o` field suffix) and Ben39's square pieces all write
 * moves this way; each game decides which letters and squares exist.
 */

/** A move text taken apart. Squares stay names: the game's grid decides what they mean. */
export interface LongMove {
  /** The piece letter as written; undefined when there is none (a pawn). */
  readonly piece?: string;
  readonly from: string;
  readonly capture: boolean;
  readonly to: string;
  readonly promotion?: string;
}

/** File letter and rank number: `a1`, `j10`. Games with suffixed squares pass their own. */
export const SQUARE_PATTERN = "[a-z][1-9][0-9]?";

const patterns = new Map<string, RegExp>();

function patternFor(square: string): RegExp {
  let pattern = patterns.get(square);
  if (pattern === undefined) {
    pattern = new RegExp(`^([A-Z])?(${square})([-x])(${square})(?:=([A-Z]))?$`);
    patterns.set(square, pattern);
  }
  return pattern;
}

/** Reads a long algebraic move, or undefined when the text is not one. */
export function parseLongMove(text: string, square: string = SQUARE_PATTERN): LongMove | undefined {
  const match = patternFor(square).exec(text);
  if (match === null) return undefined;
  const [, piece, from, sign, to, promotion] = match;
  return {
    ...(piece === undefined ? {} : { piece }),
    from,
    capture: sign === "x",
    to,
    ...(promotion === undefined ? {} : { promotion }),
  };
}

/** Writes a long algebraic move. */
export function makeLongMove(move: LongMove): string {
  const promotion = move.promotion === undefined ? "" : `=${move.promotion}`;
  return `${move.piece ?? ""}${move.from}${move.capture ? "x" : "-"}${move.to}${promotion}`;
}
