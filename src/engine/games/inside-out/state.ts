/**
 * The state of a game of Inside-out Chess. Immutable: a move makes a new board array.
 * It carries the one piece of history the rules need, each side's previous move, so
 * the reverse rule (ruling 8) can be judged from a state alone.
 */
import type { BySide, Side } from "../../types.ts";
import type { Layout } from "./board.ts";
import { FIELD_COUNT, GRID } from "./board.ts";
import type { Piece } from "./pieces.ts";
import { EMPTY } from "./pieces.ts";

/** A move as the reverse rule sees it: the field left and the field reached. */
export interface FieldMove {
  readonly from: number;
  readonly to: number;
}

export interface InsideOutState {
  readonly layout: Layout;
  /** The occupant of every field (see board.ts for the numbering). */
  readonly board: readonly Piece[];
  readonly turn: Side;
  /** Each side's most recent move, or undefined before its first (or when a position text says "-"). */
  readonly previous: BySide<FieldMove | undefined>;
}

export const SIDE_NAME: BySide<string> = { white: "White", black: "Black" };

/** Ruling 2: the back ranks are R N K K B R for White and its half-turn for Black. */
const START_BACK_RANK = "RNKKBR";

/** The start position in a layout; White moves first. */
export function initialState(layout: Layout): InsideOutState {
  const board: Piece[] = Array<Piece>(FIELD_COUNT).fill(EMPTY);
  for (let file = 0; file < 6; file++) {
    board[GRID.at(file, 0)!] = START_BACK_RANK[file];
    board[GRID.at(file, 1)!] = "P";
    board[GRID.at(file, 4)!] = "p";
    // Black's back rank is White's turned half round: a6 holds what f1 holds.
    board[GRID.at(5 - file, 5)!] = START_BACK_RANK[file].toLowerCase();
  }
  return { layout, board, turn: "white", previous: { white: undefined, black: undefined } };
}
