/** Shared steps of the In The Bin tests: positions from text, lines of moves, refusals. */
import { BOARD } from "../../../src/engine/games/in-the-bin/board.ts";
import { inTheBin, type InTheBinState } from "../../../src/engine/games/in-the-bin/index.ts";
import { pieceFromLetter } from "../../../src/engine/games/in-the-bin/pieces.ts";
import { parseBinText } from "../../../src/engine/games/in-the-bin/position.ts";
import { freshState } from "../../../src/engine/games/in-the-bin/state.ts";

export const START = "4k4/9/9/9/4*4/9/9/9/4K4 w - Q2R4B4N6M2F8W10";

export function at(text: string): InTheBinState {
  const read = inTheBin.parsePosition(text);
  if (!read.ok) throw new Error(`${text}: ${read.error.message}`);
  return read.value;
}

/** Plays `moves` from `state`, failing loudly on a refusal. */
export function line(state: InTheBinState, ...moves: string[]): InTheBinState {
  let current = state;
  for (const text of moves) {
    const played = inTheBin.play(current, text);
    if (!played.ok) throw new Error(`${text}: ${played.error.message}`);
    current = played.value.state;
  }
  return current;
}

/** The refusal message of `text` in `state` (fails if the move is legal). */
export function refusal(state: InTheBinState, text: string): string {
  const played = inTheBin.play(state, text);
  if (played.ok) throw new Error(`${text} was played`);
  return played.error.message;
}

export const texts = (state: InTheBinState): string[] => inTheBin.legalMoves(state).map((m) => m.text);

/**
 * A state made by hand, for rules that need a small bin: `pieces` as square -> letter
 * (upper case White), the bin as the position text writes it. Built without the
 * position parser, which insists that board and bin hold all 36 pieces.
 */
export function custom(pieces: Record<string, string>, binText: string, turn: "white" | "black" = "white", extra = false): InTheBinState {
  const board = new Uint8Array(BOARD.width * BOARD.height);
  for (const [square, letter] of Object.entries(pieces)) {
    const cell = BOARD.parse(square);
    const piece = pieceFromLetter(letter);
    if (cell === undefined || piece === undefined) throw new Error(`bad piece ${letter} on ${square}`);
    board[cell] = piece;
  }
  const bin = parseBinText(binText);
  if (!bin.ok) throw new Error(bin.error.message);
  return freshState(board, bin.value, turn, extra);
}
