// Hints (issue 14, item 3): on the analysis board, "Hint" runs the computer's search in
// a Web Worker and says the suggested move and its evaluation, the page staying live;
// in words and as an arrow on the board (issue 20, item 9).
import { expect, test } from "./fixtures.ts";

test("the analysis board's Hint finds the mate in one, searched off the page's thread", async ({ page }) => {
  await page.goto("/analysis/the-pit");
  const typed = page.getByLabel("Type a move");
  for (const move of ["Cb1-a3", "Sg10-b5", "Ci1-h3", "i9-i8", "c2-c3"]) {
    await typed.fill(move);
    await typed.press("Enter");
  }
  await page.getByRole("button", { name: "Hint" }).click();
  await expect(page.getByTestId("hint")).toHaveText("The computer suggests Sorceror b5 to a6 (Sb5-a6); Black wins in 1 move.");
  await expect(page.locator(".board .arrow-hint")).toHaveCount(1);
  // another position clears it, arrow and all
  await page.getByRole("button", { name: "One move back (Left arrow)" }).click();
  await expect(page.getByTestId("hint")).toHaveText("");
  await expect(page.locator(".board .arrow-hint")).toHaveCount(0);
});
