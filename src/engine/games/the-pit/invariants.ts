/** The Pit's conservation laws, checked by the soak from each position to the next. */
import { SIDES } from "../../types.ts";
import type { Board, ThePitState } from "./state.ts";

function census(board: Board): { pieces: Record<string, number>; kings: Record<string, number> } {
  const pieces: Record<string, number> = { white: 0, black: 0 };
  const kings: Record<string, number> = { white: 0, black: 0 };
  for (const piece of board) {
    if (!piece) continue;
    pieces[piece.side]++;
    if (piece.kind === "K") kings[piece.side]++;
  }
  return { pieces, kings };
}

/**
 * No side ever gains a piece (a promotion replaces its pawn), and each side has exactly
 * one king: a king is never captured, the game ends by mate first. A sentence when broken.
 */
export function checkStep(before: ThePitState, after: ThePitState): string | undefined {
  const was = census(before.board);
  const is = census(after.board);
  for (const side of SIDES) {
    if (is.kings[side] !== 1) return `${side} has ${is.kings[side]} kings`;
    if (is.pieces[side] > was.pieces[side]) return `${side} went from ${was.pieces[side]} to ${is.pieces[side]} pieces`;
  }
  return undefined;
}
