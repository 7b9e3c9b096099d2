/**
 * Ben39's fast board (issue 34): the whole position in one Int32Array (cells, both hands,
 * the movable squares, the winner, the turn), changed only through `set`, which logs the
 * old value for unmake and keeps a Zobrist key (two 32-bit halves) up to date. Every move
 * kind of Ben39 (steps, teleports, rotations, drops, movable squares) is a handful of
 * such writes, so one undo log serves them all and unmake cannot forget a field.
 * The readable rules (moves.ts, draft.ts) stay the reference; fast-moves.ts generates.
 */
import type { Side } from "../../types.ts";
import { stepTable } from "../../geometry/step-tables.ts";
import { CYCLE, geometryOf, LATTICE } from "./board.ts";
import { lastRank } from "./draft.ts";
import { FARTHEST, VALUES as PIECE_VALUES } from "./evaluate.ts";
import { HAND_KINDS, pieceOf, type Hand, type HandKind, type Kind, type Piece } from "./pieces.ts";
import type { Ben39State } from "./state.ts";

export const CELLS = 225;
/** Piece codes: kind in the low four bits, 16 for Black; 0 is empty. A castle is C (next step orthogonal) or D (diagonal). */
export const K = 1, Q = 2, R = 3, B = 4, N = 5, G = 6, S = 7, P = 8, X = 9, I = 10, W = 11, Z = 12, C = 13, D = 14;
export const BLACK = 16;
const KIND_LETTERS = ["", "K", "Q", "R", "B", "N", "G", "S", "P", "X", "I", "W", "Z", "C", "C"] as const;
/** A code's kind (1-14), and its side (0 White, 16 Black). */
export const kindOf = (code: number): number => code & 15;

/** Slots of the position array past the cells: 11 hand counts per side (HAND_KINDS order), movable pair, winner, turn. */
export const HAND = CELLS; // White's hand at HAND + h, Black's at HAND + 11 + h
export const MOVABLE = HAND + 22; // lower, then higher cycle position
export const WINNER = MOVABLE + 2; // 0 none, 1 White, 2 Black
export const TURN = WINNER + 1; // 0 White, 1 Black
export const SLOTS = TURN + 1;
/** Values a slot may hold are below this (codes up to 30, hand counts up to 10, cycle positions up to 7). */
const VALUES = 32;

/** Hand index (HAND_KINDS order) of a kind code going to hand: a queen as a pawn, a castle of either state as C; -1 for the king. */
export const HAND_INDEX = Int8Array.from([-1, -1, 5, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10]);
/** The kind code of each hand index (a castle dropped as C or D is chosen by the move). */
export const HAND_CODE = Int8Array.from([R, B, N, G, S, P, X, I, W, Z, C]);
export const HAND_SQUARE_KINDS = 6; // R B N G S P come first in HAND_KINDS

/** Lattice steps: 0-3 orthogonal, 4-7 diagonal (two lattice cells a step: squares and intersections alternate). */
export const DIR8 = stepTable(LATTICE, [[2, 0], [-2, 0], [0, 2], [0, -2], [2, 2], [2, -2], [-2, 2], [-2, -2]]);
/** The knightrider's and the spider's leaps. */
export const LEAP8 = stepTable(LATTICE, [[2, 4], [4, 2], [4, -2], [2, -4], [-2, -4], [-4, -2], [-4, 2], [-2, 4]]);
/** A square's four corners, or an intersection's four squares: NW, NE, SE, SW (clockwise as seen from above). */
export const AROUND = stepTable(LATTICE, [[-1, 1], [1, 1], [1, -1], [-1, -1]]);
export const RANK = Int8Array.from({ length: CELLS }, (_, cell) => Math.floor(cell / 15) + 1);
export const FILE = Int8Array.from({ length: CELLS }, (_, cell) => (cell % 15) + 1);

/** What exists for one placement of the movable squares, as flat tables. */
export interface FastGeometry {
  readonly square: Uint8Array;
  readonly point: Uint8Array;
  readonly squares: Int32Array;
  readonly points: Int32Array;
  /** `link[point * 8 + d]`: the segment or diagonal from `point` in DIR8 direction d exists. */
  readonly link: Uint8Array;
  /** `couldMove[(h * 2 + side) * 225 + square]`: a square piece of hand index h (< 6) dropped there could ever move (rulings 5, 11). */
  readonly couldMove: Uint8Array;
}

const geometries: (FastGeometry | undefined)[] = new Array(64);

/** The tables for movable squares at cycle positions lo < hi. */
export function fastGeometry(lo: number, hi: number): FastGeometry {
  const found = geometries[lo * 8 + hi];
  if (found) return found;
  const geo = geometryOf(lo, hi);
  const link = new Uint8Array(CELLS * 8);
  for (const point of geo.points) {
    for (let d = 0; d < 8; d++) {
      const to = DIR8[point * 8 + d];
      if (to >= 0 && geo.link(point, to)) link[point * 8 + d] = 1;
    }
  }
  // which steps show that a piece could move (moves.ts couldMove): pawn forward, generals' steps, riders' first steps
  const isSquare = (cell: number) => cell >= 0 && geo.square[cell] === 1;
  const anyDir = (cell: number, dirs: readonly number[]) => dirs.some((d) => isSquare(DIR8[cell * 8 + d]));
  const couldMove = new Uint8Array(HAND_SQUARE_KINDS * 2 * CELLS);
  for (const cell of geo.squares) {
    for (let side = 0; side < 2; side++) {
      const forward = side === 0 ? 2 : 3;
      const forwardDiagonals = side === 0 ? [4, 6] : [5, 7];
      const answers = [
        anyDir(cell, [0, 1, 2, 3]), // R
        anyDir(cell, [0, 1, 2, 3, 4, 5, 6, 7]), // B
        [0, 1, 2, 3, 4, 5, 6, 7].some((k) => isSquare(LEAP8[cell * 8 + k])), // N
        anyDir(cell, [0, 1, 2, 3, ...forwardDiagonals]), // G
        anyDir(cell, [4, 5, 6, 7, forward]), // S
        anyDir(cell, [forward]), // P
      ];
      answers.forEach((yes, h) => (couldMove[(h * 2 + side) * CELLS + cell] = yes ? 1 : 0));
    }
  }
  const made: FastGeometry = {
    square: geo.square, point: geo.point, squares: Int32Array.from(geo.squares), points: Int32Array.from(geo.points), link, couldMove,
  };
  geometries[lo * 8 + hi] = made;
  return made;
}

/** Zobrist numbers per slot and value, two 32-bit halves, from a fixed seed so keys are the same in every process. */
const ZOBRIST_HI = new Int32Array(SLOTS * VALUES);
const ZOBRIST_LO = new Int32Array(SLOTS * VALUES);
{
  let seed = 0x9e3779b9 | 0;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return seed | 0;
  };
  for (let i = 0; i < SLOTS * VALUES; i++) {
    ZOBRIST_HI[i] = next();
    ZOBRIST_LO[i] = next();
  }
}

/** The numbers a ply's frame keeps: log length, key halves, material, two kings, two approach sums. */
const FRAME = 8;

function grow(array: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}

/** Every place a square may be (file and rank even): pieces stand only there. */
const SQUARE_LOCATIONS = Int32Array.from({ length: 49 }, (_, i) => (2 * Math.floor(i / 7) + 1) * 15 + 2 * (i % 7) + 1);

/** Whether a code is a square piece (K to P). */
const isSquarePiece = (code: number): boolean => code !== 0 && (code & 15) <= P;

/** Each square piece kind's value (evaluate.ts VALUES; kings and line pieces 0). */
export const KIND_VALUE = Int32Array.from({ length: 16 }, (_, kind) => (kind === 0 || kind > P ? 0 : (PIECE_VALUES[KIND_LETTERS[kind] as Kind] ?? 0)));
/** How many squares apart two cells are as a king walks (evaluate.ts squaresApart), `[a * 225 + b]`, for squares. */
export const SQUARES_APART = Int8Array.from({ length: CELLS * CELLS }, (_, i) => {
  const a = Math.floor(i / CELLS), b = i % CELLS;
  return Math.max(Math.abs(FILE[a] - FILE[b]), Math.abs(RANK[a] - RANK[b])) / 2;
});

/** The last rank of each side (index 0 White, 1 Black), for promotion on arrival (ruling 15). */
const LAST_RANK = [lastRank("white"), lastRank("black")];

export class FastBoard {
  readonly mem = new Int32Array(SLOTS);
  hashHi = 0;
  hashLo = 0;
  /** The undo log: slot, old value, pairs; `plyStart[ply]` is where a ply's writes begin. */
  /** The undo log: slot, old value, pairs. */
  private log = new Int32Array(1024);
  private logLength = 0;
  /** Per ply, what a move's undo restores besides the log: FRAME numbers (see `begin`). */
  private frames = new Int32Array(FRAME * 64);
  ply = 0;
  /**
   * The evaluation's board sums (evaluate.ts), kept by `set`: the square pieces' material
   * (White's minus Black's, kings aside), each king's square (-1: none), and per side the
   * sum of FARTHEST minus its pieces' distances to the enemy king (0 without one).
   */
  material = 0;
  readonly kings = Int32Array.of(-1, -1);
  readonly approach = Int32Array.of(0, 0);

  constructor(state: Ben39State) {
    const mem = this.mem;
    state.cells.forEach((piece, cell) => (mem[cell] = piece ? codeOf(piece) : 0));
    HAND_KINDS.forEach((kind, h) => {
      mem[HAND + h] = state.hands.white[kind];
      mem[HAND + 11 + h] = state.hands.black[kind];
    });
    mem[MOVABLE] = state.movable[0];
    mem[MOVABLE + 1] = state.movable[1];
    mem[WINNER] = state.winner === "white" ? 1 : state.winner === "black" ? 2 : 0;
    mem[TURN] = state.turn === "white" ? 0 : 1;
    for (let slot = 0; slot < SLOTS; slot++) {
      this.hashHi ^= ZOBRIST_HI[slot * VALUES + mem[slot]];
      this.hashLo ^= ZOBRIST_LO[slot * VALUES + mem[slot]];
    }
    for (let cell = 0; cell < CELLS; cell++) {
      const code = mem[cell];
      if (!isSquarePiece(code)) continue;
      if ((code & 15) === K) this.kings[code >> 4] = cell;
      else this.material += code & BLACK ? -KIND_VALUE[code & 15] : KIND_VALUE[code & 15];
    }
    this.approach[0] = this.countApproach(0);
    this.approach[1] = this.countApproach(1);
  }

  /** Writes a slot, logging the old value and updating the key and the evaluation's sums. */
  set(slot: number, value: number): void {
    const old = this.mem[slot];
    if (this.logLength + 2 > this.log.length) this.log = grow(this.log);
    this.log[this.logLength++] = slot;
    this.log[this.logLength++] = old;
    this.hashHi ^= ZOBRIST_HI[slot * VALUES + old] ^ ZOBRIST_HI[slot * VALUES + value];
    this.hashLo ^= ZOBRIST_LO[slot * VALUES + old] ^ ZOBRIST_LO[slot * VALUES + value];
    this.mem[slot] = value;
    if (slot < CELLS) {
      if (isSquarePiece(old)) this.lift(slot, old);
      if (isSquarePiece(value)) this.place(slot, value);
    }
  }

  private place(cell: number, code: number): void {
    const side = code >> 4;
    if ((code & 15) === K) {
      this.kings[side] = cell;
      this.approach[side ^ 1] = this.countApproach(side ^ 1);
      return;
    }
    this.material += side === 0 ? KIND_VALUE[code & 15] : -KIND_VALUE[code & 15];
    const king = this.kings[side ^ 1];
    if (king >= 0) this.approach[side] += FARTHEST - SQUARES_APART[cell * CELLS + king];
  }

  private lift(cell: number, code: number): void {
    const side = code >> 4;
    if ((code & 15) === K) {
      this.kings[side] = -1;
      this.approach[side ^ 1] = 0;
      return;
    }
    this.material -= side === 0 ? KIND_VALUE[code & 15] : -KIND_VALUE[code & 15];
    const king = this.kings[side ^ 1];
    if (king >= 0) this.approach[side] -= FARTHEST - SQUARES_APART[cell * CELLS + king];
  }

  /**
   * `side`'s approach sum counted afresh over every square location (a king arrives
   * rarely; mid-move a piece may stand where the movable squares' new geometry has a
   * square, so the locations, not one geometry's squares, are walked).
   */
  private countApproach(side: number): number {
    const king = this.kings[side ^ 1];
    if (king < 0) return 0;
    let sum = 0;
    for (let i = 0; i < SQUARE_LOCATIONS.length; i++) {
      const cell = SQUARE_LOCATIONS[i];
      const code = this.mem[cell];
      if (code !== 0 && code >> 4 === side && (code & 15) !== K) sum += FARTHEST - SQUARES_APART[cell * CELLS + king];
    }
    return sum;
  }

  /** Starts a move: what follows is undone by `undo`. */
  begin(): void {
    if ((this.ply + 1) * FRAME > this.frames.length) this.frames = grow(this.frames);
    const frame = this.frames;
    const at = this.ply * FRAME;
    frame[at] = this.logLength;
    frame[at + 1] = this.hashHi;
    frame[at + 2] = this.hashLo;
    frame[at + 3] = this.material;
    frame[at + 4] = this.kings[0];
    frame[at + 5] = this.kings[1];
    frame[at + 6] = this.approach[0];
    frame[at + 7] = this.approach[1];
    this.ply++;
  }

  /** Ends a move: the other side to move (draft.ts finish). */
  finish(): void {
    this.set(TURN, this.mem[TURN] ^ 1);
  }

  undo(): void {
    this.ply--;
    const frame = this.frames;
    const at = this.ply * FRAME;
    const start = frame[at];
    const log = this.log;
    const mem = this.mem;
    for (let i = this.logLength - 2; i >= start; i -= 2) mem[log[i]] = log[i + 1];
    this.logLength = start;
    this.hashHi = frame[at + 1];
    this.hashLo = frame[at + 2];
    this.material = frame[at + 3];
    this.kings[0] = frame[at + 4];
    this.kings[1] = frame[at + 5];
    this.approach[0] = frame[at + 6];
    this.approach[1] = frame[at + 7];
  }

  /** A square piece arrives on a square: a pawn on its last rank becomes a queen (draft.ts arrive). */
  arrive(cell: number, code: number): void {
    if ((code & 15) === P && RANK[cell] === LAST_RANK[code >> 4]) code = Q | (code & BLACK);
    this.set(cell, code);
  }

  /** A piece goes to `owner`'s hand (0 White, 1 Black); a king taken ends the game (draft.ts toHand). */
  toHand(owner: number, code: number): void {
    const h = HAND_INDEX[code & 15];
    if (h < 0) this.set(WINNER, owner + 1);
    else this.set(HAND + owner * 11 + h, this.mem[HAND + owner * 11 + h] + 1);
  }

  /** The readable state this board stands for (tests and messages). */
  toState(): Ben39State {
    const mem = this.mem;
    const cells: (Piece | undefined)[] = [];
    for (let cell = 0; cell < CELLS; cell++) cells.push(mem[cell] ? pieceOfCode(mem[cell]) : undefined);
    const hand = (side: number): Hand => Object.fromEntries(HAND_KINDS.map((kind, h) => [kind, mem[HAND + side * 11 + h]])) as Record<HandKind, number>;
    const state: Ben39State = { cells, movable: [mem[MOVABLE], mem[MOVABLE + 1]], hands: { white: hand(0), black: hand(1) }, turn: mem[TURN] ? "black" : "white" };
    return mem[WINNER] ? { ...state, winner: mem[WINNER] === 1 ? "white" : "black" } : state;
  }
}

export function codeOf(piece: Piece): number {
  const kind = piece.kind === "C" && piece.next === "d" ? D : KIND_LETTERS.indexOf(piece.kind as never);
  return kind | (piece.side === "black" ? BLACK : 0);
}

export function pieceOfCode(code: number): Piece {
  const side: Side = code & BLACK ? "black" : "white";
  const kind = code & 15;
  return pieceOf(side, KIND_LETTERS[kind] as Kind, kind === D ? "d" : "o");
}

export function letterOfKind(kind: number): string {
  return KIND_LETTERS[kind];
}

export { CYCLE };
