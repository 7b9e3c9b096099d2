// The study page (issue 32): an editor makes a study and its chapters, plays moves and a
// variation, comments, marks and draws by mouse; a reader in another browser sees each
// edit within a second and follows the editor's board until stepping away. Then the same
// by keyboard alone, a circle drawn with the board's cursor; axe at desktop and phone widths.
import type { Browser, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { cell, expectNoViolations, screenshotPath, unbracketedWords } from "./helpers.ts";
import { pressButton, pressOn } from "./keyboard-play.ts";

/**
 * What a reader must see of an editor's change: pushed over its socket, without a reload.
 * The page has no polling to fall back on (the socket's first check comes after a ping's
 * interval, 25 s), so 15 s still tells a live edit from none. Speed is for benchmarks, not
 * timed tests (an edit's own latency: `npm run bench:study`): at 1 s this test failed when
 * three browser workers shared two loaded cores (ci31, load 10-12), and at 5 s in ci47 (the
 * local server's stalls, playwright.config.ts), the edit late, not lost.
 */
const LIVE = { timeout: 15_000 };

async function readerOf(browser: Browser, url: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.locator("svg.board .cell").first()).toBeVisible();
  return page;
}

const tree = (page: Page): Locator => page.getByRole("group", { name: "Moves and variations" });

/** A right-button drag from one cell to another (the same cell: a right click), as lichess draws. */
async function drawByMouse(page: Page, from: string, to: string, modifiers: { shift?: boolean } = {}): Promise<void> {
  // the board draws its cells anew after each change: a box asked for while they are swapped is read again
  const centre = async (id: string) => {
    let box = await cell(page, id).boundingBox();
    for (let tries = 0; !box && tries < 20; tries++) box = await cell(page, id).boundingBox();
    if (!box) throw new Error(`no cell ${id} on the board`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const [a, b] = [await centre(from), await centre(to)];
  if (modifiers.shift) await page.keyboard.down("Shift");
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button: "right" });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up({ button: "right" });
  if (modifiers.shift) await page.keyboard.up("Shift");
}

test("an editor builds a study by mouse; a reader sees each edit live and follows the editor", async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/s/new");
  await page.getByLabel("Study name", { exact: true }).fill("Pit openings");
  await page.getByRole("button", { name: "Create the study" }).click();
  // the editor link is kept in this browser and taken out of the address bar
  await expect(page).toHaveURL(/\/s\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole("heading", { name: "Pit openings", level: 1 })).toBeVisible();
  const viewLink = await page.getByTestId("study-view-link").inputValue();
  await expect(page.getByTestId("study-editor-link")).toHaveValue(/#editor=/);

  await page.getByText("Add a chapter").click();
  await page.getByLabel("Name", { exact: true }).fill("Quiet start");
  await page.getByRole("button", { name: "Add the chapter" }).click();
  await expect(page.locator(".study-chapter.current")).toContainText("Quiet start");
  await expect(page.locator("svg.board .cell").first()).toBeVisible();

  const reader = await readerOf(browser, viewLink);
  await expect(reader.getByLabel("Follow the editor")).toBeChecked();
  // a reader has no editing tools
  await expect(reader.getByRole("button", { name: "Save comment" })).toHaveCount(0);

  // moves by clicks, then a variation from after White's first move
  await cell(page, "e2").click();
  await cell(page, "e3").click();
  await expect(tree(reader)).toContainText("1. e2-e3", LIVE);
  // the editor's board takes a move when the server's answer comes (the page never changes
  // its tree by itself): Black's piece is there to click only then. (ci47 and ci51, on a
  // loaded machine, saw the reader never get e9-e8; a click on e9 before the answer is
  // lost just so, and the line below now tells the two apart.)
  await expect(page.locator(".tree-move.current")).toHaveText(/e2-e3$/);
  await cell(page, "e9").click();
  await cell(page, "e8").click();
  // the editor's own tree first: a failure below is then the reader's, not a lost click
  await expect(tree(page)).toContainText("e9-e8");
  await expect(tree(reader)).toContainText("e9-e8", LIVE);
  await tree(page).getByRole("button", { name: /e2-e3/ }).click();
  await cell(page, "j9").click();
  await cell(page, "j8").click();
  await expect(reader.locator(".tree-variations")).toContainText("1... j9-j8", LIVE);
  // the reader's board followed the editor's to the new move
  await expect(reader.locator(".tree-move.current")).toHaveText(/j9-j8$/, LIVE);

  // a comment, a mark and an arrow on j9-j8
  await page.getByLabel("Comment", { exact: true }).fill("Mirrors the centre.");
  await page.getByRole("button", { name: "Save comment" }).click();
  await expect(tree(reader)).toContainText("Mirrors the centre.", LIVE);
  await page.getByRole("button", { name: "Good move" }).click();
  await expect(reader.locator(".tree-move.current")).toHaveText(/j9-j8!$/, LIVE);
  await drawByMouse(page, "d2", "d4");
  await expect(reader.locator("svg.board .arrow-green polygon")).toHaveCount(1, LIVE);
  // Shift paints red; the same shape again takes it off
  await drawByMouse(page, "f2", "f2", { shift: true });
  await expect(reader.locator("svg.board circle.arrow-red")).toHaveCount(1, LIVE);
  await drawByMouse(page, "f2", "f2", { shift: true });
  await expect(reader.locator("svg.board circle.arrow-red")).toHaveCount(0, LIVE);
  await page.screenshot({ path: screenshotPath("study-editor"), fullPage: true });
  await reader.screenshot({ path: screenshotPath("study-reader"), fullPage: true });

  // the reader steps away: following stops, the editor's moves no longer move this board
  await tree(reader).getByRole("button", { name: /e9-e8/ }).click();
  await expect(reader.getByLabel("Follow the editor")).not.toBeChecked();
  await tree(page).getByRole("button", { name: /e2-e3/ }).click();
  await page.waitForTimeout(500);
  await expect(reader.locator(".tree-move.current")).toHaveText(/e9-e8$/);
  // and comes back: the board jumps to the editor's place
  await reader.getByLabel("Follow the editor").check();
  await expect(reader.locator(".tree-move.current")).toHaveText(/e2-e3$/, LIVE);

  // a second chapter, from a position; the follower goes with the editor to it
  await page.getByLabel("Name", { exact: true }).fill("Second");
  await page.locator("select[name=new-chapter-game]").selectOption({ label: "Ben39" });
  await page.getByRole("button", { name: "Add the chapter" }).click();
  await expect(reader.locator(".study-chapter")).toHaveCount(2, LIVE);
  await expect(reader.locator(".study-chapter.current")).toContainText("Second", LIVE);
  // reordered: the new chapter first, for every reader
  await page.getByRole("button", { name: "Move “Second” up" }).click();
  await expect(reader.locator(".study-chapter").first()).toContainText("Second", LIVE);
  // the study renamed, the chapter turned: Black at the bottom of every reader's board
  await page.getByLabel("Study name").fill("Pit and Ben39");
  await page.locator(".study-page form.study-rename").last().getByRole("button", { name: "Rename" }).click();
  await expect(reader.getByRole("heading", { name: "Pit and Ben39", level: 1 })).toBeVisible(LIVE);
  const rank = async (id: string): Promise<number> => (await cell(reader, id).boundingBox())?.y ?? rank(id);
  const [first, last] = await page.evaluate(() => [...document.querySelectorAll("svg.board [data-id]")].map((el) => el.getAttribute("data-id")!).filter(Boolean).sort().filter((_, i, all) => i === 0 || i === all.length - 1));
  expect(await rank(first)).not.toBe(await rank(last));
  const before = (await rank(first)) < (await rank(last));
  await page.locator(".study-chapter-settings select").first().selectOption("black");
  await expect.poll(async () => (await rank(first)) < (await rank(last)), LIVE).toBe(!before);
  // the chapter the reader is on is deleted (after asking): the reader is shown the one left
  await page.getByRole("button", { name: "Delete the chapter “Second”" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete the chapter" }).click();
  await expect(reader.locator(".study-chapter")).toHaveCount(1, LIVE);
  await expect(reader.locator(".study-chapter.current")).toContainText("Quiet start", LIVE);
  await expect(tree(reader)).toContainText("Mirrors the centre.");
  await reader.context().close();
});

test("keyboard alone: moves, a circle with the board's cursor, the tools; axe clean at 1280 and 375", async ({ page, browser, request }) => {
  const created = await (await request.post("/api/studies", { data: { name: "Keys" } })).json();
  const token: string = created.editor.token;
  const added = await request.post(`/api/studies/${created.id}/chapters`, { data: { name: "By keys", variant: "the-pit" }, headers: { Authorization: `Bearer ${token}` } });
  expect(added.status()).toBe(201);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/s/${created.id}#editor=${token}`);
  await expect(page.locator("svg.board .cell").first()).toBeVisible();
  const reader = await readerOf(browser, `/s/${created.id}`, { width: 375, height: 740 });

  await pressOn(page, "e2");
  await pressOn(page, "e3");
  await expect(tree(reader)).toContainText("1. e2-e3", LIVE);

  // Draw mode: a colour, then the same cell twice for a circle; Escape leaves it
  await pressButton(page, 'button[aria-pressed]:has-text("Draw arrows and circles")');
  await expect(page.getByText("Pick the first cell")).toBeVisible();
  await pressOn(page, "e3");
  await expect(page.getByText("From e3: pick the second cell")).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(reader.locator("svg.board circle.arrow-green")).toHaveCount(1, LIVE);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Draw arrows and circles" })).toHaveAttribute("aria-pressed", "false");
  // out of draw mode, Enter on the board plays again
  await pressOn(page, "e9");
  await pressOn(page, "e8");
  await expect(tree(reader)).toContainText("e9-e8", LIVE);
  // a mark by Tab and Enter
  await pressButton(page, 'button[aria-label="Interesting move"]');
  await expect(tree(reader)).toContainText("e9-e8!?", LIVE);

  await expectNoViolations(page, "the study page of an editor at 1280");
  await expectNoViolations(reader, "the study page of a reader at 375");
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoViolations(page, "the study page of an editor at 375");
  await page.screenshot({ path: screenshotPath("study-editor-375"), fullPage: true });
  await reader.screenshot({ path: screenshotPath("study-reader-375"), fullPage: true });
  await reader.context().close();
});


test("in German the study speaks German; under the pseudo-locale no English is left and nothing overflows a phone", async ({ browser, request }) => {
  const created = await (await request.post("/api/studies", { data: { name: "Lesson" } })).json();
  const auth = { Authorization: `Bearer ${created.editor.token}` };
  await request.post(`/api/studies/${created.id}/chapters`, { data: { name: "Opening", variant: "the-pit" }, headers: auth });
  const german = await readerOf(browser, `/s/${created.id}?lang=de`);
  await expect(german.getByLabel("Dem Bearbeiter folgen")).toBeChecked();
  await expect(german.getByRole("heading", { name: "Kapitel" })).toBeVisible();
  await expect(german.getByText("Link zum Ansehen")).toBeVisible();
  await german.context().close();

  for (const [who, hash] of [["editor", `#editor=${created.editor.token}`], ["reader", ""]] as const) {
    const page = await readerOf(browser, `/s/${created.id}?lang=en-XA${hash}`, { width: 375, height: 740 });
    await expect(page.locator(".study-chapter.current")).toBeVisible();
    expect(await unbracketedWords(page, ".study-page", ["Lesson", "Opening", "The Pit", "Ben39", "Inside-out Chess", "In The Bin", "Pit of Pillars", "NAG"], "svg, .tree-move, option"), who).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), who).toBeLessThanOrEqual(375);
    await page.screenshot({ path: screenshotPath(`study-en-XA-${who}-375`), fullPage: true });
    await page.context().close();
  }
});

test("with its socket cut, an editor's page still changes by the server's answers, and a conflict says so and shows the other editor's change", async ({ page, request }) => {
  const created = await (await request.post("/api/studies", { data: { name: "Cut" } })).json();
  const auth = { Authorization: `Bearer ${created.editor.token}` };
  const chapter = await (await request.post(`/api/studies/${created.id}/chapters`, { data: { name: "One", variant: "the-pit" }, headers: auth })).json();
  // the socket reaches nothing: no announcement ever comes
  await page.routeWebSocket(/\/api\/studies\/.*\/socket$/, () => undefined);
  await page.goto(`/s/${created.id}#editor=${created.editor.token}`);
  await expect(page.locator("svg.board .cell").first()).toBeVisible();
  await cell(page, "e2").click();
  await cell(page, "e3").click();
  await expect(page.locator(".tree-move.current")).toHaveText(/e2-e3$/);

  // another editor comments on the same move first
  const study = await (await request.get(`/api/studies/${created.id}`)).json();
  const read = await (await request.get(`/api/studies/${created.id}/chapters/${chapter.id}`)).json();
  const move = read.nodes.find((node: { move: string }) => node.move === "e2-e3").id;
  const other = await request.post(`/api/studies/${created.id}/edits`, { data: { version: study.version, edit: { kind: "comment", chapter: chapter.id, node: move, text: "Theirs." } }, headers: auth });
  expect(other.status()).toBe(200);

  await page.getByLabel("Comment", { exact: true }).fill("Mine.");
  await page.getByRole("button", { name: "Save comment" }).click();
  await expect(page.getByRole("alert")).toHaveText("Another editor changed this first: your change was not made.");
  await expect(tree(page)).toContainText("Theirs.");
  await expect(tree(page)).not.toContainText("Mine.");
  // the words written here are not lost: they stay in the box, to save over theirs on purpose
  await expect(page.getByLabel("Comment", { exact: true })).toHaveValue("Mine.");
  await page.getByRole("button", { name: "Save comment" }).click();
  await expect(tree(page)).toContainText("Mine.");
  await expect(page.getByRole("alert")).toBeHidden();
});

test("a piece an editor has picked up stays picked up when another editor's comment, mark or circle arrives", async ({ page, request }) => {
  const created = await (await request.post("/api/studies", { data: { name: "Two hands" } })).json();
  const auth = { Authorization: `Bearer ${created.editor.token}` };
  const chapter = await (await request.post(`/api/studies/${created.id}/chapters`, { data: { name: "One", variant: "the-pit" }, headers: auth })).json();
  await page.goto(`/s/${created.id}#editor=${created.editor.token}`);
  await expect(page.locator("svg.board .cell").first()).toBeVisible();
  await cell(page, "e2").click();
  await cell(page, "e3").click();
  await expect(page.locator(".tree-move.current")).toHaveText(/e2-e3$/);
  const moveId = (await (await request.get(`/api/studies/${created.id}/chapters/${chapter.id}`)).json()).nodes.find((node: { move: string }) => node.move === "e2-e3").id;

  // this editor picks up Black's pawn; meanwhile another editor (the same link elsewhere) annotates the move on the board
  await cell(page, "e9").click();
  await expect(cell(page, "e9")).toHaveAttribute("aria-label", /selected/);
  const edits = [
    { kind: "comment", chapter: chapter.id, node: moveId, text: "From the other hand." },
    { kind: "marks", chapter: chapter.id, node: moveId, nags: [5] },
    { kind: "shapes", chapter: chapter.id, node: moveId, shapes: ["Gd4"] },
  ];
  for (const edit of edits) {
    const { version } = await (await request.get(`/api/studies/${created.id}`)).json();
    expect((await request.post(`/api/studies/${created.id}/edits`, { data: { version, edit }, headers: auth })).status()).toBe(200);
  }
  await expect(tree(page)).toContainText("From the other hand.");
  await expect(page.locator(".tree-move.current")).toHaveText(/e2-e3!\?$/);
  await expect(page.locator("svg.board circle.arrow-green")).toHaveCount(1);
  // the pawn is still in hand: the next click plays it
  await expect(cell(page, "e9")).toHaveAttribute("aria-label", /selected/);
  await cell(page, "e8").click();
  await expect(tree(page)).toContainText("e9-e8");
});

test("a record of two games imports as a study of two chapters, and a chapter's link opens that chapter", async ({ page, browser }) => {
  // a study that does not exist says so
  await page.goto("/s/nosuchstudy");
  await expect(page.getByRole("heading", { name: "This study cannot be shown", level: 1 })).toBeVisible();
  await expect(page.getByRole("alert")).not.toBeEmpty();
  await page.goto("/s/new");
  const record = '[Event "Two lines"]\n[Variant "the-pit"]\n[ChapterName "Main"]\n\n1. e2-e3 {Calm.} e9-e8 *\n\n[Variant "the-pit"]\n[ChapterName "Side"]\n\n1. d2-d3 *\n';
  await page.getByRole("textbox", { name: "Record" }).fill(record);
  await page.getByRole("button", { name: "Import as a study" }).click();
  await expect(page.getByRole("heading", { name: "Two lines", level: 1 })).toBeVisible();
  await expect(page.locator(".study-chapter")).toHaveText([/Main/, /Side/]);
  await expect(tree(page)).toContainText("Calm.");
  await page.locator(".study-chapter", { hasText: "Side" }).click();
  await expect(tree(page)).toContainText("1. d2-d3");
  const chapterLink = await page.getByTestId("study-chapter-link").inputValue();
  // the editor goes back to the first chapter; a chapter's link still opens its own, not following
  await page.locator(".study-chapter", { hasText: "Main" }).click();
  await expect(tree(page)).toContainText("Calm.");
  const reader = await readerOf(browser, chapterLink);
  await expect(reader.locator(".study-chapter.current")).toContainText("Side");
  await expect(tree(reader)).toContainText("1. d2-d3");
  await expect(reader.getByLabel("Follow the editor")).not.toBeChecked();
  await reader.getByLabel("Follow the editor").check();
  await expect(reader.locator(".study-chapter.current")).toContainText("Main", LIVE);
  await reader.context().close();
});
