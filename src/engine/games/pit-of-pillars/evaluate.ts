/**
 * Pit of Pillars for the computer's search: the game is won by leaving the opponent
 * without a stack, so stacks controlled count most, then men in reserve (they come back
 * as entries) and pillars (they weaken the squares around them for both sides).
 */
import type { PitOfPillarsState } from "./state.ts";
import { view } from "./view.ts";

export function evaluate(state: PitOfPillarsState): number {
  const drawn = view(state);
  let score = 0;
  for (const piece of drawn.pieces) {
    const value = piece.kind === "pillar" ? 30 : 100 + 10 * (piece.stack?.length ?? 1);
    score += piece.side === "white" ? value : -value;
  }
  score += 60 * (state.reserves.white - state.reserves.black);
  return score;
}
