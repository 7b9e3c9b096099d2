/**
 * Ben39 for the computer's search: the square pieces' material, on the board and (a
 * little less) in hand, and castles on the corners of one's own king's square, without
 * which the king cannot move at all.
 */
import type { Side } from "../../types.ts";
import { cornersOf, geometryOf } from "./board.ts";
import { HAND_KINDS, type Kind } from "./pieces.ts";
import type { Ben39State } from "./state.ts";

const VALUES: Readonly<Partial<Record<Kind, number>>> = { Q: 900, R: 500, B: 350, N: 400, G: 250, S: 220, P: 100 };
const IN_HAND = 0.8;
const CASTLE_BY_KING = 60;

export function evaluate(state: Ben39State): number {
  const geo = geometryOf(state.movable[0], state.movable[1]);
  const sign = (side: Side) => (side === "white" ? 1 : -1);
  let score = 0;
  for (const square of geo.squares) {
    const piece = state.cells[square];
    if (!piece) continue;
    score += sign(piece.side) * (VALUES[piece.kind] ?? 0);
    if (piece.kind === "K") {
      for (const corner of cornersOf(square)) {
        const guard = state.cells[corner];
        if (guard?.kind === "C" && guard.side === piece.side) score += sign(piece.side) * CASTLE_BY_KING;
      }
    }
  }
  for (const side of ["white", "black"] as const) {
    for (const kind of HAND_KINDS) score += sign(side) * (VALUES[kind] ?? 0) * IN_HAND * state.hands[side][kind];
  }
  return score;
}
