// What a watcher cannot do, resigning with its confirmation, and how a refused move is shown.
import { expect, test } from "./fixtures.ts";
import { cell, createGameOnHome, openInNewContext, playByClicks } from "./helpers.ts";

test("the watch link shows the game live but cannot move", async ({ browser, page }) => {
  const links = await createGameOnHome(page, { game: "The Pit", side: "White" });
  const watcher = await openInNewContext(browser, links.watch);
  await expect(watcher.getByText("You are watching.")).toBeVisible();
  await expect(watcher.locator(".game-status")).toHaveText("White to move");
  await expect(watcher.getByRole("button", { name: "Resign" })).toHaveCount(0);
  // no move box either: it said "Moves can be typed on your turn" to someone with no turn
  await expect(watcher.getByLabel("Type your move")).toBeHidden();

  // Clicking a white piece selects nothing and offers no targets.
  await cell(watcher, "i2").click();
  await expect(watcher.locator("svg.board .selected")).toHaveCount(0);
  await expect(watcher.locator("svg.board .targets *")).toHaveCount(0);
  await expect(watcher.locator("svg.board .clickable")).toHaveCount(0);

  // A move by a seat reaches the watcher over the socket.
  const white = await openInNewContext(browser, links.yours);
  await playByClicks(white, "i2", "i3");
  await expect(watcher.locator(".game-status")).toHaveText("Black to move");
  await expect(watcher.locator(".move-list")).toContainText("i2-i3");
  await expect(watcher.locator("svg.board .last-move")).toHaveCount(2);
});

test("resigning asks first, then both sides see the result", async ({ browser, page }) => {
  const links = await createGameOnHome(page, { game: "The Pit", side: "Black", you: "Cy" });
  const black = await openInNewContext(browser, links.yours);
  const white = await openInNewContext(browser, links.opponent);
  // Black's seat sees the board from Black's side: rank 10 at the bottom.
  await expect(black.locator(".player-bottom")).toContainText("Cy");

  await black.getByRole("button", { name: "Resign" }).click();
  await black.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  await expect(black.locator(".game-status")).toHaveText("Waiting for White");

  await black.getByRole("button", { name: "Resign" }).click();
  await black.getByRole("dialog").getByRole("button", { name: "Resign" }).click();
  await expect(black.locator(".game-status")).toHaveText("You lost by resignation");
  await expect(white.locator(".game-status")).toHaveText("You won by resignation");
});

test("a move the server refuses shows its message and the board returns to the server's position", async ({ browser, page }) => {
  const links = await createGameOnHome(page, { game: "The Pit", side: "White" });
  const white = await openInNewContext(browser, links.yours, undefined, { routes: true });
  await white.route("**/api/games/*/moves", (route) =>
    route.fulfill({ status: 422, contentType: "application/json", body: JSON.stringify({ error: { code: "illegal_move", message: "That pawn is tired today." } }) }),
  );
  await playByClicks(white, "i2", "i3");
  await expect(white.getByRole("alert")).toContainText("That pawn is tired today.");
  await expect(white.locator(".move-list")).toContainText("No moves yet.");
  await expect(white.locator(".game-status")).toHaveText("Your turn");
});
