/** Inside-out Chess's conservation laws, checked by the soak from each position to the next. */
import { SIDES, type BySide } from "../../types.ts";
import { kindOf, sideOf } from "./pieces.ts";
import type { InsideOutState } from "./state.ts";

function census(state: InsideOutState): BySide<{ pieces: number; kings: number }> {
  const count = { white: { pieces: 0, kings: 0 }, black: { pieces: 0, kings: 0 } };
  for (const piece of state.board) {
    const side = sideOf(piece);
    if (!side) continue;
    count[side].pieces++;
    if (kindOf(piece) === "K") count[side].kings++;
  }
  return count;
}

/**
 * A side gains pieces only through refills, which only a king's capture brings (ruling
 * 7), and at most one pawn per file; otherwise no side ever has more pieces than before
 * (a promotion turns a pawn into a king). A sentence when broken.
 */
export function checkStep(before: InsideOutState, after: InsideOutState): string | undefined {
  const was = census(before);
  const is = census(after);
  const kingCaptured = SIDES.some((side) => is[side].kings < was[side].kings);
  for (const side of SIDES) {
    const gained = is[side].pieces - was[side].pieces;
    if (gained > 0 && !kingCaptured) return `${side} gained ${gained} pieces without a king's capture`;
    if (gained > 6) return `${side} gained ${gained} pieces, more than one pawn per file`;
  }
  return undefined;
}
