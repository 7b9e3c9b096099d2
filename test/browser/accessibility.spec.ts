// axe-core on every page type (issue 10, item 4): home, each game's seat page with a
// piece selected, a watch page, a finished game, the archive, import, analysis, embed and
// the rules pages. Each must report no violations at the WCAG 2 A/AA level.
import { expect, test } from "./fixtures.ts";
import { createGameByApi, createLeagueByApi, playByApi, resignByApi } from "./api-helpers.ts";
import { AXE_TAGS, axeOn, cell, expectNoViolations, playByClicks } from "./helpers.ts";
import { getGame, listGames } from "../../src/engine/registry.ts";

/** The first click of some legal move at the start: a piece (or reserve item) to select. */
function firstClick(variant: string): string {
  const game = getGame(variant);
  const start = game?.setup();
  if (!game || !start?.ok) throw new Error(`no game ${variant}`);
  return game.legalMoves(start.value)[0].path[0];
}

// One test a page (and a game), not one loop over all: each has the whole time budget to
// itself. Each makes its own games, so the browser workers share them out (Playwright
// otherwise runs a file's tests in order in one worker, and this file was among the longest).
test.describe.configure({ mode: "parallel" });

const PAGES = [["/", "home"], ["/archive", "archive"], ["/import", "import"], ["/analysis/the-pit", "analysis"], ["/g/nosuchgame", "unknown game"], ["/offline", "offline page"], ["/rules", "rules index"], ...listGames().map((game) => [`/rules/${game.id}`, `${game.id} rules`] as const)] as const;

test("axe asked for its violations alone (axeOn) still reports them, in full", async ({ page }) => {
  await page.setContent('<!doctype html><html lang="en"><title>Two</title><main><h1>Two pictures</h1><img src="data:,"><img src="data:,"></main></html>');
  const results = await axeOn(page).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((v) => [v.id, v.nodes.length])).toEqual([["image-alt", 2]]);
});

test("axe on a page that holds a frame looks inside the frame too", async ({ page }) => {
  await page.setContent('<!doctype html><html lang="en"><title>Framed</title><main><h1>Framed</h1><iframe title="Inner" srcdoc="<!doctype html><html lang=en><title>Inner</title><main aria-label=Inner><img src=data:,></main></html>"></iframe></main></html>');
  await expect(page.frameLocator("iframe").locator("img")).toHaveCount(1);
  const results = await axeOn(page).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((v) => [v.id, v.nodes.map((n) => n.target)])).toEqual([["image-alt", [["iframe", "img"]]]]);
});

for (const [path, what] of PAGES) {
  test(`the ${what} page (${path}) has no axe violations`, async ({ page }) => {
    // every axe rule on a long page (Ben39's rules: 12 s on a quiet run) is CPU work that a
    // shared 2-core machine under load stretched to 58 s and past the 60 s default
    test.setTimeout(120_000);
    await page.goto(path);
    await expect(page.locator("h1:visible").first(), `${what} has a heading`).not.toBeEmpty();
    await expectNoViolations(page, what);
  });
}

for (const { id } of listGames()) {
  test(`${id}: the seat page with a piece selected, and the watch page, have no axe violations`, async ({ page, request }) => {
    const game = await createGameByApi(request, id);
    await page.goto(`/g/${game.id}#seat=${game.tokens.white}`);
    await expect(page.locator(".game-status")).toHaveText("Your turn");
    await cell(page, firstClick(id)).click();
    await expectNoViolations(page, `${id} seat`);
    await page.goto(`/g/${game.id}`);
    await expect(page.locator("svg.board .cell").first()).toBeVisible();
    await expectNoViolations(page, `${id} watch`);
  });
}

test("a finished game and its embed have no axe violations", async ({ page, request }) => {
  const game = await createGameByApi(request);
  await playByApi(request, game, ["e2-e3", "e9-e8"]);
  await resignByApi(request, game, "white");
  await page.goto(`/g/${game.id}#seat=${game.tokens.black}`);
  await expect(page.locator(".game-status")).toContainText("resign");
  await expectNoViolations(page, "finished game");
  await page.goto(`/embed/${game.id}`);
  await expect(page.locator("svg.board .cell").first()).toBeVisible();
  await expectNoViolations(page, "embed");
});

test("the home form with the computer as opponent (its name field disabled) has no axe violations", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("radiogroup", { name: "Opponent" }).getByText("The computer").click();
  await expect(page.getByLabel("Opponent's name (optional)")).toBeDisabled();
  await expectNoViolations(page, "home against the computer");
});

test("a king in danger: its mark, the attackers' arrows, the words under the board and the leave-king question have no axe violations", async ({ page, request }) => {
  const attacked = await createGameByApi(request, "ben39");
  await playByApi(request, attacked, ["Gf2-d4", "Nh12-l4"]);
  await page.goto(`/g/${attacked.id}#seat=${attacked.tokens.white}`);
  await page.getByRole("button", { name: "Show attackers" }).click();
  await expect(page.locator(".board .arrow-attack")).toHaveCount(1);
  await expectNoViolations(page, "an attacked king with its attackers shown");
  const asked = await createGameByApi(request, "ben39");
  await playByApi(request, asked, ["Gf2-d4", "Nh12-l10"]);
  await page.goto(`/g/${asked.id}#seat=${asked.tokens.white}`);
  // clicks once the seat says "Your turn" (as playByClicks waits): clicks on a board still
  // loading were lost on a busy machine
  await playByClicks(page, "j6", "j8");
  await expect(page.getByTestId("king-question")).toBeVisible();
  await expectNoViolations(page, "the leave-king question");
});

test("an imported record the archive already holds, with its link, has no axe violations", async ({ page, request }) => {
  // names of its own: another test of this file finishes a game with the same moves, which
  // would be the same game (and so would this test's own repetition under --repeat-each)
  const game = await createGameByApi(request, "the-pit", { white: "Axe", black: `Archive ${test.info().repeatEachIndex}` });
  await playByApi(request, game, ["e2-e3", "e9-e8"]);
  await resignByApi(request, game, "white");
  const record = await (await request.get(`/api/games/${game.id}/record`)).text();
  await page.goto("/import");
  await page.getByLabel("Record", { exact: true }).fill(record);
  await page.getByRole("button", { name: "Open record" }).click();
  await expect(page.getByRole("link", { name: "Open the archived game" })).toHaveAttribute("href", `/g/${game.id}`);
  await expectNoViolations(page, "import of an archived game");
});

test("the home page's Start a league form and a league's watch page have no axe violations", async ({ page, request }) => {
  await page.goto("/");
  await page.getByText("Start a league").click();
  await page.locator("#start-a-league").getByRole("radiogroup", { name: "Format" }).getByText("Swiss").click();
  await expectNoViolations(page, "Start a league");
  const league = await createLeagueByApi(request, ["Ann", "Ben", "Cat"], { format: "swiss", start: true });
  await page.goto(`/l/${league.id}`);
  await expect(page.locator(".swiss-table tbody tr")).toHaveCount(3);
  await expectNoViolations(page, "a Swiss league's watch page");
});
