/**
 * Ben39's conservation laws, checked by the soak from each position to the next: the
 * 44 pieces of the start are all on the board or in a hand (less a captured king, which
 * ends the game); line pieces are never captured, so each side keeps its twelve; and
 * every piece stands on its own layer of the board as it now is.
 */
import type { Side } from "../../types.ts";
import { geometryOf, isPointLocation, isSquareLocation, LATTICE, nameOf } from "./board.ts";
import { HAND_KINDS, isLineKind } from "./pieces.ts";
import type { Ben39State } from "./state.ts";

const LINE_PIECES_EACH = 12;

export function countPieces(state: Ben39State): { total: number; line: Record<Side, number> } {
  let total = 0;
  const line = { white: 0, black: 0 };
  for (let cell = 0; cell < LATTICE.width * LATTICE.height; cell++) {
    const piece = state.cells[cell];
    if (!piece) continue;
    total++;
    if (isLineKind(piece.kind)) line[piece.side]++;
  }
  for (const side of ["white", "black"] as const) {
    for (const kind of HAND_KINDS) {
      total += state.hands[side][kind];
      if (isLineKind(kind)) line[side] += state.hands[side][kind];
    }
  }
  return { total, line };
}

export function checkStep(before: Ben39State, after: Ben39State): string | undefined {
  const was = countPieces(before);
  const now = countPieces(after);
  const expected = was.total - (after.winner && !before.winner ? 1 : 0);
  if (now.total !== expected) return `${now.total} pieces on the board and in hand, not ${expected}`;
  for (const side of ["white", "black"] as const) {
    if (now.line[side] !== LINE_PIECES_EACH) return `${side} has ${now.line[side]} line pieces, not ${LINE_PIECES_EACH}`;
  }
  const geo = geometryOf(after.movable[0], after.movable[1]);
  for (let cell = 0; cell < LATTICE.width * LATTICE.height; cell++) {
    const piece = after.cells[cell];
    if (!piece) continue;
    if (isLineKind(piece.kind) ? !(isPointLocation(cell) && geo.point[cell]) : !(isSquareLocation(cell) && geo.square[cell])) {
      return `a ${piece.kind} stands on ${nameOf(cell)}, which is not ${isLineKind(piece.kind) ? "an intersection" : "a square"} of the board`;
    }
  }
  return undefined;
}
