// The invitation is never lost (issue 10, item 1): after "Open your seat" the creator's
// seat page and My games keep the opponent's link until the opponent opens it.
import { expect, test } from "./fixtures.ts";
import { createGameOnHome, openInNewContext, screenshotPath } from "./helpers.ts";

test("the creator's seat page and My games keep the opponent's link until it is opened", async ({ browser, page }) => {
  const links = await createGameOnHome(page, { game: "The Pit", side: "White", you: "Ann", opponent: "Bo" });
  await page.getByRole("link", { name: "Open your seat" }).click();
  const panel = page.getByTestId("invite");
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel("Your opponent's seat link")).toHaveValue(links.opponent);
  await page.screenshot({ path: screenshotPath("invite-panel"), fullPage: true });

  await page.goto("/");
  await expect(page.locator(".my-game-invite")).toContainText("Waiting for your opponent to join");

  // Bo opens his seat: the panel goes away on Ann's page by itself
  await page.goto(links.yours);
  await expect(page.getByTestId("invite")).toBeVisible();
  await openInNewContext(browser, links.opponent);
  await expect(page.getByTestId("invite")).toBeHidden();
  await page.goto("/");
  await expect(page.locator(".my-game-invite")).toHaveCount(0);
});
