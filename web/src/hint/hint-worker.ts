/**
 * The computer's search, off the page's thread: a Web Worker that receives a game id and
 * a whole-state text, searches it with the strongest level's budget, and answers with
 * the move and its evaluation. The page stays responsive however long the search runs.
 */
import { getGame } from "../../../src/engine/registry.ts";
import { bestMove, hintOptions } from "../../../src/engine/search/best-move.ts";
import { parseStateText } from "../../../src/engine/state-text.ts";
import type { HintAnswer, HintRequest } from "./hint.ts";

self.onmessage = (event: MessageEvent<HintRequest>) => {
  const { id, variant, state } = event.data;
  const game = getGame(variant);
  const parsed = game ? parseStateText(game, state) : undefined;
  if (!game || !parsed?.ok) {
    self.postMessage({ id, error: "This position cannot be searched." } satisfies HintAnswer);
    return;
  }
  const result = bestMove(game, parsed.value, { ...hintOptions(game), seed: 1 });
  self.postMessage({ id, move: result.move?.text, score: result.score, depth: result.depth, nodes: result.nodes } satisfies HintAnswer);
};
