// My games follows a league (issue 30, item 3): a player whose home page stands open
// while the league starts sees her first game there, with "Your turn", without a reload;
// and the turn changes there when her opponent moves. The page reads again every minute
// (the page's clock is moved on to it) and when the tab comes back into view.
import { expect, test, type Page } from "./fixtures.ts";
import { createLeagueByApi, PIT_OPENING } from "./api-helpers.ts";
import { screenshotPath } from "./helpers.ts";
import type { Browser } from "@playwright/test";

/** A player's browser: her player link opened once (so it is kept), then the home page, left open. */
async function homeOfPlayer(browser: Browser, playerLink: string, leagueName: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(playerLink);
  await expect(page.getByRole("heading", { name: leagueName, level: 1 })).toBeVisible();
  await page.goto("/#my-games");
  await expect(page.locator(".my-league-group")).toContainText("No games yet.");
  return page;
}

test("a league's first game appears in My games with its turn, and the turn follows the moves, without a reload", async ({ browser, request }) => {
  const league = await createLeagueByApi(request, ["Ann", "Bo"], { name: "Friday Pillars Club" });
  const ann = await homeOfPlayer(browser, league.players.Ann, "Friday Pillars Club");
  const bo = await homeOfPlayer(browser, league.players.Bo, "Friday Pillars Club");
  const started = await request.post(`/api/leagues/${league.id}/start`, { data: {}, headers: { Authorization: `Bearer ${league.organizerToken}` } });
  expect(started.status()).toBe(200);

  const games = (page: Page) => page.locator(".my-league-group li.my-game");
  // the league creates its rooms from its alarm, just after the start answers: until then a
  // read finds none, so each player's page is woken again (Ann by coming back to her tab,
  // Bo by the minute passing) until they are there; the page itself never reloads
  await expect(async () => {
    // Ann comes back to her tab: the league's game is there at once
    await ann.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(games(ann)).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(async () => {
    // Bo leaves his open: within a minute it is there too
    await bo.clock.runFor(61_000);
    await expect(games(bo)).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(ann.locator(".my-league-group")).not.toContainText("No games yet.");

  // the one whose turn it is reads "Your turn", the other "Their turn"
  const annFirst = (await games(ann).locator(".badge").textContent()) === "Your turn";
  const [mover, waiter] = annFirst ? [ann, bo] : [bo, ann];
  await expect(games(mover).locator(".badge")).toHaveText("Your turn");
  await expect(games(waiter).locator(".badge")).toHaveText("Their turn");
  await mover.screenshot({ path: screenshotPath("my-games-league-started-1280") });
  await mover.setViewportSize({ width: 375, height: 740 });
  await mover.locator(".my-league-group").scrollIntoViewIfNeeded();
  await mover.screenshot({ path: screenshotPath("my-games-league-started-375") });

  // the mover plays with her seat link (as its game page would): the waiter's line turns within a minute
  const seatUrl = await games(mover).locator("a.my-game-link").getAttribute("href");
  const [, gameId, token] = /^\/g\/([^#]+)#seat=(.+)$/.exec(seatUrl ?? "") ?? [];
  const moved = await request.post(`/api/games/${gameId}/moves`, { data: { move: PIT_OPENING[0], ply: 0 }, headers: { Authorization: `Bearer ${token}` } });
  expect(moved.status()).toBe(200);
  await waiter.clock.runFor(61_000);
  await expect(games(waiter).locator(".badge")).toHaveText("Your turn");
  await mover.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(games(mover).locator(".badge")).toHaveText("Their turn");
  for (const page of [ann, bo]) await page.context().close();
});
