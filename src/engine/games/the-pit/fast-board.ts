/**
 * The Pit's fast path (issue 34): one mutable board of small integers, moves as numbers,
 * make/unmake instead of copying states, with what the game's ends, key and evaluation
 * need kept move by move. Move generation and legality are in fast-moves.ts, the fixed
 * tables in fast-tables.ts, the FastPosition contract in fast-position.ts. The readable
 * rules (moves.ts, apply.ts) stay the reference: test/engine/the-pit/fast-board.test.ts
 * and fast-position.test.ts hold the two to the same moves, move for move.
 */
import { foldKey } from "../../search/fast-key.ts";
import type { RayTable } from "../../geometry/step-tables.ts";
import { BOARD } from "./board.ts";
import * as MOVES from "./fast-moves.ts";
import * as TABLES from "./fast-tables.ts";
import { FIFTY_MOVE_PLIES } from "./outcome.ts";
import { parsePosition } from "./position.ts";
import type { ThePitState } from "./state.ts";

export { CODES, KINDS, KING, QUEEN, ROOK, HERO, CAVALIER, SORCEROR, PAWN, isEnPassant, moveFrom, movePromotion, moveTo } from "./fast-tables.ts";

// Bound here, not read through the import: V8 reads a module's own constants faster on
// the hot path (perft 5 from the start took 16% more CPU through the import, measured).
const {
  ADVANCE, BLACK_HI, BLACK_LO, CAVALIER, CELLS, CODES, DIAGONAL_RAYS, HERO, KEYS_HI, KEYS_LO, KING, KING_LEAPS, KINDS, KNIGHT_LEAPS,
  LIST_ROOM, MATERIAL, MAX_MOVES, MAX_PLY, ORTHOGONAL_RAYS, PAWN, PAWN_CAPTURES, PAWN_SIDEWAYS, QUEEN, ROOK, SORCEROR, SORCEROR_LEAPS,
  isEnPassant, keyIndex, moveFrom, movePromotion, moveTo,
} = TABLES;
const { filterLegal } = MOVES;

/** What unmake restores, one entry per ply (the key is restored from the history of keys). */
interface Undo {
  captured: Int8Array;
  enPassant: Int16Array;
  halfmoveClock: Int32Array;
  reversible: Int32Array;
  material: Int32Array;
  advance: Int32Array;
}

/** A ply's move list, one object per ply, refilled in place: no allocation per node. */
export interface PlyMoves {
  readonly list: Int32Array;
  count: number;
}

/** A repetition needs the position 4 plies back at least (each side must undo its own move); a third occurrence, 8. */
const FIRST_REPEAT = 4;
const THIRD_OCCURRENCE = 8;

export class FastBoard {
  readonly squares = new Int8Array(CELLS);
  /** +1 White to move, -1 Black. */
  turn = 1;
  /**
   * The cell an en passant capture would land on, or -1: kept, as the readable rules keep
   * it, only when such a capture is legal (so it belongs to the repetition key).
   */
  enPassant = -1;
  halfmoveClock = 0;
  /** Plies since the last capture or forward pawn move: how far back a position can recur (a sidestep can be undone). */
  reversible = 0;
  /** Pieces other than kings on the board: none left is the bare-kings draw. */
  officers = 0;
  /** evaluate.ts's material sum and pawn term, White positive, kept by make and unmake. */
  material = 0;
  advance = 0;
  /** The Zobrist key of placement, side to move and en passant cell, as two 32-bit halves. */
  keyHi = 0;
  keyLo = 0;
  readonly kings = new Int32Array(2);
  /**
   * Each side's pieces as a list of cells (White's from 0, Black's from LIST_ROOM), so
   * generation visits some 20 pieces rather than 84 cells; `pieceIndex[cell]` is the
   * piece's place in its list.
   */
  readonly pieceCells = new Int32Array(2 * LIST_ROOM);
  readonly pieceCount = new Int32Array(2);
  private readonly pieceIndex = new Int8Array(CELLS);
  ply = 0;
  private readonly undo: Undo = {
    captured: new Int8Array(MAX_PLY),
    enPassant: new Int16Array(MAX_PLY),
    halfmoveClock: new Int32Array(MAX_PLY),
    reversible: new Int32Array(MAX_PLY),
    material: new Int32Array(MAX_PLY),
    advance: new Int32Array(MAX_PLY),
  };
  /**
   * The keys of the positions along the line, oldest first: the state's earlier
   * positions that can still recur (its repetition chain), then one per ply; the current
   * position's at `earlier + ply`.
   */
  private historyHi: Int32Array;
  private historyLo: Int32Array;
  private readonly earlier: number;
  /** One move list per ply, made when a ply first needs one, so recursion allocates nothing after the first line. */
  private readonly moveLists: PlyMoves[] = [];
  /** Where countLegalMoves generates, so that counting never overwrites a ply's list. */
  private readonly scratch = new Int32Array(MAX_MOVES);

  private constructor(earlier: number) {
    this.earlier = earlier;
    this.historyHi = new Int32Array(earlier + MAX_PLY + 1);
    this.historyLo = new Int32Array(earlier + MAX_PLY + 1);
  }

  /**
   * The board of a state of the readable rules, with the keys of its earlier positions
   * that can still recur (read from its repetition chain), so that threefold repetition
   * along the line counts them as the rules do.
   */
  static fromState(state: ThePitState): FastBoard {
    const earlier: { hi: number; lo: number }[] = [];
    for (let link = state.repetition.earlier; link !== undefined; link = link.earlier) earlier.push(keyOfRepetitionText(link.key));
    const fast = FastBoard.placed(state, earlier.length);
    fast.reversible = earlier.length;
    earlier.reverse().forEach(({ hi, lo }, i) => {
      fast.historyHi[i] = hi;
      fast.historyLo[i] = lo;
    });
    return fast;
  }

  /** The board of a state, its history of `earlier` positions left to fill. */
  private static placed(state: ThePitState, earlier: number): FastBoard {
    const fast = new FastBoard(earlier);
    for (const cell of BOARD.cells) {
      const piece = state.board[cell];
      if (piece === undefined) continue;
      const code = CODES[piece.kind];
      const signed = piece.side === "white" ? code : -code;
      fast.squares[cell] = signed;
      const side = signed > 0 ? 0 : 1;
      fast.pieceIndex[cell] = fast.pieceCount[side];
      fast.pieceCells[side * LIST_ROOM + fast.pieceCount[side]++] = cell;
      fast.material += MATERIAL[signed + 7];
      fast.advance += ADVANCE[keyIndex(signed, cell)];
      fast.keyHi ^= KEYS_HI[keyIndex(signed, cell)];
      fast.keyLo ^= KEYS_LO[keyIndex(signed, cell)];
      if (code === KING) fast.kings[piece.side === "white" ? 0 : 1] = cell;
      else fast.officers++;
    }
    fast.turn = state.turn === "white" ? 1 : -1;
    if (fast.turn === -1) {
      fast.keyHi ^= BLACK_HI;
      fast.keyLo ^= BLACK_LO;
    }
    fast.enPassant = state.enPassant ?? -1;
    if (fast.enPassant >= 0) {
      fast.keyHi ^= KEYS_HI[keyIndex(0, fast.enPassant)];
      fast.keyLo ^= KEYS_LO[keyIndex(0, fast.enPassant)];
    }
    fast.halfmoveClock = state.halfmoveClock;
    fast.historyHi[earlier] = fast.keyHi;
    fast.historyLo[earlier] = fast.keyLo;
    return fast;
  }

  /** The key as one number under 2^53 (the search's transposition table). */
  key(): number {
    return foldKey(this.keyHi, this.keyLo);
  }

  /** How often the current position has occurred since the last irreversible move, this time included (the rules' `occurrences`). */
  occurrences(): number {
    if (this.reversible < FIRST_REPEAT) return 1;
    const hi = this.keyHi;
    const lo = this.keyLo;
    const now = this.earlier + this.ply;
    let count = 1;
    for (let back = FIRST_REPEAT; back <= this.reversible; back += 2) {
      if (this.historyLo[now - back] === lo && this.historyHi[now - back] === hi) count++;
    }
    return count;
  }

  /** Whether a draw rule other than stalemate has ended the game: bare kings, threefold repetition, the 50-move rule. */
  drawnByRule(): boolean {
    return this.officers === 0 || this.halfmoveClock >= FIFTY_MOVE_PLIES || (this.reversible >= THIRD_OCCURRENCE && this.occurrences() >= 3);
  }

  /** Whether a piece of side `by` (+1/-1) could capture on `cell`. */
  isAttacked(cell: number, by: number): boolean {
    const squares = this.squares;
    for (let i = KNIGHT_LEAPS.start[cell], end = KNIGHT_LEAPS.start[cell + 1]; i < end; i++) {
      const code = squares[KNIGHT_LEAPS.cells[i]] * by;
      if (code === HERO || code === CAVALIER) return true;
    }
    for (let i = KING_LEAPS.start[cell], end = KING_LEAPS.start[cell + 1]; i < end; i++) {
      const code = squares[KING_LEAPS.cells[i]] * by;
      if (code === KING || code === SORCEROR) return true;
    }
    for (let i = SORCEROR_LEAPS.start[cell], end = SORCEROR_LEAPS.start[cell + 1]; i < end; i++) {
      if (squares[SORCEROR_LEAPS.cells[i]] * by === SORCEROR) return true;
    }
    if (this.rayHits(ORTHOGONAL_RAYS, cell, by, ROOK, HERO)) return true;
    if (this.rayHits(DIAGONAL_RAYS, cell, by, CAVALIER, CAVALIER)) return true;
    // An attacking pawn stands diagonally behind the cell from its own side's view: where
    // the other side's pawn on `cell` would capture.
    const attackers = PAWN_CAPTURES[by === 1 ? 1 : 0];
    for (let k = 0; k < 2; k++) {
      const from = attackers[cell * 2 + k];
      if (from >= 0 && squares[from] * by === PAWN) return true;
    }
    return false;
  }

  /** Whether the first piece along any ray from `cell` is `by`'s Queen, `first` or `second`. */
  private rayHits(table: RayTable, cell: number, by: number, first: number, second: number): boolean {
    const squares = this.squares;
    let i = table.start[cell];
    for (let direction = 0; direction < table.directions; direction++) {
      for (let next = table.cells[i++]; next >= 0; next = table.cells[i++]) {
        const piece = squares[next];
        if (piece === 0) continue;
        const code = piece * by;
        if (code === QUEEN || code === first || code === second) return true;
        while (table.cells[i++] >= 0); // skip to the next direction
        break;
      }
    }
    return false;
  }

  /** Whether the side to move is in check. */
  inCheck(): boolean {
    return this.isAttacked(this.kings[this.turn === 1 ? 0 : 1], -this.turn);
  }

  /** The cell of the pawn an en passant capture onto `target` takes: one rank behind it, from the mover's view. */
  passedPawnCell(target: number): number {
    return target - this.turn * BOARD.width;
  }

  /** Plays a pseudo-legal move. */
  make(move: number): void {
    const squares = this.squares;
    const from = moveFrom(move);
    const to = moveTo(move);
    const promotion = movePromotion(move);
    const mover = squares[from];
    const ply = this.ply++;
    // past the end the undo arrays would drop writes silently and unmake would corrupt the board
    if (ply >= MAX_PLY) throw new RangeError(`the fast board makes at most ${MAX_PLY} moves without taking one back`);
    const undo = this.undo;
    undo.enPassant[ply] = this.enPassant;
    undo.halfmoveClock[ply] = this.halfmoveClock;
    undo.reversible[ply] = this.reversible;
    undo.material[ply] = this.material;
    undo.advance[ply] = this.advance;
    let captured: number;
    let capturedAt = to;
    if (isEnPassant(move)) {
      capturedAt = this.passedPawnCell(to);
      captured = squares[capturedAt];
      squares[capturedAt] = 0;
    } else captured = squares[to];
    undo.captured[ply] = captured;
    const side = this.turn === 1 ? 0 : 1;
    if (captured !== 0) this.removeFromList(1 - side, capturedAt);
    this.pieceCells[side * LIST_ROOM + this.pieceIndex[from]] = to;
    this.pieceIndex[to] = this.pieceIndex[from];
    const placed = promotion === 0 ? mover : promotion * this.turn;
    squares[from] = 0;
    squares[to] = placed;
    let hi = this.keyHi ^ BLACK_HI ^ KEYS_HI[keyIndex(mover, from)] ^ KEYS_HI[keyIndex(placed, to)];
    let lo = this.keyLo ^ BLACK_LO ^ KEYS_LO[keyIndex(mover, from)] ^ KEYS_LO[keyIndex(placed, to)];
    this.advance += ADVANCE[keyIndex(placed, to)] - ADVANCE[keyIndex(mover, from)];
    if (placed !== mover) this.material += MATERIAL[placed + 7] - MATERIAL[mover + 7];
    if (captured !== 0) {
      hi ^= KEYS_HI[keyIndex(captured, capturedAt)];
      lo ^= KEYS_LO[keyIndex(captured, capturedAt)];
      this.material -= MATERIAL[captured + 7];
      this.advance -= ADVANCE[keyIndex(captured, capturedAt)];
      this.officers--;
    }
    if (this.enPassant >= 0) {
      hi ^= KEYS_HI[keyIndex(0, this.enPassant)];
      lo ^= KEYS_LO[keyIndex(0, this.enPassant)];
    }
    const code = mover * this.turn;
    if (code === KING) this.kings[this.turn === 1 ? 0 : 1] = to;
    const isPawn = code === PAWN;
    this.halfmoveClock = captured !== 0 || isPawn ? 0 : this.halfmoveClock + 1;
    // a sidestep stays on its rank and can be undone; captures and forward pawn moves cannot
    this.reversible = captured !== 0 || (isPawn && Math.abs(to - from) >= BOARD.width) ? 0 : this.reversible + 1;
    this.turn = -this.turn;
    this.enPassant = isPawn && Math.abs(to - from) === 2 * BOARD.width && this.enPassantIsLegal((from + to) >> 1) ? (from + to) >> 1 : -1;
    if (this.enPassant >= 0) {
      hi ^= KEYS_HI[keyIndex(0, this.enPassant)];
      lo ^= KEYS_LO[keyIndex(0, this.enPassant)];
    }
    this.keyHi = hi;
    this.keyLo = lo;
    this.historyHi[this.earlier + this.ply] = hi;
    this.historyLo[this.earlier + this.ply] = lo;
  }

  /** Takes the piece on `cell` out of `side`'s list: the list's last piece takes its place. */
  private removeFromList(side: number, cell: number): void {
    const last = side * LIST_ROOM + --this.pieceCount[side];
    const moved = this.pieceCells[last];
    const index = this.pieceIndex[cell];
    this.pieceCells[side * LIST_ROOM + index] = moved;
    this.pieceIndex[moved] = index;
  }

  /**
   * Whether the side to move may capture en passant onto `target` (a pawn of theirs
   * beside the pawn that has just passed it, and its king not left attacked): the rules
   * keep the en passant square only then.
   */
  private enPassantIsLegal(target: number): boolean {
    const squares = this.squares;
    const us = this.turn;
    const passed = this.passedPawnCell(target);
    const sideways = PAWN_SIDEWAYS[us === 1 ? 0 : 1];
    const king = this.kings[us === 1 ? 0 : 1];
    for (let k = 0; k < 2; k++) {
      const from = sideways[passed * 2 + k];
      if (from < 0 || squares[from] !== PAWN * us) continue;
      const taken = squares[passed];
      squares[from] = 0;
      squares[passed] = 0;
      squares[target] = PAWN * us;
      const legal = !this.isAttacked(king, -us);
      squares[target] = 0;
      squares[passed] = taken;
      squares[from] = PAWN * us;
      if (legal) return true;
    }
    return false;
  }

  /** Takes back the last move made, which must be `move`. */
  unmake(move: number): void {
    const squares = this.squares;
    this.turn = -this.turn;
    const ply = --this.ply;
    const from = moveFrom(move);
    const to = moveTo(move);
    const moved = movePromotion(move) === 0 ? squares[to] : PAWN * this.turn;
    const captured = this.undo.captured[ply];
    squares[from] = moved;
    if (isEnPassant(move)) {
      squares[to] = 0;
      squares[this.passedPawnCell(to)] = captured;
    } else squares[to] = captured;
    if (moved * this.turn === KING) this.kings[this.turn === 1 ? 0 : 1] = from;
    if (captured !== 0) this.officers++;
    const side = this.turn === 1 ? 0 : 1;
    this.pieceCells[side * LIST_ROOM + this.pieceIndex[to]] = from;
    this.pieceIndex[from] = this.pieceIndex[to];
    if (captured !== 0) {
      const other = 1 - side;
      const capturedAt = isEnPassant(move) ? this.passedPawnCell(to) : to;
      this.pieceIndex[capturedAt] = this.pieceCount[other];
      this.pieceCells[other * LIST_ROOM + this.pieceCount[other]++] = capturedAt;
    }
    const undo = this.undo;
    this.enPassant = undo.enPassant[ply];
    this.halfmoveClock = undo.halfmoveClock[ply];
    this.reversible = undo.reversible[ply];
    this.material = undo.material[ply];
    this.advance = undo.advance[ply];
    this.keyHi = this.historyHi[this.earlier + ply];
    this.keyLo = this.historyLo[this.earlier + ply];
  }

  /** Writes the legal moves (movement rules only, no draw rules) into this ply's list. */
  legalMoves(): PlyMoves {
    const moves = (this.moveLists[this.ply] ??= { list: new Int32Array(MAX_MOVES), count: 0 });
    moves.count = filterLegal(this, moves.list);
    return moves;
  }

  /** How many legal moves (movement rules only) the side to move has; this ply's list is left as it was. */
  countLegalMoves(): number {
    return filterLegal(this, this.scratch);
  }
}

/** The key halves of a repetition chain's position text (`placement side en-passant`, position.ts's positionKey). */
function keyOfRepetitionText(text: string): { hi: number; lo: number } {
  const [placement, side, enPassant] = text.split(" ");
  const state = parsePosition(`${placement} ${side} - ${enPassant}`);
  // the chain holds only positions the rules reached, so each reads back
  if (!state.ok) throw new Error(`a repetition key does not read back: ${text} (${state.error.message})`);
  const board = FastBoard.fromState(state.value);
  return { hi: board.keyHi, lo: board.keyLo };
}

/** A move number as the readable rules name it: from, to and promotion letter, for comparisons and messages. */
export function describeFastMove(move: number): string {
  const promotion = movePromotion(move);
  return `${BOARD.name(moveFrom(move))}-${BOARD.name(moveTo(move))}${promotion === 0 ? "" : `=${KINDS[promotion]}`}`;
}
