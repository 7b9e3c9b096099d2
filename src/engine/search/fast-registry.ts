/**
 * Each game's fast path (fast-position.ts), by game id. Kept apart from the games' own
 * objects on purpose: a page that only shows a game (the viewer, the embed) imports the
 * game but never its fast board, so the fast path costs those pages no bytes; only what
 * searches or counts (the computer, the hint, the review, perft, benches) imports this.
 */
import { ben39FastPosition } from "../games/ben39/fast-position.ts";
import { inTheBinFastPosition } from "../games/in-the-bin/fast-position.ts";
import { insideOutFastPosition } from "../games/inside-out/fast-position.ts";
import { thePitFastPosition } from "../games/the-pit/fast-position.ts";
import { fastPitOfPillars } from "../games/pit-of-pillars/fast-position.ts";
import type { Game } from "../types.ts";
import type { FastPosition } from "./fast-position.ts";

type FastFactory = (state: never) => FastPosition;

/** Game id to the function that makes a fast position from a state of that game. */
const FAST_PATHS: Readonly<Record<string, FastFactory>> = {
  "the-pit": thePitFastPosition as FastFactory,
  "inside-out": insideOutFastPosition,
  "pit-of-pillars": fastPitOfPillars as FastFactory,
  ben39: ben39FastPosition,
  "in-the-bin": inTheBinFastPosition as FastFactory,
};

/** The fast position of `state`, or undefined when `game` has no fast path (the search then plays through `legalMoves` and `play`). */
export function fastPositionOf<S>(game: Game<S>, state: S): FastPosition | undefined {
  const factory = FAST_PATHS[game.id] as ((state: S) => FastPosition) | undefined;
  return factory?.(state);
}

/** Whether `game` has a fast path. */
export function hasFastPath(game: Game): boolean {
  return game.id in FAST_PATHS;
}
