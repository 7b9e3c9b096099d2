/**
 * A reviewed game as a record to share: the PGN-style record (record.ts) with, after
 * each move, its mark as a numeric annotation glyph (`$6` inaccuracy, `$2` mistake, `$4`
 * blunder), the evaluation of the position it led to as a `{[%eval ...]}` comment, and
 * at each mark the search's better move as a variation, `(12. Qd1-d5)`.
 *
 * `[%eval]` carries the game's own evaluation, as chess records do: for White, in
 * hundredths of the game's units (a pawn or a man is about 1.00), or `#N` / `#-N` for a
 * win by force in N plies for White / Black. The expected score is left to the reader,
 * who maps it through the game's curve (expected-score.ts) as the review's graph does.
 */
import { makeRecord, wrap, type GameRecord } from "../record.ts";
import { WIN } from "../search/search.ts";
import type { Side } from "../types.ts";
import { isForced } from "./expected-score.ts";
import { MARK_NAGS, type Review } from "./review.ts";

/** An evaluation as `[%eval]` writes it: "0.53", "-1.20", "#3", "#-2". */
export function makeEvalText(whiteEval: number): string {
  if (isForced(whiteEval)) return `#${whiteEval > 0 ? "" : "-"}${WIN - Math.abs(whiteEval)}`;
  const pawns = whiteEval / 100;
  return (Math.abs(pawns) < 0.005 ? 0 : pawns).toFixed(2);
}

/**
 * The movetext of a reviewed game, numbered as `makeRecord` numbers it: `N.` opens each
 * White turn, and a Black move after a comment or variation is numbered again (`N...`).
 * No evaluation follows a move that ends the game by the rules: the result says it.
 */
export function makeReviewedMovetext(moves: readonly string[], sides: readonly Side[], review: Review, result: string): string {
  const marks = new Map(review.marks.map((mark) => [mark.ply, mark]));
  const tokens: string[] = [];
  let number = 1;
  let interrupted = false;
  for (let i = 0; i < moves.length; i++) {
    const side = sides[i];
    const previous = i === 0 ? undefined : sides[i - 1];
    if (side === "white" && previous === "black") number++;
    if (side === "white" && previous !== "white") tokens.push(`${number}.`);
    else if (side === "black" && (previous !== "black" && (previous === undefined || interrupted))) tokens.push(`${number}...`);
    tokens.push(moves[i]);
    const mark = marks.get(i);
    if (mark) tokens.push(`$${MARK_NAGS[mark.kind]}`);
    const after = review.evaluations[i + 1];
    const over = after.best === undefined && isForced(after.eval) && Math.abs(after.eval) === WIN;
    interrupted = false;
    if (!over) {
      tokens.push(`{[%eval ${makeEvalText(after.eval)}]}`);
      interrupted = true;
    }
    if (mark) {
      tokens.push(`(${side === "white" ? `${number}.` : `${number}...`}`, `${mark.better})`);
      interrupted = true;
    }
  }
  tokens.push(result);
  return wrap(tokens, 80);
}

/** The whole reviewed record: the record's tags, an `Annotator` tag naming the review, and the annotated movetext. */
export function makeReviewedRecord(record: GameRecord, sides: readonly Side[], review: Review, annotator: string): string {
  const tags = new Map(record.tags);
  tags.set("Annotator", annotator);
  // makeRecord writes the tags in their order; with no moves its movetext is the result alone
  const header = makeRecord({ tags, moves: [] }, []).split("\n\n")[0];
  return `${header}\n\n${makeReviewedMovetext(record.moves, sides, review, tags.get("Result") ?? "*")}\n`;
}
