/** In The Bin's conservation law, checked by the soak from each position to the next. */
import { BOARD } from "./board.ts";
import { BIN_KINDS, EMPTY, kindOf, START_BIN } from "./pieces.ts";
import type { InTheBinState } from "./state.ts";

/** Board and bin hold the 36 pieces of the start by kind, plus the two kings, always. */
export function checkStep(_before: InTheBinState, after: InTheBinState): string | undefined {
  let kings = 0;
  const counts = [...after.bin];
  for (const cell of BOARD.cells) {
    const piece = after.board[cell];
    if (piece === EMPTY) continue;
    const kind = kindOf(piece);
    if (kind === "K") kings++;
    else counts[BIN_KINDS.indexOf(kind)]++;
  }
  if (kings !== 2) return `there are ${kings} kings`;
  const wrong = BIN_KINDS.findIndex((_, i) => counts[i] !== START_BIN[i]);
  return wrong < 0 ? undefined : `board and bin hold ${counts[wrong]} of kind ${BIN_KINDS[wrong]}, not ${START_BIN[wrong]}`;
}
