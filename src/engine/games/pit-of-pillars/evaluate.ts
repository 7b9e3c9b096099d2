/**
 * Pit of Pillars for the computer's search: the game is lost by controlling no stack, so
 * each controlled stack counts (more the taller it is: its men are the controller's to
 * move), pillars a little (they shape every square's capacity), and men in reserve (they
 * can be entered again). Read straight from the state: the search calls this at every leaf.
 */
import { BOARD } from "./board.ts";
import type { PitOfPillarsState } from "./state.ts";
import { topSide } from "./state.ts";

// Exported for the fast path (fast-position.ts), which must score exactly alike.
export const STACK = 100;
export const PER_MAN = 10;
export const PILLAR = 30;
export const IN_RESERVE = 60;

export function evaluate(state: PitOfPillarsState): number {
  let score = 0;
  for (const cell of BOARD.cells) {
    const stack = state.stacks[cell];
    const controller = topSide(stack);
    if (controller) score += (controller === "white" ? 1 : -1) * (STACK + PER_MAN * stack.length);
    const pillar = state.pillars[cell];
    if (pillar) score += (pillar === "white" ? 1 : -1) * PILLAR;
  }
  return score + IN_RESERVE * (state.reserves.white - state.reserves.black);
}
