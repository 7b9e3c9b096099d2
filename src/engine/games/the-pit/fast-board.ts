/**
 * The Pit's fast path (issue 34): one mutable board of small integers, moves as numbers,
 * make/unmake instead of copying states, and look-up tables of each cell's leaps and
 * rays. It serves counting (perft) and, later, search; the readable rules (moves.ts,
 * apply.ts) stay the reference, and test/engine/the-pit/fast-board.test.ts holds the two
 * to the same legal moves, move for move, on every perft position and along random games.
 *
 * Cells are the grid's numbers (rank * 10 + file, board.ts). Squares hold 0 when empty
 * (pit cells stay 0, and no table leads into them), +code for White, -code for Black.
 */
import { KING_STEPS, KNIGHT_STEPS, ORTHOGONAL, DIAGONAL, scaleSteps } from "../../geometry/grid.ts";
import type { Step } from "../../geometry/grid.ts";
import { leapTable, rayTable, stepTable } from "../../geometry/step-tables.ts";
import type { LeapTable, RayTable } from "../../geometry/step-tables.ts";
import { makeRandom } from "../../random-playout.ts";
import { BOARD } from "./board.ts";
import { FIFTY_MOVE_PLIES } from "./outcome.ts";
import { PAWN_STEP, VALUES } from "./evaluate.ts";
import { PAWN_RANKS } from "./pieces.ts";
import type { PieceKind } from "./pieces.ts";
import { parsePosition } from "./position.ts";
import type { ThePitState } from "./state.ts";

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
const PROMOTIONS = [QUEEN, ROOK, HERO, CAVALIER, SORCEROR];

const CELLS = BOARD.width * BOARD.height;

const KING_LEAPS = leapTable(BOARD, KING_STEPS);
const KNIGHT_LEAPS = leapTable(BOARD, KNIGHT_STEPS);
const SORCEROR_LEAPS = leapTable(BOARD, scaleSteps(KING_STEPS, 5));
const ORTHOGONAL_RAYS = rayTable(BOARD, ORTHOGONAL);
const DIAGONAL_RAYS = rayTable(BOARD, DIAGONAL);

/**
 * Zobrist keys, two 32-bit halves each, fixed by a seed: `(code + 7) * CELLS + cell` for
 * a signed piece code on a cell; the row of code 0 (no piece) keys the en passant cell.
 */
const random = makeRandom(0x7e1f);
const word = (): number => Math.floor(random() * 4294967296) | 0;
const KEYS_HI = new Int32Array(15 * CELLS);
const KEYS_LO = new Int32Array(15 * CELLS);
for (let i = 0; i < 15 * CELLS; i++) {
  KEYS_HI[i] = word();
  KEYS_LO[i] = word();
}
const BLACK_HI = word();
const BLACK_LO = word();
const keyIndex = (piece: number, cell: number): number => (piece + 7) * CELLS + cell;

/** evaluate.ts's material of a signed piece code (White positive), and its pawn term by cell: the same constants, laid out for the hot path. */
const MATERIAL = new Int32Array(15);
const ADVANCE = new Int32Array(15 * CELLS);
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
const PAWN_FORWARD = pawnSteps((forward) => [[0, forward], [0, 2 * forward]]);
const PAWN_SIDEWAYS = pawnSteps(() => [[-1, 0], [1, 0]]);
const PAWN_CAPTURES = pawnSteps((forward) => [[-1, forward], [1, forward]]);

/**
 * Moves as numbers: bits 0-6 from, 7-13 to, 14-16 promotion code (0 none), bit 17 en
 * passant. `moveFrom`, `moveTo`, `movePromotion`, `isEnPassant` read them.
 */
const EN_PASSANT_FLAG = 1 << 17;
const encode = (from: number, to: number, promotion: number): number => from | (to << 7) | (promotion << 14);
export const moveFrom = (move: number): number => move & 127;
export const moveTo = (move: number): number => (move >> 7) & 127;
export const movePromotion = (move: number): number => (move >> 14) & 7;
export const isEnPassant = (move: number): boolean => (move & EN_PASSANT_FLAG) !== 0;

/** Most moves the board can make without taking any back (a search's line, or a test's whole game). */
const MAX_PLY = 1024;
/** Enough room for any position's pseudo-legal moves (The Pit's richest have about 200). */
const MAX_MOVES = 512;

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
interface PlyMoves {
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
  /** 1 on the cells of the side to move's pinned pieces while a node's moves are filtered (markPins), else 0. */
  private readonly pinned = new Uint8Array(CELLS);
  private readonly pinList = new Int32Array(16);

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
    return (this.keyHi >>> 0) * 2 ** 21 + (this.keyLo >>> 11);
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

  /** Appends `from`'s leaps in `table` that land on an empty cell or an enemy; returns the new count. */
  private addLeaps(table: LeapTable, from: number, list: Int32Array, count: number): number {
    const squares = this.squares;
    const us = this.turn;
    for (let i = table.start[from], end = table.start[from + 1]; i < end; i++) {
      const to = table.cells[i];
      if (squares[to] * us <= 0) list[count++] = encode(from, to, 0);
    }
    return count;
  }

  /** Appends `from`'s rides along `table`'s rays, each up to and including the first piece if it is an enemy; returns the new count. */
  private addRides(table: RayTable, from: number, list: Int32Array, count: number): number {
    const squares = this.squares;
    const us = this.turn;
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
  private addPawnMoves(from: number, list: Int32Array, count: number): number {
    const squares = this.squares;
    const us = this.turn;
    const side = us === 1 ? 0 : 1;
    const ranks = us === 1 ? PAWN_RANKS.white : PAWN_RANKS.black;
    const rank = BOARD.rank(from);
    const forward = PAWN_FORWARD[side];
    const pushOne = forward[from * 2];
    if (pushOne >= 0 && squares[pushOne] === 0) {
      if (BOARD.rank(pushOne) === ranks.last) for (const promotion of PROMOTIONS) list[count++] = encode(from, pushOne, promotion);
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
        if (BOARD.rank(to) === ranks.last) for (const promotion of PROMOTIONS) list[count++] = encode(from, to, promotion);
        else list[count++] = encode(from, to, 0);
      } else if (to === this.enPassant) list[count++] = encode(from, to, 0) | EN_PASSANT_FLAG;
    }
    return count;
  }

  /** Writes the side to move's pseudo-legal moves into `list`; returns how many. */
  generate(list: Int32Array): number {
    const squares = this.squares;
    const us = this.turn;
    let count = 0;
    for (const from of BOARD.cells) {
      const code = squares[from] * us;
      if (code <= 0) continue;
      switch (code) {
        case KING:
          count = this.addLeaps(KING_LEAPS, from, list, count);
          break;
        case QUEEN:
          count = this.addRides(ORTHOGONAL_RAYS, from, list, count);
          count = this.addRides(DIAGONAL_RAYS, from, list, count);
          break;
        case ROOK:
          count = this.addRides(ORTHOGONAL_RAYS, from, list, count);
          break;
        case HERO:
          count = this.addRides(ORTHOGONAL_RAYS, from, list, count);
          count = this.addLeaps(KNIGHT_LEAPS, from, list, count);
          break;
        case CAVALIER:
          count = this.addRides(DIAGONAL_RAYS, from, list, count);
          count = this.addLeaps(KNIGHT_LEAPS, from, list, count);
          break;
        case SORCEROR:
          count = this.addLeaps(KING_LEAPS, from, list, count);
          count = this.addLeaps(SORCEROR_LEAPS, from, list, count);
          break;
        case PAWN:
          count = this.addPawnMoves(from, list, count);
          break;
      }
    }
    return count;
  }

  /** The cell of the pawn an en passant capture onto `target` takes: one rank behind it, from the mover's view. */
  private passedPawnCell(target: number): number {
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
    moves.count = this.filterLegal(moves.list);
    return moves;
  }

  /** How many legal moves (movement rules only) the side to move has; this ply's list is left as it was. */
  countLegalMoves(): number {
    return this.filterLegal(this.scratch);
  }

  /**
   * Generates into `list` and keeps the legal moves at its front; returns how many. Out
   * of check, only three kinds of move can leave the king attacked, as in Stockfish: the
   * king's own (its destination is tested against the enemy with the king lifted off, so
   * that a rider's line through its old square counts), a pinned piece's, and en passant
   * (it empties a second cell). Pins are found once per node; every other move is legal
   * without trying it. In check, every move is tried on the squares alone.
   */
  private filterLegal(list: Int32Array): number {
    const pseudo = this.generate(list);
    const us = this.turn;
    const king = this.kings[us === 1 ? 0 : 1];
    const inCheck = this.isAttacked(king, -us);
    const pins = inCheck ? 0 : this.markPins(king);
    const pinned = this.pinned;
    let count = 0;
    for (let i = 0; i < pseudo; i++) {
      const move = list[i];
      const from = moveFrom(move);
      let legal: boolean;
      if (from === king) legal = !this.kingStepAttacked(king, moveTo(move));
      else if (inCheck || pinned[from] !== 0 || isEnPassant(move)) legal = !this.exposesKing(move, king);
      else legal = true;
      if (legal) list[count++] = move;
    }
    for (let i = 0; i < pins; i++) pinned[this.pinList[i]] = 0;
    return count;
  }

  /**
   * Marks in `pinned` the side to move's pieces that stand alone between their king and
   * an enemy rider along that rider's line; returns how many (their cells in `pinList`).
   */
  private markPins(king: number): number {
    let pins = this.markPinsAlong(ORTHOGONAL_RAYS, king, ROOK, HERO, 0);
    pins = this.markPinsAlong(DIAGONAL_RAYS, king, CAVALIER, CAVALIER, pins);
    return pins;
  }

  private markPinsAlong(table: RayTable, king: number, first: number, second: number, pins: number): number {
    const squares = this.squares;
    const us = this.turn;
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
          this.pinned[shield] = 1;
          this.pinList[pins++] = shield;
        }
        break;
      }
      while (table.cells[i - 1] >= 0) i++; // to the next direction's first cell
    }
    return pins;
  }

  /** Whether the king, stepping from `king` to `to`, would stand attacked there. */
  private kingStepAttacked(king: number, to: number): boolean {
    const squares = this.squares;
    const piece = squares[king];
    squares[king] = 0;
    const attacked = this.isAttacked(to, -this.turn);
    squares[king] = piece;
    return attacked;
  }

  /** Whether a move of a piece other than the king would leave `king` attacked: tried on the squares alone, not made. */
  private exposesKing(move: number, king: number): boolean {
    const squares = this.squares;
    const from = moveFrom(move);
    const to = moveTo(move);
    const capturedAt = isEnPassant(move) ? this.passedPawnCell(to) : to;
    const mover = squares[from];
    const captured = squares[capturedAt];
    squares[capturedAt] = 0;
    squares[from] = 0;
    squares[to] = mover;
    const attacked = this.isAttacked(king, -this.turn);
    squares[to] = 0;
    squares[capturedAt] = captured;
    squares[from] = mover;
    return attacked;
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
