/**
 * The game review's searches, off the page's thread: a Web Worker that receives a game,
 * its start and moves, and the positions already evaluated (a review stopped halfway
 * goes on where it stopped), evaluates the rest one by one with the engine's review
 * (src/engine/review/review.ts) and posts each evaluation as it is found, for the
 * progress bar. Stop is the page ending the worker.
 */
import { replayMovesFrom } from "../../../src/engine/record.ts";
import { getGame } from "../../../src/engine/registry.ts";
import { evaluatePosition } from "../../../src/engine/review/review-search.ts";
import { parseStateText } from "../../../src/engine/state-text.ts";
import type { ReviewAnswer, ReviewRequest } from "./review-run.ts";

self.onmessage = (event: MessageEvent<ReviewRequest>) => {
  const { variant, start, moves, from } = event.data;
  const game = getGame(variant);
  const parsed = game ? parseStateText(game, start) : undefined;
  const replay = game && parsed?.ok ? replayMovesFrom(game, parsed.value, moves) : undefined;
  if (!game || !replay?.ok) {
    self.postMessage({ kind: "error", message: "This game cannot be reviewed here." } satisfies ReviewAnswer);
    return;
  }
  const { states } = replay.value;
  for (let ply = from; ply < states.length; ply++) {
    self.postMessage({ kind: "evaluation", ply, evaluation: evaluatePosition(game, states[ply]) } satisfies ReviewAnswer);
  }
};
