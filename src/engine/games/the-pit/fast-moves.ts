/**
 * The Pit's fast move generation and legality, on the fast board (fast-board.ts):
 * pseudo-legal moves from each side's piece list and the tables of fast-tables.ts, then
 * the legal ones, testing only the moves that could leave the king attacked.
 */
import type { LeapTable, RayTable } from "../../geometry/step-tables.ts";
import type { FastBoard } from "./fast-board.ts";
import * as TABLES from "./fast-tables.ts";
import { PAWN_RANKS } from "./pieces.ts";

// Bound here, not read through the import: V8 reads a module's own constants faster on
// the hot path (perft 5 from the start took 16% more CPU through the import, measured).
const {
  CAVALIER, CELLS, DIAGONAL_RAYS, EN_PASSANT_FLAG, FIRST_PROMOTION, HERO, KING, KING_LEAPS, KNIGHT_LEAPS, LAST_PROMOTION, LIST_ROOM,
  ORTHOGONAL_RAYS, PAWN, PAWN_CAPTURES, PAWN_FORWARD, PAWN_SIDEWAYS, QUEEN, RANKS, ROOK, SORCEROR, SORCEROR_LEAPS, encode, isEnPassant,
  moveFrom, moveTo,
} = TABLES;

/** 1 on the cells of the side to move's pinned pieces while a node's moves are filtered (markPins), else 0; shared, as filtering never nests. */
const PINNED = new Uint8Array(CELLS);
const PIN_LIST = new Int32Array(16);

/** Appends `from`'s leaps in `table` that land on an empty cell or an enemy; returns the new count. */
function addLeaps(board: FastBoard, table: LeapTable, from: number, list: Int32Array, count: number): number {
  const squares = board.squares;
  const us = board.turn;
  for (let i = table.start[from], end = table.start[from + 1]; i < end; i++) {
    const to = table.cells[i];
    if (squares[to] * us <= 0) list[count++] = encode(from, to, 0);
  }
  return count;
}

/** Appends `from`'s rides along `table`'s rays, each up to and including the first piece if it is an enemy; returns the new count. */
function addRides(board: FastBoard, table: RayTable, from: number, list: Int32Array, count: number): number {
  const squares = board.squares;
  const us = board.turn;
  let i = table.start[from];
  for (let direction = 0; direction < table.directions; direction++) {
    for (let to = table.cells[i++]; to >= 0; to = table.cells[i++]) {
      const target = squares[to] * us;
      if (target <= 0) list[count++] = encode(from, to, 0);
      if (target !== 0) {
        while (table.cells[i++] >= 0); // skip to the next direction
        break;
      }
    }
  }
  return count;
}

/** Appends a pawn's moves from `from`: steps, sidesteps, captures, promotions, en passant; returns the new count. */
function addPawnMoves(board: FastBoard, from: number, list: Int32Array, count: number): number {
  const squares = board.squares;
  const us = board.turn;
  const side = us === 1 ? 0 : 1;
  const ranks = us === 1 ? PAWN_RANKS.white : PAWN_RANKS.black;
  const rank = RANKS[from];
  const forward = PAWN_FORWARD[side];
  const pushOne = forward[from * 2];
  if (pushOne >= 0 && squares[pushOne] === 0) {
    if (RANKS[pushOne] === ranks.last) for (let promotion = FIRST_PROMOTION; promotion <= LAST_PROMOTION; promotion++) list[count++] = encode(from, pushOne, promotion);
    else list[count++] = encode(from, pushOne, 0);
    const pushTwo = forward[from * 2 + 1];
    if (rank === ranks.start && pushTwo >= 0 && squares[pushTwo] === 0) list[count++] = encode(from, pushTwo, 0);
  }
  const sideways = PAWN_SIDEWAYS[side];
  for (let k = 0; k < 2; k++) {
    const beside = sideways[from * 2 + k];
    if (beside < 0 || squares[beside] !== 0) continue;
    list[count++] = encode(from, beside, 0);
    // From its third rank a pawn may go on to a second empty square sideways (never into the pit: the grid's offset refuses pit cells).
    if (rank === ranks.third) {
      const further = sideways[beside * 2 + k];
      if (further >= 0 && squares[further] === 0) list[count++] = encode(from, further, 0);
    }
  }
  const captures = PAWN_CAPTURES[side];
  for (let k = 0; k < 2; k++) {
    const to = captures[from * 2 + k];
    if (to < 0) continue;
    if (squares[to] * us < 0) {
      if (RANKS[to] === ranks.last) for (let promotion = FIRST_PROMOTION; promotion <= LAST_PROMOTION; promotion++) list[count++] = encode(from, to, promotion);
      else list[count++] = encode(from, to, 0);
    } else if (to === board.enPassant) list[count++] = encode(from, to, 0) | EN_PASSANT_FLAG;
  }
  return count;
}

/** Writes the side to move's pseudo-legal moves into `list`; returns how many. */
export function generate(board: FastBoard, list: Int32Array): number {
  const squares = board.squares;
  const us = board.turn;
  const cells = board.pieceCells;
  const first = us === 1 ? 0 : LIST_ROOM;
  const end = first + board.pieceCount[us === 1 ? 0 : 1];
  let count = 0;
  for (let j = first; j < end; j++) {
    const from = cells[j];
    const code = squares[from] * us;
    switch (code) {
      case KING:
        count = addLeaps(board, KING_LEAPS, from, list, count);
        break;
      case QUEEN:
        count = addRides(board, ORTHOGONAL_RAYS, from, list, count);
        count = addRides(board, DIAGONAL_RAYS, from, list, count);
        break;
      case ROOK:
        count = addRides(board, ORTHOGONAL_RAYS, from, list, count);
        break;
      case HERO:
        count = addRides(board, ORTHOGONAL_RAYS, from, list, count);
        count = addLeaps(board, KNIGHT_LEAPS, from, list, count);
        break;
      case CAVALIER:
        count = addRides(board, DIAGONAL_RAYS, from, list, count);
        count = addLeaps(board, KNIGHT_LEAPS, from, list, count);
        break;
      case SORCEROR:
        count = addLeaps(board, KING_LEAPS, from, list, count);
        count = addLeaps(board, SORCEROR_LEAPS, from, list, count);
        break;
      case PAWN:
        count = addPawnMoves(board, from, list, count);
        break;
    }
  }
  return count;
}

/**
 * Generates into `list` and keeps the legal moves at its front; returns how many. Out
 * of check, only three kinds of move can leave the king attacked, as in Stockfish: the
 * king's own (its destination is tested against the enemy with the king lifted off, so
 * that a rider's line through its old square counts), a pinned piece's, and en passant
 * (it empties a second cell). Pins are found once per node; every other move is legal
 * without trying it. In check, every move is tried on the squares alone.
 */
export function filterLegal(board: FastBoard, list: Int32Array): number {
  const pseudo = generate(board, list);
  const us = board.turn;
  const king = board.kings[us === 1 ? 0 : 1];
  const inCheck = board.isAttacked(king, -us);
  const pins = inCheck ? 0 : markPins(board, king);
  const pinned = PINNED;
  let count = 0;
  for (let i = 0; i < pseudo; i++) {
    const move = list[i];
    const from = moveFrom(move);
    let legal: boolean;
    if (from === king) legal = !kingStepAttacked(board, king, moveTo(move));
    else if (inCheck || pinned[from] !== 0 || isEnPassant(move)) legal = !exposesKing(board, move, king);
    else legal = true;
    if (legal) list[count++] = move;
  }
  for (let i = 0; i < pins; i++) pinned[PIN_LIST[i]] = 0;
  return count;
}

/**
 * Marks in `pinned` the side to move's pieces that stand alone between their king and
 * an enemy rider along that rider's line; returns how many (their cells in `pinList`).
 */
function markPins(board: FastBoard, king: number): number {
  let pins = markPinsAlong(board, ORTHOGONAL_RAYS, king, ROOK, HERO, 0);
  pins = markPinsAlong(board, DIAGONAL_RAYS, king, CAVALIER, CAVALIER, pins);
  return pins;
}

function markPinsAlong(board: FastBoard, table: RayTable, king: number, first: number, second: number, pins: number): number {
  const squares = board.squares;
  const us = board.turn;
  let i = table.start[king];
  for (let direction = 0; direction < table.directions; direction++) {
    let shield = -1;
    for (let next = table.cells[i++]; next >= 0; next = table.cells[i++]) {
      const piece = squares[next] * us;
      if (piece === 0) continue;
      if (shield < 0 && piece > 0) {
        shield = next;
        continue;
      }
      // the second piece on the line, or an enemy first: a pin only if it is an enemy rider of this line behind our own piece
      if (shield >= 0 && (piece === -QUEEN || piece === -first || piece === -second)) {
        PINNED[shield] = 1;
        PIN_LIST[pins++] = shield;
      }
      break;
    }
    while (table.cells[i - 1] >= 0) i++; // to the next direction's first cell
  }
  return pins;
}

/** Whether the king, stepping from `king` to `to`, would stand attacked there. */
function kingStepAttacked(board: FastBoard, king: number, to: number): boolean {
  const squares = board.squares;
  const piece = squares[king];
  squares[king] = 0;
  const attacked = board.isAttacked(to, -board.turn);
  squares[king] = piece;
  return attacked;
}

/** Whether a move of a piece other than the king would leave `king` attacked: tried on the squares alone, not made. */
function exposesKing(board: FastBoard, move: number, king: number): boolean {
  const squares = board.squares;
  const from = moveFrom(move);
  const to = moveTo(move);
  const capturedAt = isEnPassant(move) ? board.passedPawnCell(to) : to;
  const mover = squares[from];
  const captured = squares[capturedAt];
  squares[capturedAt] = 0;
  squares[from] = 0;
  squares[to] = mover;
  const attacked = board.isAttacked(king, -board.turn);
  squares[to] = 0;
  squares[capturedAt] = captured;
  squares[from] = mover;
  return attacked;
}
