// The game page in the reader's language (issue 31): German words for status, clock and
// move confirmation on a seat that plays; Arabic mirrors the page but not the board, whose
// files still read a..j left to right, and a move in the list reads as notation; under the
// pseudo-locale no English is left unbracketed in the page's panels, and nothing overflows
// a phone's width.
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { playByApi, PIT_OPENING, type ApiGame } from "./api-helpers.ts";
import { cell, expectNoViolations, screenshotPath, unbracketedWords, whiteSeatIn } from "./helpers.ts";

/** A game of The Pit with three days per move, Ann (White) against Bo (Black). */
async function createTimedGame(request: APIRequestContext): Promise<ApiGame> {
  const response = await request.post("/api/games", { data: { variant: "the-pit", side: "white", names: { white: "Ann", black: "Bo" }, timeControl: { daysPerMove: 3 } } });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { id: string; seats: Record<"white" | "black", { token: string }> };
  return { id: body.id, tokens: { white: body.seats.white.token, black: body.seats.black.token } };
}

/** White's seat page in `lang`, in Berlin's time zone (the clock's dates), once the game and the seat are known. */
const whiteSeat = (browser: Browser, game: ApiGame, lang: string, viewport?: { width: number; height: number }): Promise<Page> =>
  whiteSeatIn(browser, game, lang, viewport, { timezoneId: "Europe/Berlin" });

/** Screenshots of the page at a desktop's and a phone's size, for people to look at. */
async function screenshots(page: Page, name: string): Promise<void> {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 740 }]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: screenshotPath(`i18n-game-${name}-${viewport.width}`), fullPage: true });
  }
}

test("a seat page in German plays a move and says its status, clock and confirmation in German", async ({ browser, request }) => {
  const game = await createTimedGame(request);
  const page = await whiteSeat(browser, game, "de");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.locator(".game-status")).toHaveText("Du bist am Zug");
  await expect(page.getByTestId("clock")).toContainText("3 Tage pro Zug");
  await expect(page.getByTestId("clock")).toContainText("Die Uhr startet nach deinem ersten Zug.");
  await expect(page.getByRole("button", { name: "Aufgeben" })).toBeVisible();

  // a game with a clock asks to confirm the move, in German, the move itself as notation
  await cell(page, "i2").click();
  await cell(page, "i3").click();
  const bar = page.getByRole("group", { name: "Bestätige deinen Zug" });
  await bar.getByRole("button", { name: "i2-i3 bestätigen" }).click();
  await expect(page.locator(".game-status")).toHaveText(/^Warte auf /);
  await expect(page.locator(".move-list")).toContainText("i2-i3");
  // the opponent's clock runs now: "… hat Zeit bis" a date in German, the days in German words
  await expect(page.getByTestId("clock")).toContainText(/hat Zeit bis|Die Uhr startet nach dem ersten Zug von/);
  await expect(page.getByTestId("clock-panel")).toContainText("wartet");
  await expect(page.getByRole("button", { name: "Zug zurücknehmen" })).toBeVisible();
  await screenshots(page, "de");
  await page.context().close();
});

test("in Arabic the page is right to left, the board's files still read a to j left to right, and a move reads as notation", async ({ browser, request }) => {
  const game = await createTimedGame(request);
  await playByApi(request, game, PIT_OPENING.slice(0, 2));
  const page = await whiteSeat(browser, game, "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator(".game-status")).toHaveText("دورك");

  // the page is mirrored: the side column stands left of the board on a desktop
  const board = await page.locator(".board-slot").boundingBox();
  const side = await page.locator(".game-side").boundingBox();
  expect(side!.x + side!.width, "the side column is on the left in Arabic").toBeLessThanOrEqual(board!.x + 1);

  // the board is not: a1 left of j1 and e1 between them, the file letters drawn in that order
  await expect(page.locator(".board-slot")).toHaveAttribute("dir", "ltr");
  const x = async (id: string) => (await cell(page, id).boundingBox())!.x;
  const [a1, e1, j1] = [await x("a1"), await x("e1"), await x("j1")];
  expect(a1).toBeLessThan(e1);
  expect(e1).toBeLessThan(j1);
  expect(await page.locator("svg.board").evaluate((svg) => getComputedStyle(svg).direction)).toBe("ltr");

  // a move in the list is isolated left to right: it reads "e2-e3", never reordered
  const first = page.locator(".move-list .move").first().locator("bdi");
  await expect(first).toHaveText(PIT_OPENING[0]);
  expect(await first.evaluate((bdi) => getComputedStyle(bdi).direction)).toBe("ltr");
  await expect(page.locator(".move-list .move")).toHaveText([PIT_OPENING[0], PIT_OPENING[1]]);
  // the replay row runs from the right as the page does, its arrows pointing the way each button goes
  const toStart = page.getByRole("button", { name: "الوضع الأول" });
  const toLatest = page.getByRole("button", { name: "أحدث وضع" });
  await expect(toStart).toHaveText("»");
  await expect(toLatest).toHaveText("«");
  expect((await toStart.boundingBox())!.x).toBeGreaterThan((await toLatest.boundingBox())!.x);
  await expectNoViolations(page, "the game page in Arabic");
  await screenshots(page, "ar");
  await page.context().close();
});


test("under the pseudo-locale the game page's panels have no unbracketed English, and nothing overflows a phone", async ({ browser, request }) => {
  const game = await createTimedGame(request);
  await playByApi(request, game, PIT_OPENING.slice(0, 2));
  const page = await whiteSeat(browser, game, "en-XA");
  // the notices panel has loaded its settings (its push and webhook parts are drawn once it has)
  await page.getByTestId("notices").evaluate((details) => ((details as HTMLDetailsElement).open = true));
  await expect(page.getByTestId("notices").locator(".notice-kind").first()).toBeVisible();
  // the game's own words: the players and the game's name (the sides are said in the page's language)
  const allowed = ["Ann", "Bo", "The Pit", "Pigeon Post"];
  expect(await unbracketedWords(page, ".game-page", allowed, "svg, .legend, .player-name")).toEqual([]);
  // the same walk over the English page finds its words: the check above can fail
  const english = await whiteSeat(browser, game, "en");
  expect(await unbracketedWords(english, ".game-page", allowed, "svg, .legend, .player-name")).toEqual(expect.arrayContaining(["Your turn", "Flip board", "Your-turn notices"]));
  await english.context().close();

  await page.setViewportSize({ width: 375, height: 740 });
  // the page is no wider than the phone; a failure names each element whose content spills out of it
  const overflowing = await page.evaluate(() => {
    const spills = [...document.querySelectorAll<HTMLElement>(".game-page *")].filter(
      (element) => element.checkVisibility() && !element.closest("svg") && element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX === "visible",
    );
    const page = document.documentElement;
    return page.scrollWidth > page.clientWidth ? spills.map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join(".")} "${(element.textContent ?? "").slice(0, 40)}"`) : [];
  });
  expect(overflowing, "nothing wider than a phone at 375 px").toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshots(page, "en-XA");
  await page.context().close();
});

test("the game page in Japanese, for a look at its words and layout", async ({ browser, request }) => {
  const game = await createTimedGame(request);
  await playByApi(request, game, PIT_OPENING.slice(0, 2));
  const page = await whiteSeat(browser, game, "ja");
  await expect(page.locator(".game-status")).toHaveText("あなたの手番");
  await expect(page.getByTestId("clock")).toContainText("1手3日");
  await expectNoViolations(page, "the game page in Japanese");
  await screenshots(page, "ja");
  await page.context().close();
});
