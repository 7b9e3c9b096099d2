// A finished game and a game that is not there, as a newcomer meets them (issue 20, item 8):
// the result in each viewer's words, no move input once the game is over but the way on
// (replay, analysis, rematch), and for a wrong address only the message with Home and
// My games, not an empty board with move controls.
import { expect, test, type Page } from "./fixtures.ts";
import { createGameByApi, playByApi, PIT_OPENING, resignByApi } from "./api-helpers.ts";
import { screenshotPath } from "./helpers.ts";

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 740 } } as const;

test("a resigned game: each viewer reads the result in their words, and is offered replay, analysis and (seats) rematch", async ({ browser, request }) => {
  const game = await createGameByApi(request);
  await playByApi(request, game, PIT_OPENING.slice(0, 3));
  await resignByApi(request, game, "black");
  const views = [
    { who: "winner", url: `/g/${game.id}#seat=${game.tokens.white}`, status: "You won by resignation", rematch: true },
    { who: "loser", url: `/g/${game.id}#seat=${game.tokens.black}`, status: "You lost by resignation", rematch: true },
    { who: "watcher", url: `/g/${game.id}`, status: "White wins by resignation", rematch: false },
  ];
  for (const view of views) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(view.url);
      await expect(page.locator(".game-status"), view.who).toHaveText(view.status);
      const over = page.getByRole("region", { name: "Game over" });
      // on a desktop it is in view without scrolling; on a phone it follows the board
      if (size === "desktop") await expect(over).toBeInViewport({ ratio: 1 });
      else await over.scrollIntoViewIfNeeded();
      // nothing invites a move: no "Moves can be typed on your turn" box, to seats or watchers
      await expect(page.getByLabel("Type your move")).toBeHidden();
      await expect(page.getByText("Moves can be typed")).toHaveCount(0);
      await expect(over.getByRole("link", { name: "Analyse" })).toHaveAttribute("href", "/analysis/the-pit?line=e2-e3+Hh10-i8+Hc1-e2");
      await expect(over.getByRole("button", { name: "Offer rematch" })).toHaveCount(view.rematch ? 1 : 0);
      await page.screenshot({ path: screenshotPath(`finished-${view.who}-${size}`) });
      await over.getByRole("button", { name: "Replay from the start" }).click();
      await expect(page.locator(".replay-note")).toHaveText("Showing the start position.");
      await context.close();
    }
  }
});

test("the rematch is offered and answered in the game-over panel", async ({ browser, request }) => {
  const game = await createGameByApi(request);
  await playByApi(request, game, PIT_OPENING.slice(0, 2));
  await resignByApi(request, game, "white");
  const open = async (token: string): Promise<Page> => {
    const page = await (await browser.newContext({ viewport: SIZES.desktop })).newPage();
    await page.goto(`/g/${game.id}#seat=${token}`);
    return page;
  };
  const white = await open(game.tokens.white);
  const black = await open(game.tokens.black);
  await expect(white.locator(".game-status")).toHaveText("You lost by resignation");
  await white.getByRole("region", { name: "Game over" }).getByRole("button", { name: "Offer rematch" }).click();
  await expect(white.getByRole("region", { name: "Game over" })).toContainText("Rematch offered — waiting for an answer.");
  const over = black.getByRole("region", { name: "Game over" });
  await expect(over).toContainText("White offers a rematch.");
  await over.getByRole("button", { name: "Decline rematch" }).click();
  await expect(white.getByRole("region", { name: "Game over" })).toContainText("Black declined the rematch.");
});

test("a game that is not there: only the message, with Home and My games", async ({ page }) => {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.goto("/g/abcdefghij");
    await expect(page.getByRole("heading", { name: "Game not found" })).toBeVisible();
    await expect(page.getByText("There is no game at this address.")).toBeVisible();
    await expect(page.locator("svg.board")).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("button")).toHaveCount(0);
    await expect(page.getByLabel("Type your move")).toHaveCount(0);
    await expect(page.locator(".share-box")).toHaveCount(0);
    await expect(page).toHaveTitle("Game not found · Pigeon Post");
    await page.screenshot({ path: screenshotPath(`game-not-found-${size}`) });
  }
  await page.getByRole("main").getByRole("link", { name: "My games" }).click();
  await expect(page).toHaveURL(/\/#my-games$/);
  await expect(page.getByRole("heading", { name: "My games" })).toBeInViewport();
  await page.goto("/g/abcdefghij");
  await page.getByRole("main").getByRole("link", { name: "Home" }).click();
  await expect(page.getByRole("heading", { name: "Play by link" })).toBeVisible();
});
