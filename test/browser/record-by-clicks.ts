/**
 * Plays a game record through the pages by clicking, as two people would: for each move
 * the engine (the same one the pages use) says whose turn it is and which cells build the
 * move (`Move.path`); the mover's page gets those clicks, "End turn" when the move
 * stops where a longer one could go on, and "Play it anyway" when the move leaves the
 * mover's own king to be captured. Works for any game of the registry.
 */
import { expect, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { parseRecord } from "../../src/engine/record.ts";
import { getGame } from "../../src/engine/registry.ts";
import type { BySide, Move } from "../../src/engine/types.ts";
import { leavesKingOpen } from "../../web/src/game/danger.ts";
import { cell } from "./helpers.ts";

/** The moves of a record in test/fixtures/records. */
export function recordMoves(path: string): readonly string[] {
  const parsed = parseRecord(readFileSync(`test/fixtures/records/${path}`, "utf8"));
  if (!parsed.ok) throw new Error(`${path}: ${parsed.error.message}`);
  return parsed.value.moves;
}

/**
 * Clicks a cell as a person would. An outer field (Inside-out Chess) has its inner field
 * drawn over its centre, so it is clicked near its corner, on the visible ring.
 */
async function clickCell(page: Page, id: string): Promise<void> {
  const inner = /^([a-z]\d+)o$/.exec(id);
  if (inner && (await cell(page, `${inner[1]}i`).count()) > 0) await cell(page, id).click({ position: { x: 4, y: 4 } });
  else await cell(page, id).click();
}

function isPrefix(short: readonly string[], long: readonly string[]): boolean {
  return short.length < long.length && short.every((id, i) => long[i] === id);
}

/** Clicks `moves` from the start of a game of `variant`; `after(i)` runs once move i is on both pages. */
export async function playRecordByClicks(
  pages: BySide<Page>,
  variant: string,
  moves: readonly string[],
  after?: (index: number) => Promise<void>,
): Promise<void> {
  const game = getGame(variant);
  if (!game) throw new Error(`no game ${variant}`);
  const setup = game.setup({});
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  for (const [index, text] of moves.entries()) {
    const legal = game.legalMoves(state);
    const move = legal.find((m: Move) => m.text === text);
    if (!move) throw new Error(`move ${index + 1} (${text}) is not legal here`);
    const page = pages[game.turn(state)];
    await expect(page.locator(".game-status")).toHaveText("Your turn");
    for (const id of move.path) await clickCell(page, id);
    if (legal.some((other: Move) => isPrefix(move.path, other.path))) {
      await page.getByRole("button", { name: "End turn" }).click();
    }
    if (leavesKingOpen(game, state, move)) await page.getByRole("button", { name: `Play ${move.text} anyway` }).click();
    const played = game.play(state, text);
    if (!played.ok) throw new Error(played.error.message);
    state = played.value.state;
    // both pages have the move once it is in their move lists
    for (const each of [pages.white, pages.black]) {
      await expect(each.locator(".move-list button.move")).toHaveCount(index + 1, { timeout: 10_000 });
    }
    await after?.(index);
  }
}
