// Playing the computer (issue 14, item 2) from the home page: no links to send, straight
// to the game, and the computer's replies arrive by themselves, from the server.
import { expect, test } from "./fixtures.ts";
import { cell, playByClicks, screenshotPath } from "./helpers.ts";

test("a game against the computer: created from the home page, it replies to each move", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("radiogroup", { name: "Game" }).getByText("The Pit", { exact: true }).click();
  await page.getByRole("radiogroup", { name: "Your side" }).getByText("White", { exact: true }).click();
  await page.getByRole("radiogroup", { name: "Opponent" }).getByText("The computer").click();
  await page.getByLabel("Computer level").selectOption("1");
  await page.getByLabel("Your name (optional)").fill("Ann");
  await page.getByRole("button", { name: "Create game" }).click();
  await expect(page).toHaveURL(/\/g\/[a-z0-9]+#seat=/);
  await expect(page.locator(".player-top .player-name")).toHaveText("Computer (level 1)");
  await playByClicks(page, "e2", "e3");
  await expect(page.locator(".move-list .move")).toHaveCount(2);
  await expect(page.locator(".game-status")).toHaveText("Your turn");
  await playByClicks(page, "a2", "a3");
  await expect(page.locator(".move-list .move")).toHaveCount(4);
  await expect(page.getByTestId("invite")).toBeHidden();
  // on one's own turn the computer suggests a move, searched in a Web Worker
  await page.getByRole("button", { name: "Hint", exact: true }).click();
  await expect(page.getByTestId("hint")).toHaveText(/^The computer suggests .+ \(\S+\); .+\.$/);
  await expect(page.locator(".board .arrow-hint")).toHaveCount(1);
  await page.screenshot({ path: screenshotPath("computer-game"), fullPage: true });
  // My games remembers it, naming the computer
  await page.goto("/");
  await expect(page.locator(".my-games")).toContainText("Computer (level 1)");
  await expect(cell(page, "e2")).toHaveCount(0);
});
