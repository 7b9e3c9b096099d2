// A whole game of every game by keyboard alone, and another through the text box
// (issue 10, item 9): each replays a golden record from test/fixtures/records to its end
// by the rules, both seats in their own browsers.
import { expect, test, type Page } from "./fixtures.ts";
import { goldenGame, WHOLE_GAMES as RECORDS, type Ply } from "./golden-games.ts";
import { openInNewContext } from "./helpers.ts";
import { pressButton, pressOn } from "./keyboard-play.ts";

async function openSeats(browser: import("@playwright/test").Browser, request: import("@playwright/test").APIRequestContext, variant: string, options: Record<string, string>) {
  const response = await request.post("/api/games", { data: { variant, options, side: "white", names: { white: "Ann", black: "Bo" } } });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { id: string; seats: { white: { token: string }; black: { token: string } } };
  const white = await openInNewContext(browser, `/g/${body.id}#seat=${body.seats.white.token}`);
  const black = await openInNewContext(browser, `/g/${body.id}#seat=${body.seats.black.token}`);
  return { white, black };
}

/** The question before a move that leaves one's king to be captured, answered as a keyboard user does: Enter on "Play it anyway", which has the focus. */
async function answerKingQuestion(page: Page, ply: Ply): Promise<void> {
  if (!ply.asks) return;
  await expect(page.getByTestId("king-question")).toBeVisible();
  await expect(page.getByRole("button", { name: `Play ${ply.move.text} anyway` })).toBeFocused();
  await page.keyboard.press("Enter");
}

async function expectTurn(page: Page, ply: number): Promise<void> {
  await expect(page.locator(".move-list .move")).toHaveCount(ply);
  await expect(page.locator(".game-status")).toHaveText(/Your turn|Extra move/);
}

// Each game here is its own, so the workers share this file's tests instead of one
// worker playing all ten (Ben39 by keyboard alone is the suite's longest, and came last)
test.describe.configure({ mode: "parallel" });

for (const variant of Object.keys(RECORDS) as (keyof typeof RECORDS)[]) {
  test(`${variant}: a whole game by keyboard alone`, async ({ browser, request }) => {
    // Ben39's 76 plies by keyboard took 2.1 min on a quiet CI machine, 3 min and more when it was shared
    test.setTimeout(180_000);
    const { plies, options, result } = goldenGame(variant, RECORDS);
    const seats = await openSeats(browser, request, variant, options);
    for (const [i, ply] of plies.entries()) {
      const page = seats[ply.side];
      await expectTurn(page, i);
      for (const id of ply.move.path) await pressOn(page, id);
      if (ply.finish === "choice") await pressButton(page, `.move-bar [data-choice="${ply.move.choice}"]`);
      if (ply.finish === "end-turn") await pressButton(page, ".move-bar .end-turn");
      await answerKingQuestion(page, ply);
    }
    const winner = result === "1-0" ? "white" : result === "0-1" ? "black" : undefined;
    for (const side of ["white", "black"] as const) {
      const page = seats[side];
      await expect(page.locator(".move-list .move")).toHaveCount(plies.length);
      await expect(page.locator(".game-status")).toContainText(!winner ? "Draw" : winner === side ? "You won" : "You lost");
    }
  });

  test(`${variant}: a whole game typed into the text box`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const { plies, options } = goldenGame(variant, RECORDS);
    const seats = await openSeats(browser, request, variant, options);
    for (const [i, ply] of plies.entries()) {
      const page = seats[ply.side];
      await expectTurn(page, i);
      await page.getByLabel("Type your move").fill(ply.move.text);
      await page.getByLabel("Type your move").press("Enter");
      await answerKingQuestion(page, ply);
    }
    await expect(seats.white.locator(".move-list .move")).toHaveCount(plies.length);
    await expect(seats.white.locator(".game-status")).not.toContainText("Your turn");
  });
}
