/** The start position (seed "Setup", ruling 2): White moves first, nothing may castle. */
import type { ThePitState } from "./state.ts";
import { parsePosition } from "./position.ts";

/** Rook, Cavalier, Hero, Sorceror, Queen, King, Sorceror, Hero, Cavalier, Rook on the back ranks; ten pawns in front. */
export const START_POSITION = "rchsqkshcr/pppppppppp/10/3****3/3****3/3****3/3****3/10/PPPPPPPPPP/RCHSQKSHCR w - - 0 1";

function readStart(): ThePitState {
  const start = parsePosition(START_POSITION);
  if (!start.ok) throw new Error(`the start position does not parse: ${start.error.message}`);
  return start.value;
}

/** The start state. States are immutable, so every new game shares this one. */
export const START_STATE: ThePitState = readStart();
