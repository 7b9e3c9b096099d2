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

/** The last rank of each side (index 0 White, 1 Black), for promotion on arrival (ruling 15). */
const LAST_RANK = [lastRank("white"), lastRank("black")];

export class FastBoard {
  readonly mem = new Int32Array(SLOTS);
  hashHi = 0;
  hashLo = 0;
  /** The undo log: slot, old value, pairs; `plyStart[ply]` is where a ply's writes begin. */
  private log: number[] = [];
  private readonly plyStart: number[] = [];
  private readonly savedHi: number[] = [];
  private readonly savedLo: number[] = [];
  ply = 0;

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
  }

  /** Writes a slot, logging the old value and updating the key. */
  set(slot: number, value: number): void {
    const old = this.mem[slot];
    this.log.push(slot, old);
    this.hashHi ^= ZOBRIST_HI[slot * VALUES + old] ^ ZOBRIST_HI[slot * VALUES + value];
    this.hashLo ^= ZOBRIST_LO[slot * VALUES + old] ^ ZOBRIST_LO[slot * VALUES + value];
    this.mem[slot] = value;
  }

  /** Starts a move: what follows is undone by `undo`. */
  begin(): void {
    this.plyStart[this.ply] = this.log.length;
    this.savedHi[this.ply] = this.hashHi;
    this.savedLo[this.ply] = this.hashLo;
    this.ply++;
  }

  /** Ends a move: the other side to move (draft.ts finish). */
  finish(): void {
    this.set(TURN, this.mem[TURN] ^ 1);
  }

  undo(): void {
    this.ply--;
    const start = this.plyStart[this.ply];
    const log = this.log;
    const mem = this.mem;
    for (let i = log.length - 2; i >= start; i -= 2) mem[log[i]] = log[i + 1];
    log.length = start;
    this.hashHi = this.savedHi[this.ply];
    this.hashLo = this.savedLo[this.ply];
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
