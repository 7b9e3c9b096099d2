// A move that lost a race with another tab of the same seat (issue 10, item 5): the page
// says that the move was not played, what was played instead, and shows the game as it is.
import { expect, test } from "./fixtures.ts";
import { createGameByApi } from "./api-helpers.ts";
import { openInNewContext, playByClicks } from "./helpers.ts";

test("a move sent after another tab's move is refused in words, and the board catches up", async ({ browser, request }) => {
  const game = await createGameByApi(request);
  const page = await openInNewContext(browser, `/g/${game.id}#seat=${game.tokens.white}`, undefined, { routes: true });
  // the other tab's move reaches the server first, while this tab's request is on its way
  await page.route(`**/api/games/${game.id}/moves`, async (route) => {
    const other = await request.post(`/api/games/${game.id}/moves`, { data: { move: "a2-a3", ply: 0 }, headers: { Authorization: `Bearer ${game.tokens.white}` } });
    expect(other.status()).toBe(200);
    await route.continue();
  });
  await playByClicks(page, "e2", "e3");
  await expect(page.locator(".banner.error")).toContainText("Your move e2-e3 was not played: a2-a3 had already been played at this point, from another tab or device.");
  await expect(page.locator(".move-list")).toContainText("a2-a3");
  await expect(page.locator(".move-list")).not.toContainText("e2-e3");
  await expect(page.locator(".game-status")).not.toHaveText("Your turn");
});
