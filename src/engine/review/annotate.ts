/**
 * A reviewed game as a record to share: the game's moves as an annotated record
 * (annotated-record.ts's model) with, after each move, its mark as a numeric annotation
 * glyph (`$6` inaccuracy, `$2` mistake, `$4` blunder), the evaluation of the position it
 * led to as a `{[%eval ...]}` comment, and at each mark the search's better move as a
 * variation, `(12. Qd1-d5)`; the start's evaluation is a comment before the first move.
 * The records' one tree writer (variations.ts's makeTreeRecord) writes it.
 *
 * `[%eval]` carries the game's own evaluation, as chess records do: for White, in
 * hundredths of the game's units (a pawn or a man is about 1.00), or `#N` / `#-N` for a
 * win by force in N plies for White / Black. The expected score is left to the reader,
 * who maps it through the game's curve (expected-score.ts) as the review's graph does
 * (record-review.ts reads it back).
 *
 * A game played here comes with its signed record's own comments (each move's `[%ts]`,
 * the chain's `[%ev]` events and end, the clock's words): the reviewed record keeps every
 * one where it stood, the review's after them, so it still verifies intact, with the
 * review's evaluations, marks and better moves named as not signed (docs/api.md).
 */
import type { AnnotatedMove, AnnotatedMoves, RecordComment } from "../annotated-record.ts";
import { treeFromMoves } from "../annotated-tree.ts";
import type { GameRecord } from "../record.ts";
import { WIN } from "../search/search.ts";
import type { AnyGame } from "../types.ts";
import { makeTreeRecord } from "../variations.ts";
import { isForced } from "./expected-score.ts";
import { MARK_NAGS, type Review } from "./review.ts";

/** An evaluation as `[%eval]` writes it: "0.53", "-1.20", "#3", "#-2". */
export function makeEvalText(whiteEval: number): string {
  if (isForced(whiteEval)) return `#${whiteEval > 0 ? "" : "-"}${WIN - Math.abs(whiteEval)}`;
  const pawns = whiteEval / 100;
  return (Math.abs(pawns) < 0.005 ? 0 : pawns).toFixed(2);
}

/**
 * An `[%eval]` value read back into the game's units for White (what makeEvalText wrote,
 * to the hundredth): "0.53" is 53, "#3" a forced win in 3 plies. Undefined for text that
 * is no evaluation; a chess-style `#N` counted in moves reads as N plies.
 */
export function parseEvalText(text: string): number | undefined {
  const forced = /^#(-?)(\d{1,4})$/.exec(text.trim());
  if (forced) return (forced[1] ? -1 : 1) * (WIN - Number(forced[2]));
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text.trim())) return undefined;
  const value = Math.round(Number(text) * 100);
  // a number past the forced range would read as a mate: keep it an evaluation
  // "-0.00" is 0 (not -0, which would not write back as itself)
  return Math.max(-(WIN - 10_001), Math.min(WIN - 10_001, value)) || 0;
}

const evalComment = (whiteEval: number): RecordComment => ({ text: "", commands: new Map([["eval", makeEvalText(whiteEval)]]) });

/** The game's record to review: its tags and moves, and the record's own comments to keep (a signed record's), when it has them. */
export interface ReviewedGame extends GameRecord {
  readonly kept?: AnnotatedMoves;
}

/**
 * The comments of `kept` to keep, by main-line move: only when its main line is the
 * reviewed moves (otherwise they would stand at the wrong moves). Its marks and
 * variations are left out: the review writes its own.
 */
function keptComments(moves: readonly string[], kept: AnnotatedMoves | undefined): Pick<AnnotatedMoves, "line" | "comments"> | undefined {
  if (!kept || kept.line.length !== moves.length || kept.line.some((move, i) => move.move !== moves[i])) return undefined;
  return kept;
}

/**
 * The reviewed game's moves as an annotated record reads them, with `kept`'s comments
 * first at each move. No evaluation follows a move that ends the game by the rules: the
 * result says it.
 */
export function reviewedMoves(moves: readonly string[], review: Review, kept?: AnnotatedMoves): AnnotatedMoves {
  const own = keptComments(moves, kept);
  const marks = new Map(review.marks.map((mark) => [mark.ply, mark]));
  const line = moves.map((move, i): AnnotatedMove => {
    const mark = marks.get(i);
    const after = review.evaluations[i + 1];
    const over = after.best === undefined && isForced(after.eval) && Math.abs(after.eval) === WIN;
    return {
      move,
      nags: mark ? [MARK_NAGS[mark.kind]] : [],
      before: [...(own?.line[i].before ?? []), ...(i === 0 ? [evalComment(review.evaluations[0].eval)] : [])],
      after: [...(own?.line[i].after ?? []), ...(over ? [] : [evalComment(after.eval)])],
      variations: mark ? [[{ move: mark.better, nags: [], before: [], after: [], variations: [] }]] : [],
    };
  });
  return { line, comments: moves.length === 0 ? [...(own?.comments ?? []), evalComment(review.evaluations[0].eval)] : [] };
}

/**
 * The whole reviewed record: the record's tags, an `Annotator` tag naming the review, and
 * the annotated moves played from `start` (the moves were played already, so a refusal is
 * a bug), written with the marks as `$n`; the record's own comments (`record.kept`) stay.
 */
export function makeReviewedRecord(game: AnyGame, start: unknown, record: ReviewedGame, review: Review, annotator: string): string {
  const tags = new Map(record.tags);
  tags.set("Annotator", annotator);
  const tree = treeFromMoves(game, start, reviewedMoves(record.moves, review, record.kept));
  if (!tree.ok) throw new Error(`the reviewed game does not replay: ${tree.error.message}`);
  return makeTreeRecord(tree.value, tags, "numeric");
}
