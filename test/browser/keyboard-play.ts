/**
 * Playing by keyboard alone, as a keyboard user would: Tab to the board (or to an
 * off-board item or a move-bar button), arrow keys across the board's own geometry to a
 * cell, Enter to click. No mouse and no programmatic focus.
 */
import { expect, type Locator, type Page } from "@playwright/test";

const activeId = (page: Page): Promise<string | null> => page.evaluate(() => document.activeElement?.getAttribute("data-id") ?? null);
const BOARD = ".board-slot svg.board";
const onBoard = (page: Page): Promise<boolean> => page.evaluate((board) => document.activeElement?.closest(board) != null, BOARD);

/**
 * Presses Tab until `reached` holds, or Shift+Tab when `target` comes before the focus in
 * the page (as a user who sees the board above goes back to it); then the other way round
 * the whole page, should the first way not get there. Fails after that.
 */
async function tabUntil(page: Page, target: Locator, reached: () => Promise<boolean>, what: string): Promise<void> {
  const before = await target.evaluate((there) => {
    const here = document.activeElement;
    return here != null && here !== document.body && (there.compareDocumentPosition(here) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  });
  const order = before ? ["Shift+Tab", "Tab"] : ["Tab", "Shift+Tab"];
  // the second way first undoes the first way's presses, then crosses the page
  for (const [k, key] of order.entries()) {
    for (let i = 0; i < 80 * (k + 1); i++) {
      if (await reached()) return;
      await page.keyboard.press(key);
    }
  }
  expect(await reached(), `Tab reaches ${what}`).toBe(true);
}

interface Centre {
  readonly x: number;
  readonly y: number;
}

/** Where the focus is and where the cell `id` is, on screen, and which layer each is on. */
interface Look {
  readonly at: string | null;
  readonly here: Centre | null;
  readonly target: Centre | null;
  readonly hereIsPoint: boolean;
  readonly targetIsPoint: boolean;
}

/**
 * One look at the page per arrow key (each round trip to the browser costs, and a whole
 * Ben39 game by keyboard takes a few thousand keys).
 */
function look(page: Page, id: string): Promise<Look> {
  return page.evaluate((id) => {
    const board = document.querySelector(".board-slot svg.board");
    const cellOf = (cellId: string | null): Element | null =>
      cellId === null ? null : (board?.querySelector(`[data-id="${CSS.escape(cellId)}"]`) ?? null);
    const centre = (cell: Element | null): Centre | null => {
      if (cell === null) return null;
      const box = cell.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const at = document.activeElement?.getAttribute("data-id") ?? null;
    const [here, target] = [cellOf(at), cellOf(id)];
    return {
      at,
      here: centre(here),
      target: centre(target),
      hereIsPoint: here?.classList.contains("point") ?? false,
      targetIsPoint: target?.classList.contains("point") ?? false,
    };
  }, id);
}

/** A look in which both cells are drawn: the board redraws its cells on every change. */
async function lookAt(page: Page, id: string): Promise<Look> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const seen = await look(page, id);
    if (seen.at === id || seen.at === null || (seen.here && seen.target)) return seen;
    await page.waitForTimeout(50);
  }
  throw new Error(`no cell ${id} on the board`);
}

/**
 * Arrow keys from the focused cell to `id`, stepping along the larger difference first;
 * on a two-layer board (Ben39) Shift+arrow while the focus is on the other layer. A step
 * that went nowhere shows in the next look (the focus is still where it was), so each
 * step costs one look and one key, not a third round trip to ask where the focus went.
 */
async function arrowTo(page: Page, id: string): Promise<void> {
  // where the focus was before the last arrow key, and the key for the other axis
  let stuck = null as { readonly at: string; readonly across: string } | null;
  for (let i = 0; i < 60; i++) {
    // measured afresh each step: focusing a cell may scroll the page
    const { at, here, target, hereIsPoint, targetIsPoint } = await lookAt(page, id);
    if (at === id) return;
    if (!at || !here || !target) throw new Error("focus left the board");
    // the last step went nowhere (a hole, or no cell of that layer that way): try the other axis
    if (stuck?.at === at) {
      await page.keyboard.press(stuck.across);
      stuck = null;
      continue;
    }
    const dx = target.x - here.x;
    const dy = target.y - here.y;
    const shift = hereIsPoint !== targetIsPoint ? "Shift+" : "";
    // a diagonal is a tie, broken towards the horizontal whatever a fraction of a pixel says
    const horizontal = Math.abs(dx) >= Math.abs(dy) - 1;
    const along = horizontal ? (dx > 0 ? "ArrowRight" : "ArrowLeft") : dy > 0 ? "ArrowDown" : "ArrowUp";
    const across = horizontal ? (dy > 0 ? "ArrowDown" : "ArrowUp") : dx > 0 ? "ArrowRight" : "ArrowLeft";
    await page.keyboard.press(shift + along);
    stuck = { at, across: shift + across };
  }
  expect(await activeId(page), `arrow keys reach ${id}`).toBe(id);
}

/** One click of a move's path, by keyboard: a cell of the board, an off-board item or an action button. */
export async function pressOn(page: Page, id: string): Promise<void> {
  // one look: is `id` a cell of the board, and is the focus on the board already?
  const { isCell, focusOnBoard } = await page.evaluate((id) => {
    const board = document.querySelector(".board-slot svg.board");
    return {
      isCell: board?.querySelector(`[data-id="${CSS.escape(id)}"]`) != null,
      focusOnBoard: document.activeElement?.closest(".board-slot svg.board") != null,
    };
  }, id);
  if (isCell) {
    if (!focusOnBoard) await tabUntil(page, page.locator(BOARD).first(), () => onBoard(page), "the board");
    await arrowTo(page, id);
  } else {
    await tabUntil(page, page.locator(`[data-id="${id}"]`).first(), async () => (await activeId(page)) === id, id);
  }
  await page.keyboard.press("Enter");
}

/** A button of the move bar (End turn, a promotion choice), by Tab and Enter. */
export async function pressButton(page: Page, selector: string): Promise<void> {
  const target = page.locator(selector).first();
  await expect(target).toBeVisible();
  await tabUntil(page, target, () => target.evaluate((el) => el === document.activeElement), selector);
  await page.keyboard.press("Enter");
}
