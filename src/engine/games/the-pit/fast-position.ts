/**
 * The Pit's FastPosition (src/engine/search/fast-position.ts): the fast board
 * (fast-board.ts) with the game's ends, evaluation and texts, for perft and the search.
 *
 * Every end the readable rules know (outcome.ts) is said here: checkmate, stalemate, bare
 * kings, the 50-move rule and threefold repetition. Repetition is tracked in full: the
 * board starts with the keys of the state's earlier positions that can still recur (its
 * repetition chain) and keeps one key per ply, so a position that occurs a third time
 * along a line, counting the game's own history, ends it as the rules end it.
 */
import { kingDrive } from "../../search/king-drive.ts";
import { FAST_BLACK_WINS, FAST_DRAW, FAST_ONGOING, FAST_WHITE_WINS } from "../../search/fast-position.ts";
import type { FastMoveList, FastOutcome, FastPosition } from "../../search/fast-position.ts";
import type { BySide, Side } from "../../types.ts";
import { BOARD } from "./board.ts";
import { FastBoard, KINDS, isEnPassant, moveFrom, movePromotion, moveTo } from "./fast-board.ts";
import { makeMoveText } from "./notation.ts";
import { PIECES } from "./pieces.ts";
import { makePosition } from "./position.ts";
import type { Board, ThePitState } from "./state.ts";

/** What legalMoves answers once the game is over: no moves. */
const NO_MOVES: FastMoveList = { list: new Int32Array(0), count: 0 };

export class ThePitFastPosition implements FastPosition {
  readonly board: FastBoard;
  /** The state's move number: positionText writes it, and the board does not keep it. */
  private readonly fullmoveStart: number;
  private readonly whiteStarts: boolean;
  /** The kings' cells for kingDrive, refilled at each evaluation. */
  private readonly kingCells: { white: number | undefined; black: number | undefined } = { white: undefined, black: undefined };

  constructor(state: ThePitState) {
    this.board = FastBoard.fromState(state);
    this.fullmoveStart = state.fullmoveNumber;
    this.whiteStarts = state.turn === "white";
  }

  turn(): Side {
    return this.board.turn === 1 ? "white" : "black";
  }

  legalMoves(): FastMoveList {
    return this.board.drawnByRule() ? NO_MOVES : this.board.legalMoves();
  }

  countLegalMoves(): number {
    return this.board.drawnByRule() ? 0 : this.board.countLegalMoves();
  }

  make(move: number): void {
    this.board.make(move);
  }

  unmake(move: number): void {
    this.board.unmake(move);
  }

  /** In the rules' order (outcome.ts): no legal move first (mate or stalemate), then the draw rules. */
  outcome(): FastOutcome {
    const board = this.board;
    if (board.countLegalMoves() === 0) {
      if (!board.inCheck()) return FAST_DRAW;
      return board.turn === 1 ? FAST_BLACK_WINS : FAST_WHITE_WINS;
    }
    return board.drawnByRule() ? FAST_DRAW : FAST_ONGOING;
  }

  /** evaluate.ts exactly: material and pawn advance kept by make and unmake, and the king drive. */
  evaluate(): number {
    const board = this.board;
    const kings = this.kingCells;
    kings.white = board.kings[0];
    kings.black = board.kings[1];
    return board.material + board.advance + kingDrive(BOARD, board.material, kings as BySide<number | undefined>);
  }

  /** As the rules' move kinds say: a capture or a capture-promotion; en passant is its own kind. */
  isCapture(move: number): boolean {
    return this.board.squares[moveTo(move)] !== 0;
  }

  key(): number {
    return this.board.key();
  }

  moveText(move: number): string {
    const squares = this.board.squares;
    const from = moveFrom(move);
    const to = moveTo(move);
    const code = squares[from];
    const promotion = movePromotion(move);
    const side = code > 0 ? "white" : "black";
    return makeMoveText({
      from,
      to,
      piece: PIECES[side][KINDS[Math.abs(code)]!],
      // en passant lands on an empty cell but captures, and its text says so
      isCapture: squares[to] !== 0 || isEnPassant(move),
      promotion: promotion === 0 ? undefined : KINDS[promotion],
    });
  }

  positionText(): string {
    const board = this.board;
    const cells: Board = Array.from(board.squares, (code) => (code === 0 ? undefined : PIECES[code > 0 ? "white" : "black"][KINDS[Math.abs(code)]!]));
    // a move number counts White's and Black's moves as one
    const fullmoveNumber = this.fullmoveStart + Math.floor((board.ply + (this.whiteStarts ? 0 : 1)) / 2);
    return makePosition({
      board: cells,
      turn: this.turn(),
      enPassant: board.enPassant < 0 ? undefined : board.enPassant,
      halfmoveClock: board.halfmoveClock,
      fullmoveNumber,
      // makePosition does not read the chain
      repetition: { key: "", occurrences: 1, earlier: undefined },
    });
  }
}

/** The fast position of a state of The Pit (fast-registry.ts). */
export function thePitFastPosition(state: ThePitState): FastPosition {
  return new ThePitFastPosition(state);
}
