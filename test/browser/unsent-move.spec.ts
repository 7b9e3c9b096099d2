// A move the server did not answer (issue 20, item 5): a 503 while the archive is down,
// a 500, a request that never arrives. The page says the move was not played and why in
// one sentence naming the move, and keeps it ready: "Play it again" sends it once more.
import { expect, test } from "./fixtures.ts";
import { createGameByApi } from "./api-helpers.ts";
import { cell, openInNewContext, playByClicks } from "./helpers.ts";

test("a 503 on a drop from the bin: the sentence names the move, which is kept ready and played again", async ({ browser, request }) => {
  const game = await createGameByApi(request, "in-the-bin");
  const page = await openInNewContext(browser, `/g/${game.id}#seat=${game.tokens.white}`, undefined, { routes: true });
  let failing = true;
  await page.route(`**/api/games/${game.id}/moves`, async (route) => {
    if (!failing) return route.continue();
    await route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "unavailable", message: "The archive of finished games cannot be reached right now." } }),
    });
  });
  await playByClicks(page, "bin:B", "d4");
  await expect(page.locator(".banner.error")).toContainText("Your move B@d4 was not played: the server did not answer. Play it again.");
  await expect(page.locator(".banner.error")).not.toContainText("503");
  // the bishop is back in the bin, and the move waits under the board
  await expect(page.locator(".move-list")).toContainText("No moves yet.");
  const again = page.getByTestId("play-again");
  await expect(again).toHaveText("Play B@d4 again");
  failing = false;
  await again.click();
  await expect(page.locator(".move-list .move").last()).toHaveText("B@d4");
  await expect(page.locator(".banner.error")).toBeHidden();
  await expect(again).toBeHidden();
});

test("a 500 or a request that fails on the way: the same sentence, never the bare status", async ({ browser, request }) => {
  const game = await createGameByApi(request);
  const page = await openInNewContext(browser, `/g/${game.id}#seat=${game.tokens.white}`, undefined, { routes: true });
  await page.route(`**/api/games/${game.id}/moves`, (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "upstream error" }));
  await playByClicks(page, "e2", "e3");
  await expect(page.locator(".banner.error")).toContainText("Your move e2-e3 was not played: the server did not answer. Play it again.");
  await expect(page.locator(".banner.error")).not.toContainText("The server answered");
  await expect(page.getByTestId("play-again")).toHaveText("Play e2-e3 again");

  await page.unroute(`**/api/games/${game.id}/moves`);
  await page.route(`**/api/games/${game.id}/moves`, (route) => route.abort("timedout"));
  await playByClicks(page, "d2", "d3");
  await expect(page.locator(".banner.error")).toContainText("Your move d2-d3 was not played: the server did not answer. Play it again.");
  await expect(page.getByTestId("play-again")).toHaveText("Play d2-d3 again");
  // another move made meanwhile replaces the one kept ready
  await page.unroute(`**/api/games/${game.id}/moves`);
  await cell(page, "a2").click();
  await cell(page, "a3").click();
  await expect(page.locator(".move-list .move").last()).toHaveText("a2-a3");
  await expect(page.getByTestId("play-again")).toBeHidden();
});
