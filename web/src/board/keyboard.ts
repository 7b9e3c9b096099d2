/**
 * The board by keyboard (WAI-ARIA's roving tabindex): one tab stop for the whole board,
 * the arrow keys moving it in the board's own geometry (squares, points and inner fields
 * alike: the nearest cell in that direction, as drawn), Enter or Space clicking the cell,
 * Escape cancelling a move begun. And the accessible name of each cell, read from the
 * view: "e4, white knight", "d5, stack of 3, red on top", "c3 inner field, empty".
 */
import type { BoardView, CellView, PieceView } from "../../../src/engine/types.ts";
import type { BoardState, BoardWords } from "./state.ts";
import { cellFacts, emptyWord, frozenPiece, ownedPiece, placeWords, selectedWord, stackWords, targetWord } from "./words.ts";

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

/** Where an arrow key leads: the cell, and what the step crossed when it jumped a hole or a gap ("the pit"). */
export interface ArrowStep {
  readonly id: string;
  readonly across?: string;
}

/**
 * The cell the arrow `key` leads to from `from`, as drawn by `place`: the nearest whose
 * centre lies in that direction (within 45 degrees), or undefined at the edge.
 */
export function neighbourInDirection(view: BoardView, place: (cell: CellView) => Box, from: string, key: string, otherLayer = false): string | undefined {
  return stepInDirection(view, place, from, key, otherLayer)?.id;
}

/**
 * The arrow key's step, as `neighbourInDirection`, but where the next place in that
 * direction is a hole (The Pit's pit, In The Bin's bin) or nothing at all (a gap in
 * Ben39's lattice), straight on to the next cell in line, saying what it crossed: the
 * nearest cell within 45 degrees would otherwise turn the step aside (The Pit's g3 up
 * went to h4, d8 down to c7).
 */
export function stepInDirection(view: BoardView, place: (cell: CellView) => Box, from: string, key: string, otherLayer = false): ArrowStep | undefined {
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
  const unit = typicalCellSize(view);
  let best: { id: string; score: number } | undefined;
  let inLine: { id: string; along: number } | undefined;
  for (const cell of cells) {
    if (cell.id === from) continue;
    const c = centre(cell);
    const along = (c.x - origin.x) * direction[0] + (c.y - origin.y) * direction[1];
    const across = Math.abs((c.x - origin.x) * direction[1] - (c.y - origin.y) * direction[0]);
    if (along <= 1e-9 || across > along) continue;
    const score = along + 2 * across;
    if (!best || score < best.score) best = { id: cell.id, score };
    if (across < unit / 4 && (!inLine || along < inLine.along)) inLine = { id: cell.id, along };
  }
  if (!best) return undefined;
  if (otherLayer || !inLine) return { id: best.id };
  // what lies one step on: a cell of this layer (an ordinary step), a hole, or nothing
  const next = { x: origin.x + direction[0] * unit, y: origin.y + direction[1] * unit };
  const covers = (cell: CellView) => contains(place(cell), next, unit / 100);
  if (cells.some((cell) => cell !== start && covers(cell))) return { id: best.id };
  const hole = view.cells.some((cell) => cell.shape === "hole" && covers(cell));
  return { id: inLine.id, across: hole ? (view.holeName ?? "the gap") : "the gap" };
}

function contains(box: Box, point: { x: number; y: number }, slack: number): boolean {
  return point.x >= box.x - slack && point.x <= box.x + box.w + slack && point.y >= box.y - slack && point.y <= box.y + box.h + slack;
}

/** The usual size of a square, for strokes, labels and steps that must not depend on the game. */
export function typicalCellSize(view: BoardView): number {
  const sizes = view.cells.filter((c) => c.shape === "square").map((c) => Math.min(c.w, c.h));
  if (sizes.length === 0) return Math.min(view.width, view.height) / 8;
  sizes.sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)];
}

function pieceWords(piece: PieceView, words: BoardWords): string {
  if (piece.stack && piece.stack.length > 0) {
    const top = piece.stack[piece.stack.length - 1];
    return stackWords(words.sides[top], piece.stack.length);
  }
  const owned = ownedPiece(piece.side === "neutral" ? "neutral" : words.sides[piece.side], words.pieces[piece.kind] ?? piece.kind);
  return piece.frozen ? frozenPiece(owned) : owned;
}

/** The accessible name of a cell: its id (and field), then what stands on it. */
export function cellName(view: BoardView, cell: CellView, state: BoardState): string {
  const place = placeWords(cell.shape, cell.id);
  const pieces = view.pieces.filter((piece) => piece.at === cell.id);
  const standing = pieces.length === 0 ? [emptyWord()] : pieces.map((piece) => pieceWords(piece, state.words));
  const marks = [state.attacked.get(cell.id) ?? "", state.selected.includes(cell.id) ? selectedWord() : "", state.selected.length > 0 && state.targets.has(cell.id) ? targetWord() : ""].filter(Boolean);
  return cellFacts([place, ...standing, ...marks]);
}
