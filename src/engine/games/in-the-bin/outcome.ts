/** The end (rule 10): the side to move has no legal move; in check it is mated, otherwise stalemated. */
import type { Outcome } from "../../types.ts";
import { ONGOING, opposite } from "../../types.ts";
import { hasLegalMove, isInCheck } from "./moves.ts";
import type { InTheBinState } from "./state.ts";

export function computeOutcome(state: InTheBinState): Outcome {
  if (hasLegalMove(state)) return ONGOING;
  return isInCheck(state.board, state.turn)
    ? { status: "win", winner: opposite(state.turn), reason: "checkmate" }
    : { status: "draw", reason: "stalemate" };
}
