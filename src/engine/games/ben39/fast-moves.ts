/**
 * Ben39's fast move generator (issue 34): the moves of moves.ts, rule for rule, written
 * as integers into a list instead of objects with texts and builders. A move is
 *
 *   type (bits 0-2) | a << 3 | b << 11 | extra << 19 | CAPTURE (bit 30)
 *
 * step (a square piece): a from, b to; line (a line piece): a from, b to; drop: a cell,
 * b hand index (HAND_KINDS order), extra 1 for a castle dropped diagonal-first;
 * teleport: a wizard, b the square of the piece sent, extra where it goes (255: off
 * the board); rotation: a spider, b 0 clockwise, 1 anticlockwise; square: a which
 * movable square (0 lower, 1 higher cycle position), b which destination (0 the next
 * place, 1 the previous), extra the corners taken along (bit i: corner i, NW NE SE SW).
 * The capture bit says what `Move.kind.includes("capture")` says.
 */
import { OUTSIDE_CORNER } from "./board.ts";
import {
  AROUND, BLACK, C, CELLS, CYCLE, D, DIR8, fastGeometry, HAND, HAND_SQUARE_KINDS, I, K, LEAP8, MOVABLE, N, P, Q, R, B, G, S, TURN, W, WINNER, X, Z,
  type FastBoard, type FastGeometry,
} from "./fast-board.ts";

export const MOVE_STEP = 0, MOVE_LINE = 1, MOVE_DROP = 2, MOVE_TELEPORT = 3, MOVE_ROTATE = 4, MOVE_SQUARE = 5;
export const CAPTURE = 1 << 30;
export const OFF_BOARD = 255;
const encode = (type: number, a: number, b: number, extra: number): number => type | (a << 3) | (b << 11) | (extra << 19);
export const moveType = (move: number): number => move & 7;
export const moveA = (move: number): number => (move >> 3) & 255;
export const moveB = (move: number): number => (move >> 11) & 255;
export const moveExtra = (move: number): number => (move >> 19) & 1023;

const OUTSIDE = Int32Array.from(OUTSIDE_CORNER);
const CYCLE_CELLS = Int32Array.from(CYCLE);

/** Whether the square piece on `square` is frozen by an enemy immobilizer on a corner (moves.ts isImmobilized). */
export function frozen(mem: Int32Array, square: number): boolean {
  const enemyImmobilizer = I | ((mem[square] & BLACK) ^ BLACK);
  const at = square * 4;
  return mem[AROUND[at]] === enemyImmobilizer || mem[AROUND[at + 1]] === enemyImmobilizer
    || mem[AROUND[at + 2]] === enemyImmobilizer || mem[AROUND[at + 3]] === enemyImmobilizer;
}

/** Whether the side of `sideBit` (0 or BLACK) has a castle on a corner of `square` (the king rule). */
export function hasCastle(mem: Int32Array, square: number, sideBit: number): boolean {
  const at = square * 4;
  for (let i = 0; i < 4; i++) {
    const code = mem[AROUND[at + i]];
    if (code === (C | sideBit) || code === (D | sideBit)) return true;
  }
  return false;
}

/** The destinations of a movable square at cycle position `from`: the two nearest places, skipping the other square. */
export function destinationOf(from: number, other: number, which: number): number {
  const step = which === 0 ? 1 : 7;
  const next = (from + step) % 8;
  return next === other ? (next + step) % 8 : next;
}

/**
 * Moves generation state shared by the helpers below: module-level, not per call, so the
 * hot path allocates nothing (one generation runs at a time: the engine is single-threaded).
 */
let mem: Int32Array = new Int32Array(0);
let geo: FastGeometry;
let out: Int32Array;
let n = 0;
let sideBit = 0;

function isEnemy(cell: number): boolean {
  if (cell < 0) return false;
  const code = mem[cell];
  return code !== 0 && (code & BLACK) !== sideBit;
}

function addStep(from: number, to: number): void {
  out[n++] = encode(MOVE_STEP, from, to, 0) | (mem[to] !== 0 ? CAPTURE : 0);
}

/** Rides along DIR8 directions [first, last), or LEAP8 ones when `leaps`. */
function ride(from: number, first: number, last: number, table: Int32Array): void {
  const square = geo.square;
  for (let d = first; d < last; d++) {
    let cell = table[from * 8 + d];
    while (cell >= 0 && square[cell] === 1) {
      const code = mem[cell];
      if (code === 0) addStep(from, cell);
      else {
        if ((code & BLACK) !== sideBit) addStep(from, cell);
        break;
      }
      cell = table[cell * 8 + d];
    }
  }
}

/** One step in DIR8 direction d onto an empty or (when `capture`) an enemy square. */
function stepTo(from: number, d: number, capture: boolean): void {
  const cell = DIR8[from * 8 + d];
  if (cell < 0 || geo.square[cell] !== 1) return;
  if (mem[cell] === 0 || (capture && isEnemy(cell))) addStep(from, cell);
}

function squarePieceMoves(from: number, kind: number): void {
  const white = sideBit === 0;
  switch (kind) {
    case R:
      ride(from, 0, 4, DIR8);
      return;
    case Q:
      ride(from, 0, 8, DIR8);
      return;
    case B:
      ride(from, 4, 8, DIR8);
      for (let d = 0; d < 4; d++) stepTo(from, d, false);
      return;
    case N:
      ride(from, 0, 8, LEAP8);
      return;
    case P: {
      stepTo(from, white ? 2 : 3, false);
      const left = DIR8[from * 8 + (white ? 6 : 7)];
      const right = DIR8[from * 8 + (white ? 4 : 5)];
      if (left >= 0 && geo.square[left] === 1 && isEnemy(left)) addStep(from, left);
      if (right >= 0 && geo.square[right] === 1 && isEnemy(right)) addStep(from, right);
      return;
    }
    case K: {
      // the king rule: a castle of its own on a corner of the square it leaves and of the one it reaches
      if (!hasCastle(mem, from, sideBit)) return;
      for (let d = 0; d < 8; d++) {
        const cell = DIR8[from * 8 + d];
        if (cell >= 0 && geo.square[cell] === 1 && (mem[cell] === 0 || isEnemy(cell)) && hasCastle(mem, cell, sideBit)) addStep(from, cell);
      }
      return;
    }
    case G:
      for (let d = 0; d < 4; d++) stepTo(from, d, true);
      stepTo(from, white ? 4 : 5, true);
      stepTo(from, white ? 6 : 7, true);
      return;
    case S:
      for (let d = 4; d < 8; d++) stepTo(from, d, true);
      stepTo(from, white ? 2 : 3, true);
      return;
  }
}

/** Slides (or, with `once`, steps) of a line piece along existing lines to empty intersections. */
function slide(from: number, first: number, last: number, once: boolean): void {
  const link = geo.link;
  for (let d = first; d < last; d++) {
    let previous = from;
    let cell = DIR8[from * 8 + d];
    while (cell >= 0 && link[previous * 8 + d] === 1 && mem[cell] === 0) {
      out[n++] = encode(MOVE_LINE, from, cell, 0);
      if (once) break;
      previous = cell;
      cell = DIR8[cell * 8 + d];
    }
  }
}

/** Teleports by the wizard on `wizard`, the other standing on `partner` (moves.ts wizardTeleports). */
function teleports(wizard: number, partner: number): void {
  const square = geo.square;
  for (let i = 0; i < 4; i++) {
    const source = AROUND[wizard * 4 + i];
    if (source < 0 || square[source] !== 1) continue;
    const piece = mem[source];
    if (piece === 0 || (piece & BLACK) !== sideBit || frozen(mem, source)) continue;
    const target = AROUND[partner * 4 + i];
    const onBoard = target >= 0 && square[target] === 1;
    const king = (piece & 15) === K;
    if (!onBoard) {
      if (king) continue; // a king is never sent off the board
      out[n++] = encode(MOVE_TELEPORT, wizard, source, OFF_BOARD);
      continue;
    }
    if (king && !(hasCastle(mem, source, sideBit) && hasCastle(mem, target, sideBit))) continue;
    const occupant = mem[target];
    if (occupant !== 0 && (occupant & BLACK) === sideBit) {
      if (frozen(mem, target)) continue; // ruling 12: no swap with a frozen friend
      if ((occupant & 15) === K && !(hasCastle(mem, target, sideBit) && hasCastle(mem, source, sideBit))) continue;
    }
    out[n++] = encode(MOVE_TELEPORT, wizard, source, target) | (occupant !== 0 && (occupant & BLACK) !== sideBit ? CAPTURE : 0);
  }
}

/** The spider's two quarter turns (moves.ts spiderRotations): all friendly pieces on its four squares, or none. */
function rotations(spider: number): void {
  const square = geo.square;
  let movers = 0;
  for (let i = 0; i < 4; i++) {
    const cell = AROUND[spider * 4 + i];
    if (cell < 0 || square[cell] !== 1 || mem[cell] === 0 || (mem[cell] & BLACK) !== sideBit) continue;
    if (frozen(mem, cell)) return;
    movers |= 1 << i;
  }
  if (movers === 0) return;
  for (let sense = 0; sense < 2; sense++) {
    const turn = sense === 0 ? 1 : 3;
    let legal = true;
    let capture = 0;
    for (let i = 0; i < 4; i++) {
      if ((movers & (1 << i)) === 0) continue;
      const from = AROUND[spider * 4 + i];
      const to = AROUND[spider * 4 + ((i + turn) & 3)];
      const onBoard = to >= 0 && square[to] === 1;
      if ((mem[from] & 15) === K && (!onBoard || !(hasCastle(mem, from, sideBit) && hasCastle(mem, to, sideBit)))) legal = false;
      if (onBoard && isEnemy(to)) capture = CAPTURE;
    }
    if (legal) out[n++] = encode(MOVE_ROTATE, spider, sense, 0) | capture;
  }
}

function linePieceMoves(from: number, kind: number): void {
  switch (kind) {
    case X:
      slide(from, 0, 4, false);
      return;
    case I:
      slide(from, 0, 8, false);
      return;
    case W:
      slide(from, 0, 8, true);
      return;
    case C:
      slide(from, 0, 4, true);
      return;
    case D:
      slide(from, 4, 8, true);
      return;
    case Z: {
      const point = geo.point;
      for (let k = 0; k < 8; k++) {
        const cell = LEAP8[from * 8 + k];
        if (cell >= 0 && point[cell] === 1 && mem[cell] === 0) out[n++] = encode(MOVE_LINE, from, cell, 0);
      }
      rotations(from);
      return;
    }
  }
}

/** Drops (moves.ts drops); when `countOnly`, line-piece drops are counted, not written. */
function drops(side: number, countOnly: boolean): void {
  const points = geo.points;
  const squares = geo.squares;
  const hand = HAND + side * 11;
  for (let h = 0; h < HAND_SQUARE_KINDS; h++) {
    if (mem[hand + h] === 0) continue;
    const could = geo.couldMove;
    const base = (h * 2 + side) * CELLS;
    for (let i = 0; i < squares.length; i++) {
      const cell = squares[i];
      if (mem[cell] === 0 && could[base + cell] === 1) out[n++] = encode(MOVE_DROP, cell, h, 0);
    }
  }
  // line pieces: X, W, Z and C (twice, one per first step) on any empty intersection; I where it freezes no enemy
  const plain = (mem[hand + 6] > 0 ? 1 : 0) + (mem[hand + 8] > 0 ? 1 : 0) + (mem[hand + 9] > 0 ? 1 : 0) + (mem[hand + 10] > 0 ? 2 : 0);
  const immobilizer = mem[hand + 7] > 0;
  if (plain === 0 && !immobilizer) return;
  for (let i = 0; i < points.length; i++) {
    const cell = points[i];
    if (mem[cell] !== 0) continue;
    if (countOnly) n += plain;
    else {
      if (mem[hand + 6] > 0) out[n++] = encode(MOVE_DROP, cell, 6, 0);
      if (mem[hand + 8] > 0) out[n++] = encode(MOVE_DROP, cell, 8, 0);
      if (mem[hand + 9] > 0) out[n++] = encode(MOVE_DROP, cell, 9, 0);
      if (mem[hand + 10] > 0) {
        out[n++] = encode(MOVE_DROP, cell, 10, 0);
        out[n++] = encode(MOVE_DROP, cell, 10, 1);
      }
    }
    if (immobilizer && !(isEnemy(AROUND[cell * 4]) || isEnemy(AROUND[cell * 4 + 1]) || isEnemy(AROUND[cell * 4 + 2]) || isEnemy(AROUND[cell * 4 + 3]))) {
      out[n++] = encode(MOVE_DROP, cell, 7, 0);
    }
  }
}

/** How many of the side of `bit`'s pieces count on a movable square and its corners (moves.ts countFor). */
function countFor(square: number, bit: number): number {
  let count = 0;
  const resident = mem[square];
  if (resident !== 0 && (resident & BLACK) === bit && !frozen(mem, square) && !((resident & 15) === K && !hasCastle(mem, square, bit))) count++;
  for (let i = 0; i < 4; i++) {
    const code = mem[AROUND[square * 4 + i]];
    if (code !== 0 && (code & BLACK) === bit) count++;
  }
  return count;
}

/** The cells of a movable square's possible travellers: its corners 0-3 (NW NE SE SW) and the square itself (4). */
export const travellerCells = new Int32Array(5);

/** Fills `travellerCells` for the square at cycle position `position`; returns the compulsory travellers as a mask. */
export function travellers(board: Int32Array, position: number): number {
  const square = CYCLE_CELLS[position];
  for (let i = 0; i < 4; i++) travellerCells[i] = AROUND[square * 4 + i];
  travellerCells[4] = square;
  let compulsory = board[square] !== 0 ? 16 : 0;
  for (let i = 0; i < 4; i++) if (travellerCells[i] === OUTSIDE[position] && board[travellerCells[i]] !== 0) compulsory |= 1 << i;
  return compulsory;
}

/** Whether every traveller of `movers` lands on an empty place or one another traveller leaves. */
function landsFree(movers: number, delta: number, only: number): boolean {
  for (let j = 0; j < 5; j++) {
    if ((only & (1 << j)) === 0) continue;
    const at = travellerCells[j] + delta;
    if (mem[at] === 0) continue;
    let leaving = false;
    for (let k = 0; k < 5; k++) if ((movers & (1 << k)) !== 0 && travellerCells[k] === at) leaving = true;
    if (!leaving) return false;
  }
  return true;
}

/** Whether a king carried on the square has a castle of its own on a corner where it arrives (moves.ts squareMoves). */
function carriedKingGuarded(movers: number, delta: number, target: number, bit: number): boolean {
  for (let i = 0; i < 4; i++) {
    const corner = AROUND[target * 4 + i];
    let code = mem[corner];
    let arriving = false;
    for (let j = 0; j < 5; j++) {
      if ((movers & (1 << j)) === 0) continue;
      if (travellerCells[j] + delta === corner) {
        code = mem[travellerCells[j]];
        arriving = true;
      }
    }
    if (!arriving) for (let j = 0; j < 5; j++) if ((movers & (1 << j)) !== 0 && travellerCells[j] === corner) code = 0;
    if (code === (C | bit) || code === (D | bit)) return true;
  }
  return false;
}

function squareMoves(): void {
  for (let index = 0; index < 2; index++) {
    const position = mem[MOVABLE + index];
    const other = mem[MOVABLE + 1 - index];
    const square = CYCLE_CELLS[position];
    const resident = mem[square];
    if (resident !== 0 && (frozen(mem, square) || ((resident & 15) === K && !hasCastle(mem, square, resident & BLACK)))) continue;
    if (countFor(square, sideBit) <= countFor(square, sideBit ^ BLACK)) continue;
    const compulsory = travellers(mem, position);
    let optional = 0;
    for (let i = 0; i < 4; i++) {
      const code = mem[travellerCells[i]];
      if ((compulsory & (1 << i)) === 0 && travellerCells[i] !== OUTSIDE[position] && code !== 0 && (code & BLACK) === sideBit) optional |= 1 << i;
    }
    for (let which = 0; which < 2; which++) {
      const destination = destinationOf(position, other, which);
      const target = CYCLE_CELLS[destination];
      const delta = target - square;
      // optional travellers that could come along (a destination taken by a piece that stays blocks one)
      let choosable = 0;
      for (let i = 0; i < 4; i++) if ((optional & (1 << i)) !== 0 && landsFree(compulsory | optional, delta, 1 << i)) choosable |= 1 << i;
      for (let chosen = choosable; ; chosen = (chosen - 1) & choosable) {
        const movers = compulsory | chosen;
        if (landsFree(movers, delta, movers) && ((resident & 15) !== K || carriedKingGuarded(movers, delta, target, resident & BLACK))) {
          out[n++] = encode(MOVE_SQUARE, index, which, chosen);
        }
        if (chosen === 0) break;
      }
    }
  }
}

/**
 * Writes the legal moves of `board` into `list` and returns how many (none once a king
 * has fallen). With `countOnly`, line-piece drops are counted without being written.
 */
export function generateFast(board: FastBoard, list: Int32Array, countOnly: boolean): number {
  mem = board.mem;
  if (mem[WINNER] !== 0) return 0;
  const side = mem[TURN];
  sideBit = side << 4;
  geo = fastGeometry(mem[MOVABLE], mem[MOVABLE + 1]);
  out = list;
  n = 0;
  const points = geo.points;
  const squares = geo.squares;
  const wizard = W | sideBit;
  let firstWizard = -1, secondWizard = -1, wizards = 0;
  for (let i = 0; i < points.length; i++) {
    if (mem[points[i]] !== wizard) continue;
    if (wizards === 0) firstWizard = points[i];
    else secondWizard = points[i];
    wizards++;
  }
  for (let i = 0; i < squares.length; i++) {
    const cell = squares[i];
    const code = mem[cell];
    if (code !== 0 && (code & BLACK) === sideBit && !frozen(mem, cell)) squarePieceMoves(cell, code & 15);
  }
  for (let i = 0; i < points.length; i++) {
    const cell = points[i];
    const code = mem[cell];
    if (code === 0 || (code & BLACK) !== sideBit) continue;
    linePieceMoves(cell, code & 15);
    if (code === wizard && wizards === 2) teleports(cell, cell === firstWizard ? secondWizard : firstWizard);
  }
  drops(side, countOnly);
  squareMoves();
  return n;
}
