/**
 * In The Bin's FastPosition (src/engine/search/fast-position.ts) over its fast board:
 * the outcome, the evaluation (evaluate.ts's, with its constants), the key, move texts
 * and the position text, and the factory that builds a fast board from a readable state,
 * history included: every earlier board and bin the state remembers is carried over, so
 * the no-repeat rules bite from any state exactly as in the readable rules.
 */
import { foldKey } from "../../search/fast-key.ts";
import { makeLongMove } from "../../chess/notation.ts";
import { kingDrive } from "../../search/king-drive.ts";
import { FAST_BLACK_WINS, FAST_DRAW, FAST_ONGOING, FAST_WHITE_WINS } from "../../search/fast-position.ts";
import type { FastMoveList, FastOutcome, FastPosition } from "../../search/fast-position.ts";
import { entriesOf } from "../../persistent-map.ts";
import type { Side } from "../../types.ts";
import { BOARD, HOT_SPOTS } from "./board.ts";
import { OPEN_SPOT, PUSHABLE, VALUES } from "./evaluate.ts";
import { CELLS } from "./fast-attacks.ts";
import { InTheBinFastBoard, moveCaptured, moveFrom, movePiece, moveTo, moveType, PUSH, SELECTION } from "./fast-board.ts";
import { binCode, BIN_RADIX } from "./fast-history.ts";
import { KINDS } from "./pieces.ts";
import { makePosition } from "./position.ts";
import type { InTheBinState } from "./state.ts";

const SIDES: readonly Side[] = ["white", "black"];
/** A piece's value by its number (0 empty, 1-8 White's, 9-16 Black's), White positive. */
const SIGNED_VALUE = Float64Array.from({ length: 17 }, (_, piece) => (piece === 0 ? 0 : (piece <= 8 ? 1 : -1) * VALUES[KINDS[(piece - 1) & 7]]));

class InTheBinFastPosition implements FastPosition {
  private readonly board: InTheBinFastBoard;

  constructor(board: InTheBinFastBoard) {
    this.board = board;
  }

  turn(): Side {
    return SIDES[this.board.turn];
  }

  legalMoves(): FastMoveList {
    const count = this.board.legalMoves();
    return { list: this.board.listOfPly(), count };
  }

  countLegalMoves(): number {
    return this.board.countLegalMoves();
  }

  make(move: number): void {
    this.board.make(move);
  }

  unmake(move: number): void {
    this.board.unmake(move);
  }

  outcome(): FastOutcome {
    const board = this.board;
    if (board.hasLegalMove()) return FAST_ONGOING;
    if (!board.kingAttacked(board.turn)) return FAST_DRAW;
    return board.turn === 0 ? FAST_BLACK_WINS : FAST_WHITE_WINS;
  }

  evaluate(): number {
    const squares = this.board.board;
    let material = 0;
    for (let cell = 0; cell < CELLS; cell++) material += SIGNED_VALUE[squares[cell]];
    const kings = this.board.kings;
    return material + this.binAccess(0) - this.binAccess(1) + kingDrive(BOARD, material, { white: kings[0], black: kings[1] });
  }

  /** evaluate.ts's bin access for a side: an open own hot spot, or an enemy piece on one. */
  private binAccess(side: number): number {
    const squares = this.board.board;
    let score = 0;
    for (const cell of HOT_SPOTS[SIDES[side]]) {
      const piece = squares[cell];
      if (piece === 0) score += OPEN_SPOT;
      else if ((piece > 8 ? 1 : 0) !== side) score += PUSHABLE * Math.abs(SIGNED_VALUE[piece]);
    }
    return score;
  }

  isCapture(move: number): boolean {
    return moveType(move) === 0 && moveCaptured(move) !== 0;
  }

  key(): number {
    const board = this.board;
    // The board decides the bin (every piece is on the board or in it), so the board's hash, the side and the extra flag name the state.
    const hi = board.hashHi ^ (board.turn === 1 ? 0x2545f491 : 0) ^ (board.extra ? 0x6c8e9cf5 : 0);
    return foldKey(hi, board.hashLo);
  }

  moveText(move: number): string {
    const type = moveType(move);
    if (type === PUSH) return "push";
    const kind = KINDS[(movePiece(move) - 1) & 7];
    if (type === SELECTION) return `${kind}@${BOARD.name(moveTo(move))}`;
    return makeLongMove({ piece: kind, from: BOARD.name(moveFrom(move)), capture: moveCaptured(move) !== 0, to: BOARD.name(moveTo(move)) });
  }

  positionText(): string {
    const board = this.board;
    return makePosition({ board: board.board, bin: Array.from(board.bin), turn: SIDES[board.turn], extra: board.extra });
  }
}

/** The fast position of a readable state, its whole remembered history included. */
export function inTheBinFastPosition(state: InTheBinState): FastPosition {
  const board = new InTheBinFastBoard();
  board.board.set(state.board);
  board.bin.set(state.bin);
  board.turn = state.turn === "white" ? 0 : 1;
  board.extra = state.extra;
  board.binCode = binCode(state.bin);
  board.setUp();
  for (const { hi, lo } of entriesOf(state.boards)) board.boards.add(hi, lo);
  // the readable state keeps each earlier bin under (0, binKey): base 11, BIN_KINDS order
  for (const { hi, lo } of entriesOf(state.bins)) {
    if (hi !== 0 || lo >>> 0 >= 11 ** BIN_RADIX.length) continue;
    const counts: number[] = [];
    for (let key = lo >>> 0, i = 0; i < BIN_RADIX.length; i++, key = Math.floor(key / 11)) counts.push(key % 11);
    const code = binCode(counts);
    if (code >= 0) board.bins[code] = 1;
  }
  return new InTheBinFastPosition(board);
}
