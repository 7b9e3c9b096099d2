/**
 * "Review": the computer's look back at a finished game (or the analysis board's line).
 * A button starts it; a progress bar and Stop while the Web Worker searches; then the
 * graph (review-graph.ts), a summary line per side, the marked moves as buttons that go
 * to the position (each with the better move the search found), and the reviewed record
 * to copy or download with its evaluations, marks and better moves (annotate.ts).
 * Made once per page; `update` is called on every redraw and is cheap when nothing changed.
 */
import { makeReviewedRecord, type ReviewedGame } from "../../../src/engine/review/annotate.ts";
import { MARK_GLYPHS, REVIEW_BUDGET, summaryLine, type Review, type ReviewMark } from "../../../src/engine/review/review.ts";
import { plyLabel } from "../../../src/engine/move-words.ts";
import { copyText } from "../copy.ts";
import { h } from "../dom.ts";
import { renderReviewGraph } from "./review-graph.ts";
import { keptProgress, keptReview, runReview, type ReviewSubject } from "./review-run.ts";
import "./review.css";
import { counted } from "../../../src/engine/plural.ts";

export interface ReviewPanelOptions {
  /** Goes to a position: 0 is the start. */
  readonly onSelect: (ply: number) => void;
  /** The game's record without review (its tags, and a signed record's comments, are kept in the reviewed one). */
  readonly record: () => Promise<ReviewedGame | undefined>;
  /** The file name of the downloaded record, without ".pgn". */
  readonly fileName: string;
  /** Told when a review is finished, so that the page's move list can show the marks. */
  readonly onReviewed?: () => void;
}

export interface ReviewPanel {
  readonly element: HTMLElement;
  /** Shows the review of `subject` (or the button to start one), with `shown` the ply on the board. */
  update(subject: ReviewSubject | undefined, shown: number): void;
  /** The marks by move index, for a move list; empty before the review. */
  marks(): ReadonlyMap<number, string>;
  /** Stops a running review (the page is left). */
  destroy(): void;
}

const KIND_WORDS = { inaccuracy: "Inaccuracy", mistake: "Mistake", blunder: "Blunder" } as const;

export function createReviewPanel(options: ReviewPanelOptions): ReviewPanel {
  const start = h("button", { type: "button", class: "review-start" }, "Review the game");
  const progress = h("progress", { max: 1, value: 0, "aria-label": "Review progress" });
  const progressText = h("span", { class: "muted review-progress-text", "aria-live": "polite" });
  const stop = h("button", { type: "button", class: "quiet" }, "Stop");
  const running = h("div", { class: "review-running", hidden: true }, progress, progressText, stop);
  const error = h("p", { class: "review-error", role: "alert", hidden: true });
  const result = h("div", { class: "review-result" });
  const note = h("p", { class: "muted review-note" }, "The computer evaluates every position and marks the moves that gave the most away. It runs in this browser; the page stays usable.");
  const element = h(
    "section",
    { class: "review", "aria-labelledby": "review-heading", "data-testid": "review", hidden: true },
    h("h2", { id: "review-heading" }, "Review"),
    note,
    h("div", { class: "tool-row" }, start),
    running,
    error,
    result,
  );

  let subject: ReviewSubject | undefined;
  let review: Review | undefined;
  let shown = 0;
  let stopRun: (() => void) | undefined;

  function halt(): void {
    stopRun?.();
    stopRun = undefined;
    running.hidden = true;
  }

  function begin(): void {
    if (!subject || stopRun) return;
    const current = subject;
    error.hidden = true;
    running.hidden = false;
    start.hidden = true;
    const stopper = runReview(current, {
      onProgress: (done, total) => {
        progress.max = total;
        progress.value = done;
        progressText.textContent = `${done} of ${total} positions`;
      },
      onDone: (done) => {
        stopRun = undefined;
        running.hidden = true;
        if (subject !== current) return;
        review = done;
        draw();
        options.onReviewed?.();
      },
      onError: (message) => {
        halt();
        error.hidden = false;
        error.textContent = message;
        start.hidden = false;
      },
    });
    // a review already kept whole is done before runReview returns: nothing is left running
    if (!running.hidden) stopRun = stopper;
  }

  stop.addEventListener("click", () => {
    halt();
    start.hidden = false;
    start.textContent = "Go on with the review";
    start.focus();
  });
  start.addEventListener("click", begin);

  function markText(mark: ReviewMark, s: ReviewSubject): string {
    const names = s.game.sideNames;
    const move = `${plyLabel(mark.ply + 1, s.sides, s.moves)}${MARK_GLYPHS[mark.kind]}`;
    const why = mark.lostWin ? `${names[mark.side]} let a forced win go` : `${names[mark.side]}'s expected score fell ${counted(Math.round(mark.loss * 100), "point")}`;
    return `${move} ${KIND_WORDS[mark.kind]}: ${why}. Better was ${mark.better}.`;
  }

  async function reviewedRecord(s: ReviewSubject, r: Review): Promise<string | undefined> {
    const base = await options.record();
    if (!base) return undefined;
    const budget = `depth ${REVIEW_BUDGET.maxDepth}, ${REVIEW_BUDGET.nodeBudget} positions`;
    return makeReviewedRecord(s.game, s.start, { tags: base.tags, moves: s.moves, kept: base.kept }, r, `Pigeon Post review (${budget})`);
  }

  function draw(): void {
    const s = subject;
    const r = review;
    if (!s || !r) {
      result.replaceChildren();
      return;
    }
    start.hidden = true;
    note.hidden = true;
    // a mark's button keeps the focus across the redraw its own click causes
    const focused = (document.activeElement as HTMLElement | null)?.closest?.<HTMLElement>(".review-mark")?.dataset.ply;
    const names = s.game.sideNames;
    const marks = h(
      "ol",
      { class: "review-marks", "aria-label": "Marked moves" },
      ...r.marks.map((mark) =>
        h("li", {}, h("button", { type: "button", class: `review-mark ${mark.kind}`, "aria-current": shown === mark.ply + 1 ? "true" : undefined, "data-ply": mark.ply + 1, onclick: () => options.onSelect(mark.ply + 1) }, markText(mark, s))),
      ),
    );
    const copy = h("button", { type: "button", class: "quiet" }, "Copy reviewed record");
    copy.addEventListener("click", async () => {
      const text = await reviewedRecord(s, r);
      const copied = text !== undefined && (await copyText(text));
      copy.textContent = copied ? "Copied" : "Copy failed";
      setTimeout(() => (copy.textContent = "Copy reviewed record"), 1500);
    });
    const download = h("button", { type: "button", class: "quiet" }, "Download reviewed record");
    download.addEventListener("click", async () => {
      const text = await reviewedRecord(s, r);
      if (text === undefined) return;
      const url = URL.createObjectURL(new Blob([text], { type: "application/x-chess-pgn" }));
      const link = h("a", { href: url, download: `${options.fileName}-review.pgn`, hidden: true });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    });
    result.replaceChildren(
      renderReviewGraph({ review: r, sideNames: names, shown, onSelect: options.onSelect, id: "review-graph" }),
      h("ul", { class: "review-summary" }, h("li", {}, summaryLine(names.white, r.summary.white)), h("li", {}, summaryLine(names.black, r.summary.black))),
      r.marks.length ? marks : h("p", { class: "muted" }, "No move lost enough to be marked."),
      h("div", { class: "tool-row" }, copy, download),
      h("p", { class: "muted review-note" }, "The record carries each evaluation, the marks and the better moves."),
    );
    if (focused) result.querySelector<HTMLElement>(`.review-mark[data-ply="${focused}"]`)?.focus();
  }

  return {
    element,
    update(next, ply) {
      element.hidden = next === undefined;
      const changed = next?.key !== subject?.key;
      shown = ply;
      if (changed) {
        halt();
        subject = next;
        review = next ? keptReview(next) : undefined;
        error.hidden = true;
        start.hidden = review !== undefined;
        note.hidden = review !== undefined;
        start.textContent = next && keptProgress(next) > 0 ? "Go on with the review" : "Review the game";
      }
      draw();
    },
    marks() {
      return new Map((review?.marks ?? []).map((mark) => [mark.ply, MARK_GLYPHS[mark.kind]]));
    },
    destroy: halt,
  };
}
