/**
 * What the player to move does next, in words: the entering stage starts unlike any
 * chess game, and the optional pillar move is easy to miss.
 */
import type { Move } from "../../types.ts";
import { BOARD } from "./board.ts";
import type { PitOfPillarsState } from "./state.ts";
import { SIDE_NAME } from "./state.ts";
import { opposite } from "../../types.ts";
import type { Sentence } from "../../types.ts";
import { sentencesOf } from "../../sentence-words.ts";

const { said } = sentencesOf("pit-of-pillars");

export function promptFor(state: PitOfPillarsState, path: readonly string[], legal: readonly Move[]): Sentence | undefined {
  if (legal.length === 0) return undefined;
  if (state.stage === "entering") {
    if (state.lastEntered === undefined) return said("prompt.firstMan", {}, "Place your first man on any square.");
    const last = BOARD.name(state.lastEntered);
    const opponent = SIDE_NAME[opposite(state.turn)];
    if (path.length === 0) return said("prompt.twoMen", { opponent: opposite(state.turn), last }, `Enter two men: the first on an empty square next to ${opponent}'s last man (${last}), the second on a square whose neighbours are all empty.`);
    if (path.length === 1) return said("prompt.secondMan", {}, "Now your second man: on a square whose neighbours are all empty.");
    return undefined;
  }
  const going = legal.filter((move) => move.path.length > path.length && path.every((id, i) => move.path[i] === id));
  if (path.length === 2 && going.length > 0) return said("prompt.pillarMove", {}, "You may now move one of your pillars like a queen over empty squares, or end your turn.");
  return undefined;
}
