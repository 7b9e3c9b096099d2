/** Pit of Pillars' conservation laws, checked by the soak from each position to the next. */
import { SIDES, type BySide } from "../../types.ts";
import { countMen, type PitOfPillarsState } from "./state.ts";

/** Each side's men in the game's books: on the board, in reserve, and removed from the game. */
function menOf(state: PitOfPillarsState): BySide<number> {
  const total = { white: state.reserves.white + state.out.white, black: state.reserves.black + state.out.black };
  for (const stack of state.stacks) for (const side of SIDES) total[side] += countMen(stack, side);
  return total;
}

/**
 * Men come into the game only in the entering stage, from the supply (one or two by the
 * mover); after that none is made or lost: a capture moves the mover's men to its
 * reserve and the opponent's out of the game, and both are still counted. A sentence when broken.
 */
export function checkStep(before: PitOfPillarsState, after: PitOfPillarsState): string | undefined {
  const was = menOf(before);
  const is = menOf(after);
  for (const side of SIDES) {
    const entered = side === before.turn && before.stage === "entering" ? is[side] - was[side] : 0;
    if (before.stage === "entering" && (entered < 0 || entered > 2)) return `${side} entered ${entered} men in one turn`;
    if (before.stage === "movement" && is[side] !== was[side]) return `${side} had ${was[side]} men and now has ${is[side]}`;
    if (before.stage === "entering" && side !== before.turn && is[side] !== was[side]) return `${side} changed men on the opponent's turn`;
  }
  return undefined;
}
