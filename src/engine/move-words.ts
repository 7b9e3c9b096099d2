/**
 * One meaning of "move" everywhere (issue 10): a numbered move is one move by each side,
 * as the move list and the records number them (a new number when White moves after
 * Black, so In The Bin's extra moves share their number); a single side's move is a
 * ply, named so only where a count must be exact.
 */
import type { BySide, Side } from "./types.ts";
import { counted } from "./plural.ts";

/** The numbered move each ply belongs to, from the side that made each ply. */
export function moveNumbers(sides: readonly Side[]): number[] {
  const numbers: number[] = [];
  let number = 0;
  sides.forEach((side, i) => {
    number = nextMoveNumber(number, sides[i - 1], side);
    numbers.push(number);
  });
  return numbers;
}

/** The number of a ply by `side` after a ply numbered `number` by `before` (none: the first ply, numbered 1). */
export function nextMoveNumber(number: number, before: Side | undefined, side: Side): number {
  return before === undefined || (side === "white" && before === "black") ? number + 1 : number;
}

/** How many numbered moves `plies` make: exact from the sides, else sides alternating. */
export function countMoves(plies: number, sides?: readonly Side[]): number {
  if (sides && sides.length >= plies) return plies === 0 ? 0 : moveNumbers(sides.slice(0, plies))[plies - 1];
  return Math.ceil(plies / 2);
}

/** "no moves yet", "1 move", "6 moves", for `plies` made by `sides`. */
export function movesText(plies: number, sides?: readonly Side[]): string {
  return countText(countMoves(plies, sides));
}

/** "no moves yet", "1 move", "6 moves", for a count of numbered moves. */
export function countText(count: number): string {
  return count === 0 ? "no moves yet" : counted(count, "move");
}

/** A ply as the move list shows it: "3. e2-e3" for the first side, "3… e9-e8" for the second. */
export function plyLabel(ply: number, sides: readonly Side[], moves: readonly string[]): string {
  const number = moveNumbers(sides)[ply - 1];
  return `${number}${sides[ply - 1] === "white" ? "." : "…"} ${moves[ply - 1]}`;
}

/** "the position after 3. e2-e3 (ply 5 of 12)", or "the start position". */
export function positionAfter(ply: number, latest: number, sides: readonly Side[], moves: readonly string[]): string {
  if (ply === 0) return "the start position";
  return `the position after ${plyLabel(ply, sides, moves)} (ply ${ply} of ${latest})`;
}

/** "Move 4 (Black's e9-e8)": a move of a record, for errors that name one. */
export function recordMoveName(ply: number, sides: readonly Side[], sideNames: BySide<string>, text: string): string {
  const number = moveNumbers(sides)[ply - 1];
  return `Move ${number} (${sideNames[sides[ply - 1]]}'s ${text})`;
}
