/**
 * The Pit's fast path, its fixed data: piece codes, each cell's leaps and rays (from the
 * shared step tables), pawn steps by side, Zobrist keys, evaluate.ts's values laid out
 * by code and cell, and the move encoding. Read by fast-board.ts and fast-moves.ts.
 *
 * Cells are the grid's numbers (rank * 10 + file, board.ts). Squares hold 0 when empty
 * (pit cells stay 0, and no table leads into them), +code for White, -code for Black.
 */
import { KING_STEPS, KNIGHT_STEPS, ORTHOGONAL, DIAGONAL, scaleSteps } from "../../geometry/grid.ts";
import type { Step } from "../../geometry/grid.ts";
import { leapTable, rayTable, stepTable } from "../../geometry/step-tables.ts";
import { zobristWords } from "../../search/fast-key.ts";
import { BOARD } from "./board.ts";
import { PAWN_STEP, VALUES } from "./evaluate.ts";
import { PAWN_RANKS } from "./pieces.ts";
import type { PieceKind } from "./pieces.ts";

export const KING = 1;
export const QUEEN = 2;
export const ROOK = 3;
export const HERO = 4;
export const CAVALIER = 5;
export const SORCEROR = 6;
export const PAWN = 7;

/** Piece codes by letter, and back (index = code). */
export const CODES: Readonly<Record<PieceKind, number>> = { K: KING, Q: QUEEN, R: ROOK, H: HERO, C: CAVALIER, S: SORCEROR, P: PAWN };
export const KINDS: readonly (PieceKind | undefined)[] = [undefined, "K", "Q", "R", "H", "C", "S", "P"];
/** A pawn promotes to any piece code from QUEEN to SORCEROR (ruling 3's Q R H C S). */
export const FIRST_PROMOTION = QUEEN;
export const LAST_PROMOTION = SORCEROR;

export const CELLS = BOARD.width * BOARD.height;
/** Each cell's rank, read on the hot path without the grid's arithmetic. */
export const RANKS = Int8Array.from({ length: CELLS }, (_, cell) => BOARD.rank(cell));
/** Room in the piece list of each side: 20 at the start, and never more (a promotion replaces a pawn). */
export const LIST_ROOM = 32;

export const KING_LEAPS = leapTable(BOARD, KING_STEPS);
export const KNIGHT_LEAPS = leapTable(BOARD, KNIGHT_STEPS);
export const SORCEROR_LEAPS = leapTable(BOARD, scaleSteps(KING_STEPS, 5));
export const ORTHOGONAL_RAYS = rayTable(BOARD, ORTHOGONAL);
export const DIAGONAL_RAYS = rayTable(BOARD, DIAGONAL);

/**
 * Zobrist keys, two 32-bit halves each, fixed by a seed: `(code + 7) * CELLS + cell` for
 * a signed piece code on a cell; the row of code 0 (no piece) keys the en passant cell.
 */
const word = zobristWords(0x7e1f);
export const KEYS_HI = new Int32Array(15 * CELLS);
export const KEYS_LO = new Int32Array(15 * CELLS);
for (let i = 0; i < 15 * CELLS; i++) {
  KEYS_HI[i] = word();
  KEYS_LO[i] = word();
}
export const BLACK_HI = word();
export const BLACK_LO = word();
export const keyIndex = (piece: number, cell: number): number => (piece + 7) * CELLS + cell;

/** evaluate.ts's material of a signed piece code (White positive), and its pawn term by cell: the same constants, laid out for the hot path. */
export const MATERIAL = new Int32Array(15);
export const ADVANCE = new Int32Array(15 * CELLS);
for (let code = KING; code <= PAWN; code++) {
  const value = VALUES[KINDS[code]!];
  MATERIAL[code + 7] = value;
  MATERIAL[-code + 7] = -value;
}
for (const cell of BOARD.cells) {
  ADVANCE[keyIndex(PAWN, cell)] = PAWN_STEP * Math.abs(BOARD.rank(cell) - PAWN_RANKS.white.start);
  ADVANCE[keyIndex(-PAWN, cell)] = -PAWN_STEP * Math.abs(BOARD.rank(cell) - PAWN_RANKS.black.start);
}

/** A pawn's single steps, by side (0 White, 1 Black): forward, sideways, and its two capture diagonals; -1 where off the board. */
function pawnSteps(steps: (forward: number) => readonly Step[]): readonly Int32Array[] {
  return [1, -1].map((forward) => stepTable(BOARD, steps(forward)));
}
export const PAWN_FORWARD = pawnSteps((forward) => [[0, forward], [0, 2 * forward]]);
export const PAWN_SIDEWAYS = pawnSteps(() => [[-1, 0], [1, 0]]);
export const PAWN_CAPTURES = pawnSteps((forward) => [[-1, forward], [1, forward]]);

/**
 * Moves as numbers: bits 0-6 from, 7-13 to, 14-16 promotion code (0 none), bit 17 en
 * passant. `moveFrom`, `moveTo`, `movePromotion`, `isEnPassant` read them.
 */
export const EN_PASSANT_FLAG = 1 << 17;
export const encode = (from: number, to: number, promotion: number): number => from | (to << 7) | (promotion << 14);
export const moveFrom = (move: number): number => move & 127;
export const moveTo = (move: number): number => (move >> 7) & 127;
export const movePromotion = (move: number): number => (move >> 14) & 7;
export const isEnPassant = (move: number): boolean => (move & EN_PASSANT_FLAG) !== 0;

/** Most moves the board can make without taking any back (a search's line, or a test's whole game). */
export const MAX_PLY = 1024;
/** Enough room for any position's pseudo-legal moves (The Pit's richest have about 200). */
export const MAX_MOVES = 512;
