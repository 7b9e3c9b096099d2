// Pictures that agree with the page (issue 30, item 4): In The Bin's hot spots in the
// page's two tints with the page's key, and the off-board areas (the bin, Ben39's hands)
// as the pieces' own glyphs with their counts, legible in a GIF's frame too.
import { describe, expect, it } from "vitest";
import { getGame } from "../../../src/engine/registry.ts";
import type { BoardView } from "../../../src/engine/types.ts";
import { OWNED_TINT, ownedCellsKey, paintFor } from "../../../src/engine/view-palette.ts";
import { areaLabel, areaLine, flowLine, keyLine } from "../../../src/pictures/area-rows.ts";
import { pictureWords } from "../../../src/pictures/words.ts";
import { boardBox, renderBoardPng, type RenderOptions } from "../../../src/pictures/render-board.ts";
import { decodePng, type DecodedPng } from "./decode-png.ts";
import { saveImage } from "./save-image.ts";

interface FileSystem {
  readFileSync(path: URL, encoding: "utf8"): string;
}
const fs = (await import(`node:${"fs"}`)) as FileSystem;
const stylesheet = fs.readFileSync(new URL("../../../web/src/styles.css", (import.meta as unknown as { url: string }).url), "utf8");

const inTheBin = getGame("in-the-bin")!;
const startOf = (id: string): BoardView => {
  const game = getGame(id)!;
  const setup = game.setup({});
  if (!setup.ok) throw new Error(setup.error.message);
  return game.view(setup.value);
};

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const near = (pixel: readonly number[], hex: string) => rgb(hex).every((c, i) => Math.abs(c - pixel[i]) <= 3);

/** Pixels in a box of the image whose colour is `hex`. */
function pixelsOf(decoded: DecodedPng, hex: string, box = { x: 0, y: 0, w: decoded.width, h: decoded.height }): number {
  let count = 0;
  for (let y = box.y; y < box.y + box.h; y++) for (let x = box.x; x < box.x + box.w; x++) if (near(decoded.pixel(x, y), hex)) count++;
  return count;
}

const options = (width: number, height: number): RenderOptions => ({ width, height, title: "Ada vs Bob · In The Bin", subtitle: "White to move", sideNames: inTheBin.sideNames, looks: inTheBin.glyphs });

describe("the owned cells' tints", () => {
  it("are the ones the page's stylesheet paints the hot spots and its key with", () => {
    for (const side of ["white", "black"] as const) {
      const rule = new RegExp(`\\.cell\\.square\\.owner-${side},\\s*\\.board-key-swatch\\.owner-${side}\\s*\\{[^}]*fill:\\s*(#[0-9a-f]{6})[^}]*background:\\s*(#[0-9a-f]{6})`);
      const match = rule.exec(stylesheet);
      expect(match, `styles.css paints .owner-${side}`).not.toBeNull();
      expect([match![1], match![2]]).toEqual([OWNED_TINT[side], OWNED_TINT[side]]);
    }
    expect(OWNED_TINT.white).not.toBe(OWNED_TINT.black);
  });

  it("paint each side's hot spots in its own tint in the picture, Black's blue and White's gold", async () => {
    const view = startOf("in-the-bin");
    const opts = options(1200, 630);
    const decoded = decodePng(await renderBoardPng(view, opts));
    saveImage("in-the-bin-hot-spots.png", await renderBoardPng(view, opts));
    const box = boardBox(view, opts);
    const scale = box.w / view.width;
    for (const cell of view.cells.filter((c) => c.owner !== undefined && !view.pieces.some((p) => p.at === c.id))) {
      // a corner of the cell, clear of any mark
      const pixel = decoded.pixel(Math.floor(box.x + (cell.x + 0.1) * scale), Math.floor(box.y + (cell.y + 0.1) * scale));
      expect(near(pixel, OWNED_TINT[cell.owner!]), `${cell.id} in ${cell.owner}'s tint`).toBe(true);
    }
  });

  it("are keyed beside the board in the page's words, each swatch in its tint", async () => {
    const view = startOf("in-the-bin");
    expect(ownedCellsKey(view, (side) => inTheBin.sideNames[side]).map((entry) => entry.label)).toEqual(["White's hot spots", "Black's hot spots"]);
    const opts = options(1200, 630);
    const decoded = decodePng(await renderBoardPng(view, opts));
    const box = boardBox(view, opts);
    const outside = { x: Math.ceil(box.x + box.w + 20), y: 0, w: 1200 - Math.ceil(box.x + box.w + 20), h: 630 };
    expect(pixelsOf(decoded, OWNED_TINT.white, outside)).toBeGreaterThan(100);
    expect(pixelsOf(decoded, OWNED_TINT.black, outside)).toBeGreaterThan(100);
  });

  it("are not keyed for a game whose cells nobody owns", async () => {
    expect(ownedCellsKey(startOf("the-pit"), (side) => side)).toEqual([]);
  });
});

describe("the areas as the page shows them", () => {
  it("list each kind held as its piece with its count, and an empty area as none", () => {
    const bin = { id: "bin", label: "The bin", items: [{ kind: "Q", count: 1, id: "bin:Q" }, { kind: "R", count: 4, id: "bin:R" }, { kind: "N", count: 0, id: "bin:N" }] };
    const english = pictureWords("en");
    expect(areaLine(bin, areaLabel(bin, undefined, english), english).tokens).toEqual([
      { type: "text", text: "The bin" },
      { type: "piece", kind: "Q", owner: "neutral", count: 1, shown: "×1" },
      { type: "piece", kind: "R", owner: "neutral", count: 4, shown: "×4" },
    ]);
    expect(areaLine({ ...bin, side: "black", items: [] }, "The bin", english)).toEqual({ owner: "black", tokens: [{ type: "text", text: "The bin" }, { type: "text", text: "none" }] });
    // in the picture's language: the label by the area's id and its side's colour, "none" too
    const german = pictureWords("de");
    expect(areaLabel(bin, undefined, german)).toBe("Der Eimer");
    expect(areaLabel({ id: "hand:white", label: "White's hand", side: "white", items: [] }, "white", german)).toBe("Hand von Weiß");
    expect(areaLabel({ id: "reserve:black", label: "Red reserve", side: "black", items: [] }, "red", pictureWords("ja"))).toBe("赤の予備");
    expect(areaLine({ ...bin, items: [] }, "Der Eimer", german).tokens[1]).toEqual({ type: "text", text: "keine" });
    // an area the catalogs do not know keeps the game's own label
    expect(areaLabel({ id: "pool", label: "The pool", items: [] }, undefined, german)).toBe("The pool");
  });

  it("wrap onto another row rather than run past their room, a key's swatch kept with its words", () => {
    const english = pictureWords("en");
    const bin = areaLine(startOf("in-the-bin").areas[0], "The bin", english);
    const wide = flowLine(bin, 2, 2000);
    const narrow = flowLine(bin, 2, 200);
    expect(wide.rows).toHaveLength(1);
    expect(narrow.rows.length).toBeGreaterThan(1);
    for (const row of narrow.rows) for (const placed of row.slice(1)) expect(placed.x + placed.width).toBeLessThanOrEqual(200);
    const key = flowLine(keyLine(ownedCellsKey(startOf("in-the-bin"), (side) => side)), 2, 300);
    expect(key.rows).toHaveLength(2);
    for (const row of key.rows) expect(row[0].token.type).toBe("swatch");
  });

  it("draw the bin's neutral pieces in their own paint, not letters, big enough in a GIF's 480x440 frame", async () => {
    const view = startOf("in-the-bin");
    const opts = options(480, 440);
    const png = await renderBoardPng(view, opts);
    saveImage("in-the-bin-gif-frame.png", png);
    const decoded = decodePng(png);
    const box = boardBox(view, opts);
    const below = { x: 0, y: Math.ceil(box.y + box.h + 12), w: 480, h: 440 - Math.ceil(box.y + box.h + 12) };
    // the bin's pieces are drawn in the neutral fill: a glyph of 10 px and more is at least this many pixels of it
    const neutral = paintFor(inTheBin.sideNames).neutral.fill;
    expect(pixelsOf(decoded, neutral, below)).toBeGreaterThan(7 * 40);
    // and the key's swatches stand there too
    expect(pixelsOf(decoded, OWNED_TINT.black, below)).toBeGreaterThan(50);
  });

  it("draw Ben39's hands with the pieces' own glyphs in the sides' paint", async () => {
    const game = getGame("ben39")!;
    const start = startOf("ben39");
    const view: BoardView = { ...start, areas: start.areas.map((area) => ({ ...area, items: [] })) };
    const withHands: BoardView = {
      ...view,
      areas: view.areas.map((area) => ({ ...area, items: [{ kind: "X", count: 3, id: `${area.id}:X` }] })),
    };
    const opts = { width: 1200, height: 630, sideNames: game.sideNames, looks: game.glyphs };
    const decoded = decodePng(await renderBoardPng(withHands, opts));
    const empty = decodePng(await renderBoardPng(view, opts));
    const beside = (v: BoardView) => {
      const box = boardBox(v, opts);
      return { x: Math.ceil(box.x + box.w + 20), y: 0, w: 1200 - Math.ceil(box.x + box.w + 20), h: 630 };
    };
    const black = paintFor(game.sideNames).black.fill;
    expect(pixelsOf(decoded, black, beside(withHands)) - pixelsOf(empty, black, beside(view))).toBeGreaterThan(100);
  });
});
