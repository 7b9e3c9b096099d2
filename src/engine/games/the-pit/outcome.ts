/**
 * How a game of The Pit ends (ruling 5): checkmate wins, stalemate draws, and three
 * automatic draws: only the two kings left, threefold repetition, 50 moves by each side
 * without a capture or pawn move. Checkmate and stalemate come first, as in FIDE chess:
 * a move that mates on the hundredth quiet ply still wins.
 */
import type { Outcome } from "../../types.ts";
import { ONGOING, opposite } from "../../types.ts";
import { BOARD } from "./board.ts";
import { isInCheck } from "./check.ts";
import { hasLegalMove } from "./moves.ts";
import type { ThePitState } from "./state.ts";

/** Plies without a capture or pawn move that end the game: 50 by each side. */
export const FIFTY_MOVE_PLIES = 100;

function hasOnlyKings(state: ThePitState): boolean {
  return BOARD.cells.every((cell) => state.board[cell] === undefined || state.board[cell]?.kind === "K");
}

const remembered = new WeakMap<ThePitState, Outcome>();

/** The outcome of a state by the rules, worked out once per state. */
export function computeOutcome(state: ThePitState): Outcome {
  let outcome = remembered.get(state);
  if (outcome === undefined) {
    if (!hasLegalMove(state)) {
      outcome = isInCheck(state.board, state.turn)
        ? { status: "win", winner: opposite(state.turn), reason: "checkmate" }
        : { status: "draw", reason: "stalemate" };
    } else if (hasOnlyKings(state)) outcome = { status: "draw", reason: "insufficient-material" };
    else if (state.repetition.occurrences >= 3) outcome = { status: "draw", reason: "threefold-repetition" };
    else if (state.halfmoveClock >= FIFTY_MOVE_PLIES) outcome = { status: "draw", reason: "fifty-move-rule" };
    else outcome = ONGOING;
    remembered.set(state, outcome);
  }
  return outcome;
}

/** The outcome in a sentence, for notes and refusals. */
export function describeOutcome(outcome: Outcome): string {
  if (outcome.status === "ongoing") return "The game goes on.";
  if (outcome.status === "win") {
    const winner = `${outcome.winner === "white" ? "White" : "Black"} wins.`;
    return outcome.reason === "checkmate" ? `Checkmate: ${winner}` : winner;
  }
  switch (outcome.reason) {
    case "stalemate":
      return "Stalemate: the game is drawn.";
    case "insufficient-material":
      return "Only the two kings are left: the game is drawn.";
    case "threefold-repetition":
      return "The same position has occurred three times: the game is drawn.";
    case "fifty-move-rule":
      return "Fifty moves by each side without a capture or a pawn move: the game is drawn.";
    default:
      return "The game is drawn.";
  }
}
