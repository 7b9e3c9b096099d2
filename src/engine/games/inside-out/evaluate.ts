/**
 * Inside-out Chess for the computer's search: material, the kings valued high since a
 * side loses with its last king. Read straight from the fields: the search calls this at
 * every leaf.
 */
import { FIELD_COUNT } from "./board.ts";
import { kindOf, sideOf, type Kind } from "./pieces.ts";
import type { InsideOutState } from "./state.ts";

/** Each kind's worth; the fast path (fast-board.ts) keeps the same sum incrementally. */
export const PIECE_VALUES: Readonly<Record<Kind, number>> = { P: 100, N: 300, B: 300, R: 500, K: 700 };

export function evaluate(state: InsideOutState): number {
  let score = 0;
  for (let field = 0; field < FIELD_COUNT; field++) {
    const piece = state.board[field];
    const side = sideOf(piece);
    if (side !== undefined) score += (side === "white" ? 1 : -1) * PIECE_VALUES[kindOf(piece)];
  }
  return score;
}
