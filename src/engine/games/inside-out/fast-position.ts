/**
 * Inside-out Chess's fast path, part 3: the FastPosition (src/engine/search/
 * fast-position.ts) over the fast board and generator, with the outcome, the evaluation
 * and the key, and the way back to the readable rules' state for texts. Registered in
 * src/engine/search/fast-registry.ts; never imported by the game's index.ts (the viewer
 * imports the game and must not carry this). test/engine/inside-out/fast-position.test.ts
 * holds it to the readable rules move for move.
 *
 * History: the only history the rules read is each side's previous move (the reverse
 * rule), which the state carries and the board keeps through make and unmake, so
 * nothing is overlooked.
 */
import { foldKey } from "../../search/fast-key.ts";
import { FAST_BLACK_WINS, FAST_ONGOING, FAST_WHITE_WINS } from "../../search/fast-position.ts";
import type { FastMoveList, FastOutcome, FastPosition } from "../../search/fast-position.ts";
import type { Side } from "../../types.ts";
import { FIELD_COUNT } from "./board.ts";
import { InsideOutBoard, KIND_OF_CODE, MAX_PLY, moveFrom, moveTo, PROMOTION_FLAG } from "./fast-board.ts";
import { generateFastMoves } from "./fast-moves.ts";
import { makeMoveText } from "./notation.ts";
import type { Piece } from "./pieces.ts";
import { EMPTY, KINDS, kindOf, makePiece, sideOf } from "./pieces.ts";
import { makePosition } from "./position.ts";
import type { InsideOutState } from "./state.ts";

/**
 * More than any position's moves: promotions and returning pawns can crowd a side onto
 * all 44 fields, none of which reaches more than 10 (a rook on 6x6), so at most 440. A
 * typed array would drop writes past its end silently.
 */
const MAX_MOVES = 512;

const letterOf = (piece: number): Piece => (piece === 0 ? EMPTY : makePiece(piece > 0 ? "white" : "black", KIND_OF_CODE[Math.abs(piece)]!));

export class InsideOutFast implements FastPosition {
  /** One move list per ply, made the first time a ply needs one and reused after, so a search or perft allocates nothing per node. */
  private readonly moveLists: { list: Int32Array; count: number }[] = [];
  readonly board: InsideOutBoard;

  private constructor(board: InsideOutBoard) {
    this.board = board;
  }

  static fromState(state: InsideOutState): InsideOutFast {
    const board = new InsideOutBoard(state.layout);
    for (let field = 0; field < FIELD_COUNT; field++) {
      const piece = state.board[field];
      if (piece === EMPTY) continue;
      const code = KINDS.indexOf(kindOf(piece)) + 1;
      board.place(field, sideOf(piece) === "white" ? code : -code);
    }
    if (state.turn === "black") board.switchTurn();
    for (const [side, move] of [state.previous.white, state.previous.black].entries()) {
      if (move !== undefined) board.setPrevious(side, move.from, move.to);
    }
    return new InsideOutFast(board);
  }

  /** The matching state of the readable rules. */
  toState(): InsideOutState {
    const { board } = this;
    const previous = (side: number) => (board.previousFrom[side] < 0 ? undefined : { from: board.previousFrom[side], to: board.previousTo[side] });
    return {
      layout: board.layout,
      board: Array.from(board.fields, letterOf),
      turn: this.turn(),
      previous: { white: previous(0), black: previous(1) },
    };
  }

  turn(): Side {
    return this.board.us === 1 ? "white" : "black";
  }

  /** Ruling 9's first half: a side without kings has lost, whoever is to move. */
  private kingsOutcome(): FastOutcome {
    const kings = this.board.kings;
    if (kings[0] === 0) return FAST_BLACK_WINS;
    if (kings[1] === 0) return FAST_WHITE_WINS;
    return FAST_ONGOING;
  }

  legalMoves(): FastMoveList {
    const ply = this.board.ply;
    let moves = this.moveLists[ply];
    if (moves === undefined) {
      if (ply >= MAX_PLY) throw new Error(`inside-out fast position: more than ${MAX_PLY} plies made`);
      moves = { list: new Int32Array(MAX_MOVES), count: 0 };
      this.moveLists[ply] = moves;
    }
    moves.count = this.kingsOutcome() === FAST_ONGOING ? generateFastMoves(this.board, moves.list) : 0;
    return moves;
  }

  countLegalMoves(): number {
    return this.legalMoves().count;
  }

  make(move: number): void {
    this.board.make(move);
  }

  unmake(move: number): void {
    this.board.unmake(move);
  }

  outcome(): FastOutcome {
    const byKings = this.kingsOutcome();
    if (byKings !== FAST_ONGOING) return byKings;
    // Ruling 9's second half: no legal move loses (the banned reverse counts as none).
    if (this.countLegalMoves() === 0) return this.board.us === 1 ? FAST_BLACK_WINS : FAST_WHITE_WINS;
    return FAST_ONGOING;
  }

  evaluate(): number {
    return this.board.material;
  }

  /** `kind` says "promotion" for a promoting capture, so only a plain capture is one. */
  isCapture(move: number): boolean {
    return this.board.fields[moveTo(move)] !== 0 && (move & PROMOTION_FLAG) === 0;
  }

  key(): number {
    return foldKey(this.board.hashHi, this.board.hashLo);
  }

  moveText(move: number): string {
    const fields = this.board.fields;
    const from = moveFrom(move);
    const to = moveTo(move);
    const piece = letterOf(fields[from]);
    const arriving = (move & PROMOTION_FLAG) !== 0 ? makePiece(sideOf(piece)!, "K") : piece;
    return makeMoveText(this.board.layout, { from, to, piece, captured: letterOf(fields[to]), arriving });
  }

  positionText(): string {
    return makePosition(this.toState());
  }
}

/** The registry's factory (src/engine/search/fast-registry.ts). */
export function insideOutFastPosition(state: InsideOutState): FastPosition {
  return InsideOutFast.fromState(state);
}
