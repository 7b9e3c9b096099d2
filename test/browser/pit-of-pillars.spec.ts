// Pit of Pillars through the links, by clicking: the whole entering stage, then the
// movement stage with captures and pillar moves, to White's win by leaving Red without a
// stack (test/fixtures/records/pit-of-pillars/white-wins-no-stacks.pgn).
import { expect, test } from "./fixtures.ts";
import { createGameOnHome, openInNewContext, screenshotPath } from "./helpers.ts";
import { playRecordByClicks, recordMoves } from "./record-by-clicks.ts";

test("two seats play Pit of Pillars from the first man to a win, with captures and pillar moves", async ({ browser, page }) => {
  test.setTimeout(180_000);
  const moves = recordMoves("pit-of-pillars/white-wins-no-stacks.pgn");
  expect(moves.some((m) => m.startsWith("@"))).toBe(true); // men entered from reserves won by captures
  expect(moves.some((m) => m.includes("/P"))).toBe(true); // pillar moves

  const links = await createGameOnHome(page, { game: "Pit of Pillars", side: "White", you: "Wil", opponent: "Rae" });
  const white = await openInNewContext(browser, links.yours);
  const red = await openInNewContext(browser, links.opponent);
  await expect(red.getByText("You play Red.")).toBeVisible();

  await playRecordByClicks({ white, black: red }, "pit-of-pillars", moves, async (index) => {
    if (index === 2) await white.screenshot({ path: screenshotPath("pop-01-entering") });
    if (moves[index] === "@a5/Pc3-d4") {
      // the first pillar move: the pillar stands on d4 now, on both pages
      for (const p of [white, red]) await expect(p.locator('.board-wrap [data-at="d4"][data-kind="pillar"]')).toHaveCount(1);
      await red.screenshot({ path: screenshotPath("pop-02-pillar-moved") });
    }
  });
  await expect(white.locator(".game-status")).toHaveText(/^You won /);
  await expect(red.locator(".game-status")).toHaveText(/^You lost /);
  await white.screenshot({ path: screenshotPath("pop-03-white-wins"), fullPage: true });
});
