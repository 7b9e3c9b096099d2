/**
 * The drawing of a Ben39 position: the existing squares (the two movable ones marked),
 * the empty locations a movable square may go to (as outlines), the intersections as
 * points with the line segments and diagonals between them, both layers of pieces, and
 * both hands. Units: one lattice step is one unit; White at the bottom.
 */
import type { AreaView, BoardView, CellView, PieceView } from "../../types.ts";
import { SIDES } from "../../types.ts";
import { CYCLE, fileOf, geometryOf, nameOf, rankOf, SIZE } from "./board.ts";
import { handItemId, isImmobilized } from "./moves.ts";
import { HAND_KINDS, isLineKind } from "./pieces.ts";
import type { Ben39State } from "./state.ts";
import { SIDE_NAME } from "./state.ts";

/** An intersection's drawn size, and its tap target: large enough for a finger on a phone. */
const POINT_SIZE = 1.1;

function centre(cell: number): { x: number; y: number } {
  return { x: fileOf(cell) - 0.5, y: SIZE - rankOf(cell) + 0.5 };
}

export function viewPosition(state: Ben39State): BoardView {
  const geo = geometryOf(state.movable[0], state.movable[1]);
  const movable = new Set(state.movable.map((position) => CYCLE[position]));
  const cells: CellView[] = [];
  for (const square of geo.squares) {
    const { x, y } = centre(square);
    const dark = (fileOf(square) / 2 + rankOf(square) / 2) % 2 === 0;
    cells.push({ id: nameOf(square), x: x - 1, y: y - 1, w: 2, h: 2, shape: "square", shade: movable.has(square) ? "special" : dark ? "dark" : "light" });
  }
  // where a movable square may go: an outline to click
  for (const location of CYCLE) {
    if (movable.has(location)) continue;
    const { x, y } = centre(location);
    cells.push({ id: nameOf(location), x: x - 1, y: y - 1, w: 2, h: 2, shape: "slot" });
  }
  for (const point of geo.points) {
    const { x, y } = centre(point);
    cells.push({ id: nameOf(point), x: x - POINT_SIZE / 2, y: y - POINT_SIZE / 2, w: POINT_SIZE, h: POINT_SIZE, shape: "point" });
  }
  const pieces: PieceView[] = [];
  for (const cell of [...geo.squares, ...geo.points]) {
    const piece = state.cells[cell];
    if (!piece) continue;
    const kind = piece.kind === "C" ? (piece.next === "d" ? "C×" : "C+") : piece.kind;
    pieces.push({ at: nameOf(cell), side: piece.side, kind, ...(isImmobilized(state.cells, cell) && !isLineKind(piece.kind) ? { frozen: true } : {}) });
  }
  const areas: AreaView[] = SIDES.map((side) => ({
    id: `hand:${side}`,
    label: `${SIDE_NAME[side]}'s hand`,
    side,
    // only what the hand holds: eleven kinds at "x0" would push the board off a phone's screen
    items: HAND_KINDS.filter((kind) => state.hands[side][kind] > 0).map((kind) => ({ kind, count: state.hands[side][kind], id: handItemId(side, kind) })),
  }));
  return {
    width: SIZE,
    height: SIZE,
    cells,
    // the grid's lines; the diagonals across squares exist too but drawing them would hide the squares
    lines: geo.segments.filter(([from, to]) => fileOf(from) === fileOf(to) || rankOf(from) === rankOf(to)).map(([from, to]) => ({ from: nameOf(from), to: nameOf(to) })),
    pieces,
    areas,
  };
}
