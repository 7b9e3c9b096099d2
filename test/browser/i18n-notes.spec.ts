// The notes under each move in the reader's language (issue 31): the move list of a game
// the server sent says "Check.", an extra move and a Pit of Pillars capture in German around
// the game's own squares, English stays the engine's English word for word, and under the
// pseudo-locale no note is left in plain English. Screenshots at a phone's size in German,
// Arabic, Japanese and the pseudo-locale, for people to look at.
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createGameByApi, type ApiGame } from "./api-helpers.ts";
import { expectNoViolations, screenshotPath } from "./helpers.ts";

const PHONE = { width: 375, height: 740 };

// test/fixtures/records/in-the-bin/checkmate-capture-and-push.pgn to move 12: White's push
// (an extra move), White's capture on f6 (another), then White's Qf6-h6 gives check
const IN_THE_BIN = ["Ke1-d2", "F@f6", "F@e4", "Ff6-g7", "B@f4", "Q@e6", "Kd2-c1", "Fg7-f6", "B@d4", "Qe6-b3", "Bd4-a1", "Qb3-g8", "push", "R@d4", "Qg8-i6", "Rd4-d5", "Qi6-f9", "Rd5-d8", "Qf9-d7", "Q@f4", "M@e6", "Qf4xf6", "Qf6-h6"];
// a random Pit of Pillars game (seed 4) to its first capture: the entering stage ends at
// move 15, and White's c5-c8 makes the stack on c8 too tall
const PIT_OF_PILLARS = ["c8", "d8,g8", "f8,h3", "g3,e2", "f2,a7", "a6,b1", "c1,c3", "c2,h6", "h7,e6", "e7,c5", "c6,g5", "f5,a4", "a3,g1", "g2,e4", "e5", "a6-a5", "h3-h2", "e4-e5", "e6-e5", "d8-c8", "f8-f7", "a5-b5", "c3-c4", "e7-d7", "a3-a4", "d7-e7", "e5-c5", "g2-g1", "c5-c8"];

/** Plays `moves` by the API in turn order (In The Bin's extra moves keep the turn: each move goes with the mover's token). */
async function playGame(request: APIRequestContext, variant: string, moves: readonly string[], movers: readonly ("white" | "black")[]): Promise<ApiGame> {
  const game = await createGameByApi(request, variant);
  for (const [ply, move] of moves.entries()) {
    const response = await request.post(`/api/games/${game.id}/moves`, { data: { move, ply }, headers: { Authorization: `Bearer ${game.tokens[movers[ply]]}` } });
    expect(response.status(), `move ${move} at ply ${ply}`).toBe(200);
  }
  return game;
}

/** In The Bin's movers: White's push and capture each earn White another move. */
const IN_THE_BIN_MOVERS = [..."WBWBWBWBWBWB" + "WW" + "BWBWBWB" + "WW"].map((side): "white" | "black" => (side === "W" ? "white" : "black"));

/** The game's page in `lang` for someone without a seat, once the game has loaded. */
async function watch(browser: Browser, game: ApiGame, lang: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`/g/${game.id}?lang=${lang}`);
  await expect(page.locator(".game-page")).not.toHaveClass(/loading/);
  await expect(page.locator(".move-list .move").first()).toBeVisible();
  return page;
}

const notes = (page: Page) => page.locator(".move-list .note");

/**
 * The move list's picture, for people to look at. The page draws the game from the
 * snapshot written into it and again when the socket's first state comes, which may
 * replace the list while it is being taken: taken again until one holds still.
 */
async function moveListShot(page: Page, name: string): Promise<void> {
  await expect(async () => void (await page.locator(".move-list").screenshot({ path: screenshotPath(name), timeout: 2_000 }))).toPass({ timeout: 10_000 });
}

test("the notes read in English exactly as the engine writes them", async ({ browser, request }) => {
  const bin = await watch(browser, await playGame(request, "in-the-bin", IN_THE_BIN, IN_THE_BIN_MOVERS), "en");
  await expect(notes(bin)).toHaveText(["push: White plays an extra move.", "Qf4xf6: White plays an extra move.", "Qf6-h6: Check."]);
  await bin.context().close();
  const pillars = await watch(browser, await playGame(request, "pit-of-pillars", PIT_OF_PILLARS, PIT_OF_PILLARS.map((_, ply) => (ply % 2 === 0 ? "white" : "black"))), "en");
  await expect(notes(pillars)).toHaveText([
    "e5: The entering stage is over: Red makes the first move of the movement stage.",
    "c5-c8: Stack on c8 captured: 2 White men back to White's reserve, 3 Red men out of the game; a White pillar now stands on c8.",
  ]);
  await pillars.context().close();
});

test("the notes read in German: an extra move, check, the end of a stage and a capture", async ({ browser, request }) => {
  const bin = await watch(browser, await playGame(request, "in-the-bin", IN_THE_BIN, IN_THE_BIN_MOVERS), "de");
  await expect(notes(bin)).toHaveText(["push: Weiß macht einen Extrazug.", "Qf4xf6: Weiß macht einen Extrazug.", "Qf6-h6: Schach."]);
  await moveListShot(bin, "i18n-notes-in-the-bin-de-1280");
  await expectNoViolations(bin, "In The Bin's move list in German");
  await bin.context().close();

  const pillars = await watch(browser, await playGame(request, "pit-of-pillars", PIT_OF_PILLARS, PIT_OF_PILLARS.map((_, ply) => (ply % 2 === 0 ? "white" : "black"))), "de");
  await expect(notes(pillars)).toHaveText([
    "e5: Die Setzphase ist vorbei: Rot macht den ersten Zug der Bewegungsphase.",
    "c5-c8: Stapel auf c8 geschlagen: 2 Steine von Weiß zurück in die eigene Reserve, 3 Steine von Rot aus dem Spiel; auf c8 steht jetzt eine Säule von Weiß.",
  ]);
  await pillars.context().close();
});

for (const lang of ["de", "ar", "ja", "en-XA"]) {
  test(`the notes at a phone's size in ${lang}: none left in English, nothing past the screen's width`, async ({ browser, request }) => {
    const pages = [
      await watch(browser, await playGame(request, "in-the-bin", IN_THE_BIN, IN_THE_BIN_MOVERS), lang, PHONE),
      await watch(browser, await playGame(request, "pit-of-pillars", PIT_OF_PILLARS, PIT_OF_PILLARS.map((_, ply) => (ply % 2 === 0 ? "white" : "black"))), lang, PHONE),
    ];
    for (const [i, page] of pages.entries()) {
      await expect(notes(page)).toHaveCount(i === 0 ? 3 : 2);
      for (const text of await notes(page).allTextContents()) {
        // "{move}: {note}" has no words of its own to bracket: the note after the move must be bracketed
        if (lang === "en-XA") expect(text, `unbracketed: ${text}`).toMatch(/^[^[\]]+: \[[^[\]]+\]$/);
        else expect(text, "said in English").not.toMatch(/\b(plays|extra|Check|Stack|captured|entering|stage|reserve|pillar)\b/);
      }
      await notes(page).last().scrollIntoViewIfNeeded();
      await moveListShot(page, `i18n-notes-${i === 0 ? "in-the-bin" : "pit-of-pillars"}-${lang}-375`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await page.context().close();
    }
  });
}

test("an imported record's move list says its notes in German too (the replay viewer)", async ({ page }) => {
  const record = `[Variant "in-the-bin"]\n[White "Notes"]\n[Black "Import"]\n[Result "*"]\n\n${IN_THE_BIN.join(" ")} *\n`;
  await page.goto("/import?lang=de");
  await page.locator("section.import textarea").fill(record);
  await page.locator("section.import button[type=submit]").click();
  await expect(notes(page)).toHaveText(["push: Weiß macht einen Extrazug.", "Qf4xf6: Weiß macht einen Extrazug.", "Qf6-h6: Schach."]);
});
