/**
 * The state of a game of Pit of Pillars. Immutable: every turn makes new arrays.
 */
import type { BySide, Side } from "../../types.ts";
import type { Pillars } from "./board.ts";
import { CELL_COUNT } from "./board.ts";

/**
 * A stack: its men from bottom to top, one letter each (`w` White, `r` Red); "" for no
 * stack. A string, not an array, because splitting and joining stacks is then a cheap
 * `slice`/concatenation and the position text writes it unchanged.
 */
export type Stack = string;

/** How players and messages name the sides. */
export const SIDE_NAME: BySide<string> = { white: "White", black: "Red" };

/** The letter of a man of each side, in stacks and in the position text. */
export const MAN: BySide<string> = { white: "w", black: "r" };

export type Stage = "entering" | "movement";

export interface PitOfPillarsState {
  /** Indexed by grid cell (holes included, always ""). A cell holds a stack or a pillar, never both. */
  readonly stacks: readonly Stack[];
  readonly pillars: Pillars;
  /** Men each side can enter in the movement stage; they come only from captures (ruling 2). */
  readonly reserves: BySide<number>;
  /** Men of each side removed from the game by the opponent's captures. */
  readonly out: BySide<number>;
  readonly turn: Side;
  readonly stage: Stage;
  /**
   * Entering stage only: the square of the man the previous player entered last, next to
   * which the first man of this turn goes. Undefined before White's first man.
   */
  readonly lastEntered: number | undefined;
}

/** The side controlling a stack (the colour on top), or undefined for no stack. */
export function topSide(stack: Stack): Side | undefined {
  if (stack === "") return undefined;
  return stack[stack.length - 1] === MAN.white ? "white" : "black";
}

export function isBicoloured(stack: Stack): boolean {
  return stack.includes(MAN.white) && stack.includes(MAN.black);
}

/** How many men of `side` a stack holds. */
export function countMen(stack: Stack, side: Side): number {
  const letter = MAN[side];
  let count = 0;
  for (const man of stack) if (man === letter) count++;
  return count;
}

/** Does `side` control (have its colour on top of) at least one stack? */
export function controlsAnyStack(stacks: readonly Stack[], side: Side): boolean {
  const letter = MAN[side];
  for (const stack of stacks) if (stack !== "" && stack[stack.length - 1] === letter) return true;
  return false;
}

/** The empty board, White to enter the first man (ruling 2: no reserves at the start). */
export function initialState(): PitOfPillarsState {
  return {
    stacks: Array<Stack>(CELL_COUNT).fill(""),
    pillars: Array<Side | undefined>(CELL_COUNT).fill(undefined),
    reserves: { white: 0, black: 0 },
    out: { white: 0, black: 0 },
    turn: "white",
    stage: "entering",
    lastEntered: undefined,
  };
}
