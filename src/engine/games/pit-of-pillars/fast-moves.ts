/**
 * Pit of Pillars' fast move generator (issue 34): whole turns as integers, listed or
 * only counted on the fast board (fast-board.ts), exactly as the readable rules list
 * them (entering.ts, movement.ts, pillars.ts, movement-turn.ts).
 *
 * A turn is an int: bits 0-5 a cell (the first man, a stack's square), 6-11 a cell (the
 * second man, where a stack or a reserve man lands), 12-17 and 18-23 a pillar move's
 * squares, 24-25 the kind (ENTER_ONE, ENTER_TWO, STACK, RESERVE), bit 26 set when the
 * turn carries a pillar move.
 *
 * A movement turn is a compulsory part alone or with one pillar move, and the pillar
 * moves are judged on the board the part and its capture leave. That board differs
 * from the present one in at most two squares: the stack's square, vacated when the
 * whole stack moves, and the landing square, occupied afterwards (by the stack or the
 * capture's pillar). So the mover's pillars' rays are measured once per position, and
 * for each part only the rays through those two squares are measured again (plus the
 * new pillar's own rays after a capture): counting at the last ply never lists the
 * thousands of turns.
 */
import { KING_STEPS, ORTHOGONAL } from "../../geometry/grid.ts";
import { rayTable } from "../../geometry/step-tables.ts";
import { BOARD, CELL_COUNT, squareName } from "./board.ts";
import type { FastPillarsBoard } from "./fast-board.ts";
import { ENTERING, NEIGHBOUR_CELLS, STRIDE, WHITE } from "./fast-board.ts";

// The kinds, in place (bits 24-25), so a turn is the kind ORed with its cells.
export const ENTER_ONE = 0;
export const ENTER_TWO = 1 << 24;
export const STACK_MOVE = 2 << 24;
export const RESERVE_ENTRY = 3 << 24;
const KIND_BITS = 3 << 24;
export const WITH_PILLAR = 1 << 26;

export const moveKind = (move: number): number => move & KIND_BITS;
export const cellA = (move: number): number => move & 63;
export const cellB = (move: number): number => (move >>> 6) & 63;
export const pillarFrom = (move: number): number => (move >>> 12) & 63;
export const pillarTo = (move: number): number => (move >>> 18) & 63;

/** Men a stack move takes: the squares it goes (orthogonal, so files plus ranks apart). */
export function stackDistance(from: number, to: number): number {
  return Math.abs((from & 7) - (to & 7)) + Math.abs((from >> 3) - (to >> 3));
}

/** The turn's canonical text, as the readable rules' `makeMove` writes it. */
export function moveText(move: number): string {
  const a = squareName(cellA(move));
  const b = squareName(cellB(move));
  let text: string;
  switch (moveKind(move)) {
    case ENTER_ONE:
      return a;
    case ENTER_TWO:
      return `${a},${b}`;
    case STACK_MOVE:
      text = `${a}-${b}`;
      break;
    default:
      text = `@${b}`;
  }
  return (move & WITH_PILLAR) === 0 ? text : `${text}/P${squareName(pillarFrom(move))}-${squareName(pillarTo(move))}`;
}

const STACK_RAYS = rayTable(BOARD, ORTHOGONAL);
const PILLAR_RAYS = rayTable(BOARD, KING_STEPS);
const DIRECTIONS = KING_STEPS.length;

/** `RAY_OF[pillar * CELL_COUNT + cell]`: the direction of the queen ray from `pillar` through `cell`, or -1. */
const RAY_OF = (() => {
  const table = new Int8Array(CELL_COUNT * CELL_COUNT).fill(-1);
  for (const from of BOARD.cells) {
    for (let d = 0; d < DIRECTIONS; d++) {
      for (let i = PILLAR_RAYS.start[from] + rayStart(from, d); PILLAR_RAYS.cells[i] >= 0; i++) table[from * CELL_COUNT + PILLAR_RAYS.cells[i]] = d;
    }
  }
  return table;
})();

/** Offset of direction `d`'s ray within `cell`'s rays in a ray table (each ray ends with -1). */
function rayStart(cell: number, d: number): number {
  let i = PILLAR_RAYS.start[cell];
  for (let k = 0; k < d; k++) while (PILLAR_RAYS.cells[i++] >= 0);
  return i - PILLAR_RAYS.start[cell];
}

/** `PILLAR_RAY_START[cell * 8 + d]`: where direction d's ray of `cell` begins in PILLAR_RAYS.cells. */
const PILLAR_RAY_START = (() => {
  const table = new Int32Array(CELL_COUNT * DIRECTIONS);
  for (const cell of BOARD.cells) for (let d = 0; d < DIRECTIONS; d++) table[cell * DIRECTIONS + d] = PILLAR_RAYS.start[cell] + rayStart(cell, d);
  return table;
})();

/** The vacant squares along a ray before the first occupied one. */
function runLength(occupied: Uint8Array, start: number): number {
  const cells = PILLAR_RAYS.cells;
  let i = start;
  while (cells[i] >= 0 && occupied[cells[i]] === 0) i++;
  return i - start;
}

/** A ply's move list, owned by the position and reused at that ply (FastMoveList, writable). */
export interface MoveBuffer {
  list: Int32Array;
  count: number;
}

/** Lists and counts turns on one board; its scratch arrays are reused at every node. */
export class FastPillarsMoves {
  /** The mover's pillars and each one's ray lengths (run of vacant squares) on the present board. */
  private readonly pillars = new Int32Array(CELL_COUNT);
  private pillarTotal = 0;
  private readonly runs = new Int32Array(CELL_COUNT * DIRECTIONS);
  private baseRuns = 0;
  private readonly open = new Uint8Array(CELL_COUNT);
  private list: Int32Array = new Int32Array(0);
  private count = 0;
  private readonly board: FastPillarsBoard;

  constructor(board: FastPillarsBoard) {
    this.board = board;
  }

  /** Writes the legal turns into `into.list` (a larger array replaces it when needed) and sets `into.count`. */
  generate(into: MoveBuffer): void {
    this.list = into.list;
    this.count = 0;
    this.walk(true);
    into.list = this.list;
    into.count = this.count;
  }

  /** The number of legal turns, without listing them. */
  countOnly(): number {
    return this.walk(false);
  }

  private push(move: number): void {
    if (this.count === this.list.length) {
      const grown = new Int32Array(Math.max(64, this.list.length * 2));
      grown.set(this.list);
      this.list = grown;
    }
    this.list[this.count++] = move;
  }

  private walk(listing: boolean): number {
    const board = this.board;
    if (board.stage === ENTERING) return this.entering(listing);
    const mover = board.turn;
    // The game is over when the mover controls no stack (ruling 7); no compulsory part lists nothing either.
    if (board.controlled[mover] === 0) return 0;
    this.measurePillars(mover);
    let total = 0;
    const { height, men, pillar } = board;
    for (const from of BOARD.cells) {
      const fromHeight = height[from];
      if (fromHeight === 0 || men[from * STRIDE + fromHeight - 1] !== mover) continue;
      for (let d = 0, ray = STACK_RAYS.start[from]; d < 4; d++, ray++) {
        let movedWhites = 0;
        for (let distance = 1; STACK_RAYS.cells[ray] >= 0; distance++, ray++) {
          const to = STACK_RAYS.cells[ray];
          if (distance > fromHeight || pillar[to] !== 0) {
            while (STACK_RAYS.cells[ray] >= 0) ray++;
            break;
          }
          movedWhites += 1 - men[from * STRIDE + fromHeight - distance];
          total += this.part(listing, STACK_MOVE | from | (to << 6), distance === fromHeight ? from : -1, to, distance, movedWhites);
        }
      }
    }
    if (board.reserves[mover] > 0) {
      const whiteMan = mover === WHITE ? 1 : 0;
      for (const to of BOARD.cells) if (pillar[to] === 0) total += this.part(listing, RESERVE_ENTRY | (to << 6), -1, to, 1, whiteMan);
    }
    return total;
  }

  /** Finds the mover's pillars and the length of each of their rays on the present board. */
  private measurePillars(mover: number): void {
    const { pillar, occupied } = this.board;
    let n = 0;
    let sum = 0;
    for (const cell of BOARD.cells) {
      if (pillar[cell] !== mover + 1) continue;
      for (let d = 0; d < DIRECTIONS; d++) {
        const run = runLength(occupied, PILLAR_RAY_START[cell * DIRECTIONS + d]);
        this.runs[n * DIRECTIONS + d] = run;
        sum += run;
      }
      this.pillars[n++] = cell;
    }
    this.pillarTotal = n;
    this.baseRuns = sum;
  }

  /**
   * One compulsory part: `vacated` the square left empty (-1 if none), `to` the square
   * that receives `count` men, `movedWhites` of them White. Counts (and lists) the part
   * alone and with each pillar move on the board it leaves.
   */
  private part(listing: boolean, move: number, vacated: number, to: number, count: number, movedWhites: number): number {
    const board = this.board;
    const { occupied } = board;
    const height = board.height[to] + count;
    const whites = board.whites[to] + movedWhites;
    const captures = height > board.capacity[to] && whites > 0 && whites < height;
    const toWasOccupied = occupied[to];
    if (vacated >= 0) occupied[vacated] = 0;
    occupied[to] = 1;
    let total = 1;
    if (listing) {
      this.push(move);
      for (let p = 0; p < this.pillarTotal; p++) this.listPillar(move, this.pillars[p]);
      if (captures) this.listPillar(move, to);
    } else {
      total += this.baseRuns;
      for (let p = 0; p < this.pillarTotal; p++) {
        const at = this.pillars[p] * CELL_COUNT;
        const dTo = toWasOccupied === 0 ? RAY_OF[at + to] : -1;
        const dFrom = vacated >= 0 ? RAY_OF[at + vacated] : -1;
        if (dTo >= 0) total += runLength(occupied, PILLAR_RAY_START[this.pillars[p] * DIRECTIONS + dTo]) - this.runs[p * DIRECTIONS + dTo];
        if (dFrom >= 0 && dFrom !== dTo) total += runLength(occupied, PILLAR_RAY_START[this.pillars[p] * DIRECTIONS + dFrom]) - this.runs[p * DIRECTIONS + dFrom];
      }
      if (captures) for (let d = 0; d < DIRECTIONS; d++) total += runLength(occupied, PILLAR_RAY_START[to * DIRECTIONS + d]);
    }
    occupied[to] = toWasOccupied;
    if (vacated >= 0) occupied[vacated] = 1;
    return total;
  }

  /** Lists `move` with each move of the pillar on `from` through vacant squares. */
  private listPillar(move: number, from: number): void {
    const { occupied } = this.board;
    const cells = PILLAR_RAYS.cells;
    const withFrom = move | WITH_PILLAR | (from << 12);
    for (let d = 0; d < DIRECTIONS; d++) {
      for (let i = PILLAR_RAY_START[from * DIRECTIONS + d]; cells[i] >= 0 && occupied[cells[i]] === 0; i++) this.push(withFrom | (cells[i] << 18));
    }
  }

  /**
   * The entering stage (ruling 3): White's first man anywhere; then a first man next to
   * the opponent's last and a second on a square whose neighbours are all vacant, the
   * first man counting; only when no first square leaves room, the first man alone.
   */
  private entering(listing: boolean): number {
    const board = this.board;
    const { occupied } = board;
    const last = board.lastEntered;
    if (last < 0) {
      for (const cell of BOARD.cells) if (listing) this.push(ENTER_ONE | cell);
      return BOARD.cells.length;
    }
    // The squares open for a second man before the first stands.
    let openCount = 0;
    for (const cell of BOARD.cells) {
      let open = occupied[cell] === 0 ? 1 : 0;
      for (let i = cell * 4; open === 1 && i < cell * 4 + 4; i++) if (NEIGHBOUR_CELLS[i] >= 0 && occupied[NEIGHBOUR_CELLS[i]] !== 0) open = 0;
      this.open[cell] = open;
      openCount += open;
    }
    let full = 0;
    let firsts = 0;
    for (let n = last * 4; n < last * 4 + 4; n++) {
      const first = NEIGHBOUR_CELLS[n];
      if (first < 0 || occupied[first] !== 0) continue;
      firsts++;
      // The first man closes its own square and its neighbours to the second.
      let closed = this.open[first];
      for (let i = first * 4; i < first * 4 + 4; i++) if (NEIGHBOUR_CELLS[i] >= 0) closed += this.open[NEIGHBOUR_CELLS[i]];
      full += openCount - closed;
      if (listing && openCount > closed) this.listSeconds(first);
    }
    if (full > 0) return full;
    if (listing) {
      for (let n = last * 4; n < last * 4 + 4; n++) {
        const first = NEIGHBOUR_CELLS[n];
        if (first >= 0 && occupied[first] === 0) this.push(ENTER_ONE | first);
      }
    }
    return firsts;
  }

  private listSeconds(first: number): void {
    for (const cell of BOARD.cells) {
      if (this.open[cell] === 0 || cell === first) continue;
      let touches = false;
      for (let i = first * 4; i < first * 4 + 4; i++) if (NEIGHBOUR_CELLS[i] === cell) touches = true;
      if (!touches) this.push(ENTER_TWO | first | (cell << 6));
    }
  }
}
