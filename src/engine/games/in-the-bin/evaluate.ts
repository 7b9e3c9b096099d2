/**
 * In The Bin for the computer's search: material on the board (pieces in the bin belong
 * to nobody), access to the bin (each of one's own hot spots that is empty is a selection
 * waiting; an enemy piece standing on one is a push waiting, which bins it and earns an
 * extra move), and the king drive once one side is well ahead, since the game is won by
 * checkmate. Read straight from the board: the search calls this at every leaf. The
 * constants are exported for the fast path (fast-position.ts), which must score alike.
 */
import { kingDrive } from "../../search/king-drive.ts";
import type { Side } from "../../types.ts";
import { BOARD, HOT_SPOTS } from "./board.ts";
import { EMPTY, kindOf, sideOf, type Kind } from "./pieces.ts";
import type { InTheBinState } from "./state.ts";

export const VALUES: Readonly<Record<Kind, number>> = { K: 0, Q: 900, R: 500, B: 300, N: 300, M: 400, F: 150, W: 150 };
/** An empty own hot spot: a selection from the bin is open. */
export const OPEN_SPOT = 20;
/** Of an enemy piece's value, when it stands on one's own hot spot (a push would bin it). */
export const PUSHABLE = 0.25;

function binAccess(state: InTheBinState, side: Side): number {
  let score = 0;
  for (const cell of HOT_SPOTS[side]) {
    const piece = state.board[cell];
    if (piece === EMPTY) score += OPEN_SPOT;
    else if (sideOf(piece) !== side) score += PUSHABLE * VALUES[kindOf(piece)];
  }
  return score;
}

export function evaluate(state: InTheBinState): number {
  let material = 0;
  const kings: Record<Side, number | undefined> = { white: undefined, black: undefined };
  for (const cell of BOARD.cells) {
    const piece = state.board[cell];
    if (piece === EMPTY) continue;
    const kind = kindOf(piece);
    const side = sideOf(piece)!;
    material += (side === "white" ? 1 : -1) * VALUES[kind];
    if (kind === "K") kings[side] = cell;
  }
  return material + binAccess(state, "white") - binAccess(state, "black") +
    kingDrive(BOARD, material, kings);
}
