// The Noto slices an isolate keeps (src/pictures/fonts/loader.ts): the ones a picture's
// text needs, loaded once; past 64, the longest unused are let go (never one needed in the
// last 10 s, which a picture being drawn may still use), and one let go loads again when
// needed and draws as before.
import { afterEach, describe, expect, it, vi } from "vitest";
import { fontGeneration, loadedSlice, prepareText } from "../../../src/pictures/fonts/loader.ts";
import { packageFonts } from "../../../src/pictures/fonts/node-source.ts";
import { sliceFor } from "../../../src/pictures/fonts/slice-table.ts";
import { createRaster } from "../../../src/pictures/raster.ts";
import { drawText, isBuiltIn } from "../../../src/pictures/typeface.ts";
import { prepareScripts } from "./any-script.ts";

/** One Chinese character from each of `count` different slices of Noto Sans SC. */
function charactersOfSlices(count: number): { char: string; file: string }[] {
  const found = new Map<string, string>();
  for (let c = 0x4e00; c <= 0x9fff && found.size < count; c++) {
    const file = sliceFor(c);
    if (file?.startsWith("noto-sans-sc/") && !found.has(file)) found.set(file, String.fromCodePoint(c));
  }
  return [...found].map(([file, char]) => ({ char, file }));
}

const pixels = (text: string) => {
  const raster = createRaster(120, 60, 0xffffff);
  drawText(raster, text, 5, 10, 40, 0);
  return raster.pixels;
};

afterEach(() => {
  vi.useRealTimers();
});

describe("the slices an isolate keeps", () => {
  it("finds each script's slice: Chinese in Noto Sans SC, kana in JP, Hangul in KR, Arabic, Hebrew, Devanagari, Greek and Cyrillic in theirs", () => {
    expect(sliceFor(0x738b)).toMatch(/^noto-sans-sc\//); // 王
    expect(sliceFor(0x3072)).toMatch(/^noto-sans-jp\//); // ひ
    expect(sliceFor(0xae40)).toMatch(/^noto-sans-kr\//); // 김
    expect(sliceFor(0x0645)).toBe("noto-sans-arabic/noto-sans-arabic-arabic-700-normal.woff");
    expect(sliceFor(0x05e9)).toBe("noto-sans-hebrew/noto-sans-hebrew-hebrew-700-normal.woff");
    expect(sliceFor(0x0915)).toMatch(/-devanagari-700-normal\.woff$/); // Noto Sans has a Devanagari slice of its own, first in line
    expect(sliceFor(0x03a9)).toBe("noto-sans/noto-sans-greek-700-normal.woff");
    expect(sliceFor(0x0414)).toBe("noto-sans/noto-sans-cyrillic-700-normal.woff");
    expect(sliceFor(0xe000)).toBeUndefined(); // private use: no font has it
  });

  it("lets the longest unused go past 64, keeps what was needed in the last 10 s, and loads one let go again to draw it as before", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const slices = charactersOfSlices(70);
    expect(slices).toHaveLength(70);
    const [first, ...rest] = slices;
    await prepareScripts(first.char);
    const drawnFirst = pixels(first.char);
    vi.setSystemTime(Date.now() + 60_000);
    // 69 more, each needed now: past 64, the first (a minute unused) goes, and none of them, though 69 is past 64
    let generation = fontGeneration();
    await prepareScripts(...rest.map((slice) => slice.char));
    expect(loadedSlice(first.file)).toBeUndefined();
    expect(rest.every((slice) => loadedSlice(slice.file) !== undefined)).toBe(true);
    expect(fontGeneration()).not.toBe(generation);
    // a minute on, one of them needed again: the others, a minute unused, go down to 64 kept, and it stays
    vi.setSystemTime(Date.now() + 60_000);
    generation = fontGeneration();
    await prepareScripts(rest[68].char);
    expect(rest.filter((slice) => loadedSlice(slice.file) !== undefined)).toHaveLength(64);
    expect(loadedSlice(rest[68].file)).toBeDefined();
    expect(fontGeneration()).not.toBe(generation);
    // needed again, it is loaded again and drawn as the first time
    await prepareText([first.char], isBuiltIn, await packageFonts());
    expect(loadedSlice(first.file)).toBeDefined();
    expect(pixels(first.char)).toEqual(drawnFirst);
  });
});
