// Records and the archive in a browser: importing (a bad move named, a good record replayed
// and saved), the archive's filters and figures, and a game page opened at `?ply=`.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "./fixtures.ts";
import { createGameByApi, playByApi, PIT_OPENING, resignByApi } from "./api-helpers.ts";
import { AXE_TAGS, axeOn, screenshotPath } from "./helpers.ts";
import { readFileSync } from "node:fs";

/** Names no other test uses, so the archive's filters can be checked exactly. */
const tag = Math.random().toString(36).slice(2, 7);

function record(moves: string, result: string, extra = ""): string {
  return `[Variant "the-pit"]\n[Date "2026.11.20"]\n[White "Imp ${tag}"]\n[Black "Orter ${tag}"]\n[Result "${result}"]\n${extra}\n1. ${moves} ${result}\n`;
}

async function openImport(page: Page): Promise<void> {
  await page.goto("/");
  await page.getByRole("navigation").getByRole("link", { name: "Import" }).click();
  await expect(page.getByRole("heading", { name: "Import a record" })).toBeVisible();
}

test("a record with a bad move is refused with the move named", async ({ page }) => {
  await openImport(page);
  await page.getByLabel("Record", { exact: true }).fill(record("e2-e3 Hh10-i8 2. Hc1-z9", "*"));
  await page.getByRole("button", { name: "Open record" }).click();
  await expect(page.getByRole("alert")).toContainText("Move 2 (White's Hc1-z9) cannot be played");
  await expect(page.locator("svg.board")).toHaveCount(0);
  await page.screenshot({ path: screenshotPath("import-error"), fullPage: true });
});

test("a good record replays, is saved to the archive and shows there marked imported", async ({ page }) => {
  await openImport(page);
  await page.getByLabel("Record", { exact: true }).fill(record("e2-e3 Hh10-i8 2. Hc1-e2", "1-0", '[Termination "resignation"]'));
  await page.getByRole("button", { name: "Open record" }).click();
  await expect(page.locator(".import-outcome")).toHaveText("1-0 · White wins by resignation");
  await expect(page.locator(".record-tags")).toContainText(`Imp ${tag}`);
  // It opens at the start; the move list, buttons and arrow keys step through it.
  await expect(page.locator(".move.current")).toHaveCount(0);
  await page.getByRole("button", { name: "Next move" }).click();
  await expect(page.locator(".move.current")).toHaveText("e2-e3");
  await page.keyboard.press("ArrowRight");
  await expect(page.locator(".move.current")).toHaveText("Hh10-i8");
  await page.locator(".move-list").getByRole("button", { name: "Hc1-e2" }).click();
  await expect(page.locator("svg.board .last-move")).toHaveCount(2);
  await page.getByRole("button", { name: "Flip board" }).click();
  await expect(page.locator(".player-bottom")).toContainText(`Orter ${tag}`);
  await page.getByRole("button", { name: "Flip board" }).click();
  await page.screenshot({ path: screenshotPath("import-success"), fullPage: true });

  await page.getByRole("button", { name: "Save to archive" }).click();
  await expect(page).toHaveURL(/\/g\/[a-z2-9]{10}$/);
  const id = new URL(page.url()).pathname.split("/")[2];
  await expect(page.locator(".game-status")).toHaveText("White wins by resignation");
  await expect(page.locator(".move-list")).toContainText("Hc1-e2");
  // an imported game has nothing live behind it: no socket, no "Reconnecting" line
  await page.waitForTimeout(1500);
  await expect(page.getByText("Reconnecting for live updates…")).toBeHidden();

  await page.goto(`/archive?player=${encodeURIComponent(`imp ${tag}`)}`);
  const row = page.locator(`.archive-entry[data-id="${id}"]`);
  await expect(row).toContainText(`Imp ${tag}`);
  await expect(row.locator(".badge")).toHaveText("Imported");
});

test("the archive's filters narrow the list, live in the URL, and the figures show per game", async ({ page, request }) => {
  // Three finished games: two won by White (one by Ann, one by Cy), one won by Black.
  const players = [
    { white: `Ann ${tag}`, black: `Bo ${tag}`, loser: "black" as const },
    { white: `Cy ${tag}`, black: `Ann ${tag}`, loser: "black" as const },
    { white: `Ann ${tag}`, black: `Di ${tag}`, loser: "white" as const },
  ];
  for (const { white, black, loser } of players) {
    const game = await createGameByApi(request, "the-pit", { white, black });
    await playByApi(request, game, PIT_OPENING.slice(0, 2));
    await resignByApi(request, game, loser);
  }
  await page.goto("/archive");
  await expect(page.locator(".summary-card").first()).toBeVisible();
  await expect(page.locator('.summary-card[data-variant="the-pit"]')).toContainText("White wins");

  const rows = page.locator(".archive-entry");
  await page.getByLabel("Player").fill(`ann ${tag}`);
  await expect(rows).toHaveCount(3);
  await page.getByLabel("Result").selectOption("1-0");
  await expect(rows).toHaveCount(2);
  await expect(page).toHaveURL(new RegExp(`\\?player=ann\\+${tag}&result=1-0$|\\?result=1-0&player=ann\\+${tag}$`));
  await page.getByLabel("Player").fill(`cy ${tag}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Cy ${tag}`);
  await page.screenshot({ path: screenshotPath("archive-filters"), fullPage: true });

  // The link keeps the filters: reload and they are still applied.
  await page.reload();
  await expect(page.getByLabel("Player")).toHaveValue(`cy ${tag}`);
  await expect(rows).toHaveCount(1);

  await page.getByLabel("Player").fill(`ann ${tag}`);
  await page.getByLabel("Result").selectOption("");
  await page.getByLabel("Ending").selectOption("checkmate");
  await expect(page.locator(".archive-status")).toHaveText("No finished games match these filters.");
  await page.getByLabel("Ending").selectOption("resignation");
  await expect(rows).toHaveCount(3);
  // Days: the games ended today (UTC); a range that ends yesterday has none of them.
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("To").fill(yesterday);
  await expect(page.locator(".archive-status")).toHaveText("No finished games match these filters.");
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/archive$/);
});

test("the archive downloads a month of the chosen game's records, last month unless another is chosen", async ({ page, request }) => {
  const game = await createGameByApi(request, "the-pit", { white: `Month ${tag}`, black: `Fetch ${tag}` });
  await playByApi(request, game, PIT_OPENING.slice(0, 2));
  await resignByApi(request, game, "black");
  await page.goto(`/archive?variant=the-pit&player=${encodeURIComponent(`month ${tag}`)}`);
  await expect(page.locator(`.archive-entry[data-id="${game.id}"]`)).toBeVisible();

  const month = page.getByLabel("Month", { exact: true });
  const now = new Date();
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  await expect(month).toHaveValue(last);
  const link = page.getByRole("link", { name: "Download a month" });
  await expect(link).toHaveAttribute("href", `/api/archive/export?month=${last}&variant=the-pit`);
  await expect(page.locator(".archive-download-hint")).toHaveText(`One record file of The Pit games that ended in ${last} (UTC), oldest first; at most 1,000 games a file.`);
  await page.screenshot({ path: screenshotPath("archive-download"), fullPage: true });

  // this month's file holds the game just finished, as its own record
  const thisMonth = now.toISOString().slice(0, 7);
  await month.fill(thisMonth);
  const arriving = page.waitForEvent("download");
  await link.click();
  const download = await arriving;
  expect(download.suggestedFilename()).toBe(`pigeon-post-${thisMonth}-the-pit.pgn`);
  const text = await readFile(await download.path(), "utf8");
  expect(text).toContain(`[White "Month ${tag}"]`);
  expect(text).toContain(`[Black "Fetch ${tag}"]`);
  expect(text).toContain(`[Variant "the-pit"]`);

  // all games once the game filter is cleared
  await page.locator('.archive-filters select[name="variant"]').selectOption("");
  await expect(link).toHaveAttribute("href", `/api/archive/export?month=${thisMonth}`);
  await expect(page.locator(".archive-download-hint")).toContainText("One record file of all games that ended in");
});

test("the archive pages with More, twenty games at a time, newest first", async ({ page, request }) => {
  // 21 imported games of one player: a page of 20, then one more.
  for (let i = 1; i <= 21; i++) {
    const text = `[Variant "the-pit"]\n[White "Pager ${tag}"]\n[Black "Rival ${i}"]\n[Result "1-0"]\n\n1. e2-e3 1-0\n`;
    expect((await request.post("/api/import", { data: { record: text, save: true } })).status()).toBe(201);
  }
  await page.goto(`/archive?player=${encodeURIComponent(`pager ${tag}`)}`);
  const rows = page.locator(".archive-entry");
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toContainText("Rival 21");
  await page.getByRole("button", { name: "More" }).click();
  await expect(rows).toHaveCount(21);
  await expect(rows.last()).toContainText("Rival 1");
  await expect(page.getByRole("button", { name: "More" })).toBeHidden();
});

test("a game page opened with ?ply=3 shows the position after ply 3 and keeps the URL in step", async ({ page, request }) => {
  const game = await createGameByApi(request);
  await playByApi(request, game, PIT_OPENING);
  await page.goto(`/g/${game.id}?ply=3`);
  await expect(page.locator(".move.current")).toHaveText("Hc1-e2");
  await expect(page.locator(".replay-note")).toHaveText("Showing the position after 2. Hc1-e2 (ply 3 of 5).");
  await page.keyboard.press("ArrowRight");
  await expect(page.locator(".move.current")).toHaveText("Hi8-b8");
  await expect(page).toHaveURL(new RegExp(`/g/${game.id}\\?ply=4$`));
  await page.getByRole("button", { name: "Latest position" }).click();
  await expect(page).toHaveURL(new RegExp(`/g/${game.id}$`));
});

test("an unknown game says so without a Share box; a saved import is marked Imported", async ({ page, request }) => {
  await page.goto("/g/abcdefghij");
  await expect(page.getByText("There is no game at this address.")).toBeVisible();
  await expect(page.locator(".share-box")).toHaveCount(0);
  const record = '[Variant "the-pit"]\n[White "Imp"]\n[Black "Ort"]\n[Result "1-0"]\n[Termination "resignation"]\n\n1. a2-a3 a9-a8 1-0\n';
  const saved = (await (await request.post("/api/import", { data: { record, save: true } })).json()) as { saved: { url: string } };
  await page.goto(saved.saved.url);
  await expect(page.locator(".imported-badge")).toHaveText("Imported record");
});

test("a game finished here and then imported is recognised, with a link to it; In The Bin's extra moves share their number in the archive", async ({ page, request }) => {
  const game = await createGameByApi(request, "the-pit", { white: `Dup ${tag}`, black: `Licate ${tag}` });
  await playByApi(request, game, PIT_OPENING);
  await resignByApi(request, game, "black");
  const downloaded = await (await request.get(`/api/games/${game.id}/record`)).text();
  await openImport(page);
  await page.getByLabel("Record", { exact: true }).fill(downloaded);
  await page.getByRole("button", { name: "Open record" }).click();
  await expect(page.locator(".already-archived")).toHaveText("This game is already in the archive. Open the archived game");
  await expect(page.getByRole("button", { name: "Save to archive" })).toHaveCount(0);
  await page.screenshot({ path: screenshotPath("import-already-archived"), fullPage: true });
  await page.getByRole("link", { name: "Open the archived game" }).click();
  await expect(page).toHaveURL(new RegExp(`/g/${game.id}$`));

  // 21 numbered moves and 44 plies (test/fixtures/records/in-the-bin/checkmate-capture-and-push.pgn)
  const extra = `[Variant "in-the-bin"]\n[White "Bin ${tag}"]\n[Black "Extra ${tag}"]\n[Result "0-1"]\n\n1. Ke1-d2 F@f6 2. F@e4 Ff6-g7 3. B@f4 Q@e6 4. Kd2-c1 Fg7-f6 5. B@d4 Qe6-b3 6. Bd4-a1 Qb3-g8 7. push R@d4 Qg8-i6 8. Rd4-d5 Qi6-f9 9. Rd5-d8 Qf9-d7 10. Q@f4 M@e6 11. Qf4xf6 Qf6-h6 Ke9-f9 12. Rd8-h8 Me6-a4 13. Rh8-a8 Ma4-e2 14. Kc1-b2 Qd7-c7 15. W@e4 Qc7-g7 16. Ra8-i8 Qg7-g4 17. Ri8-a8 M@f6 18. Ra8-a2 Qg4-b9 19. Kb2-a3 Mf6-d5 20. Ba1-b2 Md5-f1 21. Ra2-a1 Qb9-b3 0-1\n`;
  expect((await request.post("/api/import", { data: { record: extra, save: true } })).status()).toBe(201);
  await page.goto(`/archive?player=${encodeURIComponent(`bin ${tag}`)}`);
  await expect(page.locator(".archive-entry .archive-meta")).toContainText(/^21 moves · /);
});

test("an annotated record replays with its comments beside the board and its variations indented and clickable", async ({ page }) => {
  await openImport(page);
  const annotated = `[Variant "the-pit"]\n[Result "*"]\n\n{Two quiet moves.} 1. e2-e3!? {the usual start} Hh10-i8 (1... j9-j8 {a pawn instead} 2. c2-c3 (2. d2-d3)) 2. Hc1-e2 *\n`;
  await page.getByLabel("Record", { exact: true }).fill(annotated);
  await page.getByRole("button", { name: "Open record" }).click();
  const tree = page.getByRole("group", { name: "Moves and variations" });
  await expect(tree).toContainText("e2-e3!?");
  await expect(page.locator(".replay-comment")).toHaveText("Two quiet moves.");
  await page.getByRole("button", { name: "Next move" }).click();
  await expect(page.locator(".replay-comment")).toHaveText("the usual start");
  await expect(tree.locator('.tree-move[aria-current="true"]')).toContainText("e2-e3");

  // a variation, indented under the move it replaces: clicking it shows its position, and the steps follow it
  await expect(tree.locator(".tree-variations .tree-move", { hasText: "j9-j8" })).toBeVisible();
  await tree.locator(".tree-variations .tree-move", { hasText: "j9-j8" }).click();
  await expect(page.locator(".replay-comment")).toHaveText("a pawn instead");
  await expect(page.locator('svg.board [data-id="j8"]')).toHaveAttribute("aria-label", /^j8, black /);
  await page.keyboard.press("ArrowRight");
  await expect(tree.locator('.tree-move[aria-current="true"]')).toContainText("c2-c3");
  await expect(page.locator('svg.board [data-id="c3"]')).toHaveAttribute("aria-label", /^c3, white /);
  await page.keyboard.press("End");
  await expect(tree.locator('.tree-move[aria-current="true"]')).toContainText("c2-c3");
  await page.screenshot({ path: screenshotPath("import-annotated"), fullPage: true });
});

test("a saved annotated import's own game page shows its comments, marks and variations, a variation's position on the board", async ({ page, request }) => {
  const annotated = `[Variant "the-pit"]\n[White "Notes ${tag}"]\n[Black "Kept ${tag}"]\n[Result "1-0"]\n[Termination "resignation"]\n\n{Two quiet moves.} 1. e2-e3!? {the usual start} Hh10-i8 (1... j9-j8 {a pawn instead} 2. c2-c3) 2. Hc1-e2 1-0\n`;
  const saved = await request.post("/api/import", { data: { record: annotated, save: true } });
  expect(saved.status()).toBe(201);
  const { saved: game } = (await saved.json()) as { saved: { id: string } };
  await page.goto(`/g/${game.id}?ply=1`);
  const tree = page.getByRole("group", { name: "Moves and variations" });
  await expect(tree).toContainText("e2-e3!?");
  await expect(page.locator(".replay-comment")).toHaveText("the usual start");
  await expect(tree.locator('.tree-move[aria-current="true"]')).toContainText("e2-e3");
  // a variation's move shows its own position and comment; the steps go on along the main line
  await tree.locator(".tree-variations .tree-move", { hasText: "j9-j8" }).click();
  await expect(page.locator(".replay-comment")).toHaveText("a pawn instead");
  await expect(page.locator('svg.board [data-id="j8"]')).toHaveAttribute("aria-label", /^j8, black /);
  await expect(tree.locator('.tree-move[aria-current="true"]')).toContainText("j9-j8");
  await page.getByRole("button", { name: "Next move" }).click();
  await expect(tree.locator('.tree-move[aria-current="true"]')).toContainText("Hh10-i8");
  await expect(page.locator('svg.board [data-id="j8"]')).not.toHaveAttribute("aria-label", /^j8, black /);
  await page.screenshot({ path: screenshotPath("game-annotated-import"), fullPage: true });
});

test("a reviewed record's replay on the import page shows its marks and better moves", async ({ page }) => {
  await openImport(page);
  const reviewed = readFileSync(new URL("../fixtures/review/reviewed-the-pit.pgn", import.meta.url), "utf8");
  await page.getByLabel("Record", { exact: true }).fill(reviewed);
  await page.getByRole("button", { name: "Open record" }).click();
  const tree = page.getByRole("group", { name: "Moves and variations" });
  await expect(tree.locator(".tree-move", { hasText: "Qe10-h7??" })).toBeVisible();
  await expect(tree.locator(".tree-move", { hasText: "Ci1-h2??" })).toBeVisible();
  await expect(tree.locator(".tree-variations .tree-move", { hasText: "Sc2xh7" })).toBeVisible();
  // its evaluations drawn as the viewer draws them (issue 30, item 8): the graph, its marks, a click steps there
  const graph = page.locator(".import-graph svg.review-graph");
  await expect(graph).toHaveAttribute("data-points", "15");
  await expect(graph.locator(".review-dot.blunder")).toHaveCount(2);
  await expect(graph.locator("desc")).toContainText("2 moves are marked, shown in the move list");
  // the replay opens at the start, and so does the graph's cursor
  await expect(graph.locator(".review-cursor")).toHaveAttribute("x1", "0");
  const box = await graph.boundingBox();
  if (!box) throw new Error("the graph is not drawn");
  await graph.click({ position: { x: (13 / 14) * box.width, y: box.height / 2 } });
  await expect(tree.locator('.tree-move[aria-current="true"]')).toContainText("Ci1-h2??");
  // the game is named, not its id, and the record check ends with one full stop
  await expect(page.locator(".record-tags")).toContainText("GameThe Pit");
  await expect(page.locator(".record-tags")).not.toContainText("the-pit");
  const results = await axeOn(page).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: screenshotPath("import-reviewed-1280"), fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: screenshotPath("import-reviewed-375"), fullPage: true });
  // saved, its own game page draws the same graph beside its tree (saved by an earlier run against the same local state: opened instead)
  await page.setViewportSize({ width: 1280, height: 800 });
  const save = page.getByRole("button", { name: "Save to archive" });
  const archived = page.getByRole("link", { name: "Open the archived game" });
  await expect(save.or(archived)).toBeVisible();
  await ((await save.isVisible()) ? save : archived).click();
  await expect(page).toHaveURL(/\/g\/[a-z2-9]{10}/);
  const saved = page.locator(".record-graph svg.review-graph");
  await expect(saved).toHaveAttribute("data-points", "15");
  await expect(saved.locator(".review-dot.blunder")).toHaveCount(2);
  const savedBox = await saved.boundingBox();
  if (!savedBox) throw new Error("the saved game's graph is not drawn");
  await saved.click({ position: { x: (13 / 14) * savedBox.width, y: savedBox.height / 2 } });
  await expect(page.getByRole("group", { name: "Moves and variations" }).locator('.tree-move[aria-current="true"]')).toContainText("Ci1-h2??");
  const onGame = await axeOn(page).withTags(AXE_TAGS).analyze();
  expect(onGame.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await page.screenshot({ path: screenshotPath("game-reviewed-import-1280"), fullPage: true });
});
