// Pictures that agree with the page (issue 30, item 4), for all five games: each cell's
// colour in the link preview is the colour the page paints it (In The Bin's Black hot
// spots blue, not gold), the key under the board says what the picture's key says, and
// the areas the page shows (the bin, Ben39's hands) are the kinds and counts the picture
// draws. Then the SVG download carries those areas and the key too.
import { readFile } from "node:fs/promises";
import { getGame, listGames } from "../../src/engine/registry.ts";
import { ownedCellsKey } from "../../src/engine/view-palette.ts";
import { areaLine } from "../../src/pictures/area-rows.ts";
import { boardBox, type RenderOptions } from "../../src/pictures/render-board.ts";
import { pictureWords } from "../../src/pictures/words.ts";
import { decodePng } from "../engine/preview/decode-png.ts";
import { createGameByApi } from "./api-helpers.ts";
import { screenshotPath } from "./helpers.ts";
import { expect, test, type Page } from "./fixtures.ts";

const rgbOf = (css: string): number[] => (/rgba?\((\d+), (\d+), (\d+)/.exec(css) ?? []).slice(1, 4).map(Number);

/** Clicks the SVG button and returns the file's text. */
async function downloadSvg(page: Page): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download picture as SVG", exact: true }).click()]);
  return readFile(await file.path(), "utf8");
}

for (const { id: variant } of listGames()) {
  test(`${variant}: the link preview paints every cell as the page does and shows the page's areas and key`, async ({ page, request }) => {
    const game = getGame(variant)!;
    const setup = game.setup({});
    if (!setup.ok) throw new Error(setup.error.message);
    const view = game.view(setup.value);
    const created = await createGameByApi(request, variant);
    await page.goto(`/g/${created.id}`);
    await expect(page.locator("svg.board .cell").first()).toBeVisible();

    // the page's colour of every cell nothing stands on (squares and inner fields: points and holes are drawn otherwise)
    const empty = view.cells.filter((cell) => (cell.shape === "square" || cell.shape === "inner") && !view.pieces.some((piece) => piece.at === cell.id));
    const onPage = await page.evaluate(
      (ids) => Object.fromEntries(ids.map((id) => [id, getComputedStyle(document.querySelector(`svg.board [data-id="${id}"]`)!).fill])),
      empty.map((cell) => cell.id),
    );

    const answer = await request.get(`/og/${created.id}.png`);
    expect(answer.status()).toBe(200);
    const picture = decodePng(new Uint8Array(await answer.body()));
    // the preview's own layout: the same view and options the route draws with (the title's words do not move the board)
    const options: RenderOptions = { width: picture.width, height: picture.height, title: "t", subtitle: "s", sideNames: game.sideNames, looks: game.glyphs };
    const box = boardBox(view, options);
    const scale = box.w / view.width;
    for (const cell of empty) {
      // a point clear of the corners' coordinates, and for a square holding an inner field (Inside-out), left of that field
      const holdsInner = view.cells.some((other) => other !== cell && other.x > cell.x && other.x + other.w < cell.x + cell.w && other.y > cell.y && other.y + other.h < cell.y + cell.h);
      const [fx, fy] = holdsInner ? [0.12, 0.5] : [0.5, 0.35];
      const pixel = picture.pixel(Math.floor(box.x + (cell.x + cell.w * fx) * scale), Math.floor(box.y + (cell.y + cell.h * fy) * scale));
      const expected = rgbOf(onPage[cell.id]);
      expect(expected, `${cell.id}'s colour on the page`).toHaveLength(3);
      expect(pixel.slice(0, 3).every((c, i) => Math.abs(c - expected[i]) <= 4), `${cell.id}: page ${onPage[cell.id]}, picture ${pixel.slice(0, 3).join(",")}`).toBe(true);
    }

    // the key: the page's words are the picture's
    const key = ownedCellsKey(view, (side) => game.sideNames[side]).map((entry) => entry.label);
    if (key.length === 0) await expect(page.locator(".board-key")).toBeHidden();
    else await expect(page.locator(".board-key .board-key-item")).toHaveText(key);

    // the areas: each kind the page shows held, with its count, is a piece the picture draws
    for (const area of view.areas) {
      const drawn = areaLine(area, area.label, pictureWords("en")).tokens.flatMap((token) => (token.type === "piece" ? [`${token.kind}×${token.count}`] : []));
      const shown = await page.locator(`[data-area="${area.id}"] .area-item`).evaluateAll((items) =>
        items.flatMap((item) => {
          const count = item.querySelector(".count")!.textContent!;
          const kind = item.getAttribute("data-id")!.split(":").pop()!;
          return count === "×0" && items.length > 1 ? [] : [`${kind}${count}`];
        }),
      );
      // a one-kind area (a reserve) is named by the area, not the kind
      expect(shown.map((text) => text.replace(/^.*×/, "×"))).toEqual(drawn.map((text) => text.replace(/^.*×/, "×")));
    }
  });
}

test("the SVG download carries the bin and the key (In The Bin) and the hands (Ben39), as the page shows them", async ({ page, request }) => {
  const bin = await createGameByApi(request, "in-the-bin");
  await page.goto(`/g/${bin.id}`);
  await expect(page.locator('[data-area="bin"]')).toBeVisible();
  const binText = await downloadSvg(page);
  expect(binText).toContain('<g class="areas"');
  expect(binText).toContain(">The bin</text>");
  expect(binText).toContain(">White's hot spots</text>");
  expect(binText).toContain(">Black's hot spots</text>");
  // one nested icon per kind the bin holds at the start, each with its count
  const held = await page.locator('[data-area="bin"] .area-item:not(.empty)').count();
  expect(held).toBeGreaterThan(0);
  expect((binText.match(/<svg viewBox="0 0 1 1"/g) ?? []).length).toBe(held);
  const size = await page.evaluate(async (source) => {
    const img = new Image();
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  }, binText);
  // the board is square; the bin above and the key below make the picture taller
  expect(size[0]).toBe(800);
  expect(size[1]).toBeGreaterThan(800);
  // shown by itself, away from the page and its Content-Security-Policy, to look at
  await page.goto("about:blank");
  await page.setContent(binText.replace(/^<\?xml[^>]*>/, ""));
  await page.screenshot({ path: screenshotPath("svg-download-in-the-bin") });

  const ben = await createGameByApi(request, "ben39");
  await page.goto(`/g/${ben.id}`);
  await expect(page.locator('[data-area="hand:white"]')).toBeVisible();
  const benText = await downloadSvg(page);
  expect(benText).toContain(">White's hand</text>");
  expect(benText).toContain(">Black's hand</text>");
  const inHands = await page.locator('[data-area^="hand:"] .area-item').count();
  expect((benText.match(/<svg viewBox="0 0 1 1"/g) ?? []).length).toBe(inHands);
  await page.goto("about:blank");
  await page.setContent(benText.replace(/^<\?xml[^>]*>/, ""));
  await page.screenshot({ path: screenshotPath("svg-download-ben39") });
});
