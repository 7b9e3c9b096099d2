/**
 * Flat look-up tables of a grid's leaps and rays, for the games' fast paths (issue 34):
 * a move generator walking an `Int32Array` of precomputed cells instead of calling
 * `offset` and `ray` per step. Shared by every game's fast board, so each game writes
 * only what is its own (which pieces use which tables).
 */
import type { Grid, Step } from "./grid.ts";

/** Each cell's destinations for a set of single steps, flattened: `start[cell]` to `start[cell + 1]` in `cells`. */
export interface LeapTable {
  readonly start: Int32Array;
  readonly cells: Int32Array;
}

/** The cells one step of each of `steps` reaches from every cell (none from a hole or off the board). */
export function leapTable(grid: Grid, steps: readonly Step[]): LeapTable {
  const size = grid.width * grid.height;
  const start = new Int32Array(size + 1);
  const cells: number[] = [];
  for (let cell = 0; cell < size; cell++) {
    start[cell] = cells.length;
    if (!grid.isOnBoard(cell)) continue;
    for (const step of steps) {
      const to = grid.offset(cell, step);
      if (to !== undefined) cells.push(to);
    }
  }
  start[size] = cells.length;
  return { start, cells: Int32Array.from(cells) };
}

/** Each cell's rays in `steps`' directions, each ended by -1, flattened: from `start[cell]`, `directions` rays. */
export interface RayTable {
  readonly start: Int32Array;
  readonly cells: Int32Array;
  readonly directions: number;
}

/** Every cell's rays along `steps`, nearest cell first, each stopping before the edge or a hole (as `Grid.ray`). */
export function rayTable(grid: Grid, steps: readonly Step[]): RayTable {
  const size = grid.width * grid.height;
  const start = new Int32Array(size);
  const cells: number[] = [];
  for (let cell = 0; cell < size; cell++) {
    start[cell] = cells.length;
    if (!grid.isOnBoard(cell)) continue;
    for (const step of steps) cells.push(...grid.ray(cell, step), -1);
  }
  return { start, cells: Int32Array.from(cells), directions: steps.length };
}

/**
 * A table of single steps by index: `table[cell * steps.length + k]` is `cell` moved by
 * `steps[k]`, or -1 off the board or in a hole. For pieces whose steps are told apart
 * (a pawn's push from its capture).
 */
export function stepTable(grid: Grid, steps: readonly Step[]): Int32Array {
  const table = new Int32Array(grid.width * grid.height * steps.length).fill(-1);
  for (const cell of grid.cells) steps.forEach((step, k) => (table[cell * steps.length + k] = grid.offset(cell, step) ?? -1));
  return table;
}
