// The engine's own sentences in the reader's language (issue 31) for Ben39 and In The Bin:
// a refused typed move, a click that makes no move, the prompt while a square is moved and
// the buttons under the board say German words around the game's own piece names, cells and
// moves; under the pseudo-locale none of them is left in plain English. Screenshots at a
// phone's size in German, Arabic, Japanese and the pseudo-locale, for people to look at.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createGameByApi, playByApi, type ApiGame } from "./api-helpers.ts";
import { cell, expectNoViolations, screenshotPath, whiteSeatIn } from "./helpers.ts";

const PHONE = { width: 375, height: 740 };


async function typeMove(page: Page, text: string): Promise<void> {
  await page.locator(".typed-move input").fill(text);
  await page.locator(".typed-move button[type=submit]").click();
}

/** Ben39 with White controlling the movable square l2 (two chad rooks on its corners), White to move. */
async function ben39Game(request: APIRequestContext): Promise<ApiGame> {
  const game = await createGameByApi(request, "ben39");
  await playByApi(request, game, ["X@k3", "X@i13", "X@m3", "X@k13"]);
  return game;
}

/** In The Bin after a selection each, White's queen on her hot spot d4 (a push has something to push). */
async function inTheBinGame(request: APIRequestContext): Promise<ApiGame> {
  const game = await createGameByApi(request, "in-the-bin");
  await playByApi(request, game, ["Q@d4", "F@d6"]);
  return game;
}

/** Text in the page's panels (not the board, names or notation) that is plain English, not the pseudo-locale's [brackets]. */
function unbracketed(text: string | null): boolean {
  return text !== null && text.trim() !== "" && !/^\s*\[.*\]\s*$/s.test(text);
}

test("Ben39 in German: a refused typed move, a refused click, the button and the prompt of a movable square", async ({ browser, request }) => {
  const game = await ben39Game(request);
  const page = await whiteSeatIn(browser, game, "de");
  await typeMove(page, "Rj4-a1");
  await expect(page.locator(".click-refusal")).toHaveText("Die Figur rook auf j4 kann a1 nicht erreichen.");
  await typeMove(page, "Rf12-f10");
  await expect(page.locator(".click-refusal")).toHaveText("Die Figur auf f12 gehört Schwarz; Weiß ist am Zug.");

  await cell(page, "h2").click();
  await expect(page.locator(".click-refusal")).toHaveText("Der König kann nicht ziehen: An keiner Ecke seines Feldes steht ein eigenes Castle.");

  await expect(page.locator('.move-bar [data-id="square:l2"]')).toHaveText("Feld l2 bewegen");
  await cell(page, "l2").click();
  await expect(page.getByTestId("move-prompt")).toHaveText("Klicke, wohin das Feld l2 soll (ein markierter Platz), oder noch einmal auf das Feld, um es loszulassen.");
  await cell(page, "n4").click();
  await expect(page.getByTestId("move-prompt")).toHaveText("Klicke deine Figuren an seinen Ecken an, um sie mitzunehmen, dann auf „Zug beenden“.");
  await page.screenshot({ path: screenshotPath("i18n-engine-ben39-prompt-de-1280") });
  await expectNoViolations(page, "Ben39 in German with a square being moved");
  await page.context().close();
});

test("In The Bin in German: a refused typed move, the push button, and a bin piece greyed with its reason", async ({ browser, request }) => {
  const game = await inTheBinGame(request);
  const page = await whiteSeatIn(browser, game, "de");
  await typeMove(page, "Ke1-e3");
  await expect(page.locator(".click-refusal")).toHaveText("Die Figur king auf e1 kann e3 nicht erreichen.");
  await typeMove(page, "Q@d6");
  await expect(page.locator(".click-refusal")).toHaveText("Eine geholte Figur kommt auf eines deiner eigenen heißen Felder: d4, e4, f4.");
  await expect(page.locator('.move-bar [data-id="push"]')).toHaveText("In den Eimer zurückschieben: die Figur queen auf d4");

  // the bin's only queen left goes to White's e4; Black's selection then makes the bin as
  // it was after move 1, so selecting a ferz would need the bin of move 2 again: greyed
  await playByApi(request, game, ["W@e4", "Ke9-f8", "Qd4xd6"], 2);
  await page.reload();
  // a forced click goes to the button found first: wait until the news a fresh page gets
  // (the game, the live connection, this seat online) has redrawn the bin, or the click can
  // land on a button a redraw has just replaced (the CI failure of stop 39)
  await expect(page.locator(".game-page")).not.toHaveClass(/loading/);
  await expect(page.locator(".live-dot")).toHaveClass(/connected/);
  await expect(page.locator(".online.on")).toHaveCount(1);
  const ferz = page.locator('.area [data-id="bin:F"]');
  await expect(ferz).toHaveClass(/refused/);
  await ferz.click({ force: true });
  await expect(page.locator(".click-refusal")).toHaveText("Genau diese Figuren lagen schon einmal im Eimer (nach Zug 2): Die Eimer-Regel verbietet das.");
  await page.screenshot({ path: screenshotPath("i18n-engine-in-the-bin-refusal-de-1280") });
  await expectNoViolations(page, "In The Bin in German with a refused bin piece");
  await page.context().close();
});

for (const lang of ["de", "ar", "ja", "en-XA"]) {
  test(`Ben39 and In The Bin at a phone's size in ${lang}: the engine's sentences in the page's language`, async ({ browser, request }) => {
    const ben39 = await whiteSeatIn(browser, await ben39Game(request), lang, PHONE);
    await typeMove(ben39, "Rj4-a1");
    await expect(ben39.locator(".click-refusal")).toBeVisible();
    const refusal = await ben39.locator(".click-refusal").textContent();
    await ben39.screenshot({ path: screenshotPath(`i18n-engine-ben39-refusal-${lang}-375`) });
    const label = await ben39.locator('.move-bar [data-id="square:l2"]').textContent();
    await cell(ben39, "l2").click();
    await expect(ben39.getByTestId("move-prompt")).toBeVisible();
    const prompt = await ben39.getByTestId("move-prompt").textContent();
    await ben39.screenshot({ path: screenshotPath(`i18n-engine-ben39-prompt-${lang}-375`) });
    await ben39.getByTestId("legend").locator("summary").click();
    await ben39.getByTestId("legend").screenshot({ path: screenshotPath(`i18n-engine-ben39-legend-${lang}-375`) });
    const ben39Texts = [refusal, label, prompt, ...(await ben39.getByTestId("legend").locator("dd").allTextContents())];

    const bin = await whiteSeatIn(browser, await inTheBinGame(request), lang, PHONE);
    await typeMove(bin, "Ke1-e3");
    await expect(bin.locator(".click-refusal")).toBeVisible();
    const push = bin.locator('.move-bar [data-id="push"]');
    await expect(push).toBeVisible();
    await bin.screenshot({ path: screenshotPath(`i18n-engine-in-the-bin-${lang}-375`) });
    const binTexts = [await bin.locator(".click-refusal").textContent(), await push.textContent()];

    for (const text of [...ben39Texts, ...binTexts]) {
      if (lang === "en-XA") expect(unbracketed(text), `unbracketed: ${text}`).toBe(false);
      else expect(text, "said in English").not.toMatch(/\b(the|cannot|Click|Push|square|reach)\b/);
    }
    // nothing pushed past a phone's width
    for (const page of [ben39, bin]) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await ben39.context().close();
    await bin.context().close();
  });
}
