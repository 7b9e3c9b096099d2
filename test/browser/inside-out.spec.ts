// Inside-out Chess through the links, by clicking: moves onto and out of inner fields,
// king captures whose refilled pawns are announced in the move list, to the capture of
// the last king (test/fixtures/records/inside-out/last-king-captured.pgn).
import { expect, test } from "./fixtures.ts";
import { createGameOnHome, openInNewContext, screenshotPath } from "./helpers.ts";
import { playRecordByClicks, recordMoves } from "./record-by-clicks.ts";

test("two seats play Inside-out Chess until kings are captured, pawns refill and the last king falls", async ({ browser, page }) => {
  test.setTimeout(120_000);
  const moves = recordMoves("inside-out/last-king-captured.pgn");
  const links = await createGameOnHome(page, { game: "Inside-out Chess", side: "White", you: "Iris", opponent: "Otto" });
  const white = await openInNewContext(browser, links.yours);
  const black = await openInNewContext(browser, links.opponent);

  let refills = 0;
  await playRecordByClicks({ white, black }, "inside-out", moves, async (index) => {
    if (moves[index] === "Nb1-c3i") {
      // the knight stands on c3's inner field, drawn inside the square
      await expect(white.locator('.board-wrap [data-at="c3i"]')).toHaveCount(1);
      await white.screenshot({ path: screenshotPath("io-01-inner-field") });
    }
    const notes = await black.locator(".move-list .note").allTextContents();
    if (notes.some((n) => /Pawns return/.test(n)) && refills === 0) {
      refills = notes.length;
      await black.screenshot({ path: screenshotPath("io-02-refill-announced"), fullPage: true });
    }
  });
  expect(refills).toBeGreaterThan(0);
  for (const p of [white, black]) {
    await expect(p.locator(".move-list .note").filter({ hasText: /captured/i }).first()).toBeVisible();
  }
  await expect(white.locator(".game-status")).toHaveText(/^You won /);
  await expect(black.locator(".game-status")).toHaveText(/^You lost /);
  await white.screenshot({ path: screenshotPath("io-03-white-wins"), fullPage: true });
});
