/**
 * The review's searching half (review.ts holds the marks and the keys): each position
 * evaluated by the computer's search, on the game's fast path where it has one
 * (best-move.ts). Only the review's Web Worker, the tests and the benchmark import it, so
 * the pages that show a review do not carry the search.
 */
import { bestMove } from "../search/best-move.ts";
import { WIN, type SearchOptions } from "../search/search.ts";
import type { AnyGame, Side } from "../types.ts";
import { buildReview, reviewBudgetOf, type PlyEvaluation, type Review } from "./review.ts";

/** One position's evaluation: its outcome where the game is over, else the search's. */
export function evaluatePosition(game: AnyGame, state: unknown, budget: Omit<SearchOptions, "seed"> = reviewBudgetOf(game.id)): PlyEvaluation {
  const outcome = game.outcome(state);
  if (outcome.status === "draw") return { eval: 0, best: undefined };
  if (outcome.status === "win") return { eval: outcome.winner === "white" ? WIN : -WIN, best: undefined };
  const result = bestMove(game, state, { ...budget, seed: 1 });
  const forWhite = game.turn(state) === "white" ? result.score : -result.score;
  return { eval: forWhite, best: result.move?.text };
}

/**
 * Reviews a whole game: `states` are its positions (the start and after each move),
 * `moves` and `sides` its moves and who made them. `onPosition` is told after each
 * position is evaluated (for a progress bar).
 */
export function reviewGame(
  game: AnyGame,
  states: readonly unknown[],
  moves: readonly string[],
  sides: readonly Side[],
  budget: Omit<SearchOptions, "seed"> = reviewBudgetOf(game.id),
  onPosition?: (done: number, total: number) => void,
): Review {
  const evaluations = states.map((state, i) => {
    const evaluation = evaluatePosition(game, state, budget);
    onPosition?.(i + 1, states.length);
    return evaluation;
  });
  return buildReview(game.id, moves, sides, evaluations);
}
