/**
 * Rectangular grids with holes, written once for all five games: The Pit (10x10 minus
 * the pit), In The Bin (9x9 minus the bin), Pit of Pillars (8x8 minus corners),
 * Inside-out Chess (6x6) and Ben39 (a 15x15 lattice of squares and intersections).
 *
 * A cell is a number: `rank * width + file`, files and ranks from 0. Cells that are
 * holes exist in the numbering (so arithmetic stays simple) but `isOnBoard` says no.
 */

export type Step = readonly [dx: number, dy: number];

export const ORTHOGONAL: readonly Step[] = [[1, 0], [-1, 0], [0, 1], [0, -1]];
export const DIAGONAL: readonly Step[] = [[1, 1], [1, -1], [-1, 1], [-1, -1]];
export const KING_STEPS: readonly Step[] = [...ORTHOGONAL, ...DIAGONAL];
export const KNIGHT_STEPS: readonly Step[] = [
  [1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2],
];

/** Multiply every step by `n` (a Sorceror's 5-square leap, Ben39's 2-unit square steps). */
export function scaleSteps(steps: readonly Step[], n: number): Step[] {
  return steps.map(([dx, dy]) => [dx * n, dy * n] as const);
}

const FILE_LETTERS = "abcdefghijklmnopqrstuvwxyz";

export interface Grid {
  readonly width: number;
  readonly height: number;
  /** Every on-board cell, in index order (a1, b1, ... then rank 2 ...). */
  readonly cells: readonly number[];
  isOnBoard(cell: number): boolean;
  file(cell: number): number;
  rank(cell: number): number;
  /** The cell at file/rank, or undefined when it is off the board or a hole. */
  at(file: number, rank: number): number | undefined;
  /** `cell` moved by one step, or undefined when that leaves the board or lands in a hole. */
  offset(cell: number, step: Step): number | undefined;
  /** Algebraic name: "a1", "j10". */
  name(cell: number): string;
  /** The on-board cell with that name, or undefined. */
  parse(name: string): number | undefined;
  /**
   * The cells a rider passes when it repeats `step` from `cell`, nearest first, stopping
   * before the edge or a hole (nothing rides across a hole). Precomputed: the hot path of
   * every slider and rider in every game.
   */
  ray(cell: number, step: Step): readonly number[];
}

/** Makes a grid. `isHole(file, rank)` marks the cells that are not part of the board. */
export function makeGrid(
  width: number,
  height: number,
  isHole: (file: number, rank: number) => boolean = () => false,
): Grid {
  const onBoard = new Uint8Array(width * height);
  const cells: number[] = [];
  for (let rank = 0; rank < height; rank++) {
    for (let file = 0; file < width; file++) {
      if (!isHole(file, rank)) {
        onBoard[rank * width + file] = 1;
        cells.push(rank * width + file);
      }
    }
  }
  // Names are written for every cell, holes included (a view draws holes too); only on-board cells parse.
  const cellNames: string[] = [];
  for (let cell = 0; cell < width * height; cell++) cellNames.push(FILE_LETTERS[cell % width] + String(Math.floor(cell / width) + 1));
  const names = new Map<string, number>();
  for (const cell of cells) names.set(cellNames[cell], cell);

  const at = (file: number, rank: number): number | undefined =>
    file >= 0 && file < width && rank >= 0 && rank < height && onBoard[rank * width + file] === 1
      ? rank * width + file
      : undefined;

  // Keyed by a number, not a string: ray() is on the hot path of move generation.
  const rayCache = new Map<number, readonly number[]>();

  const grid: Grid = {
    width,
    height,
    cells,
    isOnBoard: (cell) => cell >= 0 && cell < width * height && onBoard[cell] === 1,
    file: (cell) => cell % width,
    rank: (cell) => Math.floor(cell / width),
    at,
    offset: (cell, [dx, dy]) => at((cell % width) + dx, Math.floor(cell / width) + dy),
    name: (cell) => cellNames[cell] ?? FILE_LETTERS[cell % width] + String(Math.floor(cell / width) + 1),
    parse: (name) => names.get(name),
    ray(cell, step) {
      const key = (cell * 64 + step[0] + 32) * 64 + step[1] + 32;
      let ray = rayCache.get(key);
      if (ray === undefined) {
        const found: number[] = [];
        for (let next = grid.offset(cell, step); next !== undefined; next = grid.offset(next, step)) found.push(next);
        ray = found;
        rayCache.set(key, ray);
      }
      return ray;
    },
  };
  return grid;
}
