/**
 * The fitted scale of each game's win-probability curve (expected-score.ts), written by
 * `npm run fit:review` (src/cli/fit-review.ts) from self-play; its data is in
 * test/fixtures/review/<game>.csv and the fit is described in docs/review.md.
 * Generated: do not edit by hand.
 */
export const CURVE_SCALES: Readonly<Record<string, number>> = {
  "the-pit": 609,
  "pit-of-pillars": 400,
  "inside-out": 249,
  "in-the-bin": 747,
  "ben39": 1003,
};
