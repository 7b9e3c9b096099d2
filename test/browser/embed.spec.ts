// The embed viewer (/embed/<id>): live updates while a game is played through the API,
// inside a WordPress-style sandboxed iframe on another site, and its ?ply, ?flip, ?theme.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test, type Page } from "./fixtures.ts";
import { createGameByApi, playByApi, PIT_OPENING, resignByApi } from "./api-helpers.ts";
import { screenshotPath } from "./helpers.ts";
import { readFileSync } from "node:fs";

test.use({ viewport: { width: 480, height: 560 } });

/** Fails the test on any script error: the embed must run without one, sandboxed or not. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("the embed shows each move as it is played, then the result, without reloading", async ({ page, request }) => {
  const errors = watchErrors(page);
  const game = await createGameByApi(request);
  await page.goto(`/embed/${game.id}`);
  await expect(page.locator(".embed-status")).toHaveText("White to move");
  await expect(page.locator(".embed-players")).toContainText("Ann");
  await expect(page.locator(".embed-where")).toHaveText("No moves yet");
  await expect(page.locator(".live-dot.connected")).toBeVisible();
  // A mark on the window survives only if the page is never reloaded.
  await page.evaluate(() => ((window as unknown as { mark: number }).mark = 42));

  await playByApi(request, game, PIT_OPENING.slice(0, 1));
  await expect(page.locator(".embed-where")).toHaveText("1/1 · e2-e3");
  await expect(page.locator(".embed-status")).toHaveText("Black to move");
  await expect(page.locator("svg.board .last-move")).toHaveCount(2);

  await playByApi(request, game, PIT_OPENING.slice(1, 3), 1);
  await expect(page.locator(".embed-where")).toHaveText("3/3 · Hc1-e2");
  await page.screenshot({ path: screenshotPath("embed-light") });

  await resignByApi(request, game, "black");
  await expect(page.locator(".embed-status")).toHaveText("1-0 · White wins by resignation");
  await expect(page.locator(".live-dot")).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(42);

  // Stepping back and forth: buttons and arrow keys.
  await page.getByRole("button", { name: "Previous move" }).click();
  await expect(page.locator(".embed-where")).toHaveText("2/3 · Hh10-i8");
  await page.keyboard.press("ArrowLeft");
  await expect(page.locator(".embed-where")).toHaveText("1/3 · e2-e3");
  const open = page.getByRole("link", { name: /Open on Pigeon Post/ });
  await expect(open).toHaveAttribute("target", "_blank");
  await expect(open).toHaveAttribute("href", new RegExp(`/g/${game.id}\\?ply=1$`));
  expect(errors).toEqual([]);
});

test("the embed runs in a sandbox=\"allow-scripts\" iframe on another site, with ?ply, ?flip and ?theme", async ({ page, request, baseURL }) => {
  const errors = watchErrors(page);
  const game = await createGameByApi(request);
  await playByApi(request, game, PIT_OPENING.slice(0, 4));
  // A blog post on another site (127.0.0.1 is not localhost), framing the embed the way
  // WordPress does: sandbox="allow-scripts", no allow-same-origin. It is served for real:
  // Chromium refuses frames of a local server in pages it cannot place (about:blank, routed ones).
  const src = `${baseURL}/embed/${game.id}?ply=1&flip=1&theme=dark`;
  const blog = await serveBlogPost(`<iframe src="${src}" width="480" height="560" style="border:0" sandbox="allow-scripts"></iframe>`);
  try {
    await page.goto(blog.url);
    const frame = page.frameLocator("iframe");
    await expect(frame.locator("svg.board .cell").first()).toBeVisible();
    await expect(frame.locator(".embed-where")).toHaveText("1/4 · e2-e3");
    await expect(frame.locator(".embed-status")).toHaveText("White to move");

    const inner = page.frames().find((f) => f.url().startsWith(`${baseURL}/embed/`))!;
    // The sandbox gives the frame an opaque origin, where storage would throw: it still works.
    expect(await inner.evaluate(() => self.origin)).toBe("null");
    expect(await inner.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    expect(await inner.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(28, 27, 25)");
    // Flipped: Black's side at the bottom, so a10 is drawn below a1.
    // measured until both cells are drawn: a cell read while the board redraws has no box (a CI run saw null)
    await expect(async () => {
      const a1 = await frame.locator('svg.board [data-id="a1"]').boundingBox();
      const a10 = await frame.locator('svg.board [data-id="a10"]').boundingBox();
      expect(a1 && a10 && a10.y > a1.y).toBe(true);
    }).toPass();

    // Live in the sandbox too: the next move arrives; the viewer stays on the ply it was asked for.
    await playByApi(request, game, PIT_OPENING.slice(4, 5), 4);
    await expect(frame.locator(".embed-where")).toHaveText("1/5 · e2-e3");
    await frame.getByRole("button", { name: "Latest position" }).click();
    await expect(frame.locator(".embed-where")).toHaveText("5/5 · Hh1-g3");
    await page.screenshot({ path: screenshotPath("embed-dark-sandboxed") });
    expect(errors).toEqual([]);
  } finally {
    blog.close();
  }
});

test("the embed shows in a draft previewed from a local file (a file: page may frame it too)", async ({ page, request, baseURL }) => {
  const errors = watchErrors(page);
  const game = await createGameByApi(request);
  await playByApi(request, game, PIT_OPENING.slice(0, 2));
  // A blogger previews a post saved on disk: the framing page's origin is file:, which
  // "frame-ancestors *" does not match, so only an embed without frame-ancestors shows here.
  const folder = await mkdtemp(join(tmpdir(), "pigeon-draft-"));
  const draft = join(folder, "draft.html");
  await writeFile(draft, `<!doctype html><title>Draft</title><body><iframe src="${baseURL}/embed/${game.id}" width="480" height="560" style="border:0" sandbox="allow-scripts allow-popups"></iframe></body>`);
  try {
    await page.goto(pathToFileURL(draft).href);
    const frame = page.frameLocator("iframe");
    await expect(frame.locator("svg.board .cell").first()).toBeVisible();
    await expect(frame.locator(".embed-where")).toHaveText("2/2 · Hh10-i8");
    expect(errors).toEqual([]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

/** A one-page site on 127.0.0.1 and a free port. */
async function serveBlogPost(body: string): Promise<{ url: string; close: () => void }> {
  const server = createServer((_request, response) => {
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    response.end(`<!doctype html><title>A blog post</title><body style="margin:0;background:#fff">${body}</body>`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/2026/11/a-game`, close: () => server.close() };
}

test("a game page's Share box downloads the record and gives the embed code with a live preview", async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 1200, height: 1100 });
  const game = await createGameByApi(request);
  await playByApi(request, game, PIT_OPENING.slice(0, 3));
  await page.goto(`/g/${game.id}`);
  const share = page.getByRole("region", { name: "Share" });

  const [download] = await Promise.all([page.waitForEvent("download"), share.getByRole("link", { name: "Download record" }).click()]);
  expect(download.suggestedFilename()).toBe(`pigeon-post-${game.id}.pgn`);
  const text = await (await request.get(`/api/games/${game.id}/record`)).text();
  expect(text).toContain('[Variant "the-pit"]');
  // the moves in order, read past the chain's comments ({[%ts ...] [%ch ...]}) and the renumbering they bring
  const moves = text.replace(/\{[^}]*\}/g, " ").replace(/\d+\.\.\.\s*/g, "").replace(/\s+/g, " ");
  expect(moves).toContain("1. e2-e3 Hh10-i8 2. Hc1-e2");

  await share.getByRole("button", { name: "Embed" }).click();
  const code = share.getByLabel("Embed code");
  await expect(code).toHaveValue(new RegExp(`^<iframe src="${baseURL}/embed/${game.id}" width="480" height="560" .*sandbox="allow-scripts allow-popups`));
  const preview = page.frameLocator('iframe[title="Embed preview"]');
  await expect(preview.locator(".embed-where")).toHaveText("3/3 · Hc1-e2");
  await share.getByLabel("Dark").check();
  await expect(code).toHaveValue(new RegExp(`/embed/${game.id}\\?theme=dark"`));
  await expect(preview.locator("html[data-theme=dark] .embed-status")).toHaveText("Black to move");
  // A move played now reaches the preview too.
  await playByApi(request, game, PIT_OPENING.slice(3, 4), 3);
  await expect(preview.locator(".embed-where")).toHaveText("4/4 · Hi8-b8");
  await share.scrollIntoViewIfNeeded();
  await share.screenshot({ path: screenshotPath("share-box") });
});

test("an imported reviewed record's embed draws its evaluation graph; a click on it steps there", async ({ page, request }) => {
  const errors = watchErrors(page);
  const reviewed = readFileSync(new URL("../fixtures/review/reviewed-the-pit.pgn", import.meta.url), "utf8").replace('[White "Ann"]', `[White "Ann ${Math.random().toString(36).slice(2, 7)}"]`);
  const saved = await request.post("/api/import", { data: { record: reviewed, save: true } });
  expect(saved.status()).toBe(201);
  const { saved: game } = (await saved.json()) as { saved: { id: string } };
  await page.goto(`/embed/${game.id}`);
  const graph = page.locator("svg.review-graph");
  await expect(graph).toHaveAttribute("data-points", "15");
  await expect(graph.locator(".review-dot.blunder")).toHaveCount(2);
  const box = await graph.boundingBox();
  if (!box) throw new Error("the graph is not drawn");
  await graph.click({ position: { x: (13 / 14) * box.width, y: box.height / 2 } });
  await expect(page.locator(".embed-where")).toHaveText("13/14 · Ci1-h2");
  await page.screenshot({ path: screenshotPath("embed-reviewed-graph") });

  // a game played here has no evaluations: no graph, and no read of its record
  const records: string[] = [];
  page.on("request", (r) => void (r.url().endsWith("/record") && records.push(r.url())));
  const { id } = await createGameByApi(request);
  await page.goto(`/embed/${id}`);
  await expect(page.locator(".embed-where")).toHaveText("No moves yet");
  await expect(page.locator("svg.review-graph")).toHaveCount(0);
  expect(records).toEqual([]);
  expect(errors).toEqual([]);
});

test("a link to a position embeds that position: the embed page announces oEmbed, whose iframe and thumbnail keep the ply (issue 30, item 6)", async ({ page, request }) => {
  const errors = watchErrors(page);
  const game = await createGameByApi(request);
  await playByApi(request, game, PIT_OPENING.slice(0, 3));
  await page.goto(`/embed/${game.id}?ply=1`);
  await expect(page.locator(".embed-where")).toHaveText("1/3 · e2-e3");
  // the embed page, pasted as a link, is a page with the game's preview and oEmbed discovery
  const discovery = await page.locator('link[rel="alternate"][type="application/json+oembed"]').getAttribute("href");
  expect(discovery).toContain(encodeURIComponent(`/embed/${game.id}?ply=1`));
  expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(new RegExp(`/og/${game.id}\\.png\\?ply=1&`));
  const answer = (await (await request.get(new URL(discovery!).pathname + new URL(discovery!).search)).json()) as { html: string; thumbnail_url: string };
  expect(answer.thumbnail_url).toMatch(/\?ply=1&/);
  // the iframe oEmbed gives opens at that position, as a blog would show it
  const src = /src="([^"]+)"/.exec(answer.html)![1];
  expect(src).toMatch(new RegExp(`/embed/${game.id}\\?ply=1$`));
  await page.goto(new URL(src).pathname + new URL(src).search);
  await expect(page.locator(".embed-where")).toHaveText("1/3 · e2-e3");
  expect(errors).toEqual([]);
});
