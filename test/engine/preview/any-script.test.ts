// Names in any script in the pictures (issue 31, item 4): Chinese and Arabic names in a
// link preview compared with reference images (test/fixtures/preview/names-*.png; after
// a change you mean, look at test-results/names-*.png and write them with
// UPDATE_REFERENCES=1 npm run test:engine -- any-script), Arabic joined and right to
// left, a name mixing Latin and Arabic in the order the bidi algorithm gives, and any
// string at all (names are outside text) measured and drawn without an error.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getGame } from "../../../src/engine/registry.ts";
import { createRaster, type Raster } from "../../../src/pictures/raster.ts";
import { renderBoardPng } from "../../../src/pictures/render-board.ts";
import { renderStandingsPng } from "../../../src/pictures/render-standings.ts";
import { CAP_HEIGHT, drawText, fitTextSize, measureText, truncateText } from "../../../src/pictures/typeface.ts";
import { FUZZ_SEED, fuzzRuns, hostileText, readWithinBudget } from "../../fuzz/corpus.ts";
import { prepareScripts } from "./any-script.ts";
import { decodePng } from "./decode-png.ts";
import { CHANGED_SHARE, changedShare, expectLikeReference, referenceImage } from "./reference-compare.ts";

const CHINESE = "王小明";
const ARABIC = "محمد";

/** Columns that have ink (a red channel under 128 on white), as a string of 0 and 1. */
function inkColumns(raster: Raster): string {
  let columns = "";
  for (let x = 0; x < raster.width; x++) {
    let ink = false;
    for (let y = 0; y < raster.height && !ink; y++) ink = raster.pixels[(y * raster.width + x) * 4] < 128;
    columns += ink ? "1" : "0";
  }
  return columns;
}

function drawn(text: string, width = 400): Raster {
  const raster = createRaster(width, 80, 0xffffff);
  drawText(raster, text, 10, 20, 40, 0x000000);
  return raster;
}

describe("pictures in any script", () => {
  it("draws a preview with a Chinese and an Arabic name as test/fixtures/preview/names-cjk-arabic.png", async () => {
    const game = getGame("the-pit")!;
    const setup = game.setup({});
    if (!setup.ok) throw new Error(setup.error.message);
    const title = `${CHINESE} vs ${ARABIC} · ${game.name}`;
    await prepareScripts(title);
    const png = await renderBoardPng(game.view(setup.value), { width: 600, height: 315, title, subtitle: "White to move", sideNames: game.sideNames, looks: game.glyphs });
    expectLikeReference("names-cjk-arabic.png", png);
  });

  it("draws league standings with names in six scripts as test/fixtures/preview/names-standings.png", async () => {
    const rows = ["王小明", "محمد علي", "Дмитрий", "שרה", "देवनागरी", "김민준"].map((name, i) => ({ rank: String(i + 1), name, points: String(6 - i), played: "6" }));
    const title = "Ligue d'hiver · 冬季联赛";
    await prepareScripts(title, ...rows.map((row) => row.name));
    const png = await renderStandingsPng({ width: 1200, height: 630, title, subtitle: "The Pit · Swiss · round 6 of 6", rows });
    expectLikeReference("names-standings.png", png);
  });

  it("notices a change: another Chinese name is not within the tolerance", async () => {
    const game = getGame("the-pit")!;
    const setup = game.setup({});
    if (!setup.ok) throw new Error(setup.error.message);
    const title = `李小龙 vs ${ARABIC} · ${game.name}`;
    await prepareScripts(title);
    const png = await renderBoardPng(game.view(setup.value), { width: 600, height: 315, title, subtitle: "White to move", sideNames: game.sideNames, looks: game.glyphs });
    expect(changedShare(decodePng(png), referenceImage("names-cjk-arabic.png"))).toBeGreaterThan(CHANGED_SHARE);
  });

  it("joins Arabic letters (shaped, not isolated forms) and draws them right to left", async () => {
    await prepareScripts("محمد ا ب");
    // the same letters kept apart by zero-width non-joiners are drawn in their isolated forms: the word is not
    const apart = [...ARABIC].join("\u200c");
    expect(inkColumns(drawn(ARABIC))).not.toBe(inkColumns(drawn(apart)));
    expect(measureText(ARABIC, 40)).not.toBeCloseTo(measureText(apart, 40), 0);
    // alef (tall, joins nothing) then beh: read right to left, the alef stands at the right
    const columns = inkColumns(drawn("اب", 200));
    const alefAlone = inkColumns(drawn("ا", 200));
    const inked = [...columns].flatMap((c, x) => (c === "1" ? [x] : []));
    const alefWidth = alefAlone.lastIndexOf("1") - alefAlone.indexOf("1");
    // the rightmost inked columns are as wide as the alef, with a gap before the beh
    const right = inked[inked.length - 1];
    expect(columns.slice(right - alefWidth, right + 1)).toMatch(/^1+$/);
    expect(columns.slice(inked[0], right - alefWidth)).toContain("0");
    // and the alef's stroke reaches a capital's height: the tallest ink is at the right
    const raster = drawn("اب", 200);
    const topRow = Math.round(20 + CAP_HEIGHT * 40 * 0.1);
    const inkAt = (x: number) => raster.pixels[(topRow * raster.width + x) * 4] < 128;
    expect(inked.filter(inkAt).every((x) => x > (inked[0] + right) / 2)).toBe(true);
  });

  it("puts a Latin word and an Arabic word in the bidi algorithm's order, whichever comes first", async () => {
    await prepareScripts("Ali علي");
    // "Ali علي" (a left-to-right line) and "علي Ali" (a right-to-left one) both read Ali at the left, علي at the right
    const latinFirst = drawn("Ali علي");
    const arabicFirst = drawn("علي Ali");
    expect(arabicFirst.pixels).toEqual(latinFirst.pixels);
    const ali = inkColumns(drawn("Ali"));
    const end = ali.lastIndexOf("1") + 1;
    expect(inkColumns(latinFirst).slice(0, end)).toBe(ali.slice(0, end));
    // the Arabic word is not where "Ali" is: its ink starts after a gap
    expect(inkColumns(latinFirst).slice(end)).toMatch(/^0+1/);
  });

  it("measures and draws any string at all without an error, within the fuzz budget", async () => {
    const seeds = ["王小明 vs محمد · The Pit", "Ali علي 12", "Дмитрий", "שרה", "देवनागरी", "김민준", "ひらがな"];
    await prepareScripts(...seeds);
    // marks without a base, joiners, bidi controls and isolates, and letters that shape
    const syntax = ["\u0301", "\u0651", "\u093f", "\u094d", "\u200d", "\u200c", "\u202e", "\u2067", "\u2069", "\u2029", "ب", "ل", "ا", "王", "ש", "क", " "];
    fc.assert(
      // a picture's longest line: two names of 40 characters (PLAYER_NAME_RULE), " vs ", " · " and a game's name
      fc.property(hostileText(seeds, syntax).map((text) => [...text].slice(0, 120).join("")), (text) => {
        readWithinBudget(text, () => {
          // as a title is drawn: shrunk to fit, then cut with an ellipsis
          const size = Math.max(fitTextSize(text, 140, 30), 20);
          const width = measureText(text, size);
          if (!Number.isFinite(width) || width < 0) throw new Error(`width ${width}`);
          drawText(createRaster(160, 40, 0xffffff), truncateText(text, 140, size), 2, 5, size, 0);
        });
      }),
      { seed: FUZZ_SEED, numRuns: fuzzRuns(300) },
    );
  });
});
