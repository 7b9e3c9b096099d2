/**
 * Inside-out Chess's fast path (issue 34), part 1: one mutable board of small integers
 * with make and unmake. Fields keep the readable rules' numbering (board.ts): 0..35 a
 * square's own field (the outer field of a dual square), 36..71 the inner fields. A field
 * holds 0 when empty, +code for White, -code for Black.
 *
 * Make keeps up to date what the hot path asks for: each side's number of kings (the
 * game ends with the last one), the material sum (the game's evaluate), the Zobrist
 * hash, each side's previous move (the reverse rule, ruling 8), and the pawns a king's
 * capture brings back (ruling 7). What unmake needs is kept in arrays indexed by ply,
 * so a line of moves allocates nothing.
 *
 * fast-moves.ts generates the moves, fast-position.ts is the FastPosition over both.
 */
import { zobristWords } from "../../search/fast-key.ts";
import type { Layout, LayoutName } from "./board.ts";
import { FIELD_COUNT, GRID, LAST_RANK, LAYOUT_NAMES, SQUARE_COUNT, START_RANK } from "./board.ts";
import { PIECE_VALUES } from "./evaluate.ts";
import type { Kind } from "./pieces.ts";
import { KINDS } from "./pieces.ts";

/** Piece codes: a kind's place in pieces.ts's KINDS, plus one (0 is an empty field). */
export const KING = 1;
export const ROOK = 2;
export const KNIGHT = 3;
export const BISHOP = 4;
export const PAWN = 5;
/** The kind of each code (index = code). */
export const KIND_OF_CODE: readonly (Kind | undefined)[] = [undefined, ...KINDS];
if (KIND_OF_CODE[KING] !== "K" || KIND_OF_CODE[ROOK] !== "R" || KIND_OF_CODE[KNIGHT] !== "N" || KIND_OF_CODE[BISHOP] !== "B" || KIND_OF_CODE[PAWN] !== "P") {
  throw new Error("inside-out fast board: piece codes out of step with pieces.ts");
}

/**
 * Moves as numbers: bits 0-6 the field left, bits 7-13 the field reached, bit 14 set when
 * a pawn becomes a king. Whether it captures is read off the board (the field reached).
 */
export const PROMOTION_FLAG = 1 << 14;
export const FIELD_PAIR_MASK = PROMOTION_FLAG - 1;
export const moveFrom = (move: number): number => move & 127;
export const moveTo = (move: number): number => (move >> 7) & 127;

/** `signed piece + PIECE_OFFSET` indexes the per-piece tables (-5..5 to 0..10). */
const PIECE_OFFSET = PAWN;
const PIECE_SLOTS = 2 * PAWN + 1;

/** The evaluation's worth of each signed piece, from White's side (evaluate.ts's values). */
const SIGNED_VALUE = new Int32Array(PIECE_SLOTS);
for (let code = KING; code <= PAWN; code++) {
  SIGNED_VALUE[PIECE_OFFSET + code] = PIECE_VALUES[KIND_OF_CODE[code]!];
  SIGNED_VALUE[PIECE_OFFSET - code] = -PIECE_VALUES[KIND_OF_CODE[code]!];
}

/**
 * Zobrist keys, two 32-bit halves each: a piece on a field, the side to move, the layout,
 * and a side's previous move between two ordinary squares (the only moves the reverse
 * rule can ever forbid: a move into, out of or within a dual square has no legal reverse,
 * so states differing only in such a previous move play alike and share a key).
 */
const word = zobristWords(0x10_0e57);
const keyTable = (size: number): Int32Array => Int32Array.from({ length: size }, word);
const PIECE_HI = keyTable(PIECE_SLOTS * FIELD_COUNT);
const PIECE_LO = keyTable(PIECE_SLOTS * FIELD_COUNT);
const PREVIOUS_HI = keyTable(2 * SQUARE_COUNT * SQUARE_COUNT);
const PREVIOUS_LO = keyTable(2 * SQUARE_COUNT * SQUARE_COUNT);
const TURN_HI = word();
const TURN_LO = word();
const LAYOUT_KEYS = Object.fromEntries(LAYOUT_NAMES.map((name) => [name, [word(), word()]])) as Record<LayoutName, [number, number]>;

/** Each side's pawn start fields by file (White 0-5, Black 6-11): where ruling 7 puts returning pawns. */
const START_FIELDS = Int32Array.from([0, 1].flatMap((side) => [0, 1, 2, 3, 4, 5].map((file) => GRID.at(file, side === 0 ? START_RANK.white : START_RANK.black)!)));

/** Most plies a board can make without taking any back (a search's line, or a test's whole game). */
export const MAX_PLY = 1024;

export class InsideOutBoard {
  readonly fields = new Int8Array(FIELD_COUNT);
  /** +1 White to move, -1 Black. */
  us = 1;
  /** Kings on the board, White's then Black's. */
  readonly kings = new Int32Array(2);
  /** The game's evaluate: the material sum from White's side. */
  material = 0;
  hashHi = 0;
  hashLo = 0;
  /** Each side's previous move (White's, Black's), -1 for none. */
  readonly previousFrom = new Int8Array(2).fill(-1);
  readonly previousTo = new Int8Array(2).fill(-1);
  ply = 0;
  /** 1 for a dual square, by square. */
  readonly dual: Uint8Array;
  /** Where a move ending on each square lands: its inner field on a dual square (ruling 3). */
  readonly landing = new Int8Array(SQUARE_COUNT);

  private readonly undoCaptured = new Int8Array(MAX_PLY);
  /** Bit k set: a pawn came back on START_FIELDS[k]. */
  private readonly undoRefilled = new Int16Array(MAX_PLY);
  private readonly undoPreviousFrom = new Int8Array(MAX_PLY);
  private readonly undoPreviousTo = new Int8Array(MAX_PLY);
  private readonly undoHashHi = new Int32Array(MAX_PLY);
  private readonly undoHashLo = new Int32Array(MAX_PLY);
  private readonly undoMaterial = new Int32Array(MAX_PLY);

  readonly layout: Layout;

  constructor(layout: Layout) {
    this.layout = layout;
    this.dual = layout.dual;
    for (let square = 0; square < SQUARE_COUNT; square++) this.landing[square] = this.dual[square] === 1 ? square + SQUARE_COUNT : square;
    [this.hashHi, this.hashLo] = LAYOUT_KEYS[layout.name];
  }

  /** Puts `piece` (signed code) on the empty `field`, keeping kings, material and hash. */
  place(field: number, piece: number): void {
    this.fields[field] = piece;
    this.material += SIGNED_VALUE[PIECE_OFFSET + piece];
    this.hashHi ^= PIECE_HI[(PIECE_OFFSET + piece) * FIELD_COUNT + field];
    this.hashLo ^= PIECE_LO[(PIECE_OFFSET + piece) * FIELD_COUNT + field];
    if (piece === KING) this.kings[0]++;
    else if (piece === -KING) this.kings[1]++;
  }

  /** Sets a side's previous move (0 White, 1 Black), keeping the hash. */
  setPrevious(side: number, from: number, to: number): void {
    this.togglePrevious(side);
    this.previousFrom[side] = from;
    this.previousTo[side] = to;
    this.togglePrevious(side);
  }

  /** Hands the move to the other side, keeping the hash. */
  switchTurn(): void {
    this.us = -this.us;
    this.hashHi ^= TURN_HI;
    this.hashLo ^= TURN_LO;
  }

  /** Whether a move between these fields could ever be reversed: both are ordinary squares. */
  isReversible(from: number, to: number): boolean {
    return from >= 0 && from < SQUARE_COUNT && to < SQUARE_COUNT && this.dual[from] === 0 && this.dual[to] === 0;
  }

  /** XORs a side's previous move into the hash, if it is one the reverse rule can bite on. */
  private togglePrevious(side: number): void {
    const from = this.previousFrom[side];
    const to = this.previousTo[side];
    if (!this.isReversible(from, to)) return;
    const index = (side * SQUARE_COUNT + from) * SQUARE_COUNT + to;
    this.hashHi ^= PREVIOUS_HI[index];
    this.hashLo ^= PREVIOUS_LO[index];
  }

  /** Plays a move the generator listed. */
  make(move: number): void {
    const fields = this.fields;
    const from = move & 127;
    const to = (move >> 7) & 127;
    const us = this.us;
    const side = us === 1 ? 0 : 1;
    const piece = fields[from];
    const captured = fields[to];
    const ply = this.ply;
    // Past the undo arrays a typed array would drop the writes silently and unmake would corrupt the board.
    if (ply >= MAX_PLY) throw new Error(`inside-out fast board: more than ${MAX_PLY} plies made`);
    this.undoCaptured[ply] = captured;
    this.undoPreviousFrom[ply] = this.previousFrom[side];
    this.undoPreviousTo[ply] = this.previousTo[side];
    this.undoHashHi[ply] = this.hashHi;
    this.undoHashLo[ply] = this.hashLo;
    this.undoMaterial[ply] = this.material;
    this.ply = ply + 1;

    const arriving = (move & PROMOTION_FLAG) !== 0 ? KING * us : piece;
    let hi = this.hashHi ^ PIECE_HI[(PIECE_OFFSET + piece) * FIELD_COUNT + from] ^ PIECE_HI[(PIECE_OFFSET + arriving) * FIELD_COUNT + to];
    let lo = this.hashLo ^ PIECE_LO[(PIECE_OFFSET + piece) * FIELD_COUNT + from] ^ PIECE_LO[(PIECE_OFFSET + arriving) * FIELD_COUNT + to];
    let material = this.material - SIGNED_VALUE[PIECE_OFFSET + piece] + SIGNED_VALUE[PIECE_OFFSET + arriving];
    if (arriving !== piece) this.kings[side]++;
    if (captured !== 0) {
      hi ^= PIECE_HI[(PIECE_OFFSET + captured) * FIELD_COUNT + to];
      lo ^= PIECE_LO[(PIECE_OFFSET + captured) * FIELD_COUNT + to];
      material -= SIGNED_VALUE[PIECE_OFFSET + captured];
    }
    fields[to] = arriving;
    fields[from] = 0;
    this.hashHi = hi ^ TURN_HI;
    this.hashLo = lo ^ TURN_LO;
    this.material = material;
    this.us = -us;
    this.setPrevious(side, from, to);
    this.undoRefilled[ply] = 0;
    if (captured === -KING * us) {
      this.kings[1 - side]--;
      this.undoRefilled[ply] = this.refill();
    }
  }

  /** Takes back the last move made, which must be `move`. */
  unmake(move: number): void {
    const fields = this.fields;
    const ply = --this.ply;
    const from = move & 127;
    const to = (move >> 7) & 127;
    const us = -this.us;
    const side = us === 1 ? 0 : 1;
    this.us = us;
    const refilled = this.undoRefilled[ply];
    if (refilled !== 0) {
      for (let k = 0; k < 12; k++) if ((refilled & (1 << k)) !== 0) fields[START_FIELDS[k]] = 0;
    }
    const captured = this.undoCaptured[ply];
    if ((move & PROMOTION_FLAG) !== 0) {
      fields[from] = PAWN * us;
      this.kings[side]--;
    } else {
      fields[from] = fields[to];
    }
    fields[to] = captured;
    if (captured === -KING * us) this.kings[1 - side]++;
    this.previousFrom[side] = this.undoPreviousFrom[ply];
    this.previousTo[side] = this.undoPreviousTo[ply];
    this.hashHi = this.undoHashHi[ply];
    this.hashLo = this.undoHashLo[ply];
    this.material = this.undoMaterial[ply];
  }

  /**
   * Ruling 7, on the board after the whole move: for each side and file without a pawn
   * of that side (either field of a dual square counts), a pawn on the empty start
   * field. Returns which start fields got one (bits of START_FIELDS). Only a king's
   * capture calls it, so a plain scan is fine.
   */
  private refill(): number {
    const fields = this.fields;
    let placed = 0;
    for (let k = 0; k < 12; k++) {
      const start = START_FIELDS[k];
      if (fields[start] !== 0) continue;
      const pawn = k < 6 ? PAWN : -PAWN;
      let found = false;
      for (let square = k % 6; square < SQUARE_COUNT && !found; square += 6) {
        found = fields[square] === pawn || fields[square + SQUARE_COUNT] === pawn;
      }
      if (found) continue;
      this.place(start, pawn);
      placed |= 1 << k;
    }
    return placed;
  }
}

/** Whether a pawn of `side` (0 White, 1 Black) arriving on `square` becomes a king. */
export const PROMOTES = Uint8Array.from({ length: 2 * SQUARE_COUNT }, (_, i) => (GRID.rank(i % SQUARE_COUNT) === (i < SQUARE_COUNT ? LAST_RANK.white : LAST_RANK.black) ? 1 : 0));
