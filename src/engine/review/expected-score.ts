/**
 * From a game's evaluation to an expected score: the share of the points the side
 * should take from a position, 1 a sure win, 0 a sure loss. A logistic curve,
 * 1 / (1 + e^(-eval / scale)), with each game's scale fitted to its own self-play
 * (curves.ts), so that the review's graph and marks read alike in all five games
 * whatever each game's evaluation counts in.
 */
import { WIN } from "../search/search.ts";
import { CURVE_SCALES } from "./curves.ts";

/** Scores this close to ±WIN are forced wins found by the search (WIN - plies to the win). */
const FORCED = WIN - 10_000;

/** Whether a search score says the game is won (positive) or lost (negative) by force. */
export function isForced(score: number): boolean {
  return Math.abs(score) >= FORCED;
}

/** The logistic curve at `evaluation` for a given scale. */
export function logistic(evaluation: number, scale: number): number {
  return 1 / (1 + Math.exp(-evaluation / scale));
}

/** The curve's scale for a game: its fitted one, or a pawn's worth of 400 for a game not fitted. */
export function curveScale(gameId: string): number {
  return CURVE_SCALES[gameId] ?? 400;
}

/**
 * White's expected score in a position the game evaluates at `whiteEval` (for White, in
 * its own units). A forced win is 1 and a forced loss 0, however far away.
 */
export function expectedScore(gameId: string, whiteEval: number): number {
  if (isForced(whiteEval)) return whiteEval > 0 ? 1 : 0;
  return logistic(whiteEval, curveScale(gameId));
}
