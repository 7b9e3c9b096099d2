// A seat's private notes (issue 21): the My notes panel saves as one types, the notes
// come back after a reload, the opponent's and a watcher's pages never show them, My
// games marks the game, and the page with the panel open stays axe clean.
import { expect, test, type Page } from "./fixtures.ts";
import { createGameByApi, playByApi, resignByApi } from "./api-helpers.ts";
import { AXE_TAGS, axeOn, openInNewContext, screenshotPath } from "./helpers.ts";

const SECRET = "SECRET-PLAN: Hc1-e2, then push the e-pawn";

function notesBox(page: Page) {
  return page.getByRole("textbox", { name: "My notes" });
}

async function openNotes(page: Page): Promise<void> {
  const panel = page.getByTestId("notes");
  // loaded first: notes already written open the panel by themselves
  await expect(panel.locator("textarea")).toBeEnabled();
  if ((await panel.getAttribute("open")) === null) await panel.locator("summary").click();
  await expect(notesBox(page)).toBeEnabled();
}

test("My notes: saved as typed, back after a reload, never on the opponent's or a watcher's page, marked in My games", async ({ page, browser, request }) => {
  const game = await createGameByApi(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/g/${game.id}#seat=${game.tokens.white}`);
  await expect(page.locator(".game-status")).toHaveText("Your turn");
  // folded while empty
  await expect(page.getByTestId("notes")).not.toHaveAttribute("open");
  await openNotes(page);
  await notesBox(page).fill(`${SECRET}\nand keep the king safe`);
  const status = page.getByTestId("notes").getByRole("status");
  await expect(status).toHaveText("Saved");
  await expect(page.getByTestId("notes")).toContainText("64 / 4,000");

  // a redraw (here White's own move, played elsewhere) keeps the caret in the box: typing goes on
  await notesBox(page).press("End");
  await playByApi(request, game, ["e2-e3"]);
  await expect(page.locator(".game-status")).not.toHaveText("Your turn");
  await expect(notesBox(page)).toBeFocused();
  await page.keyboard.type(" (done)");
  await expect(status).toHaveText("Saved");
  const written = `${SECRET}\nand keep the king safe (done)`;
  await expect(notesBox(page)).toHaveValue(written);
  await page.screenshot({ path: screenshotPath("notes-1280"), fullPage: true });

  const axe = await axeOn(page).withTags(AXE_TAGS).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join("; ")}`), "axe on a seat page with My notes open").toEqual([]);

  await page.reload();
  // notes already written open the panel by themselves
  await expect(notesBox(page)).toBeEnabled();
  await expect(notesBox(page)).toHaveValue(written);

  // written on another device meanwhile: coming back to this tab shows them
  const elsewhere = await request.put(`/api/games/${game.id}/notes`, { data: { text: `${written}\nfrom my phone` }, headers: { Authorization: `Bearer ${game.tokens.white}` } });
  expect(elsewhere.status()).toBe(200);
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect(notesBox(page)).toHaveValue(`${written}\nfrom my phone`);

  const opponent = await openInNewContext(browser, `/g/${game.id}#seat=${game.tokens.black}`, { width: 375, height: 740 });
  await openNotes(opponent);
  await expect(notesBox(opponent)).toHaveValue("");
  await opponent.screenshot({ path: screenshotPath("notes-375-opponent"), fullPage: true });
  // the box fits a phone: nothing wider than the screen (a bare 100% textarea was 15 px too wide)
  expect(await opponent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await opponent.content()).not.toContain("SECRET-PLAN");

  const watcher = await openInNewContext(browser, `/g/${game.id}`);
  await expect(watcher.locator(".game-status")).toBeVisible();
  await expect(watcher.getByTestId("notes")).toHaveCount(0);
  expect(await watcher.content()).not.toContain("SECRET-PLAN");

  // My games: White's browser marks the game; Black's, whose notes are empty, does not
  await page.goto("/");
  const mine = page.locator(`.my-games-list li:has(a[href="/g/${game.id}#seat=${game.tokens.white}"])`);
  await expect(mine.getByTestId("has-notes")).toHaveText("my notes");
  await page.screenshot({ path: screenshotPath("notes-my-games"), fullPage: true });
  await opponent.goto("/");
  await expect(opponent.locator(`.my-games-list a[href="/g/${game.id}#seat=${game.tokens.black}"]`)).toBeVisible();
  await expect(opponent.getByTestId("has-notes")).toHaveCount(0);

  // cleared notes take the mark away
  await page.goto(`/g/${game.id}#seat=${game.tokens.white}`);
  await openNotes(page);
  await notesBox(page).fill("");
  await notesBox(page).blur();
  await expect(page.getByTestId("notes").getByRole("status")).toHaveText("Saved");
  await page.goto("/");
  await expect(page.locator(".my-games-list li").first()).toBeVisible();
  await expect(page.getByTestId("has-notes")).toHaveCount(0);
});

test("a finished game's seat page shows its notes, and they can still be written", async ({ page, request }) => {
  // names of its own: other specs finish games with the same moves, which the archive takes for the same game
  const game = await createGameByApi(request, "the-pit", { white: "Noa", black: "Nel" });
  const put = await request.put(`/api/games/${game.id}/notes`, { data: { text: "Try the h-file next time" }, headers: { Authorization: `Bearer ${game.tokens.black}` } });
  expect(put.status()).toBe(200);
  await playByApi(request, game, ["e2-e3", "e9-e8"]);
  await resignByApi(request, game, "white");
  await page.goto(`/g/${game.id}#seat=${game.tokens.black}`);
  await expect(page.locator(".game-status")).toContainText("resign");
  await expect(notesBox(page)).toHaveValue("Try the h-file next time");
  await notesBox(page).press("End");
  await page.keyboard.type(" — and won anyway");
  await expect(page.getByTestId("notes").getByRole("status")).toHaveText("Saved");
  const read = async () => ((await (await request.get(`/api/games/${game.id}/notes`, { headers: { Authorization: `Bearer ${game.tokens.black}` } })).json()) as { text: string }).text;
  expect(await read()).toBe("Try the h-file next time — and won anyway");

  // leaving the page before the pause that saves: what was typed is sent as the page goes
  // (pagehide), not a second later. The event is dispatched here rather than by navigating
  // away: a request sent while a page unloads is not always seen by a service worker's page.
  await page.keyboard.type(" P.S.");
  const sent = page.waitForRequest((r) => r.method() === "PUT" && r.url().endsWith("/notes"), { timeout: 500 });
  await page.evaluate(() => dispatchEvent(new PageTransitionEvent("pagehide")));
  await sent;
  await expect.poll(read).toBe("Try the h-file next time — and won anyway P.S.");
});
