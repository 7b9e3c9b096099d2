/**
 * Running a review from the page: a Web Worker (review-worker.ts) evaluates the
 * positions one by one, and each evaluation is kept in the browser as it arrives
 * (review-store.ts), so that a review stopped, or a page left, goes on later where it
 * stopped, and a finished one is never done again. Stop ends the worker at once.
 */
import { t } from "../i18n.ts";
import { buildReview, type PlyEvaluation, type Review } from "../../../src/engine/review/review.ts";
import { makeStateText } from "../../../src/engine/state-text.ts";
import type { AnyGame, Side } from "../../../src/engine/types.ts";
import { readEvaluations, writeEvaluations } from "./review-store.ts";

export interface ReviewRequest {
  readonly variant: string;
  /** The whole state text of the start position. */
  readonly start: string;
  readonly moves: readonly string[];
  /** The first position still to evaluate. */
  readonly from: number;
}

export type ReviewAnswer =
  | { readonly kind: "evaluation"; readonly ply: number; readonly evaluation: PlyEvaluation }
  | { readonly kind: "error"; readonly message: string };

/** What a review needs to know of a game. */
export interface ReviewSubject {
  readonly game: AnyGame;
  /** Where the review is kept: the game's id with its moves and the budget (reviewKey). */
  readonly key: string;
  readonly start: unknown;
  readonly moves: readonly string[];
  readonly sides: readonly Side[];
}

export interface ReviewCallbacks {
  readonly onProgress: (done: number, total: number) => void;
  readonly onDone: (review: Review) => void;
  readonly onError: (message: string) => void;
}

/** A finished review kept for this game, or undefined. */
export function keptReview(subject: ReviewSubject): Review | undefined {
  const kept = readEvaluations(subject.key);
  if (kept.length !== subject.moves.length + 1) return undefined;
  return buildReview(subject.game.id, subject.moves, subject.sides, kept);
}

/** How many positions of the game have been evaluated already (a review stopped halfway). */
export function keptProgress(subject: ReviewSubject): number {
  return readEvaluations(subject.key).length;
}

/** Starts (or goes on with) a review; the function returned stops it. */
export function runReview(subject: ReviewSubject, callbacks: ReviewCallbacks): () => void {
  const total = subject.moves.length + 1;
  const evaluations: PlyEvaluation[] = [...readEvaluations(subject.key)].slice(0, total);
  const finish = () => callbacks.onDone(buildReview(subject.game.id, subject.moves, subject.sides, evaluations));
  if (evaluations.length === total) {
    finish();
    return () => undefined;
  }
  const worker = new Worker(new URL("./review-worker.ts", import.meta.url), { type: "module" });
  worker.onmessage = (event: MessageEvent<ReviewAnswer>) => {
    const answer = event.data;
    if (answer.kind === "error") {
      worker.terminate();
      // the worker has no catalog: its one refusal is worded here
      callbacks.onError(t("review.error.cannotReview"));
      return;
    }
    evaluations[answer.ply] = answer.evaluation;
    writeEvaluations(subject.key, evaluations);
    callbacks.onProgress(evaluations.length, total);
    if (evaluations.length === total) {
      worker.terminate();
      finish();
    }
  };
  worker.onerror = () => {
    worker.terminate();
    callbacks.onError(t("review.error.stopped"));
  };
  const request: ReviewRequest = { variant: subject.game.id, start: makeStateText(subject.game, subject.start), moves: subject.moves, from: evaluations.length };
  worker.postMessage(request);
  callbacks.onProgress(evaluations.length, total);
  return () => worker.terminate();
}
