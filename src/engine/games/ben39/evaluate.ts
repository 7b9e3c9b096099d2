/**
 * Ben39 for the computer's search: the square pieces' material, on the board and (a
 * little less) in hand, castles on the corners of one's own king's square, without
 * which the king cannot move at all, and each square piece's nearness to the enemy king:
 * the game is won by taking the king, and a search a few plies deep, with nothing left to
 * capture, otherwise has nothing drawing its pieces there (a level-3 game against a
 * random mover once ran to the ply limit so).
 */
import type { Side } from "../../types.ts";
import { cornersOf, fileOf, geometryOf, rankOf } from "./board.ts";
import { HAND_KINDS, type Kind } from "./pieces.ts";
import type { Ben39State } from "./state.ts";

export const VALUES: Readonly<Partial<Record<Kind, number>>> = { Q: 900, R: 500, B: 350, N: 400, G: 250, S: 220, P: 100 };
export const IN_HAND = 0.8;
export const CASTLE_BY_KING = 60;
/** Per square nearer the enemy king (squares are two lattice steps apart; seven at most). */
export const APPROACH = 3;
export const FARTHEST = 7;

/** How many squares apart two squares are, as a king walks. */
function squaresApart(a: number, b: number): number {
  return Math.max(Math.abs(fileOf(a) - fileOf(b)), Math.abs(rankOf(a) - rankOf(b))) / 2;
}

export function evaluate(state: Ben39State): number {
  const geo = geometryOf(state.movable[0], state.movable[1]);
  const sign = (side: Side) => (side === "white" ? 1 : -1);
  const kings: Record<Side, number | undefined> = { white: undefined, black: undefined };
  let score = 0;
  for (const square of geo.squares) {
    const piece = state.cells[square];
    if (!piece) continue;
    score += sign(piece.side) * (VALUES[piece.kind] ?? 0);
    if (piece.kind === "K") {
      kings[piece.side] = square;
      for (const corner of cornersOf(square)) {
        const guard = state.cells[corner];
        if (guard?.kind === "C" && guard.side === piece.side) score += sign(piece.side) * CASTLE_BY_KING;
      }
    }
  }
  for (const square of geo.squares) {
    const piece = state.cells[square];
    const target = piece && piece.kind !== "K" ? kings[piece.side === "white" ? "black" : "white"] : undefined;
    if (target !== undefined) score += sign(piece!.side) * APPROACH * (FARTHEST - squaresApart(square, target));
  }
  for (const side of ["white", "black"] as const) {
    for (const kind of HAND_KINDS) score += sign(side) * (VALUES[kind] ?? 0) * IN_HAND * state.hands[side][kind];
  }
  return score;
}
