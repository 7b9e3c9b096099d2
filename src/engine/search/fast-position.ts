/**
 * A game's fast path (issue 34): one mutable position, moves as small integers, make and
 * unmake instead of copying immutable states, as Stockfish and Fairy-Stockfish work. The
 * readable rules (each game's `legalMoves`/`play`) stay the reference: a game's fast
 * position must list the same legal moves, reach the same positions, say the same
 * outcome and the same evaluation as its readable rules do for the matching state, and
 * test/engine/fast-reference.ts holds every game to that, move for move.
 *
 * Perft (fast-perft.ts) and the computer's search use it through this interface alone,
 * so one search serves every game; fast-registry.ts finds a game's fast path by its id.
 */
import type { Side } from "../types.ts";

/** A ply's legal moves: the first `count` entries of `list`. */
export interface FastMoveList {
  readonly list: Int32Array;
  readonly count: number;
}

/** The outcome as a number, for the hot path: the game goes on, a side has won, or it is drawn. */
export const FAST_ONGOING = 0;
export const FAST_WHITE_WINS = 1;
export const FAST_BLACK_WINS = 2;
export const FAST_DRAW = 3;
export type FastOutcome = typeof FAST_ONGOING | typeof FAST_WHITE_WINS | typeof FAST_BLACK_WINS | typeof FAST_DRAW;

export interface FastPosition {
  /** The side to move (it may stay the same over several plies: In The Bin's extra moves). */
  turn(): Side;
  /**
   * The legal moves here, written into a list the position owns for its current ply, so
   * that the recursion below a move does not overwrite it (valid until `legalMoves` is
   * asked again at this ply). The same moves as the game's `legalMoves` of the matching
   * state: none exactly when the game is over.
   */
  legalMoves(): FastMoveList;
  /** `legalMoves().count`, as cheaply as the game can say it (perft's last ply, the search's leaves). */
  countLegalMoves(): number;
  /** Plays a move from this ply's `legalMoves`. */
  make(move: number): void;
  /** Takes back the last move made, which must be `move`. */
  unmake(move: number): void;
  /** What the game's `outcome` says of the matching state, as a number. */
  outcome(): FastOutcome;
  /** The game's `evaluate` of the matching state, exactly (White's point of view). */
  evaluate(): number;
  /** Whether the move captures: what `Move.kind.includes("capture")` says of it (the search's ordering and quiescence). */
  isCapture(move: number): boolean;
  /**
   * A number naming the position for the search's transposition table (a hash, up to
   * 2^53): equal for positions that play alike, as the game's `searchKey`. Kept up to
   * date by make and unmake, not computed from the board at each call.
   */
  key(): number;
  /** The canonical text of a legal move here, as the game's `legalMoves` writes it. */
  moveText(move: number): string;
  /** The game's `makePosition` of the matching state: for tests and messages, not the hot path. */
  positionText(): string;
}
