/**
 * The game page's review (web/src/review): shown once the game is over, live or
 * archived, for the moves the page replayed; the record it shares is the server's
 * record with the review added.
 */
import { parseAnnotatedRecord } from "../../../src/engine/record.ts";
import { reviewBudgetOf, reviewKey } from "../../../src/engine/review/review.ts";
import { recordUrl } from "../api.ts";
import { createReviewPanel, type ReviewPanel } from "../review/review-panel.ts";
import { shownPly, type Loaded } from "./page-state.ts";

export interface GameReview {
  readonly element: HTMLElement;
  update(l: Loaded): void;
  marks(): ReadonlyMap<number, string>;
  destroy(): void;
}

export function createGameReview(id: string, onSelect: (ply: number) => void, onReviewed: () => void): GameReview {
  const panel: ReviewPanel = createReviewPanel({
    onSelect,
    onReviewed,
    fileName: `pigeon-post-${id}`,
    record: async () => {
      const response = await fetch(recordUrl(id)).catch(() => undefined);
      // annotated: a signed record's own comments (times, events, the chain's end) are kept, so the reviewed record still verifies
      const parsed = response?.ok ? parseAnnotatedRecord(await response.text()) : undefined;
      return parsed?.ok ? { tags: parsed.value.tags, moves: parsed.value.moves.line.map((move) => move.move), kept: parsed.value.moves } : undefined;
    },
  });
  return {
    element: panel.element,
    update(l) {
      const { snapshot, history } = l;
      const over = snapshot.status !== "active" || snapshot.outcome.status !== "ongoing";
      panel.update(
        over && history.moves.length > 0
          ? { game: l.game, key: reviewKey(`game:${id}`, history.moves, reviewBudgetOf(l.game.id)), start: history.states[0], moves: history.moves, sides: history.sides }
          : undefined,
        shownPly(l),
      );
    },
    marks: () => panel.marks(),
    destroy: () => panel.destroy(),
  };
}
