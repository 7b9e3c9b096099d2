/**
 * In The Bin's fast geometry (issue 34): the piece numbers' kinds, each cell's leaps and
 * rays from the shared step tables over BOARD (whose hole is the bin, so rides stop before
 * it and leaps never land on it), and the attack test the fast board asks of its own
 * arrays. Pure functions and tables; the board itself is fast-board.ts.
 */
import { DIAGONAL, KING_STEPS, KNIGHT_STEPS, ORTHOGONAL } from "../../geometry/grid.ts";
import { leapTable, rayTable, type LeapTable, type RayTable } from "../../geometry/step-tables.ts";
import { BOARD } from "./board.ts";

export const CELLS = BOARD.width * BOARD.height;
/** A piece's kind is its number less its side's base (0 White, 8 Black). */
export const KING = 1, QUEEN = 2, ROOK = 3, BISHOP = 4, KNIGHT = 5, NIGHTRIDER = 6, FERZ = 7, WAZIR = 8;

export const KING_LEAPS = leapTable(BOARD, KING_STEPS);
export const KNIGHT_LEAPS = leapTable(BOARD, KNIGHT_STEPS);
export const FERZ_LEAPS = leapTable(BOARD, DIAGONAL);
export const WAZIR_LEAPS = leapTable(BOARD, ORTHOGONAL);
export const ORTHOGONAL_RAYS = rayTable(BOARD, ORTHOGONAL);
export const DIAGONAL_RAYS = rayTable(BOARD, DIAGONAL);
export const KNIGHT_RAYS = rayTable(BOARD, KNIGHT_STEPS);

/**
 * `ALIGNED[king * CELLS + cell]` is 1 when `cell` lies on a queen's or a nightrider's ray
 * from `king` (rays stop at the bin and the edge): only a piece leaving such a cell can
 * open a line onto its king, so out of check every other non-king move is safe untried.
 */
export const ALIGNED = (() => {
  const table = new Uint8Array(CELLS * CELLS);
  for (const king of BOARD.cells) {
    for (const step of [...KING_STEPS, ...KNIGHT_STEPS]) for (const cell of BOARD.ray(king, step)) table[king * CELLS + cell] = 1;
  }
  return table;
})();

/** `KING_ADJACENT[a * CELLS + b]` is 1 when a king on `b` attacks `a`. */
const KING_ADJACENT = (() => {
  const table = new Uint8Array(CELLS * CELLS);
  for (const cell of BOARD.cells) for (let i = KING_LEAPS.start[cell]; i < KING_LEAPS.start[cell + 1]; i++) table[cell * CELLS + KING_LEAPS.cells[i]] = 1;
  return table;
})();

/**
 * Whether `cell` is attacked by the side whose pieces are `base` + 1..8 (pure geometry).
 * Only the kinds that side has on the board are looked for: early on, with the board
 * nearly empty, most rays need no walk at all.
 */
export function isAttacked(board: Uint8Array, counts: Int32Array, kings: Int32Array, cell: number, base: number): boolean {
  if (KING_ADJACENT[cell * CELLS + kings[base >> 3]] === 1) return true;
  if (counts[base + WAZIR] > 0 && leapAttack(board, cell, WAZIR_LEAPS, base + WAZIR)) return true;
  if (counts[base + FERZ] > 0 && leapAttack(board, cell, FERZ_LEAPS, base + FERZ)) return true;
  if (counts[base + KNIGHT] > 0 && leapAttack(board, cell, KNIGHT_LEAPS, base + KNIGHT)) return true;
  const queen = base + QUEEN;
  if (counts[queen] + counts[base + ROOK] > 0 && rayAttack(cell, ORTHOGONAL_RAYS, queen, base + ROOK, board)) return true;
  if (counts[queen] + counts[base + BISHOP] > 0 && rayAttack(cell, DIAGONAL_RAYS, queen, base + BISHOP, board)) return true;
  return counts[base + NIGHTRIDER] > 0 && rayAttack(cell, KNIGHT_RAYS, base + NIGHTRIDER, base + NIGHTRIDER, board);
}

function leapAttack(board: Uint8Array, cell: number, table: LeapTable, piece: number): boolean {
  const cells = table.cells;
  for (let i = table.start[cell], end = table.start[cell + 1]; i < end; i++) if (board[cells[i]] === piece) return true;
  return false;
}

/** Whether the first piece on one of `table`'s rays from `cell` is `a` or `b`. */
function rayAttack(cell: number, table: RayTable, a: number, b: number, board: Uint8Array): boolean {
  const rays = table.cells;
  let i = table.start[cell];
  for (let d = table.directions; d > 0; d--) {
    for (let to = rays[i++]; to >= 0; to = rays[i++]) {
      const piece = board[to];
      if (piece === 0) continue;
      if (piece === a || piece === b) return true;
      while (rays[i++] >= 0);
      break;
    }
  }
  return false;
}
