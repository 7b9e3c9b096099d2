/**
 * A review read back from a record: the `[%eval]` comments and the mark NAGs a reviewed
 * record (annotate.ts) carries on its main line, as the graph draws them (White's
 * expected score a ply, through the game's curve; the marks by their NAGs). Pure and
 * small, so the page viewer and the embed can draw a record's graph without the search.
 */
import type { RecordComment } from "../annotated-record.ts";
import type { VariationNode } from "../variations.ts";
import { parseEvalText } from "./annotate.ts";
import { expectedScore } from "./expected-score.ts";
import { MARK_NAGS, type MarkKind } from "./review.ts";

/** A review as a record gives it: what the graph needs. */
export interface RecordReview {
  /** One per position, the start included: White's expected score. */
  readonly points: readonly number[];
  /** The marked moves: move `ply` leads from position `ply` to `ply + 1`. */
  readonly marks: readonly { readonly ply: number; readonly kind: MarkKind }[];
}

const KINDS = new Map(Object.entries(MARK_NAGS).map(([kind, nag]) => [nag, kind as MarkKind]));
const RESULT_SCORES: Readonly<Record<string, number>> = { "1-0": 1, "0-1": 0, "1/2-1/2": 0.5 };

/** The first `[%eval]` among comments, in the game's units for White. */
export function commentEval(comments: readonly RecordComment[] | undefined): number | undefined {
  for (const comment of comments ?? []) {
    const value = comment.commands.get("eval");
    const read = value === undefined ? undefined : parseEvalText(value);
    if (read !== undefined) return read;
  }
  return undefined;
}

/**
 * The review a main line carries, or undefined when none of its moves has an `[%eval]`.
 * `line` is the moves from the start (the start's comments on `start`, or before the first
 * move). A position without an evaluation takes the result's score if it is the last (the
 * game ended by the rules), else the position before's (a reader's record may skip some).
 */
export function recordReview(gameId: string, start: Pick<VariationNode, "after">, line: readonly Pick<VariationNode, "nags" | "before" | "after">[], result: string | undefined): RecordReview | undefined {
  const evals = [commentEval(start.after) ?? commentEval(line[0]?.before), ...line.map((node) => commentEval(node.after))];
  if (!evals.some((value) => value !== undefined)) return undefined;
  const points: number[] = [];
  evals.forEach((value, ply) => {
    const end = ply === evals.length - 1 && ply > 0 ? RESULT_SCORES[result ?? ""] : undefined;
    points.push(value !== undefined ? expectedScore(gameId, value) : (end ?? points[ply - 1] ?? 0.5));
  });
  const marks = line.flatMap((node, ply) => {
    const kind = (node.nags ?? []).map((nag) => KINDS.get(nag)).find((found) => found !== undefined);
    return kind ? [{ ply, kind }] : [];
  });
  return { points, marks };
}
