/**
 * How a game of The Pit ends (ruling 5): checkmate wins, stalemate draws, and three
 * automatic draws: only the two kings left, threefold repetition, 50 moves by each side
 * without a capture or pawn move. Checkmate and stalemate come first, as in FIDE chess:
 * a move that mates on the hundredth quiet ply still wins.
 */
import { checkmateNote } from "../../notes.ts";
import { sentencesOf } from "../../sentence-words.ts";
import type { Outcome, Sentence } from "../../types.ts";
import { ONGOING, opposite } from "../../types.ts";
import { BOARD } from "./board.ts";
import { isInCheck } from "./check.ts";
import { hasLegalMove } from "./moves.ts";
import type { ThePitState } from "./state.ts";

/** Plies without a capture or pawn move that end the game: 50 by each side. */
export const FIFTY_MOVE_PLIES = 100;

const { said } = sentencesOf("the-pit");

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

/**
 * The end in a sentence, for the move's note and the refusal of a move after it. The Pit
 * ends only as computeOutcome decides: a checkmate wins, the rest draw.
 */
export function describeOutcome(outcome: Exclude<Outcome, { status: "ongoing" }>): Sentence {
  if (outcome.status === "win") {
    if (outcome.reason !== "checkmate") throw new Error(`The Pit is won only by checkmate, not by ${outcome.reason}`);
    return checkmateNote(outcome.winner, outcome.winner === "white" ? "White" : "Black");
  }
  switch (outcome.reason) {
    case "stalemate":
      return said("note.stalemate", undefined, "Stalemate: the game is drawn.");
    case "insufficient-material":
      return said("note.onlyKings", undefined, "Only the two kings are left: the game is drawn.");
    case "threefold-repetition":
      return said("note.threefoldRepetition", undefined, "The same position has occurred three times: the game is drawn.");
    case "fifty-move-rule":
      return said("note.fiftyMoves", undefined, "Fifty moves by each side without a capture or a pawn move: the game is drawn.");
    default:
      throw new Error(`The Pit is never drawn by ${outcome.reason}`);
  }
}
