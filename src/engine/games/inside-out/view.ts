/**
 * The drawing of a position. Every square is a unit cell, x = file, y = 5 - rank (White
 * at the bottom). A dual square's cell is its OUTER field and carries the outer field's
 * id (`c3o`); its inner field is a second cell (`c3i`, shape "inner") of half the size,
 * centred inside it. Pieces stand at field ids, so both occupants of a dual square show.
 */
import type { BoardView, CellView, PieceView } from "../../types.ts";
import { fieldsOf, GRID, isInnerField, squareOf } from "./board.ts";
import { makeFieldId } from "./field-names.ts";
import { kindOf, sideOf } from "./pieces.ts";
import type { InsideOutState } from "./state.ts";

/** The inner field's size relative to its square. */
const INNER_SIZE = 0.5;

function cellView(state: InsideOutState, field: number): CellView {
  const square = squareOf(field);
  const x = GRID.file(square);
  const y = GRID.height - 1 - GRID.rank(square);
  const id = makeFieldId(state.layout, field);
  if (isInnerField(field)) {
    const inset = (1 - INNER_SIZE) / 2;
    return { id, x: x + inset, y: y + inset, w: INNER_SIZE, h: INNER_SIZE, shape: "inner", shade: "special" };
  }
  return { id, x, y, w: 1, h: 1, shape: "square", shade: (GRID.file(square) + GRID.rank(square)) % 2 === 0 ? "dark" : "light" };
}

/** The view of a position for rendering. Outer cells come before the inner cells drawn over them. */
export function view(state: InsideOutState): BoardView {
  const fields = fieldsOf(state.layout);
  const ordered = [...fields.filter((field) => !isInnerField(field)), ...fields.filter(isInnerField)];
  const cells = ordered.map((field) => cellView(state, field));
  const pieces: PieceView[] = [];
  for (const field of ordered) {
    const piece = state.board[field];
    const side = sideOf(piece);
    if (side !== undefined) pieces.push({ at: makeFieldId(state.layout, field), side, kind: kindOf(piece) });
  }
  return { width: GRID.width, height: GRID.height, cells, pieces, areas: [] };
}
