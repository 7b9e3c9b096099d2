/**
 * The board of Pit of Pillars: 8x8 without the four corners (60 squares), and the
 * capacity of a square, which is what makes a stack capturable.
 */
import type { Side } from "../../types.ts";
import { makeGrid, ORTHOGONAL } from "../../geometry/grid.ts";

const SIZE = 8;

/** a1, h1, a8 and h8 are cut off (ruling 1). */
export const BOARD = makeGrid(SIZE, SIZE, (file, rank) => (file === 0 || file === SIZE - 1) && (rank === 0 || rank === SIZE - 1));

/** Number of cell indices, holes included: arrays indexed by cell have this length. */
export const CELL_COUNT = SIZE * SIZE;

/** The on-board orthogonal neighbours of every cell, computed once: the hot path of capacity and entering. */
export const NEIGHBOURS: readonly (readonly number[])[] = Array.from({ length: CELL_COUNT }, (_, cell) =>
  BOARD.isOnBoard(cell)
    ? ORTHOGONAL.map((step) => BOARD.offset(cell, step)).filter((next): next is number => next !== undefined)
    : [],
);

/** What stands on each cell: the pillar's colour, or undefined. */
export type Pillars = readonly (Side | undefined)[];

/**
 * A square's capacity: its on-board orthogonal neighbours minus those holding a pillar
 * of either colour (ruling 1). It can fall to 0.
 */
export function capacity(pillars: Pillars, cell: number): number {
  let count = 0;
  for (const next of NEIGHBOURS[cell]) if (pillars[next] === undefined) count++;
  return count;
}

const NAMES: readonly string[] = Array.from({ length: CELL_COUNT }, (_, cell) => BOARD.name(cell));

/** The square's name ("c4"), looked up: listing thousands of turns names squares tens of thousands of times. */
export function squareName(cell: number): string {
  return NAMES[cell];
}
