/**
 * Winning and losing (ruling 7). The entering stage always goes on. In the movement
 * stage the position is judged for the side to move, i.e. after the opponent's whole
 * turn: if the side to move controls no stack, the opponent has won (even with no stack
 * of his own); otherwise, if the side to move has no legal turn, he has lost. The rules
 * know no draw but by agreement, which the game's lifecycle records, not the engine.
 */
import type { Outcome } from "../../types.ts";
import { ONGOING, opposite } from "../../types.ts";
import { hasCompulsoryPart } from "./movement.ts";
import type { PitOfPillarsState } from "./state.ts";
import { controlsAnyStack } from "./state.ts";

export function outcome(state: PitOfPillarsState): Outcome {
  if (state.stage === "entering") return ONGOING;
  const winner = opposite(state.turn);
  if (!controlsAnyStack(state.stacks, state.turn)) return { status: "win", winner, reason: "no-stacks" };
  // The pillar move is optional, so a turn exists exactly when a compulsory part does.
  if (!hasCompulsoryPart(state)) return { status: "win", winner, reason: "no-legal-move" };
  return ONGOING;
}
