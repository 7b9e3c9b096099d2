/**
 * The Pit for the computer's search: material (the Hero and Cavalier valued as the
 * chancellor and archbishop of chess variants), pawns worth more as they near promotion
 * (a promotion is the surest way to a winning lead), and the king drive once one side
 * is well ahead, since the game is won by checkmate. Read straight from the board: the
 * search calls this at every leaf.
 */
import { kingDrive } from "../../search/king-drive.ts";
import type { Side } from "../../types.ts";
import { BOARD } from "./board.ts";
import { PAWN_RANKS } from "./pieces.ts";
import type { PieceKind } from "./pieces.ts";
import type { ThePitState } from "./state.ts";

/** Exported for the fast path (fast-board.ts), which keeps the same sums move by move. */
export const VALUES: Readonly<Record<PieceKind, number>> = { P: 100, S: 350, C: 750, H: 850, R: 500, Q: 950, K: 0 };
/** Per rank a pawn has come from its start rank. */
export const PAWN_STEP = 8;

export function evaluate(state: ThePitState): number {
  let material = 0;
  let pawns = 0;
  const kings: Record<Side, number | undefined> = { white: undefined, black: undefined };
  for (const cell of BOARD.cells) {
    const piece = state.board[cell];
    if (piece === undefined) continue;
    const sign = piece.side === "white" ? 1 : -1;
    material += sign * VALUES[piece.kind];
    if (piece.kind === "P") pawns += sign * PAWN_STEP * Math.abs(BOARD.rank(cell) - PAWN_RANKS[piece.side].start);
    else if (piece.kind === "K") kings[piece.side] = cell;
  }
  return material + pawns + kingDrive(BOARD, material, kings);
}
