// The whole round trip as two people would do it: create a game of The Pit on the home
// page, open both seat links in separate browsers, play to checkmate by clicking squares,
// see the result on both pages, and find the game in the archive.
import { expect, test } from "./fixtures.ts";
import { cell, createGameOnHome, openInNewContext, playByClicks, screenshotPath } from "./helpers.ts";

test("two seats play The Pit to checkmate by clicking, and the game reaches the archive", async ({ browser, page }) => {
  const links = await createGameOnHome(page, { game: "The Pit", side: "White", you: "Ann", opponent: "Bo", screenshots: true });
  expect(links.yours).toMatch(/^http:\/\/localhost:\d+\/g\/[a-z0-9]+#seat=[\w-]+$/);
  expect(links.opponent).not.toBe(links.yours);
  expect(links.watch).toBe(links.yours.split("#")[0]);

  const white = await openInNewContext(browser, links.yours);
  const black = await openInNewContext(browser, links.opponent);
  await expect(white.locator(".game-status")).toHaveText("Your turn");
  await expect(black.locator(".game-status")).toHaveText("Waiting for White");
  await expect(white.getByText("You play White.")).toBeVisible();
  await expect(black.getByText("You play Black.")).toBeVisible();

  // Selecting a piece marks its legal targets; here a pawn that may step once or twice.
  await expect(white.locator(".game-status")).toHaveText("Your turn");
  await cell(white, "i2").click();
  await expect(white.locator("svg.board .targets .target-dot")).toHaveCount(2);
  await white.screenshot({ path: screenshotPath("03-game-selected-pawn") });
  await cell(white, "i3").click();

  await playByClicks(black, "j9", "j8");
  // The Sorceror leaps exactly five squares, over anything: g1 to b6 across the board.
  await playByClicks(white, "g1");
  await expect(cell(white, "b6")).toHaveClass(/clickable/);
  await white.screenshot({ path: screenshotPath("04-game-in-progress-highlights") });
  await cell(white, "b6").click();
  await playByClicks(black, "j8", "j7");
  // Sb6-a5: a five-square diagonal leap onto f10 that nothing can block, and the king is walled in.
  await playByClicks(white, "b6", "a5");

  await expect(white.locator(".game-status")).toHaveText("You won by checkmate");
  await expect(black.locator(".game-status")).toHaveText("You lost by checkmate");
  for (const seat of [white, black]) await expect(seat.locator(".move-list")).toContainText("Sb6-a5");
  await expect(white.getByRole("button", { name: "Resign" })).toHaveCount(0);
  await white.screenshot({ path: screenshotPath("05-finished-white"), fullPage: true });
  await black.screenshot({ path: screenshotPath("06-finished-black"), fullPage: true });

  // The replay steps back through the finished game.
  await white.getByRole("button", { name: "First position" }).click();
  await expect(white.locator('svg.board .piece[data-at="g1"][data-kind="S"]')).toHaveCount(1);
  await expect(white.locator('svg.board .piece[data-at="a5"]')).toHaveCount(0);
  await expect(white.getByText("Showing the start position.")).toBeVisible();
  await white.getByRole("button", { name: "Latest position" }).click();

  // The Durable Object writes the finished game to D1; the archive lists it, newest first.
  const gameId = new URL(links.watch).pathname.split("/").pop()!;
  await expect(async () => {
    await page.goto("/archive");
    await expect(page.locator(`a[href="/g/${gameId}"]`)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const entry = page.locator(`a[href="/g/${gameId}"]`);
  await expect(entry).toContainText("Ann");
  await expect(entry).toContainText("Bo");
  await expect(entry).toContainText("The Pit");
  await expect(entry).toContainText("1-0 · White won by checkmate");
  await page.screenshot({ path: screenshotPath("07-archive"), fullPage: true });

  // The archive opens the game in replay.
  await entry.click();
  await expect(page.locator(".game-status")).toHaveText("White wins by checkmate");
  await expect(page.getByText("You are watching.")).toBeVisible();
});
