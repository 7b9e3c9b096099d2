// The analysis board (issue 13, item 1): moves for both sides checked in the browser, a
// variation tree, keyboard stepping, a shareable link and a record with the variations.
import { expect, test } from "./fixtures.ts";
import { cell, screenshotPath } from "./helpers.ts";

test("branches a line, steps by keyboard, shares the line and exports the variations", async ({ page }) => {
  await page.goto("/analysis/the-pit?line=e2-e3%20e9-e8");
  const tree = page.getByRole("group", { name: "Moves and variations" });
  await expect(tree).toContainText("1. e2-e3");
  const click = (id: string) => cell(page, id).click();
  await click("d2");
  await click("d3");
  await expect(tree).toContainText("2. d2-d3");

  // back to after White's first move, and try another answer for Black (the arrow keys step
  // through the moves when the board does not have the focus: there they move between squares)
  await page.getByRole("heading", { name: /Analysis board/ }).click();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await click("j9");
  await click("j8");
  await expect(tree.locator(".tree-variations")).toContainText("1... j9-j8");
  await expect(page).toHaveURL(/\/analysis\/the-pit\?line=e2-e3\+j9-j8$/);

  // a typed move is checked by the rules, and the refusal says why
  await page.getByLabel("Type a move").fill("a2-a9");
  await page.getByRole("button", { name: "Play", exact: true }).click();
  await expect(page.getByRole("status").first()).toContainText(/a2|pawn/i);
  await page.getByLabel("Type a move").fill("c2-c3");
  await page.getByRole("button", { name: "Play", exact: true }).click();
  await expect(tree.locator(".tree-variations")).toContainText("2. c2-c3");

  // Up and Down switch between the variations at a branch
  await page.getByRole("heading", { name: /Analysis board/ }).click();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowUp");
  await expect(tree.locator(".tree-move.current")).toHaveText("e9-e8");

  await page.getByRole("button", { name: "Copy record" }).click();
  await expect(page.locator(".analysis-shared")).toContainText(/Record copied|1\. e2-e3 e9-e8 \(1\.\.\. j9-j8 2\. c2-c3\) 2\. d2-d3/);
  await page.screenshot({ path: screenshotPath("analysis-board"), fullPage: true });

  // the link opens the same line for anyone
  const shared = page.url();
  const other = await page.context().newPage();
  await other.goto(shared);
  await expect(other.getByRole("group", { name: "Moves and variations" })).toContainText(/1\. e2-e3\s*e9-e8/);
  await other.close();

  // deleting from a move removes it and what follows
  await tree.getByRole("button", { name: /d2-d3/ }).click();
  await page.getByRole("button", { name: "Delete from here" }).click();
  await expect(tree).not.toContainText("d2-d3");
});

test("an unknown game or an unreadable position says so", async ({ page }) => {
  await page.goto("/analysis/chess");
  await expect(page.getByText("There is no game called “chess”.")).toBeVisible();
  await page.goto("/analysis/the-pit?from=nonsense");
  await expect(page.getByText(/That position cannot be read/)).toBeVisible();
});

test("gives a move a mark and a comment, shows them in the tree, and Copy record writes them with the variations", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/analysis/the-pit?line=e2-e3%20e9-e8%20d2-d3");
  const tree = page.getByRole("group", { name: "Moves and variations" });
  await tree.getByRole("button", { name: /e9-e8/ }).click();
  const note = page.getByRole("group", { name: "Note on this move" });
  await note.getByLabel("Mark").selectOption({ label: "!? interesting move" });
  await note.getByLabel("Comment").fill("Black keeps it quiet");
  await expect(tree).toContainText("e9-e8!?");
  await expect(tree.locator(".tree-comment")).toHaveText("Black keeps it quiet");
  // a variation beside it, then back: the note stays with its move
  await tree.getByRole("button", { name: /e2-e3/ }).click();
  await cell(page, "j9").click();
  await cell(page, "j8").click();
  await tree.getByRole("button", { name: /e9-e8/ }).click();
  await expect(note.getByLabel("Comment")).toHaveValue("Black keeps it quiet");

  await page.getByRole("button", { name: "Copy record" }).click();
  await expect(page.locator(".analysis-shared")).toContainText("Record copied");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.replace(/\s+/g, " ")).toContain("1. e2-e3 e9-e8!? {Black keeps it quiet} (1... j9-j8) 2. d2-d3 *");
});
