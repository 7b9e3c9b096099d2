/**
 * Capture (ruling 6): after the compulsory part, the stack that received men is captured
 * when it holds both colours and is taller than its square's capacity. The mover's men
 * go back to his reserves, the opponent's men leave the game, and a pillar of the
 * mover's colour takes the square. Only the receiving stack is judged: a new pillar
 * never captures the stacks next to it (no cascade).
 */
import type { Side } from "../../types.ts";
import { opposite } from "../../types.ts";
import { capacity } from "./board.ts";
import type { PitOfPillarsState } from "./state.ts";
import { countMen, isBicoloured } from "./state.ts";

/** What a capture took: the square and the men of each side in the captured stack. */
export interface Capture {
  readonly at: number;
  readonly returned: number;
  readonly removed: number;
}

/** Is the stack on `cell` capturable now: bi-coloured and above its square's capacity? */
export function isOverloaded(state: PitOfPillarsState, cell: number): boolean {
  const stack = state.stacks[cell];
  return stack.length > capacity(state.pillars, cell) && isBicoloured(stack);
}

/** Captures the stack on `receiving` for `mover` if it is overloaded; otherwise returns the state as it is. */
export function captureIfOverloaded(
  state: PitOfPillarsState,
  receiving: number,
  mover: Side,
): { state: PitOfPillarsState; capture?: Capture } {
  if (!isOverloaded(state, receiving)) return { state };
  const opponent = opposite(mover);
  const stack = state.stacks[receiving];
  const returned = countMen(stack, mover);
  const removed = countMen(stack, opponent);
  const stacks = state.stacks.slice();
  const pillars = state.pillars.slice();
  stacks[receiving] = "";
  pillars[receiving] = mover;
  return {
    state: {
      ...state,
      stacks,
      pillars,
      reserves: { ...state.reserves, [mover]: state.reserves[mover] + returned },
      out: { ...state.out, [opponent]: state.out[opponent] + removed },
    },
    capture: { at: receiving, returned, removed },
  };
}
