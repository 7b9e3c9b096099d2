// A 375 px phone: the board fits the width, taps play, and nothing scrolls sideways.
import { expect, test, type Page } from "./fixtures.ts";
import { cell, createGameOnHome, screenshotPath } from "./helpers.ts";

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.view);
}

test("home, links and game fit a 375 px phone, and taps play moves", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Create game" })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: screenshotPath("08-phone-home"), fullPage: true });

  const links = await createGameOnHome(page, { game: "The Pit", side: "White", you: "Dee" });
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: screenshotPath("09-phone-links"), fullPage: true });

  await page.goto(links.yours);
  const board = page.locator("svg.board");
  await expect(board).toBeVisible();
  const box = (await board.boundingBox())!;
  expect(box.width).toBeGreaterThan(300);
  expect(box.x + box.width).toBeLessThanOrEqual(375);

  await expect(page.locator(".game-status")).toHaveText("Your turn");
  await cell(page, "i2").tap();
  await expect(page.locator("svg.board .targets .target-dot")).toHaveCount(2);
  await page.screenshot({ path: screenshotPath("10-phone-game-selected") });
  await cell(page, "i3").tap();
  await expect(page.locator(".move-list")).toContainText("i2-i3");
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: screenshotPath("11-phone-game"), fullPage: true });

  // Resigning works from a phone too, and puts the game in the archive.
  await page.getByRole("button", { name: "Resign" }).tap();
  await page.getByRole("dialog").getByRole("button", { name: "Resign" }).tap();
  await expect(page.locator(".game-status")).toHaveText("You lost by resignation");
  await expectNoHorizontalOverflow(page);

  await expect(async () => {
    await page.goto("/archive");
    await expect(page.locator(".archive-entry").first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: screenshotPath("12-phone-archive"), fullPage: true });
});
