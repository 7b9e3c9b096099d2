// The share box's pictures (issue 23, item 3): "Download picture" as PNG (the link
// preview) or SVG (the board drawn in the browser), and "Download GIF", each arriving as
// a download named after the game and the position shown; axe stays clean.
import { readFile } from "node:fs/promises";
import { GifReader } from "omggif";
import { expect, test, type Page } from "./fixtures.ts";
import { createGameByApi, playByApi, PIT_OPENING } from "./api-helpers.ts";
import { AXE_TAGS, axeOn, screenshotPath } from "./helpers.ts";

/** Clicks `name` and returns the download it starts: its file name and bytes. */
async function download(page: Page, role: "link" | "button", name: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole(role, { name, exact: true }).click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

test("the share box downloads a PNG and an SVG of the position shown and a GIF of the game", async ({ page, request }) => {
  const game = await createGameByApi(request);
  await playByApi(request, game, PIT_OPENING.slice(0, 3));
  await page.goto(`/g/${game.id}`);
  const share = page.getByRole("region", { name: "Share" });
  await expect(share.getByText("Download picture")).toBeVisible();
  await share.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath("share-pictures") });

  const png = await download(page, "link", "Download picture as PNG");
  expect(png.name).toBe(`pigeon-post-${game.id}.png`);
  expect([...png.bytes.subarray(1, 4)].map((c) => String.fromCharCode(c)).join("")).toBe("PNG");
  expect(png.bytes.readUInt32BE(16)).toBe(1200);

  const svg = await download(page, "button", "Download picture as SVG");
  expect(svg.name).toBe(`pigeon-post-${game.id}.svg`);
  const text = svg.bytes.toString("utf8");
  expect(text.startsWith("<?xml")).toBe(true);
  // the pieces are the shared outlines, painted without the page's stylesheet
  expect(text).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect((text.match(/<path /g) ?? []).length).toBeGreaterThan(40);
  expect(text).not.toContain('class="focus"');
  // it opens as an image by itself
  const image = await page.evaluate(async (source) => {
    const img = new Image();
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  }, text);
  expect(image).toEqual([800, 800]);

  const gif = await download(page, "link", "Download GIF");
  expect(gif.name).toBe(`pigeon-post-${game.id}.gif`);
  expect(new GifReader(new Uint8Array(gif.bytes)).numFrames()).toBe(4);

  const results = await axeOn(page).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join("; ")}`)).toEqual([]);
});

test("the downloads follow the position shown in the replay", async ({ page, request }) => {
  const game = await createGameByApi(request);
  await playByApi(request, game, PIT_OPENING.slice(0, 3));
  await page.goto(`/g/${game.id}?ply=1`);
  const png = await download(page, "link", "Download picture as PNG");
  expect(png.name).toBe(`pigeon-post-${game.id}-ply-1.png`);
  const svg = await download(page, "button", "Download picture as SVG");
  expect(svg.name).toBe(`pigeon-post-${game.id}-ply-1.svg`);
  // the GIF runs up to the position shown: the start and ply 1
  const gif = await download(page, "link", "Download GIF");
  expect(gif.name).toBe(`pigeon-post-${game.id}-ply-1.gif`);
  expect(new GifReader(new Uint8Array(gif.bytes)).numFrames()).toBe(2);
});

test("the PNG and GIF downloads say their words in the page's language (issue 31)", async ({ page, request }) => {
  const game = await createGameByApi(request);
  await playByApi(request, game, PIT_OPENING.slice(0, 3));
  await page.goto(`/g/${game.id}?lang=de`);
  const png = page.locator(`a[href^="/og/${game.id}.png"]`);
  const gif = page.locator(`a[href^="/gif/${game.id}.gif"]`);
  await expect(png).toHaveAttribute("href", `/og/${game.id}.png?lang=de`);
  await expect(gif).toHaveAttribute("href", `/gif/${game.id}.gif?lang=de`);
  const [file] = await Promise.all([page.waitForEvent("download"), png.click()]);
  const bytes = await readFile(await file.path());
  // the German picture, not the English one
  const german = await (await request.get(`/og/${game.id}.png?lang=de`)).body();
  const english = await (await request.get(`/og/${game.id}.png?lang=en`)).body();
  expect(bytes.equals(german)).toBe(true);
  expect(bytes.equals(english)).toBe(false);
  // a position of the replay keeps both
  await page.goto(`/g/${game.id}?ply=1&lang=ja`);
  await page.locator(`a[href^="/gif/${game.id}.gif"]`).dispatchEvent("click");
  await expect(page.locator(`a[href^="/gif/${game.id}.gif"]`)).toHaveAttribute("href", `/gif/${game.id}.gif?to=1&lang=ja`);
});
