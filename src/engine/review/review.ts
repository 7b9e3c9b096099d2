/**
 * Game review: the computer's search (src/engine/search) run over every position of a
 * game, each evaluation turned into White's expected score (expected-score.ts), and each
 * move marked by how much of the mover's expected score it gave away. Pure: the page runs
 * it in a Web Worker one position at a time (for its progress bar and Stop), the tests
 * and the benchmark call `reviewGame` directly. The searching half is review-search.ts,
 * apart so that the pages that only show or key a review do not carry the search and
 * its fast paths.
 */
import { FAST_FACTORS } from "../search/levels.ts";
import type { SearchOptions } from "../search/search.ts";
import type { BySide, Side } from "../types.ts";
import { expectedScore, isForced } from "./expected-score.ts";

/**
 * The review's search in every position: chosen so that a 100-ply game of The Pit takes
 * well under a minute on a 2-core machine (docs/review.md, `npm run bench:review`).
 */
export const REVIEW_BUDGET: Omit<SearchOptions, "seed"> = { maxDepth: 4, nodeBudget: 12_000, quiescence: 4 };

/**
 * The review's search on a game's fast path (issue 34): two plies deeper at most, and the
 * node budget times the game's review factor (REVIEW_FACTORS), so a review looks deeper in
 * no more CPU than before (docs/benchmarks.md, "Issue 34: the search on the fast paths").
 */
export const FAST_REVIEW_BUDGET: Omit<SearchOptions, "seed"> = { maxDepth: 6, nodeBudget: 12_000, quiescence: 4 };

/**
 * Each fast game's review factor: its level 3 factor (levels.ts FAST_FACTORS), less where
 * six plies at that budget cost more CPU than the review did (The Pit 22 CPU s for 100
 * plies at 7 against 18 before, Pit of Pillars 15.8 at 10 against 11.0), and less again
 * where the review must get cheaper (Ben39's 100-ply review, 50 CPU seconds before, is
 * held to 25: issue 34).
 */
export const REVIEW_FACTORS: Readonly<Record<string, number>> = { ...FAST_FACTORS, "the-pit": 5, "pit-of-pillars": 6, ben39: 3 };

/**
 * The review's budget for a game: on its fast path where the game has a review factor (a
 * factor is given only to a game with a fast path: best-move.test.ts holds that), else the
 * readable rules' REVIEW_BUDGET. Keyed by game id alone, so pages that key a review
 * (reviewKey) need not import the fast paths.
 */
export function reviewBudgetOf(gameId: string): Omit<SearchOptions, "seed"> {
  const factor = REVIEW_FACTORS[gameId];
  return factor === undefined ? REVIEW_BUDGET : { ...FAST_REVIEW_BUDGET, nodeBudget: FAST_REVIEW_BUDGET.nodeBudget * factor };
}

/** A position as the search saw it. */
export interface PlyEvaluation {
  /** For White, in the game's units; a forced win near ±WIN (search.ts). */
  readonly eval: number;
  /** The search's move here; undefined where the game is over. */
  readonly best: string | undefined;
}

export type MarkKind = "inaccuracy" | "mistake" | "blunder";

/** The least drop in the mover's expected score for each mark (0.1 is 10 points of 100). */
export const MARK_THRESHOLDS: Readonly<Record<MarkKind, number>> = { inaccuracy: 0.1, mistake: 0.2, blunder: 0.3 };

/** PGN's numeric annotation glyphs for the marks: $6 "?!", $2 "?", $4 "??". */
export const MARK_NAGS: Readonly<Record<MarkKind, number>> = { inaccuracy: 6, mistake: 2, blunder: 4 };

/** The marks as a move list writes them. */
export const MARK_GLYPHS: Readonly<Record<MarkKind, string>> = { inaccuracy: "?!", mistake: "?", blunder: "??" };

export interface ReviewMark {
  /** The move's index: the move from position `ply` to position `ply + 1`. */
  readonly ply: number;
  readonly side: Side;
  readonly kind: MarkKind;
  /** The drop in the mover's expected score, 0 to 1. */
  readonly loss: number;
  /** True when the move let go a win the search had proved (a missed mate): a blunder whatever the drop. */
  readonly lostWin: boolean;
  readonly played: string;
  /** The move the search preferred in the position before. */
  readonly better: string;
}

export interface SideSummary {
  readonly inaccuracy: number;
  readonly mistake: number;
  readonly blunder: number;
  /** The mover's average drop in expected score over that side's moves, 0 to 1. */
  readonly averageLoss: number;
  readonly moves: number;
}

export interface Review {
  /** One per position, the start included (so `moves.length + 1`): White's expected score. */
  readonly points: readonly number[];
  readonly evaluations: readonly PlyEvaluation[];
  /** For every move, the mover's drop in expected score (0 where it played the search's move). */
  readonly losses: readonly number[];
  readonly marks: readonly ReviewMark[];
  readonly summary: BySide<SideSummary>;
}

function markFor(loss: number, lostWin: boolean): MarkKind | undefined {
  if (lostWin || loss >= MARK_THRESHOLDS.blunder) return "blunder";
  if (loss >= MARK_THRESHOLDS.mistake) return "mistake";
  if (loss >= MARK_THRESHOLDS.inaccuracy) return "inaccuracy";
  return undefined;
}

/**
 * The review of a game from its positions' evaluations: `sides[i]` moved `moves[i]`
 * from the position of `evaluations[i]` to that of `evaluations[i + 1]`. A move that is
 * the search's own choice is never marked (its loss is 0): what the search sees one ply
 * deeper is not held against the move it would have played itself.
 */
export function buildReview(gameId: string, moves: readonly string[], sides: readonly Side[], evaluations: readonly PlyEvaluation[]): Review {
  if (evaluations.length !== moves.length + 1) throw new Error(`review: ${evaluations.length} evaluations for ${moves.length} moves`);
  const points = evaluations.map((e) => expectedScore(gameId, e.eval));
  const losses: number[] = [];
  const marks: ReviewMark[] = [];
  const totals = { white: { inaccuracy: 0, mistake: 0, blunder: 0, loss: 0, moves: 0 }, black: { inaccuracy: 0, mistake: 0, blunder: 0, loss: 0, moves: 0 } };
  moves.forEach((played, ply) => {
    const side = sides[ply];
    const before = evaluations[ply];
    const after = evaluations[ply + 1];
    const sign = side === "white" ? 1 : -1;
    const ownBest = before.best === undefined || before.best === played;
    const lostWin = !ownBest && isForced(before.eval) && sign * before.eval > 0 && !(isForced(after.eval) && sign * after.eval > 0);
    const forMover = (point: number) => (side === "white" ? point : 1 - point);
    const loss = ownBest ? 0 : Math.max(0, forMover(points[ply]) - forMover(points[ply + 1]));
    losses.push(loss);
    const total = totals[side];
    total.loss += loss;
    total.moves++;
    const kind = ownBest ? undefined : markFor(loss, lostWin);
    if (!kind || before.best === undefined) return;
    total[kind]++;
    marks.push({ ply, side, kind, loss, lostWin, played, better: before.best });
  });
  const summaryOf = (side: Side): SideSummary => {
    const { loss, moves: count, ...kinds } = totals[side];
    return { ...kinds, moves: count, averageLoss: count === 0 ? 0 : loss / count };
  };
  return { points, evaluations, losses, marks, summary: { white: summaryOf("white"), black: summaryOf("black") } };
}

/** The summary line for one side: "White: 1 inaccuracy, 2 mistakes, 1 blunder; average loss 4%". */
export function summaryLine(name: string, summary: SideSummary): string {
  const counted = (["inaccuracy", "mistake", "blunder"] as const)
    .filter((kind) => summary[kind] > 0)
    .map((kind) => `${summary[kind]} ${summary[kind] === 1 ? kind : kind === "inaccuracy" ? "inaccuracies" : `${kind}s`}`);
  return `${name}: ${counted.length === 0 ? "no mistakes" : counted.join(", ")}; average loss ${Math.round(summary.averageLoss * 100)}%`;
}

/** A key for keeping a review: the game, its moves and the budget, so a changed game or budget is reviewed anew. */
export function reviewKey(gameKey: string, moves: readonly string[], budget: Omit<SearchOptions, "seed"> = REVIEW_BUDGET): string {
  // FNV-1a over the moves: short, stable, and enough to tell one game's move lists apart
  let hash = 0x811c9dc5;
  for (const char of moves.join(" ")) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${gameKey}:${moves.length}:${hash.toString(16)}:${budget.maxDepth}-${budget.nodeBudget}-${budget.quiescence ?? 0}`;
}
