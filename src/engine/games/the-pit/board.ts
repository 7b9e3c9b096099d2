/** The Pit's board: 10x10 (a1-j10) without the 16 centre squares d4-g7, the pit. */
import { makeGrid } from "../../geometry/grid.ts";

/** Files and ranks (from 0) that the pit covers: d-g and 4-7. */
const PIT_FIRST = 3;
const PIT_LAST = 6;

/** Whether file/rank (from 0) lies in the pit. */
export function isPit(file: number, rank: number): boolean {
  return file >= PIT_FIRST && file <= PIT_LAST && rank >= PIT_FIRST && rank <= PIT_LAST;
}

/** The board. Pit cells are holes: nothing stands there, rides stop before them, leaps cannot land in them. */
export const BOARD = makeGrid(10, 10, isPit);
