// Game review (issue 24): a finished game reviewed in the browser's Web Worker, with
// progress, the graph of one point a ply, the marks as buttons that move the board, the
// marks in the move list, a summary line per side, the annotated record, a review kept
// for the next visit, and axe clean. The game: The Pit, Black walks into a mate in one
// (a blunder whose better move the search names), White mates. Since issue 34 the review
// searches two plies deeper (depth 6 on the fast path) and so also marks what depth 4 could
// not see: White's 1. a2-a4 and 2. b2-b4 let a forced win go (Sg1-b6, Sd1-i6), and Black's
// 1... Cb10-a8 was an inaccuracy.
import { expect, test } from "./fixtures.ts";
import { createGameByApi, playByApi, resignByApi } from "./api-helpers.ts";
import { getGame } from "../../src/engine/registry.ts";
import { selfPlay } from "../../src/engine/review/self-play.ts";
import { AXE_TAGS, axeOn, screenshotPath } from "./helpers.ts";
import type { KeyDocument } from "../../src/contract/record-key.ts";
import { describeVerdict, verifyRecord } from "../../src/contract/verify-record.ts";

const MATE = ["a2-a4", "Cb10-a8", "b2-b4", "Sd10-i5", "Sg1-b6", "Si5-d10", "Sb6-a5"] as const;

test("a finished game is reviewed: progress, graph, marks that move the board, the record, kept for next time", async ({ page, request, context }) => {
  const game = await createGameByApi(request);
  await playByApi(request, game, MATE);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/g/${game.id}`);
  const review = page.getByRole("region", { name: "Review" });
  await review.getByRole("button", { name: "Review the game" }).click();
  // the progress bar counts the positions (it may already be gone on a fast machine)
  await expect(review.locator(".review-graph")).toBeVisible({ timeout: 60_000 });
  await expect(review.locator(".review-graph")).toHaveAttribute("data-points", String(MATE.length + 1));
  await expect(review.locator(".review-graph title")).toHaveText("Evaluation graph: White's expected score after each move");
  await expect(review.getByRole("listitem").filter({ hasText: /^White: 1 inaccuracy, 1 blunder; average loss \d+%$/ })).toHaveCount(1);
  await expect(review.getByRole("listitem").filter({ hasText: /^Black: 1 inaccuracy, 1 blunder; average loss \d+%$/ })).toHaveCount(1);
  const blunder = review.getByRole("button", { name: /^3… Si5-d10\?\? Blunder: Black's expected score fell \d+ points\. Better was / });
  await expect(blunder).toHaveCount(1);
  await expect(page.locator(".move-list .move[data-ply='6'] .move-mark")).toHaveText("??");
  await page.screenshot({ path: screenshotPath("review-desktop"), fullPage: true });

  // a mark goes to the position after the marked move, by keyboard as by mouse
  await blunder.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator(".replay-note")).toContainText("3… Si5-d10");
  await expect(blunder).toBeFocused();
  // a click on the graph goes to the nearest ply: its left edge is the start
  const box = (await review.locator(".review-graph").boundingBox())!;
  await page.mouse.click(box.x + 2, box.y + box.height / 2);
  await expect(page.locator(".replay-note")).toHaveText("Showing the start position.");

  const axe = await axeOn(page).withTags(AXE_TAGS).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  // the reviewed record carries the evaluations, the mark and the better move
  const download = page.waitForEvent("download");
  await review.getByRole("button", { name: "Download reviewed record" }).click();
  const file = await (await download).path();
  const text = (await import("node:fs")).readFileSync(file, "utf8");
  expect(text).toContain('[Annotator "Pigeon Post review');
  // each move keeps its signed time and check, the review's comment after them
  const signedTime = String.raw`\{\[%ts [^\]]+\] \[%ch [0-9a-f]{8}\]\}`;
  expect(text).toMatch(new RegExp(String.raw`Si5-d10\s+\$4\s+${signedTime}\s+\{\[%eval #1\]\}\s+\(3\.\.\.\s+Ca8xb6\)`));
  // the start's evaluation before the first move, then one after each move (the first
  // move's mark and better move with it: the search of The Pit's start finds Sg1-b6 winning
  // material at depth 5, the readable search as the fast one)
  expect(text).toMatch(new RegExp(String.raw`^\{\[%eval -?\d+\.\d\d\]\} 1\. a2-a4\s+\$6\s+${signedTime}\s+\{\[%eval -?\d+\.\d\d\]\}\s+\(1\.\s+Sg1-b6\)\s+1\.\.\.\s+Cb10-a8`, "m"));
  // and it still verifies: intact and signed by this site, the review's parts named as not signed
  const keys = (await (await request.get("/.well-known/pigeon-post-key.json")).json()) as KeyDocument;
  const verdict = await verifyRecord(text, keys);
  expect(verdict).toMatchObject({ intact: true, signedBy: keys.origin });
  expect(describeVerdict(verdict)).toContain(`signed by ${keys.origin}; not signed: a comment before move 1 (White's a2-a4), a mark on move 1 (White's a2-a4), a comment after move 1 (White's a2-a4), a variation on move 1 (White's a2-a4)`);

  // coming back shows the review at once, without searching again
  const again = await context.newPage();
  await again.setViewportSize({ width: 375, height: 740 });
  await again.goto(`/g/${game.id}`);
  const kept = again.getByRole("region", { name: "Review" });
  await expect(kept.locator(".review-graph")).toBeVisible();
  await expect(kept.getByRole("button", { name: "Review the game" })).toBeHidden();
  await kept.scrollIntoViewIfNeeded();
  await again.screenshot({ path: screenshotPath("review-phone"), fullPage: true });
});

test("a review can be stopped, and goes on where it stopped", async ({ page, request }) => {
  // the review runs the search in the page's Web Worker, and its last wait allows 120 s:
  // the test's own budget must hold that wait (the default 60 s cut it short on a busy machine)
  test.setTimeout(180_000);
  // a longer game, so that Stop comes before the end: 40 plies of self-play, then a resignation
  const { moves } = selfPlay(getGame("the-pit")!, 1, 40);
  const game = await createGameByApi(request);
  await playByApi(request, game, moves);
  await resignByApi(request, game, "black");
  await page.goto(`/g/${game.id}`);
  const review = page.getByRole("region", { name: "Review" });
  await review.getByRole("button", { name: "Review the game" }).click();
  await expect(review.getByRole("progressbar", { name: "Review progress" })).toBeVisible();
  await expect(review.locator(".review-progress-text")).toHaveText(/^([2-9]|[1-3]\d) of 41 positions$/, { timeout: 30_000 });
  await review.getByRole("button", { name: "Stop" }).click();
  await expect(review.getByRole("progressbar")).toBeHidden();
  const goOn = review.getByRole("button", { name: "Go on with the review" });
  await expect(goOn).toBeFocused();
  // the positions already evaluated are kept: the review starts again from there, not from 0
  const stoppedAt = Number((await review.locator(".review-progress-text").textContent())!.split(" ")[0]);
  await goOn.click();
  // read at once, not retried: the count the click starts from is the count kept
  expect(Number((await review.locator(".review-progress-text").textContent())!.split(" ")[0])).toBeGreaterThanOrEqual(stoppedAt);
  await expect(review.locator(".review-graph")).toHaveAttribute("data-points", "41", { timeout: 120_000 });
});
