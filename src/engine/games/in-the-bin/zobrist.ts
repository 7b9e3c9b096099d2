/**
 * Board hashes for the board-state rule: two 32-bit Zobrist keys per (piece, square),
 * fixed by a seed, XORed together over the board, and updated move by move. 64 bits make
 * two different boards hashing alike a practical impossibility (about 1 in 10^16 for the
 * boards of a long game). The keys are part of the whole-state text of checkpoints: they
 * must never change (the seed and the generator are fixed here).
 */
import { zobristWords } from "../../search/fast-key.ts";
import type { Piece } from "./pieces.ts";
import { BOARD } from "./board.ts";

const CELLS = BOARD.width * BOARD.height;
const word = zobristWords(0x1b1e5);

/** KEYS[piece * CELLS + cell], hi and lo halves (exported for the fast path, which XORs them in place). */
export const HI = new Int32Array(17 * CELLS);
export const LO = new Int32Array(17 * CELLS);
for (let i = CELLS; i < 17 * CELLS; i++) {
  HI[i] = word();
  LO[i] = word();
}

export type BoardHash = readonly [hi: number, lo: number];

/** The hash with `piece` added on (or taken off) `cell`. */
export function toggle(hash: BoardHash, piece: Piece, cell: number): BoardHash {
  const i = piece * CELLS + cell;
  return [hash[0] ^ HI[i], hash[1] ^ LO[i]];
}

export function hashBoard(board: ArrayLike<Piece>): BoardHash {
  let hash: BoardHash = [0, 0];
  for (let cell = 0; cell < CELLS; cell++) if (board[cell] !== 0) hash = toggle(hash, board[cell], cell);
  return hash;
}
