// Keyboard and screen-reader play (issue 10, items 3-4, a start): the board's one tab
// stop and arrow keys in its own geometry, Enter to click, Escape to cancel, cells named
// in words, and moves typed in notation with the engine's refusal for a wrong one.
import { expect, test } from "./fixtures.ts";
import { createGameByApi, playByApi } from "./api-helpers.ts";
import { openInNewContext } from "./helpers.ts";

test("moves by arrow keys and Enter, and by typing; a wrong text is refused with the reason", async ({ browser, request }) => {
  const game = await createGameByApi(request);
  const white = await openInNewContext(browser, `/g/${game.id}#seat=${game.tokens.white}`);
  const black = await openInNewContext(browser, `/g/${game.id}#seat=${game.tokens.black}`);
  await expect(white.locator(".game-status")).toHaveText("Your turn");

  // one tab stop on the board, named in words, starting at home: the player's own king
  const stop = white.locator('.board [tabindex="0"]');
  await expect(stop).toHaveCount(1);
  await expect(stop).toHaveAttribute("aria-label", "f1, white king");
  await expect(black.locator('.board [tabindex="0"]')).toHaveAttribute("aria-label", "f10, black king");
  await stop.focus();
  // up the e-file and over the pit: straight on to e8, and the crossing is said
  await white.keyboard.press("ArrowLeft");
  await white.keyboard.press("ArrowUp");
  await white.keyboard.press("ArrowUp");
  await expect(white.locator(".board :focus")).toHaveAttribute("aria-label", "e3, empty");
  await white.keyboard.press("ArrowUp");
  await expect(white.locator(".board :focus")).toHaveAttribute("aria-label", "e8, empty");
  await expect(white.getByTestId("board-crossing")).toHaveText("Across the pit to e8, empty.");
  // the ring a sighted keyboard user follows is drawn round the focused cell, not left where the board was last drawn
  const ringOffCell = await white.evaluate(() => {
    const ring = document.querySelector(".board .focus-ring")!.getBoundingClientRect();
    const cell = document.querySelector(".board :focus")!.getBoundingClientRect();
    return Math.max(Math.abs(ring.x + ring.width / 2 - (cell.x + cell.width / 2)), Math.abs(ring.y + ring.height / 2 - (cell.y + cell.height / 2)));
  });
  expect(ringOffCell).toBeLessThan(1);
  await expect(white.locator(".board .focus-ring")).toBeVisible();
  await white.keyboard.press("ArrowDown");
  await expect(white.locator(".board :focus")).toHaveAttribute("aria-label", "e3, empty");
  await white.keyboard.press("ArrowDown");
  await expect(white.getByTestId("board-crossing")).toHaveText("");
  for (let i = 0; i < 4; i++) await white.keyboard.press("ArrowLeft");
  await expect(white.locator(".board :focus")).toHaveAttribute("aria-label", "a2, white pawn");
  await white.keyboard.press("Enter");
  await expect(white.locator(".board :focus")).toHaveAttribute("aria-label", /a2, white pawn, selected/);
  // Escape cancels the selection; Enter again, up one, Enter plays a2-a3
  await white.keyboard.press("Escape");
  await expect(white.locator(".board :focus")).toHaveAttribute("aria-label", "a2, white pawn");
  await white.keyboard.press("Enter");
  await white.keyboard.press("ArrowUp");
  await expect(white.locator(".board :focus")).toHaveAttribute("aria-label", "a3, empty, a target");
  await white.keyboard.press("Enter");
  await expect(white.locator(".move-list")).toContainText("a2-a3");

  // the other seat types its move; a wrong one is refused in the engine's words
  await expect(black.locator(".game-status")).toHaveText("Your turn");
  await black.getByLabel("Type your move").fill("a9-a5");
  await black.keyboard.press("Enter");
  await expect(black.locator(".click-refusal")).toContainText("a9");
  await black.getByLabel("Type your move").fill("a9-a8");
  await black.keyboard.press("Enter");
  await expect(white.locator(".move-list")).toContainText("a9-a8");

  // the opponent's move is announced in words; the position can be read out on request
  await expect(white.getByTestId("announce")).toHaveText("Black played a9-a8.");
  await white.getByRole("button", { name: "Describe position" }).click();
  await expect(white.locator(".described")).toContainText("White: rook a1");
  await expect(white.locator(".described")).toContainText("pawn a3");
  await expect(white.locator(".described")).toContainText("White to move.");
});

test("the move bar's focused button keeps the focus when the page redraws for news (Ben39's End turn, the opponent coming online)", async ({ browser, request }) => {
  const game = await createGameByApi(request, "ben39");
  // castles beside the movable square l2: moving it asks for the pieces it takes along, then End turn
  await playByApi(request, game, ["X@k3", "X@i13", "X@m3", "X@k13"]);
  const white = await openInNewContext(browser, `/g/${game.id}#seat=${game.tokens.white}`);
  await expect(white.locator(".game-status")).toHaveText("Your turn");
  await white.locator('.board-wrap [data-id="l2"]').first().click();
  await white.locator('.board-wrap [data-id="n4"]').first().click();
  const endTurn = white.locator(".move-bar .end-turn");
  await endTurn.focus();
  await expect(white.locator(".online.on")).toHaveCount(1);
  const black = await openInNewContext(browser, `/g/${game.id}#seat=${game.tokens.black}`);
  await expect(white.locator(".online.on")).toHaveCount(2);
  await expect(endTurn).toBeFocused();
  await white.keyboard.press("Enter");
  await expect(white.locator(".move-list .move")).toHaveCount(5);
  await black.context().close();
  await white.context().close();
});

test("news that changes nothing on the board leaves it as it is: the focused cell is the very same element (the opponent coming online)", async ({ browser, request }) => {
  const game = await createGameByApi(request);
  const white = await openInNewContext(browser, `/g/${game.id}#seat=${game.tokens.white}`);
  await expect(white.locator(".game-status")).toHaveText("Your turn");
  const stop = white.locator('.board [tabindex="0"]');
  await stop.focus();
  await white.keyboard.press("ArrowUp");
  await expect(white.locator('.board [tabindex="0"]')).toBeFocused();
  // the element itself is marked: a board drawn anew would hold a new element in its place
  await white.locator('.board [tabindex="0"]').evaluate((cell) => cell.setAttribute("data-seen", "before the news"));
  await expect(white.locator(".online.on")).toHaveCount(1);
  const black = await openInNewContext(browser, `/g/${game.id}#seat=${game.tokens.black}`);
  await expect(white.locator(".online.on")).toHaveCount(2);
  await expect(white.locator('.board [data-seen="before the news"]')).toBeFocused();
  // a move is news the board shows: it is drawn anew
  await playByApi(request, game, ["e2-e3", "e9-e8"]);
  await expect(white.locator(".move-list .move")).toHaveCount(2);
  await expect(white.locator('.board [data-seen="before the news"]')).toHaveCount(0);
  await black.context().close();
  await white.context().close();
});
