/** The Pit for the computer's search: material, the Hero and Cavalier valued as the chancellor and archbishop of chess variants. */
import { materialOf } from "../../search/material.ts";
import type { ThePitState } from "./state.ts";
import { viewPosition } from "./view.ts";

const VALUES = { P: 100, S: 350, C: 750, H: 850, R: 500, Q: 950, K: 0 };

export function evaluate(state: ThePitState): number {
  return materialOf(viewPosition(state), VALUES);
}
