/**
 * The board by keyboard (WAI-ARIA's roving tabindex): one tab stop for the whole board,
 * the arrow keys moving it in the board's own geometry (squares, points and inner fields
 * alike: the nearest cell in that direction, as drawn), Enter or Space clicking the cell,
 * Escape cancelling a move begun. And the accessible name of each cell, read from the
 * view: "e4, white knight", "d5, stack of 3, red on top", "c3 inner field, empty".
 */
import type { BoardView, CellView, PieceView } from "../../../src/engine/types.ts";
import type { BoardState, BoardWords } from "./state.ts";

type Box = { x: number; y: number; w: number; h: number };

const DIRECTIONS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The cells a keyboard can visit: every cell but the holes. */
export function focusableCells(view: BoardView): CellView[] {
  return view.cells.filter((cell) => cell.shape !== "hole");
}

/** The cells that hold an inner field (Inside-out Chess's dual squares). */
export function cellsWithInner(cells: readonly CellView[]): Set<string> {
  const inners = cells.filter((cell) => cell.shape === "inner");
  const inside = (inner: CellView, outer: CellView): boolean =>
    inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w && inner.y + inner.h <= outer.y + outer.h;
  return new Set(cells.filter((cell) => cell.shape !== "inner" && inners.some((inner) => inside(inner, cell))).map((cell) => cell.id));
}

/**
 * Where a cell is for the arrow keys: its centre, but for a square holding an inner
 * field, the corner where its own piece is drawn, so that the outer field and the inner
 * one (which share a centre) can each be reached.
 */
function anchorOf(cell: CellView, box: Box, parents: ReadonlySet<string>): { x: number; y: number } {
  if (parents.has(cell.id)) return { x: box.x + box.w * 0.21, y: box.y + box.h * 0.21 };
  return { x: box.x + box.w / 2, y: box.y + box.h / 2 };
}

/** A board of two layers (Ben39's squares and the intersections between them). */
export function hasLayers(view: BoardView): boolean {
  return view.cells.some((cell) => cell.shape === "point") && view.cells.some((cell) => cell.shape !== "point" && cell.shape !== "hole");
}

const layerOf = (cell: CellView): "points" | "squares" => (cell.shape === "point" ? "points" : "squares");

/**
 * The cell the arrow `key` leads to from `from`, as drawn by `place`: the nearest whose
 * centre lies in that direction (within 45 degrees), or undefined at the edge.
 */
export function neighbourInDirection(view: BoardView, place: (cell: CellView) => Box, from: string, key: string, otherLayer = false): string | undefined {
  const direction = DIRECTIONS[key];
  const all = focusableCells(view);
  const start = all.find((cell) => cell.id === from);
  if (!direction || !start) return undefined;
  // On a board of two layers the arrows keep to the layer they are on (points lie
  // between squares, so "the nearest cell" would zigzag); Shift+arrow crosses to the other.
  const layered = hasLayers(view);
  const cells = layered ? all.filter((cell) => cell === start || (layerOf(cell) === layerOf(start)) !== otherLayer) : all;
  const parents = cellsWithInner(view.cells);
  const centre = (cell: CellView) => anchorOf(cell, place(cell), parents);
  const origin = centre(start);
  let best: { id: string; score: number } | undefined;
  for (const cell of cells) {
    if (cell.id === from) continue;
    const c = centre(cell);
    const along = (c.x - origin.x) * direction[0] + (c.y - origin.y) * direction[1];
    const across = Math.abs((c.x - origin.x) * direction[1] - (c.y - origin.y) * direction[0]);
    if (along <= 1e-9 || across > along) continue;
    const score = along + 2 * across;
    if (!best || score < best.score) best = { id: cell.id, score };
  }
  return best?.id;
}

function pieceWords(piece: PieceView, words: BoardWords): string {
  if (piece.stack && piece.stack.length > 0) {
    const top = piece.stack[piece.stack.length - 1];
    return piece.stack.length === 1 ? `${words.sides[top]} man` : `stack of ${piece.stack.length}, ${words.sides[top]} on top`;
  }
  const owner = piece.side === "neutral" ? "neutral" : words.sides[piece.side];
  return `${owner} ${words.pieces[piece.kind] ?? piece.kind}${piece.frozen ? ", frozen" : ""}`;
}

/** The accessible name of a cell: its id (and field), then what stands on it. */
export function cellName(view: BoardView, cell: CellView, state: BoardState): string {
  const place =
    cell.shape === "inner" ? `${cell.id.replace(/[io]$/, "")} inner field`
    : cell.shape === "point" ? `point ${cell.id}`
    : cell.shape === "slot" ? `${cell.id}, a place for a movable square`
    : cell.id;
  const pieces = view.pieces.filter((piece) => piece.at === cell.id);
  const standing = pieces.length === 0 ? "empty" : pieces.map((piece) => pieceWords(piece, state.words)).join(", ");
  const marks = [state.attacked.get(cell.id) ?? "", state.selected.includes(cell.id) ? "selected" : "", state.selected.length > 0 && state.targets.has(cell.id) ? "a target" : ""].filter(Boolean);
  return [place, standing, ...marks].join(", ");
}
