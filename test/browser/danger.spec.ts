// Danger a newcomer cannot see (issue 20, item 1): an attacked king glows on the board
// and its cell says so, the attackers are shown on request, and a move that leaves one's
// own king to be captured (legal in Ben39 and Inside-out Chess) is asked about first.
import { expect, test } from "./fixtures.ts";
import { createGameByApi, playByApi } from "./api-helpers.ts";
import { cell, openInNewContext, playByClicks } from "./helpers.ts";

test("Ben39: the king a knightrider attacks is marked and named, its attacker shown on request", async ({ browser, request }) => {
  const game = await createGameByApi(request, "ben39");
  await playByApi(request, game, ["Gf2-d4", "Nh12-l4"]);
  const white = await openInNewContext(browser, `/g/${game.id}#seat=${game.tokens.white}`);
  await expect(cell(white, "h2")).toHaveAttribute("aria-label", "h2, white king, attacked");
  await expect(white.locator(".board rect.attacked")).toHaveCount(1);
  await expect(white.getByTestId("danger")).toContainText("Your king on h2 is attacked from l4: it can be captured on the next move.");
  await expect(white.locator(".board .arrow-attack")).toHaveCount(0);
  const show = white.getByRole("button", { name: "Show attackers" });
  await show.click();
  await expect(white.locator(".board .arrow-attack")).toHaveCount(1);
  await expect(show).toHaveAttribute("aria-pressed", "true");
  await show.click();
  await expect(white.locator(".board .arrow-attack")).toHaveCount(0);
  // a watcher sees the mark too
  const watcher = await openInNewContext(browser, `/g/${game.id}`);
  await expect(cell(watcher, "h2")).toHaveAttribute("aria-label", "h2, white king, attacked");
  await expect(watcher.getByTestId("danger")).toContainText("White's king on h2 is attacked from l4");
});

test("Ben39: a move that leaves one's own king to be captured is asked about; declined, answered, or no longer asked", async ({ browser, request }) => {
  const game = await createGameByApi(request, "ben39");
  await playByApi(request, game, ["Gf2-d4", "Nh12-l10"]);
  const white = await openInNewContext(browser, `/g/${game.id}#seat=${game.tokens.white}`);
  // j6-j8 opens the knightrider's line to h2
  await playByClicks(white, "j6", "j8");
  await expect(white.getByTestId("king-question")).toHaveText("This leaves your king to be captured. Play it anyway?");
  await expect(cell(white, "h2")).toHaveAttribute("aria-label", /h2, white king, attacked/);
  await expect(white.locator(".board .arrow-attack")).toHaveCount(1);
  // Escape declines: nothing is sent, the board is back
  await white.keyboard.press("Escape");
  await expect(white.getByTestId("king-question")).toHaveCount(0);
  await expect(cell(white, "j6")).toHaveAttribute("aria-label", "j6, white pawn");
  await expect(white.locator(".move-list .move")).toHaveCount(2);
  // turned off, the same move goes at once
  const setting = white.getByLabel("Ask before a move that leaves my king to be captured");
  await expect(setting).toBeChecked();
  await setting.uncheck();
  await playByClicks(white, "j6", "j8");
  await expect(white.locator(".move-list .move")).toHaveCount(3);
  await expect(white.getByTestId("king-question")).toHaveCount(0);
  await setting.check();
});

test("Inside-out Chess: Enter answers the question and the move is sent", async ({ browser, request }) => {
  const game = await createGameByApi(request, "inside-out");
  await playByApi(request, game, ["b2-b3i", "a5-a3"]);
  const white = await openInNewContext(browser, `/g/${game.id}#seat=${game.tokens.white}`);
  await playByClicks(white, "c1", "b2");
  await expect(white.getByTestId("king-question")).toBeVisible();
  await expect(white.getByRole("button", { name: "Play Kc1-b2 anyway" })).toBeFocused();
  await white.keyboard.press("Enter");
  await expect(white.locator(".move-list")).toContainText("Kc1-b2");
  await expect(cell(white, "b2")).toHaveAttribute("aria-label", "b2, white king, attacked");
  // the answered question goes away; the keyboard's focus goes back to the board, where the move was made
  await expect(white.locator(".board-slot svg.board :focus")).toHaveAttribute("aria-label", "b2, white king, attacked");
});

test("The Pit: check is shown on the board and in words", async ({ browser, request }) => {
  const game = await createGameByApi(request, "the-pit");
  await playByApi(request, game, ["Cb1-c3", "e9-e8", "Cc3-a5"]);
  const black = await openInNewContext(browser, `/g/${game.id}#seat=${game.tokens.black}`);
  await expect(cell(black, "f10")).toHaveAttribute("aria-label", "f10, black king, in check");
  await expect(black.locator(".board rect.attacked")).toHaveCount(1);
  await expect(black.getByTestId("danger")).toContainText("Your king on f10 is in check from a5.");
  await black.getByRole("button", { name: "Show attackers" }).click();
  await expect(black.locator(".board .arrow-attack")).toHaveCount(1);
  // no question where the rules have check: the setting is not offered
  await expect(black.getByLabel("Ask before a move that leaves my king to be captured")).toHaveCount(0);
});
