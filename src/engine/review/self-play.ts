/**
 * Seeded self-play at a low level, for fitting the review's curves (src/cli/fit-review.ts)
 * and for games to time the review on (src/cli/review-bench.ts). Level 2's three plies
 * and 10,000 positions with its small noise (level 1, whose noise throws away won
 * positions, gave results that its evaluations hardly predicted: docs/review.md), each
 * game opened by a few random moves so that no two are alike. Pure and deterministic.
 */
import { makeRandom } from "../random-playout.ts";
import { READABLE_LEVELS } from "../search/levels.ts";
import { bestMove } from "../search/best-move.ts";
import type { SearchOptions } from "../search/search.ts";
import type { AnyGame, Outcome } from "../types.ts";

/** Random plies at the start of each game. */
export const SELF_PLAY_OPENING = 6;

/** Level 2 as it was when the review's curves were fitted (the readable levels), on the fast path where a game has one. */
export const SELF_PLAYER: Omit<SearchOptions, "seed"> = READABLE_LEVELS[2];

export interface SelfPlayGame {
  readonly moves: readonly string[];
  /** The positions, the start included. */
  readonly states: readonly unknown[];
  /** For each position after the opening where a search chose the move: its score for White. */
  readonly evals: readonly number[];
  /** The outcome at the end: ongoing when the ply cap came first. */
  readonly outcome: Outcome;
}

/** One self-play game of at most `plies` moves. */
export function selfPlay(game: AnyGame, seed: number, plies: number): SelfPlayGame {
  const setup = game.setup();
  if (!setup.ok) throw new Error(setup.error.message);
  const states: unknown[] = [setup.value];
  const moves: string[] = [];
  const evals: number[] = [];
  const random = makeRandom(seed);
  for (let ply = 0; ply < plies; ply++) {
    const state = states[ply];
    if (game.outcome(state).status !== "ongoing") break;
    let text: string;
    if (ply < SELF_PLAY_OPENING) {
      const legal = game.legalMoves(state);
      text = legal[Math.floor(random() * legal.length)].text;
    } else {
      const result = bestMove(game, state, { ...SELF_PLAYER, seed: seed * 1000 + ply });
      evals.push(game.turn(state) === "white" ? result.score : -result.score);
      text = result.move!.text;
    }
    const played = game.play(state, text);
    if (!played.ok) throw new Error(played.error.message);
    states.push(played.value.state);
    moves.push(played.value.move.text);
  }
  return { moves, states, evals, outcome: game.outcome(states[states.length - 1]) };
}
