/**
 * Reviews kept in this browser (localStorage), by game, moves and budget (reviewKey), so
 * that coming back to a reviewed game shows its review at once. Only the evaluations are
 * kept (a few kilobytes for a long game); the marks are made from them again. The oldest
 * reviews are dropped past a few dozen, and storage that refuses (private windows, a full
 * quota) only means the review is not kept.
 */
import type { PlyEvaluation } from "../../../src/engine/review/review.ts";

const PREFIX = "review:";
const INDEX = "review-index";
/** Reviews kept at most; the least recently written go first. */
const KEEP = 40;

function isEvaluation(value: unknown): value is PlyEvaluation {
  if (typeof value !== "object" || value === null) return false;
  const { eval: e, best } = value as Record<string, unknown>;
  return typeof e === "number" && Number.isFinite(e) && (best === undefined || best === null || typeof best === "string");
}

/** The evaluations kept for a review, in order from the start (empty when none). */
export function readEvaluations(key: string): PlyEvaluation[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PREFIX + key) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    const kept: PlyEvaluation[] = [];
    for (const item of parsed) {
      if (!isEvaluation(item)) break;
      kept.push({ eval: item.eval, best: item.best ?? undefined });
    }
    return kept;
  } catch {
    return [];
  }
}

/** Keeps a review's evaluations so far (a prefix of the positions, from the start). */
export function writeEvaluations(key: string, evaluations: readonly PlyEvaluation[]): void {
  const prefix: PlyEvaluation[] = [];
  for (const evaluation of evaluations) {
    if (!evaluation) break;
    prefix.push(evaluation);
  }
  try {
    const index = (JSON.parse(localStorage.getItem(INDEX) ?? "[]") as string[]).filter((k) => k !== key);
    index.push(key);
    for (const old of index.splice(0, Math.max(0, index.length - KEEP))) localStorage.removeItem(PREFIX + old);
    localStorage.setItem(INDEX, JSON.stringify(index));
    localStorage.setItem(PREFIX + key, JSON.stringify(prefix));
  } catch {
    // not kept: the review still shows, and is done again next time
  }
}
