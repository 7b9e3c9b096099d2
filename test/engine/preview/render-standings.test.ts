// The league page's preview picture (issue 30, item 6): its standings drawn by the renderer.
import { describe, expect, it } from "vitest";
import { drawStandingsRaster, renderStandingsPng, type StandingsPicture } from "../../../src/pictures/render-standings.ts";
import { decodePng } from "./decode-png.ts";
import { saveImage } from "./save-image.ts";

const row = (rank: number, name: string, points: string) => ({ rank: String(rank), name, points, played: "3" });
const picture = (count: number): StandingsPicture => ({
  title: "Friday Pillars Club",
  subtitle: "Pit of Pillars · Swiss · 3 rounds of 5",
  rows: Array.from({ length: count }, (_, i) => row(i + 1, `Player ${i + 1}`, String(count - i))),
  width: 1200,
  height: 630,
});

/** Dark pixels (text) in a band of rows of the raster. */
function darkIn(raster: ReturnType<typeof drawStandingsRaster>, top: number, bottom: number): number {
  let dark = 0;
  for (let y = top; y < bottom; y++) {
    for (let x = 0; x < raster.width; x++) {
      const i = (y * raster.width + x) * 4;
      if (raster.pixels[i] + raster.pixels[i + 1] + raster.pixels[i + 2] < 200) dark++;
    }
  }
  return dark;
}

describe("the standings picture", () => {
  it("is a PNG of the Open Graph size", async () => {
    const png = await renderStandingsPng(picture(4));
    saveImage("standings-4.png", png);
    expect([decodePng(png).width, decodePng(png).height]).toEqual([1200, 630]);
  });

  it("draws a row a player: more players, more text lower down", () => {
    const two = drawStandingsRaster(picture(2));
    const four = drawStandingsRaster(picture(4));
    expect(darkIn(four, 380, 630)).toBeGreaterThan(darkIn(two, 380, 630) + 500);
  });

  it("marks the leader's row in the hot spots' gold, and nobody's while all share first place", () => {
    const gold = (input: StandingsPicture) => {
      const raster = drawStandingsRaster(input);
      let count = 0;
      for (let i = 0; i < raster.pixels.length; i += 4) if (raster.pixels[i] === 0xe3 && raster.pixels[i + 1] === 0xc4 && raster.pixels[i + 2] === 0x6a) count++;
      return count;
    };
    expect(gold(picture(3))).toBeGreaterThan(100);
    const level = picture(3);
    expect(gold({ ...level, rows: level.rows.map((row) => ({ ...row, rank: "1" })) })).toBe(0);
  });

  it("says how many more there are when the table does not fit, and never draws past the bottom", async () => {
    const png = await renderStandingsPng(picture(40));
    saveImage("standings-40.png", png);
    const many = drawStandingsRaster(picture(40));
    const fitting = drawStandingsRaster(picture(6));
    // the last band holds "and N more" in the muted colour, where six rows leave nothing
    expect(darkIn(many, 560, 630)).toBe(0);
    expect(many.pixels.some((_, i) => i % 4 === 0 && i / 4 / 1200 > 520 && many.pixels[i] === 0x5b)).toBe(true);
    expect(fitting.pixels.length).toBe(many.pixels.length);
  });

  it("refuses sizes that are not whole pixels or are too large", () => {
    expect(() => drawStandingsRaster({ ...picture(1), width: 0 })).toThrow(RangeError);
    expect(() => drawStandingsRaster({ ...picture(1), height: 5000 })).toThrow(RangeError);
  });
});
