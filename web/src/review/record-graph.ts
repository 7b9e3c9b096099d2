/**
 * The evaluation graph of a record that carries `[%eval]`s on its main line (a reviewed
 * record, docs/review.md): the review's own graph (review-graph.ts) drawn from the record
 * (record-review.ts). The page viewer loads it as a chunk of its own only for such a
 * record; the embed draws it for an imported game's record.
 */
import { recordReview } from "../../../src/engine/review/record-review.ts";
import type { AnyGame } from "../../../src/engine/types.ts";
import { mainLineFrom, nodeOf, ROOT, type VariationTree } from "../../../src/engine/variations.ts";
import { renderReviewGraph } from "./review-graph.ts";
import reviewCss from "./review.css?inline";
import { sideNamesIn } from "../board/words.ts";

/** The graph's styles, for a shadow root (a page that imports review.css has them already). */
export const graphCss = reviewCss;

export interface RecordGraph {
  /** The main line's nodes: ply p is the position after `line[p - 1]` (0 the start). */
  readonly line: readonly number[];
  /** The graph with its cursor at `shown`; a click on ply p calls `onSelect(p)`. */
  render(shown: number, onSelect: (ply: number) => void): SVGSVGElement;
}

/**
 * The graph of `tree`'s main line, or undefined when the main line has no evaluation.
 * `id` prefixes its title's ids; `marksWhere` says where else the marks are told.
 */
export function recordGraph(game: AnyGame, tree: VariationTree, result: string | undefined, id: string, marksWhere: string): RecordGraph | undefined {
  const line = mainLineFrom(tree, ROOT);
  const review = recordReview(game.id, nodeOf(tree, ROOT), line.map((node) => nodeOf(tree, node)), result);
  if (!review) return undefined;
  return { line, render: (shown, onSelect) => renderReviewGraph({ review, sideNames: sideNamesIn(game), shown, onSelect, id, marksWhere }) };
}

/** The ply of node `at` on the main line; a move in a variation counts where its line left the main one. */
export function mainLinePly(tree: VariationTree, line: readonly number[], at: number): number {
  let node = at;
  while (node !== ROOT && !line.includes(node)) node = nodeOf(tree, node).parent ?? ROOT;
  return node === ROOT ? 0 : line.indexOf(node) + 1;
}
