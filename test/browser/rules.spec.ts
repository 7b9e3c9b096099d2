// Rules in the app (issue 10, item 2): a "How to play" page per game from
// docs/rules/<id>.md with diagrams drawn by the board, linked from the home page's game
// cards and from the game page; the piece legend names a piece and says how it moves.
import { expect, test } from "./fixtures.ts";
import { createGameByApi } from "./api-helpers.ts";
import { listGames } from "../../src/engine/registry.ts";

test("a newcomer reads the rules from the home page, with diagrams and the legend, then starts that game", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "How to play Pit of Pillars" }).click();
  await expect(page).toHaveURL(/\/rules\/pit-of-pillars$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How to play Pit of Pillars");
  // the document's sections, and its diagrams drawn as boards with a caption
  await expect(page.getByRole("heading", { name: "Your first moves" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "The rules", exact: true })).toBeAttached();
  const diagram = page.locator("figure.diagram").first();
  await expect(diagram.locator("svg.board .cell").first()).toBeVisible();
  await expect(diagram.locator("figcaption")).toContainText("Red's first man goes next to White's on d4");
  await expect(diagram.locator('[data-id="d4"]').first()).toHaveAttribute("aria-label", "d4, white man");
  // the legend, one closed line above the document
  await expect(page.getByTestId("legend")).not.toHaveAttribute("open");
  await expect(page.getByTestId("legend")).toContainText("Pillar");
  // a diagram's position opens on the analysis board
  await diagram.getByRole("link", { name: "Try this position on a board" }).click();
  await expect(page).toHaveURL(/\/analysis\/pit-of-pillars\?from=/);
  await expect(page.locator('.board-wrap [data-id="d4"]').first()).toHaveAttribute("aria-label", "d4, white man");
  await page.goBack();
  // and on to a game of it
  await page.getByRole("link", { name: "Start a game of Pit of Pillars" }).click();
  await expect(page.locator("input[name=variant]:checked")).toHaveValue("pit-of-pillars");
});

test("the game page links to its rules, and its legend names The Pit's pieces", async ({ page, request }) => {
  const game = await createGameByApi(request, "the-pit");
  await page.goto(`/g/${game.id}#seat=${game.tokens.white}`);
  await expect(page.locator(".title-rules-link")).toHaveAttribute("href", "/rules/the-pit");
  await page.getByTestId("legend").locator("summary").click();
  await expect(page.getByTestId("legend")).toContainText("Sorceror");
  await expect(page.getByTestId("legend")).toContainText("a leap of exactly five squares");
  // a piece on the board names itself to a screen reader and on hover
  await expect(page.locator('.board-wrap [data-id="d1"]').first()).toHaveAttribute("aria-label", "d1, white sorceror");
  await page.goto("/rules/the-pit#the-pieces");
  await expect(page.getByRole("table").first()).toContainText("Sorceror");
  await expect(page.locator("figure.diagram")).toHaveCount(2);
});

// Issue 20, item 2: How to play is written for players. On a phone, each game's page
// shows the goal on its first screen, and "Your first moves" with its diagram fits one
// screen; nothing of the developers' notes (sources, engine, position texts) is shown.
test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  for (const game of listGames()) {
    test(`${game.id}: the goal on the first screen, the first moves on one screen, no developers' notes`, async ({ page }) => {
      await page.goto(`/rules/${game.id}`);
      const body = page.locator(".rules-body");
      await expect(body.locator("h2").first()).toHaveText("The goal");
      await expect(body.locator("h2").first()).toBeInViewport();
      // from the heading to the end of the section's diagram (its caption included)
      const diagram = page.locator("#your-first-moves ~ figure.diagram").first();
      await expect(diagram.locator("svg.board")).toBeVisible();
      const height = await diagram.evaluate((figure) => figure.getBoundingClientRect().bottom - (document.getElementById("your-first-moves")?.getBoundingClientRect().top ?? 0));
      expect(height).toBeLessThanOrEqual(740);
      await expect(page.getByRole("heading", { name: "Typing moves" })).toBeAttached();
      const text = (await body.textContent()) ?? "";
      for (const word of [/RULINGS/, /\bseed\b/i, /\bengine\b/i, /position text/i, /src\//, /\.txt\b/]) expect(text).not.toMatch(word);
    });
  }
});
