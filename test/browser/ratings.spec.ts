// Ratings in the pages (issue 33, item 3; README "Ratings"): the new game form's Rated
// option, which needs a pocket with a public name; the profile page of a name nobody
// holds, in English, German and the pseudo-locale, at a desktop's and a phone's width.
import { expect, test } from "./fixtures.ts";
import { expectNoViolations, screenshotPath, unbracketedWords } from "./helpers.ts";

test("without a named pocket the Rated option stays off and says where to take a name", async ({ page }) => {
  await page.goto("/");
  const rated = page.getByRole("checkbox", { name: "Rated game" });
  await expect(page.locator(".rated-hint")).toContainText("Rated games need a public name for your pocket.");
  await expect(rated).toBeDisabled();
  await expect(page.locator(".rated-hint a")).toHaveAttribute("href", "/#my-games");
  // the name field is still the player's own to fill
  await expect(page.getByLabel("Your name (optional)")).toBeEnabled();
  await expectNoViolations(page, "the new game form with its Rated option");
});

test("a name nobody holds gets a page that says so, in the reader's language", async ({ page }) => {
  for (const [width, height] of [[1280, 800], [375, 740]]) {
    await page.setViewportSize({ width, height });
    await page.goto(`/@/${encodeURIComponent("Nobody Here")}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No such player");
    await expect(page.getByText("Nobody holds the name Nobody Here.")).toBeVisible();
    await expect(page).toHaveTitle("No such player · Pigeon Post");
    await page.screenshot({ path: screenshotPath(`ratings-unknown-${width}`), fullPage: true });
  }
  await expectNoViolations(page, "the profile of a name nobody holds");

  await page.goto(`/@/${encodeURIComponent("Nobody Here")}?lang=de`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kein solcher Spieler");
  await expect(page.getByText("Niemand trägt den Namen Nobody Here.")).toBeVisible();

  await page.goto(`/@/${encodeURIComponent("Nobody Here")}?lang=en-XA`);
  await expect(page.locator(".profile-not-found h1")).toContainText("[");
  expect(await unbracketedWords(page, ".profile-not-found", ["Nobody Here"])).toEqual([]);
});
