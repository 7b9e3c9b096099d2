/**
 * In The Bin's board (ruling 1-2): 9x9, a1-i9, with the bin on e5, which no piece enters
 * or slides through (a hole of the grid: rides stop before it, leaps cannot land on it,
 * and a diagonal that only touches its corner passes). Three hot spots a side, between
 * each king and the bin: White d4 e4 f4, Black d6 e6 f6.
 */
import { makeGrid } from "../../geometry/grid.ts";
import type { BySide } from "../../types.ts";

export const BIN_FILE = 4;
export const BIN_RANK = 4;

export const BOARD = makeGrid(9, 9, (file, rank) => file === BIN_FILE && rank === BIN_RANK);

export const BIN_CELL = BIN_RANK * BOARD.width + BIN_FILE;

const spots = (rank: number): readonly number[] => [3, 4, 5].map((file) => rank * BOARD.width + file);

/** Each side's hot spots: where it selects pieces onto, and what its push clears. */
export const HOT_SPOTS: BySide<readonly number[]> = { white: spots(3), black: spots(5) };

const HOT = new Set([...HOT_SPOTS.white, ...HOT_SPOTS.black]);

/** Any of the six hot spots: kings may stand on none of them. */
export function isHotSpot(cell: number): boolean {
  return HOT.has(cell);
}
