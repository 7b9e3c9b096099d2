/** The Pit's game state: a position plus the little history the draw rules need. */
import type { Side } from "../../types.ts";
import type { Piece } from "./pieces.ts";

/** Pieces by cell number (see geometry/grid.ts); undefined for empty cells and pit cells. */
export type Board = readonly (Piece | undefined)[];

/**
 * The positions since the last irreversible move (a capture or a forward pawn move),
 * newest first, as a chain that each state extends by one link. States share the
 * chain, so a state costs the same at move 400 as at move 4. A sidestep resets the
 * 50-move count but not the chain: a pawn can step back, so the position can recur.
 */
export interface Repetition {
  /** Placement, side to move and en passant square: equal keys are the same position. */
  readonly key: string;
  /** How often this position has occurred in the chain, this time included. */
  readonly occurrences: number;
  readonly earlier: Repetition | undefined;
}

export interface ThePitState {
  readonly board: Board;
  readonly turn: Side;
  /**
   * The square a pawn has just passed with a two-step advance, kept only when an en
   * passant capture on it is legal (so it tells exactly whether en passant is possible).
   */
  readonly enPassant: number | undefined;
  /** Plies since the last capture or pawn move (the 50-move rule ends the game at 100). */
  readonly halfmoveClock: number;
  readonly fullmoveNumber: number;
  readonly repetition: Repetition;
}

/**
 * Adds a position to the chain. After an irreversible move pass `earlier` undefined:
 * no earlier position can come back, so the chain starts again.
 */
export function extendRepetition(earlier: Repetition | undefined, key: string): Repetition {
  let occurrences = 1;
  // Keys hold the side to move, so only every second link can match.
  for (let link = earlier?.earlier; link !== undefined; link = link.earlier?.earlier) {
    if (link.key === key) {
      occurrences = link.occurrences + 1;
      break;
    }
  }
  return { key, occurrences, earlier };
}
