/**
 * In The Bin's fast board (issue 34): one mutable board of the readable rules' piece
 * numbers (pieces.ts: 1-8 White's K Q R B N M F W, 9-16 Black's), the bin's counts, the
 * board's Zobrist hash (zobrist.ts's keys, XORed in place) and the history of boards and
 * bins (fast-history.ts), with make/unmake and a generator that lists, counts or finds
 * the first legal move. The readable rules (moves.ts, apply.ts) stay the reference:
 * test/engine/in-the-bin/fast-position.test.ts holds the two together move for move.
 *
 * Moves are numbers: bits 0-6 the cell left (board moves), 7-13 the cell reached (or the
 * hot spot selected onto), 14-18 the piece captured (0 none), 19-23 the piece moved or
 * selected, 24-25 the type (0 a board move, 1 a selection, 2 the push).
 */
import { HOT_SPOTS, isHotSpot } from "./board.ts";
import {
  ALIGNED, BISHOP, CELLS, DIAGONAL_RAYS, FERZ, FERZ_LEAPS, isAttacked, KING, KING_LEAPS, KNIGHT, KNIGHT_LEAPS, KNIGHT_RAYS,
  NIGHTRIDER, ORTHOGONAL_RAYS, QUEEN, ROOK, WAZIR_LEAPS,
} from "./fast-attacks.ts";
import { BIN_RADIX, BoardHashSet, BIN_CODES } from "./fast-history.ts";
import { HI, LO } from "./zobrist.ts";

export const SELECTION = 1 << 24;
export const PUSH = 2 << 24;
export const moveFrom = (move: number): number => move & 127;
export const moveTo = (move: number): number => (move >> 7) & 127;
export const moveCaptured = (move: number): number => (move >> 14) & 31;
export const movePiece = (move: number): number => (move >> 19) & 31;
export const moveType = (move: number): number => move & (3 << 24);

/** Each side's hot spots (0 White, 1 Black), and every hot spot (kings may not step there). */
const SPOTS = [Int32Array.from(HOT_SPOTS.white), Int32Array.from(HOT_SPOTS.black)];
const HOT = Uint8Array.from({ length: CELLS }, (_, cell) => (isHotSpot(cell) ? 1 : 0));

/** What the generator does with each legal move. */
const LIST = 0, COUNT = 1, ANY = 2;
const MAX_MOVES = 1024;

export class InTheBinFastBoard {
  readonly board = new Uint8Array(CELLS);
  /** The bin's counts, BIN_KINDS order. */
  readonly bin = new Int32Array(7);
  /** 0 White, 1 Black. */
  turn = 0;
  extra = false;
  hashHi = 0;
  hashLo = 0;
  binCode = 0;
  readonly kings = new Int32Array(2);
  /** How many of each piece (by number) stand on the board: the attack test skips kinds that are absent. */
  readonly counts = new Int32Array(17);
  /** Each side's occupied cells as bits, three 32-bit words a side (cells 0-80): the generator visits only these. */
  private readonly occupied = new Int32Array(6);
  readonly boards = new BoardHashSet();
  readonly bins = new Uint8Array(BIN_CODES);
  ply = 0;
  private readonly lists: Int32Array[] = [];
  private undoTurn: Uint8Array = new Uint8Array(256);
  private undoExtra: Uint8Array = new Uint8Array(256);
  private undoPushed: Uint8Array = new Uint8Array(256 * 3);
  // the generator's scratch, set once per call
  private mode = LIST;
  private out: Int32Array = new Int32Array(0);
  private found = 0;
  private inCheck = false;

  /** The list owned by the current ply. */
  listOfPly(): Int32Array {
    while (this.lists.length <= this.ply) this.lists.push(new Int32Array(MAX_MOVES));
    return this.lists[this.ply];
  }

  legalMoves(): number {
    return this.generate(LIST, this.listOfPly());
  }

  countLegalMoves(): number {
    return this.generate(COUNT, this.out);
  }

  hasLegalMove(): boolean {
    return this.generate(ANY, this.out) > 0;
  }

  /** Whether the side `side` (0 White, 1 Black) has its king attacked. */
  kingAttacked(side: number): boolean {
    return this.attacked(this.kings[side], side === 0 ? 8 : 0);
  }

  /** Whether `cell` is attacked by the side whose pieces are `base` + 1..8. */
  attacked(cell: number, base: number): boolean {
    return isAttacked(this.board, this.counts, this.kings, cell, base);
  }

  /**
   * Every legal move of the side to move, into `out` (LIST), counted (COUNT), or up to the
   * first (ANY); returns how many. Rules 7-9 are applied to each candidate: the bin-state
   * rule (captures, selections, the push), the board-state rule, the mover's king safety.
   */
  private generate(mode: number, out: Int32Array): number {
    this.mode = mode;
    this.out = out;
    this.found = 0;
    const turn = this.turn;
    this.inCheck = this.kingAttacked(turn);
    if (this.selections() || this.push()) return this.found;
    const board = this.board;
    const base = turn * 8;
    for (let word = 0; word < 3; word++) {
      for (let bits = this.occupied[turn * 3 + word]; bits !== 0; ) {
        const low = bits & -bits;
        bits ^= low;
        const from = word * 32 + 31 - Math.clz32(low);
        if (this.pieceMoves(from, board[from], base)) return this.found;
      }
    }
    return this.found;
  }

  /** The legal moves of the mover's piece on `from`; true when the generator should stop. */
  private pieceMoves(from: number, piece: number, base: number): boolean {
    switch (piece - base) {
      case KING: return this.leaps(from, piece, KING_LEAPS.start, KING_LEAPS.cells, true);
      case QUEEN: return this.rides(from, piece, ORTHOGONAL_RAYS.start, ORTHOGONAL_RAYS.cells, 4) || this.rides(from, piece, DIAGONAL_RAYS.start, DIAGONAL_RAYS.cells, 4);
      case ROOK: return this.rides(from, piece, ORTHOGONAL_RAYS.start, ORTHOGONAL_RAYS.cells, 4);
      case BISHOP: return this.rides(from, piece, DIAGONAL_RAYS.start, DIAGONAL_RAYS.cells, 4);
      case KNIGHT: return this.leaps(from, piece, KNIGHT_LEAPS.start, KNIGHT_LEAPS.cells, false);
      case NIGHTRIDER: return this.rides(from, piece, KNIGHT_RAYS.start, KNIGHT_RAYS.cells, 8);
      case FERZ: return this.leaps(from, piece, FERZ_LEAPS.start, FERZ_LEAPS.cells, false);
      default: return this.leaps(from, piece, WAZIR_LEAPS.start, WAZIR_LEAPS.cells, false);
    }
  }

  /** Records a legal move; true when the generator should stop (ANY found one). */
  private emit(move: number): boolean {
    if (this.mode === LIST) this.out[this.found] = move;
    this.found++;
    return this.mode === ANY;
  }

  private leaps(from: number, piece: number, start: Int32Array, cells: Int32Array, isKing: boolean): boolean {
    const board = this.board;
    const enemyLow = this.turn === 0 ? 8 : 0;
    const enemyKing = enemyLow + KING;
    for (let i = start[from], end = start[from + 1]; i < end; i++) {
      const to = cells[i];
      if (isKing && HOT[to] === 1) continue;
      const target = board[to];
      if (target !== 0 && (target <= enemyLow || target > enemyLow + 8 || target === enemyKing)) continue;
      if (this.boardMoveIsLegal(from, to, piece, target) && this.emit(from | (to << 7) | (target << 14) | (piece << 19))) return true;
    }
    return false;
  }

  private rides(from: number, piece: number, start: Int32Array, cells: Int32Array, directions: number): boolean {
    const board = this.board;
    const enemyLow = this.turn === 0 ? 8 : 0;
    const enemyKing = enemyLow + KING;
    let i = start[from];
    for (let d = 0; d < directions; d++) {
      for (let to = cells[i++]; to >= 0; to = cells[i++]) {
        const target = board[to];
        if (target === 0) {
          if (this.boardMoveIsLegal(from, to, piece, 0) && this.emit(from | (to << 7) | (piece << 19))) return true;
          continue;
        }
        if (target > enemyLow && target <= enemyLow + 8 && target !== enemyKing) {
          if (this.boardMoveIsLegal(from, to, piece, target) && this.emit(from | (to << 7) | (target << 14) | (piece << 19))) return true;
        }
        while (cells[i++] >= 0);
        break;
      }
    }
    return false;
  }

  private boardMoveIsLegal(from: number, to: number, piece: number, target: number): boolean {
    if (target !== 0 && this.bins[this.binCode + BIN_RADIX[((target - 1) & 7) - 1]] === 1) return false;
    const isKing = (piece & 7) === KING;
    const board = this.board;
    const king = isKing ? to : this.kings[this.turn];
    if (isKing || this.inCheck || ALIGNED[king * CELLS + from] === 1) {
      board[from] = 0;
      board[to] = piece;
      const attacked = this.attacked(king, this.turn === 0 ? 8 : 0);
      board[to] = target;
      board[from] = piece;
      if (attacked) return false;
    }
    let hi = this.hashHi ^ HI[piece * CELLS + from] ^ HI[piece * CELLS + to];
    let lo = this.hashLo ^ LO[piece * CELLS + from] ^ LO[piece * CELLS + to];
    if (target !== 0) {
      hi ^= HI[target * CELLS + to];
      lo ^= LO[target * CELLS + to];
    }
    return !this.boards.has(hi, lo);
  }

  /** Selections (ruling 4); true when the generator should stop. */
  private selections(): boolean {
    const spots = SPOTS[this.turn];
    const board = this.board;
    const base = this.turn * 8;
    const king = this.kings[this.turn];
    for (let index = 0; index < 7; index++) {
      if (this.bin[index] === 0 || this.bins[this.binCode - BIN_RADIX[index]] === 1) continue;
      const piece = base + index + 2;
      for (let s = 0; s < 3; s++) {
        const spot = spots[s];
        if (board[spot] !== 0) continue;
        if (this.inCheck) {
          board[spot] = piece;
          const attacked = this.attacked(king, base === 0 ? 8 : 0);
          board[spot] = 0;
          if (attacked) continue;
        }
        if (this.boards.has(this.hashHi ^ HI[piece * CELLS + spot], this.hashLo ^ LO[piece * CELLS + spot])) continue;
        if (this.emit(SELECTION | (spot << 7) | (piece << 19))) return true;
      }
    }
    return false;
  }

  /** The push (ruling 5), if it is legal; true when the generator should stop. */
  private push(): boolean {
    const spots = SPOTS[this.turn];
    const board = this.board;
    let hi = this.hashHi, lo = this.hashLo, code = this.binCode, pushed = 0;
    for (let s = 0; s < 3; s++) {
      const piece = board[spots[s]];
      if (piece === 0) continue;
      pushed++;
      hi ^= HI[piece * CELLS + spots[s]];
      lo ^= LO[piece * CELLS + spots[s]];
      code += BIN_RADIX[((piece - 1) & 7) - 1];
    }
    if (pushed === 0 || this.bins[code] === 1 || this.boards.has(hi, lo)) return false;
    const a = board[spots[0]], b = board[spots[1]], c = board[spots[2]];
    board[spots[0]] = board[spots[1]] = board[spots[2]] = 0;
    const attacked = this.kingAttacked(this.turn);
    board[spots[0]] = a;
    board[spots[1]] = b;
    board[spots[2]] = c;
    return !attacked && this.emit(PUSH);
  }

  /** Plays a legal move: the board, bin, hash and history, then the turn (rule 6: an extra move after a capture or push, unless none is legal). */
  make(move: number): void {
    const ply = this.ply;
    if (ply >= this.undoTurn.length) this.growUndo();
    this.undoTurn[ply] = this.turn;
    this.undoExtra[ply] = this.extra ? 1 : 0;
    const board = this.board;
    const type = moveType(move);
    let addsToBin = false;
    if (type === 0) {
      const from = moveFrom(move), to = moveTo(move), piece = movePiece(move), captured = moveCaptured(move);
      board[from] = 0;
      board[to] = piece;
      this.toggle(piece, from);
      this.toggle(piece, to);
      if ((piece & 7) === KING) this.kings[this.turn] = to;
      if (captured !== 0) {
        this.toggle(captured, to);
        this.changeBin(((captured - 1) & 7) - 1, 1);
        this.counts[captured]--;
        addsToBin = true;
      }
    } else if (type === SELECTION) {
      const spot = moveTo(move), piece = movePiece(move);
      board[spot] = piece;
      this.toggle(piece, spot);
      this.changeBin(piece - this.turn * 8 - 2, -1);
      this.counts[piece]++;
    } else {
      const spots = SPOTS[this.turn];
      for (let s = 0; s < 3; s++) {
        const spot = spots[s], piece = board[spot];
        this.undoPushed[ply * 3 + s] = piece;
        if (piece === 0) continue;
        board[spot] = 0;
        this.toggle(piece, spot);
        this.changeBin(((piece - 1) & 7) - 1, 1);
        this.counts[piece]--;
      }
      addsToBin = true;
    }
    this.boards.add(this.hashHi, this.hashLo);
    if (type !== 0 || addsToBin) this.bins[this.binCode] = 1;
    this.ply = ply + 1;
    if (addsToBin) {
      this.extra = true;
      if (this.hasLegalMove()) return;
    }
    this.extra = false;
    this.turn ^= 1;
  }

  /** Takes back `move`, the last one made. */
  unmake(move: number): void {
    const ply = --this.ply;
    this.turn = this.undoTurn[ply];
    this.extra = this.undoExtra[ply] === 1;
    const type = moveType(move);
    this.boards.removeLast();
    if (type !== 0 || moveCaptured(move) !== 0) this.bins[this.binCode] = 0;
    const board = this.board;
    if (type === 0) {
      const from = moveFrom(move), to = moveTo(move), piece = movePiece(move), captured = moveCaptured(move);
      board[to] = captured;
      board[from] = piece;
      this.toggle(piece, from);
      this.toggle(piece, to);
      if ((piece & 7) === KING) this.kings[this.turn] = from;
      if (captured !== 0) {
        this.toggle(captured, to);
        this.changeBin(((captured - 1) & 7) - 1, -1);
        this.counts[captured]++;
      }
    } else if (type === SELECTION) {
      const spot = moveTo(move), piece = movePiece(move);
      board[spot] = 0;
      this.toggle(piece, spot);
      this.changeBin(piece - this.turn * 8 - 2, 1);
      this.counts[piece]--;
    } else {
      const spots = SPOTS[this.turn];
      for (let s = 0; s < 3; s++) {
        const piece = this.undoPushed[ply * 3 + s];
        if (piece === 0) continue;
        board[spots[s]] = piece;
        this.toggle(piece, spots[s]);
        this.changeBin(((piece - 1) & 7) - 1, -1);
        this.counts[piece]++;
      }
    }
  }

  /** Puts `piece` on `cell` or takes it off, in the hash and the occupancy bits (the board and counts are the caller's). */
  private toggle(piece: number, cell: number): void {
    this.hashHi ^= HI[piece * CELLS + cell];
    this.hashLo ^= LO[piece * CELLS + cell];
    this.occupied[(piece > 8 ? 3 : 0) + (cell >> 5)] ^= 1 << (cell & 31);
  }

  /** Derives the kings, counts, hash and occupancy from `board` once it is filled (the bin, turn and history are the caller's). */
  setUp(): void {
    this.hashHi = this.hashLo = 0;
    this.counts.fill(0);
    this.occupied.fill(0);
    for (let cell = 0; cell < CELLS; cell++) {
      const piece = this.board[cell];
      if (piece === 0) continue;
      this.counts[piece]++;
      this.toggle(piece, cell);
      if ((piece & 7) === KING) this.kings[piece > 8 ? 1 : 0] = cell;
    }
  }

  private changeBin(index: number, delta: number): void {
    this.bin[index] += delta;
    this.binCode += delta * BIN_RADIX[index];
  }

  private growUndo(): void {
    const size = this.undoTurn.length * 2;
    this.undoTurn = grown(this.undoTurn, size);
    this.undoExtra = grown(this.undoExtra, size);
    this.undoPushed = grown(this.undoPushed, size * 3);
  }
}

function grown(array: Uint8Array, size: number): Uint8Array {
  const bigger = new Uint8Array(size);
  bigger.set(array);
  return bigger;
}
