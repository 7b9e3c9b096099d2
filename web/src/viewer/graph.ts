/**
 * The evaluation graph of a record that carries `[%eval]`s on its main line (a reviewed
 * record, docs/review.md): the review's own graph (review-graph.ts) drawn from the record
 * (record-review.ts). Shared by the page viewer, which loads it as a chunk of its own only
 * for such a record, and the embed.
 */
import { recordReview } from "../../../src/engine/review/record-review.ts";
import type { AnyGame } from "../../../src/engine/types.ts";
import { mainLineFrom, nodeOf, ROOT, type VariationTree } from "../../../src/engine/variations.ts";
import { renderReviewGraph } from "../review/review-graph.ts";
import reviewCss from "../review/review.css?inline";

/** The graph's styles, for a shadow root (the page's own stylesheet has them already). */
export const graphCss = reviewCss;

/**
 * The graph of `tree`'s main line, its cursor at node `at` (a move in a variation shows
 * where it left the main line), or undefined when the main line has no evaluation.
 * `onSelect` gets the main line's node at the ply clicked.
 */
export function renderRecordGraph(game: AnyGame, tree: VariationTree, at: number, result: string | undefined, onSelect: (node: number) => void, id: string): SVGSVGElement | undefined {
  const line = mainLineFrom(tree, ROOT);
  const review = recordReview(game.id, nodeOf(tree, ROOT), line.map((node) => nodeOf(tree, node)), result);
  if (!review) return undefined;
  let shown = at;
  while (shown !== ROOT && !line.includes(shown)) shown = nodeOf(tree, shown).parent ?? ROOT;
  return renderReviewGraph({
    review,
    sideNames: game.sideNames,
    shown: shown === ROOT ? 0 : line.indexOf(shown) + 1,
    onSelect: (ply) => onSelect(ply === 0 ? ROOT : line[Math.min(ply, line.length) - 1]),
    id,
  });
}
