/**
 * The end of the game (seed rule 9, ruling 9): a player with no king left, or with no
 * legal move on his turn, loses. There is no check, no stalemate and no draw but by
 * agreement, which the game's lifecycle records, not the rules.
 */
import type { Outcome, Side } from "../../types.ts";
import { ONGOING, opposite } from "../../types.ts";
import type { Piece } from "./pieces.ts";
import { makePiece } from "./pieces.ts";
import type { InsideOutState } from "./state.ts";

export function hasKing(board: readonly Piece[], side: Side): boolean {
  return board.includes(makePiece(side, "K"));
}

/**
 * The outcome of a state, given whether the side to move has any move (the caller
 * knows: it holds the memoized move list).
 */
export function judgeOutcome(state: InsideOutState, hasMove: boolean): Outcome {
  const mover = state.turn;
  const other = opposite(mover);
  // A move captures at most one enemy piece, so only one side can be without kings;
  // the position text refuses boards where both are.
  if (!hasKing(state.board, mover)) return { status: "win", winner: other, reason: "no-kings" };
  if (!hasKing(state.board, other)) return { status: "win", winner: mover, reason: "no-kings" };
  if (!hasMove) return { status: "win", winner: other, reason: "no-legal-move" };
  return ONGOING;
}
