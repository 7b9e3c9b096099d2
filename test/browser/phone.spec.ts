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

// The links come first (issue 20, item 6): after "Create game" a phone shows "Your game is
// ready" and the three links, each in a box that says what it is, with the phone's share sheet.
test("after Create game the three named links are in view, and Share hands the opponent's link to the share sheet", async ({ page }) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    (window as unknown as { shared: ShareData[] }).shared = shared;
    Object.defineProperty(Navigator.prototype, "share", { configurable: true, value: async (data: ShareData) => void shared.push(data) });
  });
  const links = await createGameOnHome(page, { game: "Ben39", side: "White" });
  await expect(page.getByRole("heading", { name: "Your game is ready" })).toBeInViewport({ ratio: 1 });
  for (const [name, url] of [["Your seat", links.yours], ["Opponent's seat", links.opponent], ["Watch link", links.watch]] as const) {
    const box = page.getByRole("group", { name: new RegExp(`^${name} — `) });
    await expect(box).toBeInViewport({ ratio: 1 });
    await expect(box.getByRole("textbox", { name })).toHaveValue(url);
  }
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: screenshotPath("09b-phone-links-in-view") });

  // only the opponent's link is for sending; your own seat is your key
  await expect(page.getByRole("button", { name: "Share…" })).toHaveCount(1);
  await page.getByRole("group", { name: /^Opponent's seat/ }).getByRole("button", { name: "Share…" }).tap();
  const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
  expect(shared).toEqual([{ title: "Ben39 on Pigeon Post", text: "Your seat in a game of Ben39:", url: links.opponent }]);
});

test("where the browser has no share sheet there is no Share button, only Copy", async ({ page }) => {
  await page.addInitScript(() => delete (Navigator.prototype as { share?: unknown }).share);
  await createGameOnHome(page, { game: "The Pit", side: "Black" });
  await expect(page.getByRole("button", { name: "Copy", exact: true })).toHaveCount(3);
  await expect(page.getByRole("button", { name: "Share…" })).toHaveCount(0);
});
