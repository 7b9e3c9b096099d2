/**
 * Fitting a game's win-probability curve (expected-score.ts) to results: the scale `s`
 * of 1 / (1 + e^(-eval / s)) that makes the outcomes seen most likely (maximum
 * likelihood, a draw counting as half a win). Pure, for the fitting tool
 * (src/cli/fit-review.ts) and its test.
 */
import { logistic } from "./expected-score.ts";

/** One position of a finished game: its evaluation for White and White's score at the end (1, 0.5 or 0). */
export interface EvalOutcome {
  readonly eval: number;
  readonly score: number;
}

/** The mean log loss of the curve of scale `scale` on the pairs (lower fits better). */
export function logLoss(pairs: readonly EvalOutcome[], scale: number): number {
  let total = 0;
  for (const { eval: e, score } of pairs) {
    const p = Math.min(1 - 1e-9, Math.max(1e-9, logistic(e, scale)));
    total -= score * Math.log(p) + (1 - score) * Math.log(1 - p);
  }
  return total / pairs.length;
}

/**
 * The scale that fits best, between `low` and `high`, by golden-section search on its
 * logarithm (the loss has one minimum in the scale), rounded to a whole unit.
 */
export function fitScale(pairs: readonly EvalOutcome[], low = 10, high = 20_000): number {
  const ratio = (Math.sqrt(5) - 1) / 2;
  let a = Math.log(low);
  let b = Math.log(high);
  for (let i = 0; i < 80; i++) {
    const c = b - ratio * (b - a);
    const d = a + ratio * (b - a);
    if (logLoss(pairs, Math.exp(c)) < logLoss(pairs, Math.exp(d))) b = d;
    else a = c;
  }
  return Math.round(Math.exp((a + b) / 2));
}
