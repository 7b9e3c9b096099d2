// Ben39 through the links (issue 11): drops from both hands, a wizard's teleport (a swap),
// a spider's rotation, and a movable square moved with an optional traveller, every one
// by clicks on the board, its hands and its move bar (the movable square by a click on
// the square itself, issue 20).
import { expect, test } from "./fixtures.ts";
import { cell, createGameOnHome, openInNewContext, playByClicks, screenshotPath } from "./helpers.ts";

test("drops, a teleport, a rotation and a movable square with a traveller, by clicks", async ({ browser, page }) => {
  const links = await createGameOnHome(page, { game: "Ben39", side: "White", you: "Ann", opponent: "Bo" });
  const ann = await openInNewContext(browser, links.yours);
  const bo = await openInNewContext(browser, links.opponent);
  const lastMove = (p: typeof ann) => p.locator(".move-list .move").last();

  await playByClicks(ann, "hand:white:W", "g5");
  await playByClicks(bo, "hand:black:X", "e13");
  await playByClicks(ann, "hand:white:W", "k5");
  await playByClicks(bo, "hand:black:X", "g13");
  // the wizard on g5 sends the bishop f4 beside the other wizard: onto j4, where the rook swaps back to f4
  await playByClicks(ann, "g5", "f4");
  await expect(lastMove(bo)).toHaveText("Wg5:f4");
  await expect(cell(bo, "j4")).toHaveAttribute("aria-label", /j4, white bishop/);
  await expect(cell(bo, "f4")).toHaveAttribute("aria-label", /f4, white rook/);
  await playByClicks(bo, "hand:black:X", "i13");
  await playByClicks(ann, "hand:white:Z", "e5");
  await playByClicks(bo, "hand:black:X", "k13");
  // the spider turns the pawn f6 and the rook f4 a quarter turn clockwise
  await playByClicks(ann, "e5");
  await ann.locator('.move-bar [data-id="clockwise"]').click();
  await expect(lastMove(bo)).toHaveText("Ze5+");
  await expect(cell(bo, "d4")).toHaveAttribute("aria-label", /d4, white rook/);
  await playByClicks(bo, "hand:black:W", "c11");
  await playByClicks(ann, "hand:white:X", "k3");
  await playByClicks(bo, "hand:black:W", "m11");
  await playByClicks(ann, "hand:white:X", "m3");
  await playByClicks(bo, "hand:black:Z", "c13");
  // White controls the movable square l2 (two chad rooks on its corners) and moves it to
  // n4, taking the chad rook k3 along and leaving m3 where it is
  await expect(ann.locator(".game-status")).toHaveText("Your turn");
  // the button under the board says what it does; clicking the square itself does the same
  await expect(ann.locator('.move-bar [data-id="square:l2"]')).toHaveText("Move the square l2");
  await cell(ann, "l2").click();
  await expect(cell(ann, "l2")).toHaveAttribute("aria-label", /^l2, empty, selected/);
  await expect(ann.locator("svg.board .marks .selected")).toHaveCount(1);
  await expect(cell(ann, "n4")).toHaveAttribute("aria-label", /a target/);
  await expect(ann.getByTestId("move-prompt")).toHaveText("Click where the square l2 goes (a marked place), or the square again to let go.");
  await cell(ann, "n4").click();
  await cell(ann, "k3").click();
  await ann.screenshot({ path: screenshotPath("ben39-square-traveller"), fullPage: true });
  await ann.locator(".move-bar .end-turn").click();
  await expect(lastMove(bo)).toHaveText("#l2-n4:k3");
  await expect(cell(bo, "m5")).toHaveAttribute("aria-label", /point m5, white chad rook/);
  await expect(cell(bo, "m3")).toHaveAttribute("aria-label", /point m3, white chad rook/);
  await expect(bo.locator(".game-status")).toHaveText("Your turn");
});

test("a castle is dropped with its first step chosen, and shows which step comes next", async ({ browser, request }) => {
  const response = await request.post("/api/games", { data: { variant: "ben39", side: "white", names: { white: "Ann", black: "Bo" } } });
  const game = (await response.json()) as { id: string; seats: { white: { token: string } } };
  const ann = await openInNewContext(browser, `/g/${game.id}#seat=${game.seats.white.token}`);
  await playByClicks(ann, "hand:white:C", "g7");
  // two moves share these clicks: the move bar asks which step the castle takes first
  await ann.locator('.move-bar [data-choice="diagonal first"]').click();
  await expect(ann.locator(".move-list .move").last()).toHaveText("C@g7:d");
  await expect(cell(ann, "g7")).toHaveAttribute("aria-label", /point g7, white castle \(next step diagonal\)/);
});
