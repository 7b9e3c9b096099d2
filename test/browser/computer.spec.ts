// Playing the computer (issue 14, item 2) from the home page: no links to send, straight
// to the game, and the computer's replies arrive by themselves, from the server.
import { expect, test } from "./fixtures.ts";
import { cell, playByClicks, screenshotPath } from "./helpers.ts";

test("against the computer, the opponent's name is disabled, looks it, and names the computer", async ({ page }) => {
  await page.goto("/");
  const name = page.getByLabel("Opponent's name (optional)");
  const look = () => name.evaluate((input) => ({ background: getComputedStyle(input).backgroundColor, border: getComputedStyle(input).borderStyle }));
  await name.fill("Bo");
  await expect(name).toBeEnabled();
  const enabled = await look();
  await page.getByRole("radiogroup", { name: "Opponent" }).getByText("The computer").click();
  await expect(name).toBeDisabled();
  await expect(name).toHaveValue("Computer (level 2)");
  // greyed, not only inert: it must not look like a field waiting to be filled
  const disabled = await look();
  expect(disabled.background).not.toBe(enabled.background);
  expect(disabled.border).toBe("dashed");
  await page.getByLabel("Computer level").selectOption("3");
  await expect(name).toHaveValue("Computer (level 3)");
  await page.screenshot({ path: screenshotPath("home-against-computer"), fullPage: true });
  // back to a friend: the name typed for them is there again
  await page.getByRole("radiogroup", { name: "Opponent" }).getByText("A friend, by link").click();
  await expect(name).toBeEnabled();
  await expect(name).toHaveValue("Bo");
});

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

test("a game against the computer taken back to the start can no longer be aborted, and plans no conditional moves", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("radiogroup", { name: "Game" }).getByText("The Pit", { exact: true }).click();
  await page.getByRole("radiogroup", { name: "Your side" }).getByText("White", { exact: true }).click();
  await page.getByRole("radiogroup", { name: "Opponent" }).getByText("The computer").click();
  await page.getByLabel("Computer level").selectOption("1");
  await page.getByRole("button", { name: "Create game" }).click();
  await expect(page).toHaveURL(/\/g\/[a-z0-9]+#seat=/);
  // before both sides have moved, the game can be aborted
  await expect(page.getByRole("button", { name: "Abort game" })).toBeVisible();
  await playByClicks(page, "e2", "e3");
  await expect(page.locator(".move-list .move")).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Abort game" })).toHaveCount(0);
  // the computer grants a takeback of both plies: back to the start (issue 19)
  const [, id, token] = /\/g\/([a-z0-9]+)#seat=([A-Za-z0-9_-]+)/.exec(page.url())!;
  const takeback = await page.request.post(`/api/games/${id}/takeback`, { headers: { Authorization: `Bearer ${token}` }, data: { action: "offer" } });
  expect(takeback.status()).toBe(200);
  await expect(page.locator(".move-list .move")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Resign" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Abort game" })).toHaveCount(0);
  // the computer answers at once: no conditional moves to plan against it
  await expect(page.getByText("Conditional moves", { exact: true })).toHaveCount(0);
  await page.screenshot({ path: screenshotPath("computer-taken-back") });
});
