// Details a player met (issue 30, item 7): Show attackers on the analysis board and in the
// embed, as on the game page; the analysis board's hint sentence right under the board on
// a phone; no typed move while the game loads; My games' × at the end of its row; Ben39's
// coordinates legible on a phone.
import { expect, test, type Page } from "./fixtures.ts";
import { createGameByApi, playByApi } from "./api-helpers.ts";
import { AXE_TAGS, axeOn, cell, createGameOnHome, screenshotPath } from "./helpers.ts";
import type { Locator } from "@playwright/test";

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
/** Ben39 after these two moves: White's king on h2 is attacked from l4 (danger.spec.ts). */
const BEN39_ATTACK = ["Gf2-d4", "Nh12-l4"];

async function expectNoViolations(page: Page, what: string): Promise<void> {
  const results = await axeOn(page).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join("; ")}`), what).toEqual([]);
}

/** Where `locator` is drawn; asked again when a redraw (My games' refresh) replaced it while being measured. */
async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  let found = await locator.boundingBox();
  for (let tries = 0; !found && tries < 20; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    found = await locator.boundingBox();
  }
  expect(found).not.toBeNull();
  return found!;
}

/** The attacked king's sentence and its toggle, which draws and takes away the attacker's arrow. */
async function expectAttackersToggle(page: Page): Promise<void> {
  await expect(page.getByTestId("danger")).toContainText("White's king on h2 is attacked from l4");
  await expect(page.locator(".board .arrow-attack")).toHaveCount(0);
  const show = page.getByRole("button", { name: "Show attackers" });
  await show.click();
  await expect(show).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator(".board .arrow-attack")).toHaveCount(1);
  await show.click();
  await expect(page.locator(".board .arrow-attack")).toHaveCount(0);
}

test("the analysis board has Show attackers, and its hint sentence right under the board on a phone", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`/analysis/ben39?line=${encodeURIComponent(BEN39_ATTACK.join(" "))}`);
  await expect(cell(page, "h2")).toHaveAttribute("aria-label", "h2, white king, attacked");
  await expectAttackersToggle(page);
  await page.getByRole("button", { name: "Show attackers" }).click();
  await page.screenshot({ path: screenshotPath("analysis-attackers-375") });
  await page.getByRole("button", { name: "Hint" }).click();
  const hint = page.getByTestId("hint");
  await expect(hint).toContainText("The computer suggests", { timeout: 20_000 });
  // the sentence follows the board (its hands, the danger line and whose move it is), before the move tree and the tools
  const board = await box(page.locator(".analysis-board .board-wrap"));
  const danger = await box(page.getByTestId("danger"));
  const turn = await box(page.locator(".analysis-status"));
  const said = await box(hint);
  expect(danger.y - (board.y + board.height), "danger line to board, px").toBeLessThan(24);
  expect(turn.y - (danger.y + danger.height), "turn line to danger line, px").toBeLessThan(24);
  expect(said.y - (turn.y + turn.height), "hint to turn line, px").toBeLessThan(24);
  expect(said.y).toBeLessThan((await box(page.locator(".analysis-side"))).y);
  await hint.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath("analysis-hint-375") });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: screenshotPath("analysis-hint-1280") });
  await expectNoViolations(page, "the analysis board with a king in danger and a hint");
});

test("the embed has Show attackers", async ({ page, request }) => {
  const game = await createGameByApi(request, "ben39");
  await playByApi(request, game, BEN39_ATTACK);
  await page.setViewportSize({ width: 480, height: 560 });
  await page.goto(`/embed/${game.id}`);
  await expectAttackersToggle(page);
  await page.getByRole("button", { name: "Show attackers" }).click();
  await page.screenshot({ path: screenshotPath("embed-attackers-480") });
  await expectNoViolations(page, "the embed with a king in danger");
  await page.goto(`/embed/${game.id}?theme=dark`);
  await expect(page.getByTestId("danger")).toBeVisible();
  await expectNoViolations(page, "the dark embed with a king in danger");
});

test("the typed-move box waits for the game to load", async ({ browser, request }) => {
  const game = await createGameByApi(request);
  // the answer with the game is held back until the box has been looked at
  const context = await browser.newContext({ viewport: DESKTOP, serviceWorkers: "block" });
  const page = await context.newPage();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/games/${game.id}`, async (route) => {
    await held;
    await route.continue();
  });
  // nor does the socket bring it: it stays silent
  await page.routeWebSocket(`**/api/games/${game.id}/socket`, () => undefined);
  // nor the page itself: served without the snapshot written into it, as a game past 64 KiB is
  await page.route(`**/g/${game.id}`, async (route) => {
    const served = await route.fetch();
    const html = (await served.text()).replace(/<script type="application\/json" id="pigeon-post-snapshot"[^>]*>.*?<\/script>/s, "");
    await route.fulfill({ response: served, body: html });
  });
  await page.goto(`/g/${game.id}#seat=${game.tokens.white}`);
  const typed = page.getByLabel("Type your move");
  await expect(page.locator(".game-status")).toHaveText("Loading the game…");
  await expect(typed).toBeDisabled();
  await expect(typed).toHaveAttribute("placeholder", "Loading the game…");
  await expect(page.getByRole("button", { name: "Play", exact: true })).toBeDisabled();
  release();
  await expect(typed).toBeEnabled();
  await typed.fill("e2-e3");
  await typed.press("Enter");
  await expect(page.locator(".move-list")).toContainText("e2-e3");
  await context.close();
});

test("My games: × at the end of the game's row on a computer, beside Copy their link on a phone", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await createGameOnHome(page, { game: "The Pit", side: "White", opponent: "Bo" });
  await page.goto("/#my-games");
  await page.reload();
  const row = page.locator(".my-games-list li.my-game").first();
  const remove = row.getByRole("button", { name: /^Remove The Pit vs Bo/ });
  const copy = row.getByRole("button", { name: "Copy their link" });
  await expect(copy).toBeVisible();
  // My games reads its games again just after the page loads and redraws the list: the
  // row is measured (and pictured) again if it was replaced meanwhile
  await expect(async () => {
    const rowBox = await box(row);
    const removeBox = await box(remove);
    const title = await box(row.locator(".my-game-title"));
    // desktop: the row's right end, on the game's own line
    expect(rowBox.x + rowBox.width - (removeBox.x + removeBox.width), "× to the row's end, px").toBeLessThan(4);
    expect(Math.abs(removeBox.y + removeBox.height / 2 - (title.y + title.height)), "× level with the game's line, px").toBeLessThan(24);
    await row.screenshot({ path: screenshotPath("my-games-remove-1280"), timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  // phone: on the invitation's line, right of Copy their link
  await page.setViewportSize(PHONE);
  const copyPhone = await box(copy);
  const removePhone = await box(remove);
  const copyMiddle = copyPhone.y + copyPhone.height / 2;
  expect(removePhone.y, "× on Copy's line").toBeLessThan(copyMiddle);
  expect(removePhone.y + removePhone.height).toBeGreaterThan(copyMiddle);
  expect(removePhone.x).toBeGreaterThan(copyPhone.x + copyPhone.width);
  await row.scrollIntoViewIfNeeded();
  await row.screenshot({ path: screenshotPath("my-games-remove-375") });
  await remove.click();
  await expect(page.locator(".my-games-list li.my-game")).toHaveCount(0);
});

test("Ben39's coordinates are at least 10 px on a 375 px phone", async ({ browser, request }) => {
  const game = await createGameByApi(request, "ben39");
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`/g/${game.id}`);
  await expect(page.locator("svg.board .coords text").first()).toBeVisible();
  // the labels' sizes and places measured in one frame, and again until the page has settled
  // (read while it still laid out, a label stood at x 0 against a board at 7.5, ci29): a
  // label too small or outside the drawing for good still fails when the poll runs out
  const problems = () =>
    page.locator("svg.board").evaluate((svg) => {
      const texts = [...svg.querySelectorAll(".coords text")] as SVGTextElement[];
      const board = svg.getBoundingClientRect();
      const found: string[] = [];
      if (texts.length <= 10) found.push(`only ${texts.length} labels`);
      for (const text of texts) {
        const size = text.getScreenCTM()!.a * Number(text.getAttribute("font-size"));
        const b = text.getBoundingClientRect();
        if (size < 10) found.push(`${text.textContent}: ${size.toFixed(1)} px`);
        if (b.left < board.x - 0.5 || b.bottom > board.y + board.height + 0.5) found.push(`${text.textContent}: outside the drawing`);
      }
      return found;
    });
  await expect.poll(problems, { timeout: 10_000 }).toEqual([]);
  await page.locator("svg.board").screenshot({ path: screenshotPath("ben39-coordinates-375") });
  await context.close();
});

test("a game's page draws the game from the snapshot written into it, without asking the API first", async ({ browser, request }) => {
  const game = await createGameByApi(request);
  const context = await browser.newContext({ viewport: DESKTOP, serviceWorkers: "block" });
  const page = await context.newPage();
  const asked: string[] = [];
  page.on("request", (sent) => {
    if (new URL(sent.url()).pathname === `/api/games/${game.id}`) asked.push(sent.url());
  });
  await page.goto(`/g/${game.id}#seat=${game.tokens.white}`);
  await expect(page.locator(".game-status")).toHaveText("Your turn");
  expect(asked).toEqual([]);
  await context.close();
});
