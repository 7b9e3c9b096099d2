/**
 * Playing by keyboard alone, as a keyboard user would: Tab to the board (or to an
 * off-board item or a move-bar button), arrow keys across the board's own geometry to a
 * cell, Enter to click. No mouse and no programmatic focus.
 */
import { expect, type Page } from "@playwright/test";

const activeId = (page: Page): Promise<string | null> => page.evaluate(() => document.activeElement?.getAttribute("data-id") ?? null);
const onBoard = (page: Page): Promise<boolean> => page.evaluate(() => document.activeElement?.closest(".board-slot svg.board") != null);

/** Presses Tab (or Shift+Tab) until `reached` holds; fails after a page's worth of stops. */
async function tabUntil(page: Page, reached: () => Promise<boolean>, what: string): Promise<void> {
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let i = 0; i < 80; i++) {
      if (await reached()) return;
      await page.keyboard.press(key);
    }
  }
  expect(await reached(), `Tab reaches ${what}`).toBe(true);
}

/** The centre of a board cell, on screen. */
async function centreOf(page: Page, id: string): Promise<{ x: number; y: number }> {
  // the board redraws its cells on every change: a cell may be replaced between two looks
  for (let attempt = 0; attempt < 20; attempt++) {
    const box = await page.locator(`.board-slot svg.board [data-id="${id}"]`).first().boundingBox().catch(() => null);
    if (box) return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.waitForTimeout(50);
  }
  throw new Error(`no cell ${id}`);
}

const isPoint = (page: Page, id: string): Promise<boolean> =>
  page.locator(`.board-slot svg.board [data-id="${id}"]`).first().evaluate((el) => el.classList.contains("point"));

/**
 * Arrow keys from the focused cell to `id`, stepping along the larger difference first;
 * on a two-layer board (Ben39) Shift+arrow while the focus is on the other layer.
 */
async function arrowTo(page: Page, id: string): Promise<void> {
  const targetIsPoint = await isPoint(page, id);
  for (let i = 0; i < 60; i++) {
    const at = await activeId(page);
    if (at === id) return;
    if (!at) throw new Error("focus left the board");
    // measured afresh each step: focusing a cell may scroll the page
    const target = await centreOf(page, id);
    const here = await centreOf(page, at);
    const dx = target.x - here.x;
    const dy = target.y - here.y;
    const shift = (await isPoint(page, at)) !== targetIsPoint ? "Shift+" : "";
    const along = Math.abs(dx) >= Math.abs(dy) ? (dx > 0 ? "ArrowRight" : "ArrowLeft") : dy > 0 ? "ArrowDown" : "ArrowUp";
    const across = Math.abs(dx) >= Math.abs(dy) ? (dy > 0 ? "ArrowDown" : "ArrowUp") : dx > 0 ? "ArrowRight" : "ArrowLeft";
    await page.keyboard.press(shift + along);
    // a step that went nowhere (a hole, or no cell of that layer that way): try the other axis
    if ((await activeId(page)) === at) await page.keyboard.press(shift + across);
  }
  expect(await activeId(page), `arrow keys reach ${id}`).toBe(id);
}

/** One click of a move's path, by keyboard: a cell of the board, an off-board item or an action button. */
export async function pressOn(page: Page, id: string): Promise<void> {
  const isCell = (await page.locator(`.board-slot svg.board [data-id="${id}"]`).count()) > 0;
  if (isCell) {
    if (!(await onBoard(page))) await tabUntil(page, () => onBoard(page), "the board");
    await arrowTo(page, id);
  } else {
    await tabUntil(page, async () => (await activeId(page)) === id, id);
  }
  await page.keyboard.press("Enter");
}

/** A button of the move bar (End turn, a promotion choice), by Tab and Enter. */
export async function pressButton(page: Page, selector: string): Promise<void> {
  const target = page.locator(selector).first();
  await expect(target).toBeVisible();
  await tabUntil(page, () => target.evaluate((el) => el === document.activeElement), selector);
  await page.keyboard.press("Enter");
}
