/**
 * "Review": the computer's look back at a finished game (or the analysis board's line).
 * A button starts it; a progress bar and Stop while the Web Worker searches; then the
 * graph (review-graph.ts), a summary line per side, the marked moves as buttons that go
 * to the position (each with the better move the search found), and the reviewed record
 * to copy or download with its evaluations, marks and better moves (annotate.ts).
 * Made once per page; `update` is called on every redraw and is cheap when nothing changed.
 */
import { makeReviewedRecord, type ReviewedGame } from "../../../src/engine/review/annotate.ts";
import { MARK_GLYPHS, reviewBudgetOf, type Review, type ReviewMark, type SideSummary } from "../../../src/engine/review/review.ts";
import type { AnyGame, Side } from "../../../src/engine/types.ts";
import { plyLabel } from "../../../src/engine/move-words.ts";
import { copyText } from "../copy.ts";
import { h } from "../dom.ts";
import { renderReviewGraph } from "./review-graph.ts";
import { keptProgress, keptReview, runReview, type ReviewSubject } from "./review-run.ts";
import "./review.css";
import { colourMessage, ownWords, sideColour, sideName, type ByColour, sideNamesIn } from "../board/words.ts";
import { currentLocale, t } from "../i18n.ts";
import { addToStudyButton } from "../study/add-to-study.ts";

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

/** "White: 1 blunder, 2 mistakes; average loss 5%": one side's summary in the page's language. */
export function summaryWords(game: AnyGame, side: Side, summary: SideSummary): string {
  const counts = (["inaccuracy", "mistake", "blunder"] as const).filter((kind) => summary[kind] > 0).map((kind) => t(COUNTED_KINDS[kind], { count: summary[kind] }));
  const loss = new Intl.NumberFormat(currentLocale(), { style: "percent" }).format(Math.round(summary.averageLoss * 100) / 100);
  const values = { side: sideName(game, side), counts: ownWords(new Intl.ListFormat(currentLocale(), { type: "unit", style: "short" }).format(counts)), loss };
  return counts.length === 0 ? t("review.summary.clean", values) : t("review.summary.line", values);
}

const LOST_WIN: ByColour = { white: "review.mark.lostWin.white", black: "review.mark.lostWin.black", red: "review.mark.lostWin.red" };
const SCORE_FELL: ByColour = { white: "review.mark.fell.white", black: "review.mark.fell.black", red: "review.mark.fell.red" };
const KIND_WORDS = { inaccuracy: "review.kind.inaccuracy", mistake: "review.kind.mistake", blunder: "review.kind.blunder" } as const;
const COUNTED_KINDS = { inaccuracy: "review.summary.inaccuracy", mistake: "review.summary.mistake", blunder: "review.summary.blunder" } as const;

/** "Black let a forced win go", "Black's expected score fell 40 points": why a move is marked, by its side's colour. */
function whyMarked(game: AnyGame, mark: ReviewMark): string {
  const name = sideName(game, mark.side);
  const colour = sideColour(game, mark.side);
  const points = Math.round(mark.loss * 100);
  if (mark.lostWin) return colourMessage(LOST_WIN, colour, {}, () => `${name} let a forced win go`);
  return colourMessage(SCORE_FELL, colour, { count: points }, () => `${name}'s expected score fell ${points} ${points === 1 ? "point" : "points"}`);
}

export function createReviewPanel(options: ReviewPanelOptions): ReviewPanel {
  const start = h("button", { type: "button", class: "review-start" }, t("review.start"));
  const progress = h("progress", { max: 1, value: 0, "aria-label": t("review.progressLabel") });
  const progressText = h("span", { class: "muted review-progress-text", "aria-live": "polite" });
  const stop = h("button", { type: "button", class: "quiet" }, t("review.stop"));
  const running = h("div", { class: "review-running", hidden: true }, progress, progressText, stop);
  const error = h("p", { class: "review-error", role: "alert", hidden: true });
  const result = h("div", { class: "review-result" });
  const note = h("p", { class: "muted review-note" }, t("review.intro"));
  const element = h(
    "section",
    { class: "review", "aria-labelledby": "review-heading", "data-testid": "review", hidden: true },
    h("h2", { id: "review-heading" }, t("review.heading")),
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
        progressText.textContent = t("review.progress", { done, total });
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
    start.textContent = t("review.resume");
    start.focus();
  });
  start.addEventListener("click", begin);

  function markText(mark: ReviewMark, s: ReviewSubject): string {
    const move = `${plyLabel(mark.ply + 1, s.sides, s.moves)}${MARK_GLYPHS[mark.kind]}`;
    return t("review.mark.text", { move, kind: ownWords(t(KIND_WORDS[mark.kind])), why: ownWords(whyMarked(s.game, mark)), better: mark.better });
  }

  async function reviewedRecord(s: ReviewSubject, r: Review): Promise<string | undefined> {
    const base = await options.record();
    if (!base) return undefined;
    const { maxDepth, nodeBudget } = reviewBudgetOf(s.game.id);
    const budget = `depth ${maxDepth}, ${nodeBudget} positions`;
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
    const names = sideNamesIn(s.game);
    const marks = h(
      "ol",
      { class: "review-marks", "aria-label": t("review.marksLabel") },
      ...r.marks.map((mark) =>
        h("li", {}, h("button", { type: "button", class: `review-mark ${mark.kind}`, "aria-current": shown === mark.ply + 1 ? "true" : undefined, "data-ply": mark.ply + 1, onclick: () => options.onSelect(mark.ply + 1) }, markText(mark, s))),
      ),
    );
    const copy = h("button", { type: "button", class: "quiet" }, t("review.copy"));
    copy.addEventListener("click", async () => {
      const text = await reviewedRecord(s, r);
      const copied = text !== undefined && (await copyText(text));
      copy.textContent = copied ? t("review.copied") : t("review.copyFailed");
      setTimeout(() => (copy.textContent = t("review.copy")), 1500);
    });
    const download = h("button", { type: "button", class: "quiet" }, t("review.download"));
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
      h("ul", { class: "review-summary" }, h("li", {}, summaryWords(s.game, "white", r.summary.white)), h("li", {}, summaryWords(s.game, "black", r.summary.black))),
      r.marks.length ? marks : h("p", { class: "muted" }, t("review.noMarks")),
      h(
        "div",
        { class: "tool-row" },
        copy,
        download,
        addToStudyButton(async () => {
          const record = await reviewedRecord(s, r);
          return record === undefined ? undefined : { variant: s.game.id, chapterName: t("study.add.reviewChapter", { game: s.game.name }), content: { record } };
        }),
      ),
      h("p", { class: "muted review-note" }, t("review.recordNote")),
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
        start.textContent = next && keptProgress(next) > 0 ? t("review.resume") : t("review.start");
      }
      draw();
    },
    marks() {
      return new Map((review?.marks ?? []).map((mark) => [mark.ply, MARK_GLYPHS[mark.kind]]));
    },
    destroy: halt,
  };
}
