// The engine's own sentences in the reader's language (issue 31) for The Pit and Pit of
// Pillars: a refused typed move, a click that makes no move, the prompt of what to do
// next, the legend's moves and the Capacities toggle, said through the page's catalog
// (engine.<game>.*), the squares and moves in them as written. Under the pseudo-locale
// none of them is left in English. Screenshots of each language at a phone's size.
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createGameByApi, type ApiGame } from "./api-helpers.ts";
import { cell, expectNoViolations, screenshotPath, whiteSeatIn } from "./helpers.ts";

/** White's seat page in `lang` at a phone's size. */
const whiteSeat = (browser: Browser, game: ApiGame, lang: string): Promise<Page> => whiteSeatIn(browser, game, lang, { width: 375, height: 740 });

/** Types `text` in the move box and sends it. */
async function typeMove(page: Page, text: string): Promise<void> {
  const box = page.locator("input.move-text");
  await expect(box).toBeEnabled();
  await box.fill(text);
  await box.press("Enter");
}

/** Opens the piece legend so that a screenshot shows its moves. */
async function openLegend(page: Page): Promise<void> {
  await page.getByTestId("legend").evaluate((details) => ((details as HTMLDetailsElement).open = true));
}

test("Pit of Pillars in German: the prompt, a refused typed move, the legend and the Capacities toggle", async ({ browser, request }) => {
  const game = await createGameByApi(request, "pit-of-pillars");
  const page = await whiteSeat(browser, game, "de");
  await expect(page.getByTestId("move-prompt")).toHaveText("Setze deinen ersten Stein auf ein beliebiges Feld.");
  await typeMove(page, "c3-c6");
  await expect(page.locator(".click-refusal")).toHaveText("Die Setzphase läuft noch: Setze Steine aus dem Vorrat ein, z. B. c4,f7.");
  await typeMove(page, "a1");
  await expect(page.locator(".click-refusal")).toHaveText("a1 ist kein Feld des Bretts (Linien a-h, Reihen 1-8, und die Ecken a1, h1, a8, h8 fehlen).");
  await expect(page.getByRole("button", { name: "Kapazitäten" })).toBeVisible();
  await openLegend(page);
  await expect(page.getByTestId("legend")).toContainText("Steine beider Farben in beliebiger Reihenfolge");
  await expectNoViolations(page, "Pit of Pillars in German with a refusal");
  await page.screenshot({ path: screenshotPath("i18n-engine-pillars-de-375"), fullPage: true });
  await page.context().close();
});

test("The Pit in German: a refused typed move names the pit, and a click on a piece with no move says why", async ({ browser, request }) => {
  const game = await createGameByApi(request, "the-pit");
  const page = await whiteSeat(browser, game, "de");
  await typeMove(page, "e5-e3");
  await expect(page.locator(".click-refusal")).toHaveText("Auf e5 steht keine Figur: Das Feld liegt in der Grube.");
  await typeMove(page, "Hc1-c7");
  await expect(page.locator(".click-refusal")).toHaveText("Die Figur Hero auf c1 kann c7 nicht erreichen.");
  await cell(page, "a1").click();
  await expect(page.locator(".click-refusal")).toHaveText("Die Figur rook auf a1 hat keinen legalen Zug.");
  await openLegend(page);
  await expect(page.getByTestId("legend")).toContainText("Ein Feld in jede Richtung.");
  await page.screenshot({ path: screenshotPath("i18n-engine-pit-de-375"), fullPage: true });
  await page.context().close();
});

test("under the pseudo-locale the engine's sentences are bracketed, never English", async ({ browser, request }) => {
  const game = await createGameByApi(request, "pit-of-pillars");
  const page = await whiteSeat(browser, game, "en-XA");
  const prompt = page.getByTestId("move-prompt");
  await expect(prompt).toHaveText(/^\[.+\]$/);
  await expect(prompt).not.toContainText("Place your first man");
  await typeMove(page, "c3-c6");
  const refusal = page.locator(".click-refusal");
  await expect(refusal).toHaveText(/^\[.+\]$/);
  await expect(refusal).not.toContainText("entering stage");
  await openLegend(page);
  for (const moves of await page.locator("[data-testid=legend] dd").allTextContents()) expect(moves).toMatch(/^\[.+\]$/);
  // the Capacities toggle (the one tool that is pressed or not)
  const capacities = page.locator(".tool-row button[aria-pressed]");
  await expect(capacities).toHaveText(/^\[.+\]$/);
  await expect(capacities).not.toContainText("Capacities");
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "nothing wider than the phone").toBeLessThanOrEqual(375);
  await page.screenshot({ path: screenshotPath("i18n-engine-pillars-en-XA-375"), fullPage: true });
  await page.context().close();
});

for (const lang of ["ar", "ja"] as const) {
  test(`Pit of Pillars in ${lang}, for a look: the prompt and a refusal in the page's language, the moves as written`, async ({ browser, request }) => {
    const game = await createGameByApi(request, "pit-of-pillars");
    const page = await whiteSeat(browser, game, lang);
    await expect(page.getByTestId("move-prompt")).not.toContainText("Place your first man");
    await typeMove(page, "c3-c6");
    const refusal = page.locator(".click-refusal");
    await expect(refusal).toContainText("c4,f7");
    await expect(refusal).not.toContainText("entering stage");
    await openLegend(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "nothing wider than the phone").toBeLessThanOrEqual(375);
    await page.screenshot({ path: screenshotPath(`i18n-engine-pillars-${lang}-375`), fullPage: true });
    await page.context().close();
  });
}
