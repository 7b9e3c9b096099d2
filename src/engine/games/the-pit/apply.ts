/** Applying a legal move: the new board, clocks, en passant square and repetition chain. */
import { opposite } from "../../types.ts";
import { BOARD } from "./board.ts";
import type { Candidate } from "./moves.ts";
import { hasLegalEnPassant } from "./moves.ts";
import { PAWN_RANKS, PIECES } from "./pieces.ts";
import type { Piece } from "./pieces.ts";
import { positionKey } from "./position.ts";
import type { ThePitState } from "./state.ts";
import { extendRepetition } from "./state.ts";

/** The state after `candidate`, which must be legal in `state`. */
export function applyMove(state: ThePitState, candidate: Candidate): ThePitState {
  const { from, to, piece, captureAt, promotion } = candidate;
  const mover = state.turn;
  const turn = opposite(mover);
  const board: (Piece | undefined)[] = state.board.slice();
  if (captureAt !== undefined) board[captureAt] = undefined;
  board[from] = undefined;
  board[to] = promotion === undefined ? piece : PIECES[mover][promotion];

  const isPawn = piece.kind === "P";
  const isCapture = captureAt !== undefined;
  const isSidestep = isPawn && BOARD.rank(from) === BOARD.rank(to);
  const isTwoStep = isPawn && Math.abs(BOARD.rank(to) - BOARD.rank(from)) === 2;
  const passed = isTwoStep ? BOARD.at(BOARD.file(from), BOARD.rank(from) + PAWN_RANKS[mover].forward) : undefined;
  const enPassant = passed !== undefined && hasLegalEnPassant(board, turn, passed) ? passed : undefined;
  // Captures and forward pawn moves cannot be undone, so no earlier position can recur.
  const isIrreversible = isCapture || (isPawn && !isSidestep);
  return {
    board,
    turn,
    enPassant,
    halfmoveClock: isCapture || isPawn ? 0 : state.halfmoveClock + 1,
    fullmoveNumber: mover === "black" ? state.fullmoveNumber + 1 : state.fullmoveNumber,
    repetition: extendRepetition(isIrreversible ? undefined : state.repetition, positionKey(board, turn, enPassant)),
  };
}
