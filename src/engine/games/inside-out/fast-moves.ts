/**
 * Inside-out Chess's fast path, part 2: the move generator over a fast board
 * (fast-board.ts), the same moves as moves.ts's `generateMoves` as integers. The dual
 * squares reduce to two tables, as in the readable rules: where a move ending on a
 * square lands (`board.landing`: its inner field on a dual square, rulings 3 and 4), and
 * whether a ride may go on past it (every field of it empty, ruling 5). A piece on an
 * inner field has one move, out to its outer field. The reverse rule (ruling 8) takes
 * out at most one move, so it is applied once, at the end.
 */
import { DIAGONAL, KING_STEPS, KNIGHT_STEPS, ORTHOGONAL } from "../../geometry/grid.ts";
import { leapTable, rayTable, stepTable } from "../../geometry/step-tables.ts";
import type { LeapTable, RayTable } from "../../geometry/step-tables.ts";
import { GRID, SQUARE_COUNT, START_RANK } from "./board.ts";
import type { InsideOutBoard } from "./fast-board.ts";
import { BISHOP, FIELD_PAIR_MASK, KING, KNIGHT, PAWN, PROMOTES, PROMOTION_FLAG, ROOK } from "./fast-board.ts";

const KING_LEAPS = leapTable(GRID, KING_STEPS);
const KNIGHT_LEAPS = leapTable(GRID, KNIGHT_STEPS);
const ROOK_RAYS = rayTable(GRID, ORTHOGONAL);
const BISHOP_RAYS = rayTable(GRID, DIAGONAL);
/** A pawn's steps by side (0 White, 1 Black): forward, then its two capture diagonals; -1 off the board. */
const PAWN_STEP_COUNT = 3;
const PAWN_STEPS = [1, -1].map((forward) => stepTable(GRID, [[0, forward], [-1, forward], [1, forward]]));
/** 1 where a pawn of the side (index side * 36 + square) stands on its start rank and may step two. */
const ON_START_RANK = Uint8Array.from({ length: 2 * SQUARE_COUNT }, (_, i) => (GRID.rank(i % SQUARE_COUNT) === (i < SQUARE_COUNT ? START_RANK.white : START_RANK.black) ? 1 : 0));

/** Appends the leaps from `from` that land on an empty or enemy field. */
function addLeaps(board: InsideOutBoard, table: LeapTable, from: number, list: Int32Array, count: number): number {
  const fields = board.fields;
  const landing = board.landing;
  const us = board.us;
  for (let i = table.start[from], end = table.start[from + 1]; i < end; i++) {
    const to = landing[table.cells[i]];
    if (fields[to] * us <= 0) list[count++] = from | (to << 7);
  }
  return count;
}

/** Appends the rides from `from`: each ray until a square that is not wholly empty, whose landing field it may still take or enter. */
function addRides(board: InsideOutBoard, table: RayTable, from: number, list: Int32Array, count: number): number {
  const fields = board.fields;
  const landing = board.landing;
  const us = board.us;
  const cells = table.cells;
  let i = table.start[from];
  for (let direction = 0; direction < table.directions; direction++) {
    for (let square = cells[i++]; square >= 0; square = cells[i++]) {
      const to = landing[square];
      const target = fields[to] * us;
      if (target <= 0) list[count++] = from | (to << 7);
      // passable only when the square's own field and its inner field are both empty
      if (target !== 0 || fields[square] !== 0) {
        while (cells[i++] >= 0); // skip to the next direction
        break;
      }
    }
  }
  return count;
}

/** Appends a pawn's moves from `from` (an ordinary square or an outer field). */
function addPawnMoves(board: InsideOutBoard, from: number, list: Int32Array, count: number): number {
  const fields = board.fields;
  const landing = board.landing;
  const us = board.us;
  const side = us === 1 ? 0 : 1;
  const steps = PAWN_STEPS[side];
  const base = from * PAWN_STEP_COUNT;
  const ahead = steps[base];
  if (ahead >= 0) {
    const to = landing[ahead];
    if (fields[to] === 0) {
      list[count++] = from | (to << 7) | (PROMOTES[side * SQUARE_COUNT + ahead] === 1 ? PROMOTION_FLAG : 0);
      // the two-step passes `ahead` only when every field of it is empty (ruling 5)
      if (ON_START_RANK[side * SQUARE_COUNT + from] === 1 && fields[ahead] === 0) {
        const twoAhead = steps[ahead * PAWN_STEP_COUNT];
        const far = landing[twoAhead];
        if (fields[far] === 0) list[count++] = from | (far << 7);
      }
    }
  }
  for (let k = 1; k < PAWN_STEP_COUNT; k++) {
    const square = steps[base + k];
    if (square < 0) continue;
    const to = landing[square];
    if (fields[to] * us < 0) list[count++] = from | (to << 7) | (PROMOTES[side * SQUARE_COUNT + square] === 1 ? PROMOTION_FLAG : 0);
  }
  return count;
}

/**
 * Writes the side to move's legal moves into `list` and returns how many; the caller
 * has checked that the game goes on.
 */
export function generateFastMoves(board: InsideOutBoard, list: Int32Array): number {
  const fields = board.fields;
  const us = board.us;
  let count = 0;
  for (let from = 0; from < SQUARE_COUNT; from++) {
    const code = fields[from] * us;
    if (code <= 0) continue;
    if (code === PAWN) count = addPawnMoves(board, from, list, count);
    else if (code === KNIGHT) count = addLeaps(board, KNIGHT_LEAPS, from, list, count);
    else if (code === KING) count = addLeaps(board, KING_LEAPS, from, list, count);
    else if (code === ROOK) count = addRides(board, ROOK_RAYS, from, list, count);
    else if (code === BISHOP) count = addRides(board, BISHOP_RAYS, from, list, count);
  }
  // Ruling 4: from an inner field the only move is out, onto an empty or enemy outer field.
  const dualCells = board.layout.dualCells;
  for (let i = 0; i < dualCells.length; i++) {
    const outer = dualCells[i];
    const inner = outer + SQUARE_COUNT;
    if (fields[inner] * us > 0 && fields[outer] * us <= 0) list[count++] = inner | (outer << 7);
  }
  return withoutReverse(board, list, count);
}

/** Ruling 8: drops the exact reverse of the mover's previous move, if it was listed. */
function withoutReverse(board: InsideOutBoard, list: Int32Array, count: number): number {
  const side = board.us === 1 ? 0 : 1;
  const from = board.previousFrom[side];
  const to = board.previousTo[side];
  if (!board.isReversible(from, to)) return count;
  const banned = to | (from << 7);
  for (let i = 0; i < count; i++) {
    if ((list[i] & FIELD_PAIR_MASK) === banned) {
      list[i] = list[count - 1];
      return count - 1;
    }
  }
  return count;
}
