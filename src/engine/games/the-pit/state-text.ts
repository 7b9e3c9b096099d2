/**
 * The Pit's whole state as text: the position text, then one line per position of the
 * repetition history, oldest first and ending with the position itself. The position
 * text alone forgets that history, and with it threefold repetitions that began before.
 */
import type { Result } from "../../types.ts";
import { fail, ok } from "../../types.ts";
import { makePosition, parsePosition } from "./position.ts";
import type { Repetition, ThePitState } from "./state.ts";
import { extendRepetition } from "./state.ts";

export function makeState(state: ThePitState): string {
  const keys: string[] = [];
  for (let link: Repetition | undefined = state.repetition; link !== undefined; link = link.earlier) keys.push(link.key);
  return [makePosition(state), ...keys.reverse()].join("\n");
}

export function parseState(text: string): Result<ThePitState> {
  const [position, ...keys] = text.split("\n");
  const parsed = parsePosition(position);
  if (!parsed.ok || keys.length === 0) return parsed;
  let repetition: Repetition | undefined;
  for (const key of keys) repetition = extendRepetition(repetition, key);
  if (repetition?.key !== parsed.value.repetition.key) {
    return fail("malformed_position", "The last position of the history must be the position itself.");
  }
  return ok({ ...parsed.value, repetition });
}
