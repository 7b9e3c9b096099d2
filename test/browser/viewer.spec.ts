// The page viewer (issue 23, item 5): /viewer.js on a blog's static page, served by a
// plain static file server (not the Worker): two games' inline records, stepping by keys,
// a comment shown, a variation clicked, no request for an inline record, axe clean inside.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { createGameByApi, PIT_OPENING, playByApi } from "./api-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { AXE_TAGS, axeOn, startOtherSite, type OtherSite } from "./helpers.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const record = (game: string): string => readFileSync(join(root, "test/fixtures/annotated", `${game}.pgn`), "utf8");

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>A blog post with two games</title>
    <style>
      /* a blog's own rules, which must not reach into the viewer */
      button { background: hotpink; font-size: 40px; }
      p { text-transform: uppercase; }
    </style>
    <script type="module" src="/viewer.js"></script>
  </head>
  <body>
    <main>
      <h1>Two games with notes</h1>
      <pigeon-viewer id="pit">
${record("the-pit")}
      </pigeon-viewer>
      <pigeon-viewer id="inside" theme="dark" flip>
${record("inside-out")}
      </pigeon-viewer>
    </main>
  </body>
</html>
`;

const TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".pgn": "text/plain" };

let other: OtherSite;
let site: string;
let dir: string;

test.beforeAll(async () => {
  // what a blogger would upload: the page, viewer.js and its chunks, nothing else
  dir = mkdtempSync(join(tmpdir(), "pigeon-viewer-"));
  cpSync(join(root, "web/dist/viewer.js"), join(dir, "viewer.js"));
  cpSync(join(root, "web/dist/viewer"), join(dir, "viewer"), { recursive: true });
  writeFileSync(join(dir, "index.html"), PAGE);
  writeFileSync(join(dir, "ben39.pgn"), record("ben39"));
  // a reviewed record (docs/review.md), inline: its [%eval]s draw the graph
  const reviewed = readFileSync(join(root, "test/fixtures/review/reviewed-the-pit.pgn"), "utf8");
  writeFileSync(join(dir, "reviewed.html"), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A reviewed game</title><script type="module" src="/viewer.js"></script></head><body><main><h1>A reviewed game</h1><pigeon-viewer>\n${reviewed}</pigeon-viewer></main></body></html>`);
  // the records that hung the reader (issue 29): pasted into a blog, they froze the reader's tab
  const hung = ['[Variant "the-pit"]\n\n1. e2-e3 } *', '[Variant "the-pit"]\n\n{[%ts }] x}'];
  writeFileSync(join(dir, "stray-brace.html"), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stray braces</title><script type="module" src="/viewer.js"></script></head><body><main>${hung.map((text) => `<pigeon-viewer>\n${text}\n</pigeon-viewer>`).join("")}</main></body></html>`);
  writeFileSync(join(dir, "from-file.html"), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A record file</title><script type="module" src="/viewer.js"></script></head><body><main><pigeon-viewer src="ben39.pgn"></pigeon-viewer></main></body></html>`);
  other = await startOtherSite((req, res) => {
    // a page that follows a game on the site: viewer.js from the site, as a blog would load it
    const live = /^\/live\/([a-z0-9]+)\?site=(.+)$/.exec(req.url ?? "");
    if (live) {
      res.writeHead(200, { "Content-Type": "text/html" });
      res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A live game</title><script type="module" src="${decodeURIComponent(live[2])}/viewer.js"></script></head><body><main><pigeon-viewer game="${live[1]}"></pigeon-viewer></main></body></html>`);
      return;
    }
    const path = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname)).replace(/^(\.\.[/\\])+/, "");
    const file = join(dir, path === "/" ? "index.html" : path);
    try {
      const body = readFileSync(file);
      res.writeHead(200, { "Content-Type": TYPES[extname(file)] ?? "application/octet-stream" });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  site = other.site;
});

test.afterAll(async () => {
  await other.close();
  rmSync(dir, { recursive: true, force: true });
});

test("shows two games' inline records on a static page: board, keys, comments, variations, no request for the records, axe clean", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(`${request.resourceType()} ${request.url()}`));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${site}/`);

  const pit = page.locator("#pit");
  const inside = page.locator("#inside");
  // the board is the app's: named cells, and a position description
  await expect(pit.locator('svg.board [data-id="a1"]')).toHaveAttribute("aria-label", /^a1, /);
  await expect(inside.locator("svg.board")).toBeVisible();
  await expect(pit.locator(".pv-head")).toHaveText("Ann vs Bo · The Pit · 0-1");
  await expect(pit.locator("#pv-position")).toContainText("White to move.");
  // the first comment of the record, before any move, is shown at the start
  await expect(pit.locator(".pv-comment")).toHaveText("The Sorceror's mate, with notes.");

  // keys step through the main line; the comment of the move shown is beside the board
  await pit.getByRole("button", { name: "Next move" }).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(pit.locator(".pv-where")).toHaveText("After 1… Sg10-b5!");
  await expect(pit.locator(".pv-comment")).toHaveText("The Sorceror leaves early.");
  await expect(pit.locator('.tree-move[aria-current="true"]')).toContainText("Sg10-b5");
  await page.keyboard.press("ArrowLeft");
  await expect(pit.locator(".pv-where")).toHaveText("After 1. Cb1-a3");

  // a variation is indented and clickable: its position is shown, with its comment
  await expect(pit.locator(".tree-variations").first()).toBeVisible();
  await pit.locator(".tree-variations .tree-move", { hasText: "d2-d3" }).click();
  await expect(pit.locator(".pv-where")).toHaveText("After 2. d2-d3!?");
  await expect(pit.locator(".pv-comment")).toHaveText("quieter");
  await expect(pit.locator('svg.board [data-id="d3"]')).toHaveAttribute("aria-label", /^d3, white /);
  await page.keyboard.press("ArrowRight");
  await expect(pit.locator(".pv-where")).toHaveText("After 2… Sb5-c5");

  // the second viewer, flipped and dark, is its own game
  await expect(inside.locator(".pv-head")).toContainText("Inside-out");
  await inside.getByRole("button", { name: "Last move of this line" }).click();
  await expect(inside.locator(".pv-where")).toHaveText("After 5… Rf6xf3");

  // the blog's CSS does not reach inside
  const size = await pit.getByRole("button", { name: "Next move" }).evaluate((el) => getComputedStyle(el).fontSize);
  expect(Number.parseFloat(size)).toBeLessThan(30);

  // the page, viewer.js and the two games' engine chunks: no request for an inline record
  expect(requests.every((line) => /^(document|script) /.test(line)), requests.join("\n")).toBe(true);
  expect(requests.every((line) => line.includes(site)), requests.join("\n")).toBe(true);
  expect(requests.filter((line) => line.includes("/viewer/")).length).toBeGreaterThanOrEqual(2);
  const cookies = await page.context().cookies();
  expect(cookies).toEqual([]);

  const results = await axeOn(page).withTags(AXE_TAGS).analyze();
  const found = results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join("; ")}`);
  expect(found).toEqual([]);
  await page.screenshot({ path: join(root, "test-results/viewer-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: join(root, "test-results/viewer-375.png"), fullPage: true });
});

test("a reviewed record inline draws the evaluation graph under the board; a click on it steps there", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${site}/reviewed.html`);
  const viewer = page.locator("pigeon-viewer");
  const graph = viewer.locator("svg.review-graph");
  // one point a position: the start and 14 plies; the two blunders marked
  await expect(graph).toHaveAttribute("data-points", "15");
  await expect(graph.locator(".review-dot.blunder")).toHaveCount(2);
  await expect(graph.locator("desc")).toContainText("2 moves are marked, shown in the move list");
  const box = await graph.boundingBox();
  if (!box) throw new Error("the graph is not drawn");
  await graph.click({ position: { x: (13 / 14) * box.width, y: box.height / 2 } });
  await expect(viewer.locator(".pv-where")).toHaveText("After 7. Ci1-h2??");
  // the cursor follows the steps; a variation's move keeps it where the line left the main one
  await viewer.getByRole("button", { name: "First position" }).click();
  await expect(graph.locator(".review-cursor")).toHaveAttribute("x1", "0");
  await viewer.locator(".tree-variations .tree-move", { hasText: "Sc2xh7" }).click();
  await expect(viewer.locator(".pv-where")).toHaveText("After 7. Sc2xh7");
  const cursor = Number(await graph.locator(".review-cursor").getAttribute("x1"));
  expect(cursor).toBeCloseTo((12 / 14) * 600, 0);
  const results = await axeOn(page).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test("a record without evaluations has no graph, and its page does not fetch the graph's code", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => scripts.push(request.url()));
  await page.goto(`${site}/from-file.html`);
  const viewer = page.locator("pigeon-viewer");
  await expect(viewer.locator(".pv-head")).toContainText("Ben39");
  await expect(viewer.locator("svg.review-graph")).toHaveCount(0);
  expect(scripts.filter((url) => url.includes("/viewer/record-graph-"))).toEqual([]);
});

test("a record with a stray } is refused in words at once, and the tab goes on answering (issue 29: it hung the reader)", async ({ page }) => {
  await page.goto(`${site}/stray-brace.html`);
  const statuses = page.locator("pigeon-viewer").locator("p.pv-status");
  await expect(statuses).toHaveCount(2);
  for (const status of await statuses.all()) {
    await expect(status).toHaveText("This record cannot be shown: A comment is closed with } that was never opened with {.", { timeout: 5_000 });
  }
  expect(await page.evaluate(() => 1 + 1)).toBe(2);
});

test("the Worker serves /viewer.js and its chunks to any origin, with a cache header", async ({ request }) => {
  const res = await request.get("/viewer.js", { headers: { Origin: "https://blog.example" } });
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/javascript/);
  expect(res.headers()["access-control-allow-origin"]).toBe("*");
  expect(res.headers()["cache-control"]).toMatch(/max-age=\d+/);
  const chunk = /["'](\.\/viewer\/[^"']+\.js)["']/.exec(await res.text())?.[1];
  expect(chunk).toBeTruthy();
  const engine = await request.get(`/${chunk?.slice(2)}`);
  expect(engine.status()).toBe(200);
  expect(engine.headers()["access-control-allow-origin"]).toBe("*");
  expect(engine.headers()["cache-control"]).toContain("immutable");
});

test("game=<id> follows a game on the site that served viewer.js, from another origin, as moves are played", async ({ page, request, baseURL }) => {
  const game = await createGameByApi(request);
  await playByApi(request, game, PIT_OPENING.slice(0, 2));
  await page.goto(`${site}/live/${game.id}?site=${encodeURIComponent(baseURL ?? "")}`);
  const viewer = page.locator("pigeon-viewer");
  await expect(viewer.locator(".pv-head")).toHaveText("Ann vs Bo · The Pit");
  // it opens at the latest move, and the next one appears when it is played
  await expect(viewer.locator(".pv-where")).toHaveText(`After 1… ${PIT_OPENING[1]}`);
  await playByApi(request, game, PIT_OPENING.slice(2, 3), 2);
  await expect(viewer.locator(".pv-where")).toHaveText(`After 2. ${PIT_OPENING[2]}`);
  await expect(viewer.locator(".tree-move")).toHaveCount(3);
  expect(await page.context().cookies()).toEqual([]);
});

test("src=<url> reads a record file beside the page, without credentials", async ({ page }) => {
  const fetched: { url: string; cookie: string | undefined }[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".pgn")) fetched.push({ url: request.url(), cookie: request.headers().cookie });
  });
  await page.goto(`${site}/from-file.html`);
  const viewer = page.locator("pigeon-viewer");
  await expect(viewer.locator(".pv-head")).toContainText("Ben39");
  await expect(viewer.locator(".tree-variations").first()).toBeVisible();
  await viewer.getByRole("button", { name: "Last move of this line" }).click();
  await expect(viewer.locator(".pv-where")).toHaveText("After 5… X@o7");
  expect(fetched).toEqual([{ url: `${site}/ben39.pgn`, cookie: undefined }]);
});

test("what a page loads for viewer.js and any one game stays within 40 KB gzipped (48 KB with a study's chunk), and its language's words within 3 KB", () => {
  const gzipped = (path: string): number => gzipSync(readFileSync(join(root, "web/dist", path))).length;
  const chunks = readdirSync(join(root, "web/dist/viewer"));
  const games = ["the-pit", "pit-of-pillars", "inside-out", "in-the-bin", "ben39"];
  // a viewer loads one language's catalog (issue 31), words rather than code: it has its own
  // budget, the largest of the thirteen counted
  const locales = ["en", "es", "pt-BR", "fr", "de", "it", "pl", "ru", "tr", "ar", "zh-CN", "ja", "en-XA"];
  const isCatalog = (name: string): boolean => locales.some((locale) => new RegExp(`^${locale}-[A-Za-z0-9_-]{8}\\.js$`).test(name));
  const catalogs = chunks.filter(isCatalog);
  expect(catalogs).toHaveLength(locales.length);
  const catalog = Math.max(...catalogs.map((name) => gzipped(`viewer/${name}`)));
  expect(catalog, "the largest language's words").toBeLessThanOrEqual(3 * 1024);
  // what a page of one game loads: viewer.js and every chunk it or the game's chunk imports,
  // statically or when it needs it (the review graph), but not the other games' chunks nor
  // the languages' (counted above)
  const isOtherOwn = (name: string, game: string): boolean => games.some((other) => other !== game && name.startsWith(`${other}-`));
  // a study's chapters (study=, issue 32) come in a chunk of their own, which only a viewer with study= loads
  const study = chunks.find((name) => name.startsWith("study-"));
  expect(study, "the study chunk").toBeTruthy();
  const importsOf = (path: string): string[] =>
    [...readFileSync(join(root, "web/dist", path), "utf8").matchAll(/(?:from|import)\s*\(?\s*["'`](\.\/[^"'`]+\.js)["'`]/g)].map((m) => join(dirname(path), m[1]));
  for (const game of games) {
    const own = chunks.find((name) => name.startsWith(`${game}-`));
    expect(own, game).toBeTruthy();
    const loadedBy = (withStudy: boolean): Set<string> => {
      const loaded = new Set<string>();
      const visit = (path: string): void => {
        const name = basename(path);
        if (loaded.has(path) || isCatalog(name) || isOtherOwn(name, game) || (!withStudy && name === study)) return;
        loaded.add(path);
        importsOf(path).forEach(visit);
      };
      visit("viewer.js");
      visit(`viewer/${own}`);
      return loaded;
    };
    const loaded = loadedBy(false);
    // the closure found the shared chunks: the count cannot pass by reading no imports
    expect([...loaded].length, game).toBeGreaterThan(3);
    const sum = (paths: Set<string>): number => [...paths].reduce((total, path) => total + gzipped(path), 0);
    expect(sum(loaded), `${game}: ${[...loaded].map((path) => basename(path)).join(", ")}`).toBeLessThanOrEqual(40 * 1024);
    // a page of one study of that game: the same, its chapter view and quiz beside (docs/viewer.md)
    const withStudy = loadedBy(true);
    expect(withStudy.has(`viewer/${study}`), game).toBe(true);
    expect(sum(withStudy), `study of ${game}: ${[...withStudy].map((path) => basename(path)).join(", ")}`).toBeLessThanOrEqual(48 * 1024);
  }
});
