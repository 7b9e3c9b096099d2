/**
 * Perft on the fast board (fast-board.ts): make/unmake, and at the last ply a count of
 * the legal moves without playing them further, as Fairy-Stockfish counts. It counts
 * what `perft` in src/engine/perft.ts counts through the game interface: a position the
 * game is over in has no moves, by mate or stalemate, bare kings or the 50-move rule.
 *
 * Threefold repetition is not tracked: from a state with no earlier positions to repeat
 * (read from a position text, or just after a capture or a forward pawn move), a
 * position needs 8 plies to occur a third time, which only counts from depth 9 on. So
 * perft here is exact to depth 8 from such a state; other states and deeper counts are
 * refused by throwing: asking for them is a caller's bug, not a player's input.
 */
import { FastBoard } from "./fast-board.ts";
import { FIFTY_MOVE_PLIES } from "./outcome.ts";
import type { ThePitState } from "./state.ts";

/** The deepest perft that threefold repetition cannot affect from a state without earlier positions. */
export const FAST_PERFT_MAX_DEPTH = 8;

function count(board: FastBoard, depth: number): number {
  // the automatic draws: the game is over, so this node has no moves
  if (board.officers === 0 || board.halfmoveClock >= FIFTY_MOVE_PLIES) return 0;
  const { list, count: legal } = board.legalMoves();
  if (depth === 1) return legal;
  let nodes = 0;
  for (let i = 0; i < legal; i++) {
    const move = list[i];
    board.make(move);
    nodes += count(board, depth - 1);
    board.unmake(move);
  }
  return nodes;
}

/** The number of leaf nodes `depth` plies below `state`, as `perft(thePit, state, depth)` counts them. */
export function fastPerft(state: ThePitState, depth: number): number {
  if (!Number.isInteger(depth) || depth < 0 || depth > FAST_PERFT_MAX_DEPTH) throw new RangeError(`fastPerft counts depths 0-${FAST_PERFT_MAX_DEPTH}, not ${depth}`);
  if (state.repetition.earlier !== undefined) throw new RangeError("fastPerft does not track repetitions: count from a state without earlier positions");
  if (depth === 0) return 1;
  return count(FastBoard.fromState(state), depth);
}
