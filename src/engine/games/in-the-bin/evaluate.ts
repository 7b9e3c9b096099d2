/** In The Bin for the computer's search: material on the board (the bin's pieces belong to nobody). */
import { materialOf } from "../../search/material.ts";
import type { InTheBinState } from "./state.ts";
import { viewPosition } from "./view.ts";

const VALUES = { K: 0, Q: 900, R: 500, B: 300, N: 300, M: 400, F: 150, W: 150 };

export function evaluate(state: InTheBinState): number {
  return materialOf(viewPosition(state), VALUES);
}
