/**
 * Pit of Pillars' fast board (issue 34): one mutable position in typed arrays, changed
 * by make and taken back by unmake, with its evaluation, its control counts and its
 * Zobrist key kept up to date as it changes. The readable rules (entering.ts,
 * movement-turn.ts, capture.ts, pillars.ts) stay the reference; the move generator is
 * fast-moves.ts, the FastPosition adapter fast-position.ts.
 *
 * Cells are the grid's numbers (rank * 8 + file, board.ts). A stack is kept bottom to
 * top in `men[cell * STRIDE + level]` (0 a White man, 1 a Red man), with its height and
 * its number of White men beside it; a game holds at most 60 men (one entered on each
 * square), so a stack never outgrows STRIDE.
 */
import { zobristWords } from "../../search/fast-key.ts";
import { BOARD, CELL_COUNT, NEIGHBOURS } from "./board.ts";
import { PER_MAN, PILLAR, STACK } from "./evaluate.ts";

export const STRIDE = 64;
export const WHITE = 0;
export const RED = 1;
/** `pillar[cell]`: none, or the side's number plus one. */
export const NO_PILLAR = 0;

export const ENTERING = 0;
export const MOVEMENT = 1;

/**
 * The longest line the board can play (plies); past it the undo arrays grow. The
 * entering stage lasts at most 30 turns and a search goes a few dozen plies deep, but a
 * whole game made on one position (the reference test) can run to hundreds.
 */
const INITIAL_PLIES = 256;

// Zobrist keys, two 32-bit halves each, fixed by a seed: a man of a colour at a level of
// a cell, a pillar of a side on a cell, a side's reserve count, the side to move, the
// stage, and the entering stage's last man.
const word = zobristWords(0x9111a5);
function keys(count: number): Int32Array {
  const table = new Int32Array(count * 2);
  for (let i = 0; i < table.length; i++) table[i] = word();
  return table;
}
const MAN_KEYS = keys(CELL_COUNT * STRIDE * 2);
const PILLAR_KEYS = keys(CELL_COUNT * 2);
const RESERVE_KEYS = keys(2 * (STRIDE + 1));
const TURN_KEYS = keys(1);
const MOVEMENT_KEYS = keys(1);
const LAST_KEYS = keys(CELL_COUNT);

/** The number of on-board neighbours of each cell: its capacity with no pillar about. */
const NEIGHBOUR_COUNT = Int32Array.from({ length: CELL_COUNT }, (_, cell) => NEIGHBOURS[cell].length);
/** `NEIGHBOUR_CELLS[cell * 4 + i]`, -1 past the cell's neighbours. */
export const NEIGHBOUR_CELLS = (() => {
  const table = new Int32Array(CELL_COUNT * 4).fill(-1);
  for (const cell of BOARD.cells) NEIGHBOURS[cell].forEach((next, i) => (table[cell * 4 + i] = next));
  return table;
})();

export class FastPillarsBoard {
  readonly men = new Uint8Array(CELL_COUNT * STRIDE);
  readonly height = new Int32Array(CELL_COUNT);
  readonly whites = new Int32Array(CELL_COUNT);
  readonly pillar = new Uint8Array(CELL_COUNT);
  /** 1 where a stack or a pillar stands: what blocks a pillar's move. */
  readonly occupied = new Uint8Array(CELL_COUNT);
  /** Each square's capacity now (ruling 1), kept as pillars come, go and move. */
  readonly capacity = Int32Array.from(NEIGHBOUR_COUNT);
  readonly reserves = new Int32Array(2);
  readonly out = new Int32Array(2);
  /** Stacks each side controls (its man on top). */
  readonly controlled = new Int32Array(2);
  pillarCount = 0;
  turn = WHITE;
  stage = ENTERING;
  /** The entering stage's last man, or -1 (before White's first man, and in the movement stage). */
  lastEntered = -1;
  /** The evaluation of the board alone (stacks and pillars), White's view; the reserves are added when asked. */
  boardScore = 0;
  hashHi = 0;
  hashLo = 0;
  /** Plies made since the position was set up: the index of the undo arrays. */
  ply = 0;

  // Undo, by ply: the entering stage's last man and stage before the move, and a capture's
  // stack (its height, 0 for none, its White men and its men in order).
  private undoLast = new Int32Array(INITIAL_PLIES);
  private undoStage = new Uint8Array(INITIAL_PLIES);
  private undoCaptureHeight = new Int32Array(INITIAL_PLIES);
  private undoCaptureWhites = new Int32Array(INITIAL_PLIES);
  private undoCaptureMen = new Uint8Array(INITIAL_PLIES * STRIDE);

  constructor() {
    this.hashReserve(WHITE);
    this.hashReserve(RED);
  }

  // --- the key and the evaluation, kept as cells change ---

  private toggle(keysTable: Int32Array, index: number): void {
    this.hashHi ^= keysTable[index * 2];
    this.hashLo ^= keysTable[index * 2 + 1];
  }

  private hashReserve(side: number): void {
    this.toggle(RESERVE_KEYS, side * (STRIDE + 1) + this.reserves[side]);
  }

  toggleTurn(): void {
    this.toggle(TURN_KEYS, 0);
  }

  toggleMovement(): void {
    this.toggle(MOVEMENT_KEYS, 0);
  }

  toggleLast(cell: number): void {
    if (cell >= 0) this.toggle(LAST_KEYS, cell);
  }

  /** Takes a cell's share out of the evaluation and the control counts, before it changes. */
  private leave(cell: number): void {
    const height = this.height[cell];
    if (height > 0) {
      const top = this.men[cell * STRIDE + height - 1];
      this.controlled[top]--;
      this.boardScore -= (top === WHITE ? 1 : -1) * (STACK + PER_MAN * height);
    }
    const pillar = this.pillar[cell];
    if (pillar !== NO_PILLAR) this.boardScore -= pillar === WHITE + 1 ? PILLAR : -PILLAR;
  }

  /** Puts a cell's share back in, after it changed. */
  private enter(cell: number): void {
    const height = this.height[cell];
    if (height > 0) {
      const top = this.men[cell * STRIDE + height - 1];
      this.controlled[top]++;
      this.boardScore += (top === WHITE ? 1 : -1) * (STACK + PER_MAN * height);
    }
    const pillar = this.pillar[cell];
    if (pillar !== NO_PILLAR) this.boardScore += pillar === WHITE + 1 ? PILLAR : -PILLAR;
  }

  setReserve(side: number, count: number): void {
    this.hashReserve(side);
    this.reserves[side] = count;
    this.hashReserve(side);
  }

  // --- the changes a turn is made of ---

  /** Puts a man of `side` on top of the stack on `cell` (an entered man; the cell holds no pillar). */
  pushMan(cell: number, side: number): void {
    this.leave(cell);
    const level = this.height[cell];
    this.men[cell * STRIDE + level] = side;
    this.toggle(MAN_KEYS, (cell * STRIDE + level) * 2 + side);
    this.height[cell] = level + 1;
    if (side === WHITE) this.whites[cell]++;
    this.occupied[cell] = 1;
    this.enter(cell);
  }

  /** Takes the top man off the stack on `cell` (an entered man taken back). */
  popMan(cell: number): void {
    this.leave(cell);
    const level = this.height[cell] - 1;
    const side = this.men[cell * STRIDE + level];
    this.toggle(MAN_KEYS, (cell * STRIDE + level) * 2 + side);
    this.height[cell] = level;
    if (side === WHITE) this.whites[cell]--;
    this.occupied[cell] = level > 0 ? 1 : 0;
    this.enter(cell);
  }

  /** Moves the top `count` men of `from` onto `to`, keeping their order (ruling 4). */
  moveMen(from: number, to: number, count: number): void {
    this.leave(from);
    this.leave(to);
    const fromBase = from * STRIDE + this.height[from] - count;
    const toBase = to * STRIDE + this.height[to];
    let whites = 0;
    for (let i = 0; i < count; i++) {
      const side = this.men[fromBase + i];
      this.men[toBase + i] = side;
      this.toggle(MAN_KEYS, (fromBase + i) * 2 + side);
      this.toggle(MAN_KEYS, (toBase + i) * 2 + side);
      whites += 1 - side;
    }
    this.height[from] -= count;
    this.whites[from] -= whites;
    this.height[to] += count;
    this.whites[to] += whites;
    this.occupied[from] = this.height[from] > 0 ? 1 : 0;
    this.occupied[to] = 1;
    this.enter(from);
    this.enter(to);
  }

  /** Puts (side + 1) or takes away (NO_PILLAR) a pillar on a cell with no stack; the neighbours' capacities follow. */
  private setPillar(cell: number, value: number): void {
    this.leave(cell);
    const before = this.pillar[cell];
    if (before !== NO_PILLAR) this.toggle(PILLAR_KEYS, cell * 2 + before - 1);
    if (value !== NO_PILLAR) this.toggle(PILLAR_KEYS, cell * 2 + value - 1);
    this.pillar[cell] = value;
    const change = (before === NO_PILLAR ? 0 : 1) - (value === NO_PILLAR ? 0 : 1);
    if (change !== 0) {
      this.pillarCount -= change;
      for (let i = cell * 4; i < cell * 4 + 4; i++) {
        const next = NEIGHBOUR_CELLS[i];
        if (next >= 0) this.capacity[next] += change;
      }
    }
    this.occupied[cell] = value !== NO_PILLAR || this.height[cell] > 0 ? 1 : 0;
    this.enter(cell);
  }

  placePillar(cell: number, side: number): void {
    this.setPillar(cell, side + 1);
  }

  movePillar(from: number, to: number): void {
    const value = this.pillar[from];
    this.setPillar(from, NO_PILLAR);
    this.setPillar(to, value);
  }

  /** Is the stack on `cell` bi-coloured and above its square's capacity (ruling 6)? */
  isOverloaded(cell: number): boolean {
    const height = this.height[cell];
    const whites = this.whites[cell];
    return height > this.capacity[cell] && whites > 0 && whites < height;
  }

  /**
   * Captures the stack on `cell` for `mover` (ruling 6): his men to his reserve, the
   * opponent's out of the game, his pillar on the square. The stack is kept for unmake.
   */
  capture(cell: number, mover: number): void {
    const height = this.height[cell];
    const whites = this.whites[cell];
    const ply = this.ply;
    this.undoCaptureHeight[ply] = height;
    this.undoCaptureWhites[ply] = whites;
    this.leave(cell);
    const base = cell * STRIDE;
    for (let level = 0; level < height; level++) {
      const side = this.men[base + level];
      this.undoCaptureMen[ply * STRIDE + level] = side;
      this.toggle(MAN_KEYS, (base + level) * 2 + side);
    }
    this.height[cell] = 0;
    this.whites[cell] = 0;
    this.enter(cell);
    const mine = mover === WHITE ? whites : height - whites;
    this.setReserve(mover, this.reserves[mover] + mine);
    this.out[1 - mover] += height - mine;
    this.setPillar(cell, mover + 1);
  }

  /** Takes back this ply's capture on `cell`, if there was one. */
  uncapture(cell: number, mover: number): void {
    const ply = this.ply;
    const height = this.undoCaptureHeight[ply];
    if (height === 0) return;
    const whites = this.undoCaptureWhites[ply];
    this.setPillar(cell, NO_PILLAR);
    this.leave(cell);
    const base = cell * STRIDE;
    for (let level = 0; level < height; level++) {
      const side = this.undoCaptureMen[ply * STRIDE + level];
      this.men[base + level] = side;
      this.toggle(MAN_KEYS, (base + level) * 2 + side);
    }
    this.height[cell] = height;
    this.whites[cell] = whites;
    this.occupied[cell] = 1;
    this.enter(cell);
    const mine = mover === WHITE ? whites : height - whites;
    this.setReserve(mover, this.reserves[mover] - mine);
    this.out[1 - mover] -= height - mine;
  }

  /** Records the stage and last man before this ply's move; clears its capture. */
  beginPly(): void {
    const ply = this.ply;
    if (ply === this.undoLast.length) this.growUndo();
    this.undoLast[ply] = this.lastEntered;
    this.undoStage[ply] = this.stage;
    this.undoCaptureHeight[ply] = 0;
  }

  /** The stage and last man this ply's move found (for unmake). */
  lastBefore(): number {
    return this.undoLast[this.ply];
  }

  stageBefore(): number {
    return this.undoStage[this.ply];
  }

  private growUndo(): void {
    const size = this.undoLast.length * 2;
    const grow = <T extends Int32Array | Uint8Array>(old: T, make: (n: number) => T, n: number): T => {
      const array = make(n);
      array.set(old);
      return array;
    };
    this.undoLast = grow(this.undoLast, (n) => new Int32Array(n), size);
    this.undoStage = grow(this.undoStage, (n) => new Uint8Array(n), size);
    this.undoCaptureHeight = grow(this.undoCaptureHeight, (n) => new Int32Array(n), size);
    this.undoCaptureWhites = grow(this.undoCaptureWhites, (n) => new Int32Array(n), size);
    this.undoCaptureMen = grow(this.undoCaptureMen, (n) => new Uint8Array(n), size * STRIDE);
  }
}
