// Rules in the app (issue 10, item 2): a "How to play" page per game from
// docs/rules/<id>.md with diagrams drawn by the board, linked from the home page's game
// cards and from the game page; the piece legend names a piece and says how it moves.
import { expect, test } from "./fixtures.ts";
import { createGameByApi } from "./api-helpers.ts";

test("a newcomer reads the rules from the home page, with diagrams and the legend, then starts that game", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "How to play Pit of Pillars" }).click();
  await expect(page).toHaveURL(/\/rules\/pit-of-pillars$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How to play Pit of Pillars");
  // the document's sections, and its diagrams drawn as boards with a caption
  await expect(page.getByRole("heading", { name: "The rules in short" })).toBeVisible();
  const diagram = page.locator("figure.diagram").first();
  await expect(diagram.locator("svg.board .cell").first()).toBeVisible();
  await expect(diagram.locator("figcaption")).toContainText("White entered the first man on d4");
  await expect(diagram.locator('[data-id="d4"]').first()).toHaveAttribute("aria-label", "d4, white man");
  // the legend
  await expect(page.getByTestId("legend")).toContainText("Pillar");
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
