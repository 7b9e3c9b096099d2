// In The Bin through the links (issue 9): selections by both sides from the bin, a capture
// with its extra move, a push, a bin piece greyed by the bin-state rule with its reason.
import { expect, test } from "./fixtures.ts";
import { cell, createGameOnHome, openInNewContext, playByClicks, screenshotPath } from "./helpers.ts";

test("selections, a capture and its extra move, a push, and a greyed bin piece", async ({ browser, page }) => {
  const links = await createGameOnHome(page, { game: "In The Bin", side: "White", you: "Ann", opponent: "Bo" });
  const ann = await openInNewContext(browser, links.yours);
  const bo = await openInNewContext(browser, links.opponent);
  const bin = (p: typeof ann, kind: string) => p.locator(`.area [data-id="bin:${kind}"]`);

  // selections: a piece from the bin onto a hot spot of one's own
  await expect(ann.locator(".game-status")).toHaveText("Your turn");
  await bin(ann, "Q").click();
  await cell(ann, "d4").click();
  await playByClicks(bo, "bin:F", "d6");
  await playByClicks(ann, "bin:W", "e4");
  await playByClicks(bo, "e9", "f8");

  // a capture puts the ferz in the bin and earns an extra move: the turn stays with Ann
  await playByClicks(ann, "d4", "d6");
  await expect(ann.locator(".extra-move")).toHaveText("Extra move: you play again.");
  await expect(bo.locator(".extra-move")).toHaveText("Extra move: White plays again.");
  await expect(ann.locator(".game-status")).toHaveText("Your turn");
  // selecting the ferz back would bring back the bin of move 2: greyed, and a tap says why
  await expect(bin(ann, "F")).toHaveClass(/refused/);
  await expect(bin(ann, "F")).toHaveAttribute("title", /The bin held exactly these pieces before \(after move 2\)/);
  await bin(ann, "F").click({ force: true }); // aria-disabled, yet a tap must say why
  await expect(ann.locator(".click-refusal")).toContainText("The bin held exactly these pieces before (after move 2)");
  await ann.screenshot({ path: screenshotPath("in-the-bin-extra-move"), fullPage: true });

  // pushing the wazir back would bring back the bin of move 1: the Push button is greyed and says why
  const push = ann.locator('.move-bar [data-id="push"]');
  await expect(push).toHaveClass(/refused/);
  await push.click({ force: true });
  await expect(ann.locator(".click-refusal")).toContainText("The bin held exactly these pieces before (after move 1)");

  // the extra move: a rook from the bin, and the turn passes
  await playByClicks(ann, "bin:R", "f4");
  await expect(bo.locator(".game-status")).toHaveText("Your turn");
  await expect(bo.locator(".extra-move")).toBeHidden();
  await playByClicks(bo, "f8", "g8");
  await playByClicks(ann, "f4", "h4");
  await playByClicks(bo, "bin:N", "e6");
  await playByClicks(ann, "e1", "d1");
  await playByClicks(bo, "e6", "d4");
  // a push of both pieces on Ann's hot spots, her wazir and Bo's knight, earns another
  // extra move; the button says what it will push (issue 20)
  await ann.getByRole("button", { name: "Push the knight on d4 and the wazir on e4 back into the bin", exact: true }).click();
  await expect(ann.locator(".extra-move")).toHaveText("Extra move: you play again.");
  await playByClicks(ann, "d1", "c1");
  await expect(ann.locator(".move-list")).toContainText("Qd4xd6");
  await expect(ann.locator(".move-list")).toContainText("push");
  await expect(bo.locator(".game-status")).toHaveText("Your turn");

  // the legend names the fairy pieces
  await ann.getByTestId("legend").locator("summary").click();
  await expect(ann.getByTestId("legend")).toContainText("Nightrider");
  await expect(ann.getByTestId("legend")).toContainText("One square diagonally.");
});

test("a bin piece keeps the keyboard's focus when the page redraws for news (the opponent coming online)", async ({ browser, page }) => {
  const links = await createGameOnHome(page, { game: "In The Bin", side: "White", you: "Ann", opponent: "Bo" });
  const ann = await openInNewContext(browser, links.yours);
  await expect(ann.locator(".game-status")).toHaveText("Your turn");
  await expect(ann.locator(".online.on")).toHaveCount(1);
  // the bin sits above the board: Shift+Tab from the board's one tab stop reaches its last piece
  await cell(ann, "d4").focus();
  await ann.keyboard.press("Shift+Tab");
  const focusedId = await ann.evaluate(() => (document.activeElement as HTMLElement).dataset.id);
  expect(focusedId).toMatch(/^bin:/);

  // Bo opens his link: Ann's page shows him online, which redraws the board and its bin
  const bo = await openInNewContext(browser, links.opponent);
  await expect(ann.locator(".online.on")).toHaveCount(2);
  await expect.poll(() => ann.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.id)).toBe(focusedId);
  await ann.keyboard.press("Enter");
  await expect(ann.locator(`.area [data-id="${focusedId}"]`)).toHaveClass(/selected/);
  await bo.context().close();
  await ann.context().close();
});
