/** Inside-out Chess for the computer's search: material, each king worth more than a rook (losing the last one loses). */
import { materialOf } from "../../search/material.ts";
import type { InsideOutState } from "./state.ts";
import { view as viewPosition } from "./view.ts";

const VALUES = { P: 100, N: 300, B: 300, R: 500, K: 700 };

export function evaluate(state: InsideOutState): number {
  return materialOf(viewPosition(state), VALUES);
}
