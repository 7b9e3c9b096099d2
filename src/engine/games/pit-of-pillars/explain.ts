/**
 * Why clicks make no turn (for pages, without a round trip): the clicks are written as
 * the turn text they would make (ruling 8's notation) and the game's own refusal of that
 * text is the answer, so the page and the server give the same reason.
 */
import type { Move, Sentence } from "../../types.ts";
import type { PitOfPillarsState } from "./state.ts";

function textOf(state: PitOfPillarsState, path: readonly string[]): string | undefined {
  if (state.stage === "entering") return path.length <= 2 ? path.join(",") : undefined;
  if (path.length !== 2 && path.length !== 4) return undefined;
  // a reserve entry starts with the reserve area's id, never a square name
  const base = path[0].startsWith("reserve") ? `@${path[1]}` : `${path[0]}-${path[1]}`;
  return path.length === 2 ? base : `${base}/P${path[2]}-${path[3]}`;
}

export function explainTurnClicks(
  state: PitOfPillarsState,
  path: readonly string[],
  legal: readonly Move[],
  refusal: (text: string) => Sentence | undefined,
): Sentence | undefined {
  if (path.length === 0 || legal.some((move) => path.every((id, i) => move.path[i] === id))) return undefined;
  const text = textOf(state, path);
  return text === undefined ? undefined : refusal(text);
}
