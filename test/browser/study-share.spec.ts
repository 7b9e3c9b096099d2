// Sharing a study (issue 32, items 4 and 5): an interactive chapter solved in the study
// embed, inside a blog's sandboxed frame (a wrong try the author answered, another wrong
// try, "Show me the move", solved); <pigeon-viewer study=...> on a plain page of another
// site; "Add to a study" from the analysis board, then the chapter is in the study.
import type { APIRequestContext } from "@playwright/test";
import type { ChapterView, CreatedStudy, StudyView } from "../../src/contract/study.ts";
import { expect, test, type Page } from "./fixtures.ts";
import { createGameByApi, PIT_OPENING, playByApi } from "./api-helpers.ts";
import { expectNoViolations, screenshotPath, startOtherSite, type OtherSite } from "./helpers.ts";

/** White's main line e2-e3 Hh10-i8 Hc1-e2 Hi8-b8; the author answers 2. Hh1-g3 a move into its variation. */
const QUIZ_RECORD = `[Variant "the-pit"]
[Result "*"]

{Find White's plan.} 1. e2-e3 {The file opens.} Hh10-i8 2. Hc1-e2 {The hero guards e3.} (2. Hh1-g3 Hi8-b8 {Then Black's hero lands on b8.}) Hi8-b8 *
`;

async function studyByApi(request: APIRequestContext, name: string, chapters: readonly Record<string, unknown>[]): Promise<{ study: CreatedStudy; chapters: string[] }> {
  const created = await request.post("/api/studies", { data: { name } });
  expect(created.status()).toBe(201);
  const study = (await created.json()) as CreatedStudy;
  const ids: string[] = [];
  for (const chapter of chapters) {
    const res = await request.post(`/api/studies/${study.id}/chapters`, { data: chapter, headers: { Authorization: `Bearer ${study.editor.token}` } });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }
  return { study, chapters: ids };
}

/** Clicks a move's cells on the board inside `scope` (the page, a frame, a viewer). */
const click = async (scope: Pick<Page, "locator">, ...ids: string[]) => {
  for (const id of ids) await scope.locator(`.board-wrap [data-id="${id}"]`).first().click();
};

test("an interactive chapter is solved inside a sandboxed study embed: the author's answer, a wrong try, the move shown, solved", async ({ page, request, baseURL }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const { study, chapters } = await studyByApi(request, "Hero traps", [
    { name: "Read me", variant: "the-pit", record: QUIZ_RECORD },
    { name: "Find the hero", variant: "the-pit", record: QUIZ_RECORD, mode: "interactive" },
  ]);
  // a blog's page: the embed in the frame the share box and oEmbed write
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>A blog</title></head><body><main><h1>Traps</h1><iframe title="Hero traps" src="${baseURL}/embed/study/${study.id}" width="720" height="640" sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"></iframe></main></body></html>`,
  );
  const frame = page.frameLocator("iframe");
  await expect(frame.locator(".study-embed-title")).toHaveText("Hero traps");
  // the whole study: its chapters to choose from, the first read-only with its moves and words
  const chapterList = frame.getByRole("combobox", { name: "Chapters" });
  await expect(chapterList.locator("option")).toHaveText(["1. Read me", "2. Find the hero"]);
  await expect(frame.locator(".chapter-comment")).toHaveText("Find White's plan.");
  await frame.getByRole("button", { name: "Next move" }).click();
  await expect(frame.locator(".chapter-comment")).toHaveText("The file opens.");

  await chapterList.selectOption({ label: "2. Find the hero" });
  const prompt = frame.getByTestId("quiz-prompt");
  const feedback = frame.getByTestId("quiz-feedback");
  await expect(prompt).toHaveText("Find the move for White.");
  await click(frame, "e2", "e3");
  await expect(feedback).toHaveText("e2-e3 is right!");
  // Black's reply plays itself
  await expect(frame.locator('svg.board [data-id="i8"]')).toHaveAttribute("aria-label", /hero/i);

  await click(frame, "h1", "g3");
  await expect(feedback).toHaveText("Hh1-g3 is not the move. Try again.");
  await expect(frame.getByTestId("quiz-comment")).toHaveText("Then Black's hero lands on b8.");
  // taken back: the hero is home
  await expect(frame.locator('svg.board [data-id="h1"]')).toHaveAttribute("aria-label", /hero/i);

  await click(frame, "a2", "a3");
  await expect(feedback).toHaveText("a2-a3 is not the move. Try again.");
  await expect(frame.getByTestId("quiz-comment")).toBeHidden();
  await page.screenshot({ path: screenshotPath("study-embed-quiz") });

  await frame.getByRole("button", { name: "Show me the move" }).click();
  await expect(feedback).toHaveText("The move was Hc1-e2.");
  await expect(frame.getByTestId("quiz-comment")).toHaveText("The hero guards e3.");
  await expect(prompt).toHaveText("Done: 2 wrong tries, 1 move shown.");
  await frame.getByRole("button", { name: "Start again" }).click();
  await expect(prompt).toHaveText("Find the move for White.");

  // a chapter's own link shows that chapter only, and the link out names it
  await page.goto(`/embed/study/${study.id}/${chapters[1]}`);
  await expect(page.getByRole("combobox", { name: "Chapters" })).toBeHidden();
  await expect(page.getByTestId("quiz-prompt")).toHaveText("Find the move for White.");
  await expect(page.getByRole("link", { name: /Open on Pigeon Post/ })).toHaveAttribute("href", new RegExp(`/s/${study.id}/${chapters[1]}$`));
  await expectNoViolations(page, "the study embed");
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: screenshotPath("study-embed-375") });
  expect(errors).toEqual([]);
});

test("on the study page a reader solves an interactive chapter on the page's board, and an editor's change restarts it; the editor sees the tree", async ({ page, request, browser }) => {
  const { study, chapters } = await studyByApi(request, "Hero traps", [{ name: "Find the hero", variant: "the-pit", record: QUIZ_RECORD, mode: "interactive" }]);
  await page.goto(`/s/${study.id}/${chapters[0]}`);
  const prompt = page.getByTestId("quiz-prompt");
  const feedback = page.getByTestId("quiz-feedback");
  await expect(prompt).toHaveText("Find the move for White.");
  // the quiz's words take the tree's place, and the moves are not given away
  await expect(page.locator(".study-page .variation-tree")).toBeHidden();
  await click(page, "e2", "e3");
  await expect(feedback).toHaveText("e2-e3 is right!");
  await click(page, "h1", "g3");
  await expect(page.getByTestId("quiz-comment")).toHaveText("Then Black's hero lands on b8.");
  await click(page, "c1", "e2");
  await expect(feedback).toHaveText("Hc1-e2 is right!");
  await expect(prompt).toHaveText("Solved! 1 wrong try.");
  await expectNoViolations(page, "an interactive chapter on the study page");

  // the editor changes the chapter: the reader's quiz starts again on the new tree
  const view = (await (await request.get(`/api/studies/${study.id}`)).json()) as StudyView;
  const edited = await request.post(`/api/studies/${study.id}/edits`, {
    data: { version: view.version, edit: { kind: "comment", chapter: chapters[0], node: 0, text: "Now with a hint." } },
    headers: { Authorization: `Bearer ${study.editor.token}` },
  });
  expect(edited.status()).toBe(200);
  await expect(prompt).toHaveText("Find the move for White.");

  // the editor's own page shows the tree to edit, not the quiz
  const editor = await (await browser.newContext()).newPage();
  await editor.goto(study.editor.url);
  await expect(editor.locator(".study-page .variation-tree")).toBeVisible();
  await expect(editor.getByTestId("quiz-prompt")).toHaveCount(0);
  await editor.context().close();
});

test("the study embed follows an edit without reloading", async ({ page, request }) => {
  const { study, chapters } = await studyByApi(request, "Live notes", [{ name: "Main", variant: "the-pit", record: QUIZ_RECORD }]);
  await page.goto(`/embed/study/${study.id}?lang=de`);
  await expect(page.locator(".chapter-comment")).toHaveText("Find White's plan.");
  // the embed's own words in the link's language
  await expect(page.getByRole("link", { name: /Auf Pigeon Post öffnen/ })).toBeVisible();
  const view = (await (await request.get(`/api/studies/${study.id}`)).json()) as StudyView;
  const edited = await request.post(`/api/studies/${study.id}/edits`, {
    data: { version: view.version, edit: { kind: "comment", chapter: chapters[0], node: 0, text: "Edited live." } },
    headers: { Authorization: `Bearer ${study.editor.token}` },
  });
  expect(edited.status()).toBe(200);
  await expect(page.locator(".chapter-comment")).toHaveText("Edited live.");

  // a study that is not there says so, and its socket is never asked for
  const sockets: string[] = [];
  page.on("websocket", (socket) => sockets.push(socket.url()));
  await page.goto("/embed/study/abcdefghij");
  await expect(page.locator(".embed-status")).toHaveText("There is no study with this link.");
  await page.waitForTimeout(300);
  expect(sockets).toEqual([]);
});

let blog: OtherSite;

test.beforeAll(async () => {
  // a blog on another origin: its page loads viewer.js from the site, as docs/viewer.md says
  blog = await startOtherSite((req, res) => {
    const match = /^\/post\?site=([^&]+)&study=(.+)$/.exec(req.url ?? "");
    if (!match) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { "Content-Type": "text/html" });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A post</title><script type="module" src="${decodeURIComponent(match[1])}/viewer.js"></script></head><body><main><h1>A study in a post</h1><pigeon-viewer study="${decodeURIComponent(match[2])}"></pigeon-viewer></main></body></html>`,
    );
  });
});

test.afterAll(() => blog.close());

test("<pigeon-viewer study=...> shows a study's chapters on another site's page, and solves an interactive one", async ({ page, request, baseURL }) => {
  const { study, chapters } = await studyByApi(request, "Viewer study", [
    { name: "Read me", variant: "the-pit", record: QUIZ_RECORD },
    { name: "Quiz", variant: "the-pit", record: QUIZ_RECORD, mode: "interactive", orientation: "black" },
  ]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${blog.site}/post?site=${encodeURIComponent(baseURL ?? "")}&study=${study.id}`);
  const viewer = page.locator("pigeon-viewer");
  await expect(viewer.locator(".pv-head strong")).toHaveText("Viewer study");
  await expect(viewer.locator(".chapter-comment")).toHaveText("Find White's plan.");
  await viewer.locator(".chapter-reader").focus();
  await page.keyboard.press("ArrowRight");
  await expect(viewer.locator(".chapter-comment")).toHaveText("The file opens.");
  await expectNoViolations(page, "a study in the viewer");
  await page.screenshot({ path: screenshotPath("study-viewer") });

  // one chapter by its own id: the reader plays Black, White's first move played by itself
  await page.goto(`${blog.site}/post?site=${encodeURIComponent(baseURL ?? "")}&study=${study.id}/${chapters[1]}`);
  await expect(viewer.getByTestId("quiz-prompt")).toHaveText("Find the move for Black.");
  await click(viewer, "h10", "i8");
  await expect(viewer.getByTestId("quiz-feedback")).toHaveText("Hh10-i8 is right!");
  await click(viewer, "i8", "b8");
  await expect(viewer.getByTestId("quiz-prompt")).toHaveText("Solved! No wrong tries.");
  expect(await page.context().cookies()).toEqual([]);
});

test("'Add to a study' from the analysis board makes a new study whose chapter holds the tree", async ({ page, request }) => {
  await page.goto("/analysis/the-pit?line=e2-e3%20Hh10-i8");
  await expect(page.getByRole("group", { name: "Moves and variations" })).toContainText("1. e2-e3");
  await page.getByRole("button", { name: "Add to a study" }).click();
  const dialog = page.getByRole("dialog", { name: "Add to a study" });
  await expect(dialog.getByLabel("Study", { exact: true })).toHaveValue("");
  await dialog.getByLabel("Name of the new study").fill("From the board");
  await expect(dialog.getByLabel("Chapter name")).toHaveValue("The Pit analysis");
  await expectNoViolations(page, "the 'Add to a study' dialog");
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  const link = dialog.getByRole("link", { name: "Open the chapter" });
  await expect(link).toBeVisible();
  await expect(dialog.getByRole("status")).toContainText("Added to From the board.");
  const [, id, chapter] = /^\/s\/([^/]+)\/([^/]+)$/.exec((await link.getAttribute("href")) ?? "") ?? [];
  const read = (await (await request.get(`/api/studies/${id}/chapters/${chapter}`)).json()) as ChapterView;
  expect(read.name).toBe("The Pit analysis");
  expect(read.nodes.map((node) => node.move)).toEqual(["", "e2-e3", "Hh10-i8"]);
  // the editor's link is kept in this browser: the next time, the study is offered first
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Add to a study" }).click();
  await expect(page.getByRole("dialog").getByLabel("Study", { exact: true })).toHaveValue(id);
});

test("'Add to a study' from a game page adds the game by its id to a study this browser holds, named by its players", async ({ page, request }) => {
  const game = await createGameByApi(request);
  await playByApi(request, game, PIT_OPENING.slice(0, 3));
  const { study } = await studyByApi(request, "Club games", []);
  // this browser holds the study's editor link, as the study page keeps it (my-studies.ts)
  await page.goto("/");
  await page.evaluate((held) => localStorage.setItem("pigeon-post:my-studies", JSON.stringify([held])), { id: study.id, name: "Club games", token: study.editor.token, savedAt: new Date().toISOString() });
  await page.goto(`/g/${game.id}`);
  await page.getByRole("region", { name: "Share" }).getByRole("button", { name: "Add to a study" }).click();
  const dialog = page.getByRole("dialog", { name: "Add to a study" });
  await expect(dialog.getByLabel("Study", { exact: true })).toHaveValue(study.id);
  await expect(dialog.getByLabel("Name of the new study")).toBeHidden();
  await expect(dialog.getByLabel("Chapter name")).toHaveValue("Ann vs Bo");
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(dialog.getByRole("status")).toContainText("Added to Club games.");
  const listed = (await (await request.get(`/api/studies/${study.id}`)).json()) as StudyView;
  expect(listed.chapters.map((c) => c.name)).toEqual(["Ann vs Bo"]);
  const chapter = (await (await request.get(`/api/studies/${study.id}/chapters/${listed.chapters[0].id}`)).json()) as ChapterView;
  expect(chapter.nodes.slice(1).map((node) => node.move)).toEqual(PIT_OPENING.slice(0, 3));
});

test("the study embed in the pseudo-locale leaves no English in its own words", async ({ page, request }) => {
  const { study, chapters } = await studyByApi(request, "Pseudo", [{ name: "Quiz", variant: "the-pit", record: QUIZ_RECORD, mode: "interactive" }]);
  await page.goto(`/embed/study/${study.id}/${chapters[0]}?lang=en-XA`);
  await click(page, "a2", "a3");
  await expect(page.getByTestId("quiz-feedback")).toContainText("a2-a3");
  // every text of the quiz's panel and the embed's own lines is bracketed (the move and the names excepted, as the game writes them)
  const texts = await page.locator(".quiz-panel, .embed-status, .embed-open").evaluateAll((elements) =>
    elements.flatMap((element) => [element as HTMLElement, ...element.querySelectorAll<HTMLElement>("p, button, a, div")].map((node) => node.innerText.trim())).filter((text) => text !== ""),
  );
  expect(texts.length).toBeGreaterThan(3);
  for (const text of texts) expect(text.replace(/\n/g, " "), text).toMatch(/^\[.*\]|^Quiz · The Pit · \[/);
});

test("'Add to a study' from a finished review makes a chapter of the reviewed record, its marks kept", async ({ page, request }) => {
  // The Pit: Black walks into a mate in one, which the review marks a blunder (review.spec.ts)
  const mate = ["a2-a4", "Cb10-a8", "b2-b4", "Sd10-i5", "Sg1-b6", "Si5-d10", "Sb6-a5"];
  const game = await createGameByApi(request);
  await playByApi(request, game, mate);
  await page.goto(`/g/${game.id}`);
  const review = page.getByRole("region", { name: "Review" });
  await review.getByRole("button", { name: "Review the game" }).click();
  await expect(review.locator(".review-graph")).toBeVisible({ timeout: 60_000 });
  await review.getByRole("button", { name: "Add to a study" }).click();
  const dialog = page.getByRole("dialog", { name: "Add to a study" });
  await expect(dialog.getByLabel("Chapter name")).toHaveValue("The Pit review");
  await dialog.getByLabel("Name of the new study").fill("Reviewed");
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  const link = dialog.getByRole("link", { name: "Open the chapter" });
  await expect(link).toBeVisible();
  const [, id, chapter] = /^\/s\/([^/]+)\/([^/]+)$/.exec((await link.getAttribute("href")) ?? "") ?? [];
  const read = (await (await request.get(`/api/studies/${id}/chapters/${chapter}`)).json()) as ChapterView;
  // the game's moves are the chapter's main line (the better moves the review names are variations beside it)
  const main: string[] = [];
  for (let at = read.nodes.find((node) => node.parent === null); at; ) {
    const parent: number = at.id;
    at = read.nodes.find((node) => node.parent === parent);
    if (at) main.push(at.move);
  }
  expect(main).toEqual(mate);
  // the blunder keeps its ?? (NAG 4)
  expect(read.nodes.find((node) => node.move === "Si5-d10")?.nags).toContain(4);
});
