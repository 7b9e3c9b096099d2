import { describe, expect, it } from "vitest";
import type { Raster } from "../../../src/pictures/raster.ts";
import {
  createRaster,
  drawLine,
  fillCircle,
  fillRect,
  fillRectRadial,
  fillRoundRect,
  hex,
} from "../../../src/pictures/raster.ts";

const WHITE = 0xffffff;
const BLACK = 0x000000;

function rgb(raster: Raster, x: number, y: number): number[] {
  const i = (y * raster.width + x) * 4;
  return [...raster.pixels.subarray(i, i + 4)];
}

/** The red channel of every pixel of a row, as a string of # (dark) and . (light). */
function row(raster: Raster, y: number, x0 = 0, x1 = raster.width): string {
  let out = "";
  for (let x = x0; x < x1; x++) out += raster.pixels[(y * raster.width + x) * 4] < 128 ? "#" : ".";
  return out;
}

describe("hex", () => {
  it("reads #rrggbb and refuses anything else", () => {
    expect(hex("#f0d9B5")).toBe(0xf0d9b5);
    expect(() => hex("f0d9b5")).toThrow();
    expect(() => hex("#fff")).toThrow();
  });
});

describe("raster", () => {
  it("starts filled with the background, opaque", () => {
    const raster = createRaster(3, 2, 0x102030);
    expect(raster.pixels.length).toBe(24);
    expect(rgb(raster, 2, 1)).toEqual([0x10, 0x20, 0x30, 255]);
  });

  it("snaps rectangles to whole pixels so touching rectangles leave no seam", () => {
    const raster = createRaster(10, 1, WHITE);
    fillRect(raster, 1.4, 0, 2.2, 1, BLACK); // 1.4..3.6 -> pixels 1, 2, 3
    fillRect(raster, 3.6, 0, 2, 1, 0x808080); // 3.6..5.6 -> pixels 4, 5
    expect(row(raster, 0)).toBe(".###......");
    expect(rgb(raster, 4, 0)).toEqual([128, 128, 128, 255]);
    expect(rgb(raster, 6, 0)).toEqual([255, 255, 255, 255]);
  });

  it("clips to the canvas and blends with alpha", () => {
    const raster = createRaster(4, 4, WHITE);
    fillRect(raster, -10, -10, 12, 12, BLACK, 0.5);
    expect(rgb(raster, 1, 1)).toEqual([128, 128, 128, 255]);
    expect(rgb(raster, 2, 2)).toEqual([255, 255, 255, 255]);
  });

  it("fills discs solid inside, untouched outside, with a soft edge between", () => {
    const raster = createRaster(40, 40, WHITE);
    fillCircle(raster, 20, 20, 10, BLACK);
    expect(rgb(raster, 20, 20)).toEqual([0, 0, 0, 255]);
    expect(rgb(raster, 12, 20)).toEqual([0, 0, 0, 255]);
    expect(rgb(raster, 31, 20)).toEqual([255, 255, 255, 255]);
    expect(rgb(raster, 27, 27)).toEqual([255, 255, 255, 255]); // outside, on the diagonal
    // A pixel the rim crosses is a mix.
    const rim = rgb(raster, 20 + Math.round(10 * Math.SQRT1_2), 20 + Math.round(10 * Math.SQRT1_2) - 1)[0];
    expect(rim).toBeGreaterThan(0);
    expect(rim).toBeLessThan(255);
    // Symmetric about the centre.
    expect(row(raster, 15)).toBe(row(raster, 24));
  });

  it("rounds the corners of rounded rectangles and nothing else", () => {
    const raster = createRaster(30, 30, WHITE);
    fillRoundRect(raster, 5, 5, 20, 20, 6, BLACK);
    expect(rgb(raster, 15, 5)).toEqual([0, 0, 0, 255]); // top edge, middle
    expect(rgb(raster, 5, 15)).toEqual([0, 0, 0, 255]); // left edge, middle
    expect(rgb(raster, 15, 15)).toEqual([0, 0, 0, 255]);
    expect(rgb(raster, 5, 5)).toEqual([255, 255, 255, 255]); // the corner is cut
    expect(rgb(raster, 4, 15)).toEqual([255, 255, 255, 255]);
  });

  it("draws thick lines with round ends", () => {
    const raster = createRaster(30, 10, WHITE);
    drawLine(raster, 5, 5, 25, 5, 4, BLACK);
    expect(rgb(raster, 15, 4)).toEqual([0, 0, 0, 255]);
    expect(rgb(raster, 15, 5)).toEqual([0, 0, 0, 255]);
    expect(rgb(raster, 15, 8)).toEqual([255, 255, 255, 255]);
    expect(rgb(raster, 28, 5)).toEqual([255, 255, 255, 255]);
  });

  it("fills a radial gradient from its centre outwards", () => {
    const raster = createRaster(21, 21, WHITE);
    fillRectRadial(raster, 0, 0, 21, 21, 10.5, 10.5, 10, [{ at: 0, colour: BLACK }, { at: 1, colour: WHITE }]);
    const centre = rgb(raster, 10, 10)[0];
    const half = rgb(raster, 15, 10)[0];
    expect(centre).toBeLessThan(10);
    expect(half).toBeGreaterThan(100);
    expect(half).toBeLessThan(160);
    expect(rgb(raster, 0, 10)[0]).toBeGreaterThan(245);
  });
});
