/**
 * The board of Inside-out Chess: a 6x6 grid whose dual squares each hold two fields, an
 * outer one and an inner one. Which squares are dual depends on the layout (ruling 1),
 * so the set is data, and everything that asks "is this square dual?" asks a Layout.
 *
 * A field is a number. The field of an ordinary square, and the OUTER field of a dual
 * square, is the square's grid cell (0..35); the INNER field of a dual square is its
 * cell plus 36. So `field % 36` is always the square, and a board is an array of 72
 * fields of which the inner ones of ordinary squares simply stay empty.
 */
import { makeGrid } from "../../geometry/grid.ts";
import type { BySide } from "../../types.ts";

/** The 6x6 grid, a1..f6. */
export const GRID = makeGrid(6, 6);

/** The number of squares, and the offset from a square's cell to its inner field. */
export const SQUARE_COUNT = GRID.width * GRID.height;

/** Length of a board array: every square's own field plus a possible inner field. */
export const FIELD_COUNT = 2 * SQUARE_COUNT;

/** The layouts a game can be created with; the first is the default. */
export const LAYOUT_NAMES = ["centred", "as-printed"] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];

/**
 * The dual squares of each layout. Ruling 1: the centred block b3-e4 keeps the start
 * position's half-turn symmetry; the seed's printed c3-f4 is kept as an option.
 */
export const DUAL_SQUARES: { readonly [L in LayoutName]: readonly string[] } = {
  centred: ["b3", "b4", "c3", "c4", "d3", "d4", "e3", "e4"],
  "as-printed": ["c3", "c4", "d3", "d4", "e3", "e4", "f3", "f4"],
};

/** Pawn start rank (0-based): rank 2 for White, rank 5 for Black. */
export const START_RANK: BySide<number> = { white: 1, black: 4 };

/** The rank (0-based) on which a pawn becomes a king. */
export const LAST_RANK: BySide<number> = { white: 5, black: 0 };

/** A layout ready for move generation: a flag per square. */
export interface Layout {
  readonly name: LayoutName;
  /** 1 for a dual square, 0 otherwise, indexed by cell. */
  readonly dual: Uint8Array;
  /** The dual squares' cells in board order (a1, b1, ... rank by rank). */
  readonly dualCells: readonly number[];
}

function makeLayout(name: LayoutName): Layout {
  const dual = new Uint8Array(SQUARE_COUNT);
  for (const square of DUAL_SQUARES[name]) {
    const cell = GRID.parse(square);
    if (cell === undefined) throw new Error(`layout ${name}: no square ${square}`);
    // Refill (ruling 7) asks whether a start square is empty, which needs one field there.
    const rank = GRID.rank(cell);
    if (rank === START_RANK.white || rank === START_RANK.black) throw new Error(`layout ${name}: ${square} is a pawn start square`);
    dual[cell] = 1;
  }
  const dualCells = GRID.cells.filter((cell) => dual[cell] === 1);
  return { name, dual, dualCells };
}

export const LAYOUTS: { readonly [L in LayoutName]: Layout } = {
  centred: makeLayout("centred"),
  "as-printed": makeLayout("as-printed"),
};

export function isLayoutName(name: string): name is LayoutName {
  return (LAYOUT_NAMES as readonly string[]).includes(name);
}

/** The inner field of a dual square. */
export function innerField(cell: number): number {
  return cell + SQUARE_COUNT;
}

export function isInnerField(field: number): boolean {
  return field >= SQUARE_COUNT;
}

/** The square a field belongs to (its grid cell). */
export function squareOf(field: number): number {
  return field % SQUARE_COUNT;
}

export function isDual(layout: Layout, cell: number): boolean {
  return layout.dual[cell] === 1;
}

/**
 * Every field of the layout in board order; a dual square gives its inner field, then
 * its outer field.
 */
export function fieldsOf(layout: Layout): readonly number[] {
  return GRID.cells.flatMap((cell) => (isDual(layout, cell) ? [innerField(cell), cell] : [cell]));
}
