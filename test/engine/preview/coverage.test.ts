import { describe, expect, it } from "vitest";
import { circlePath, polygonPath, roundRectPath } from "../../../src/art/path.ts";
import { Coverage } from "../../../src/pictures/coverage.ts";
import { createRaster, type Raster } from "../../../src/pictures/raster.ts";

/** How much of pixel (x, y) was painted black over white, 0..1. */
const ink = (raster: Raster, x: number, y: number) => 1 - raster.pixels[(y * raster.width + x) * 4] / 255;

function paint(build: (c: Coverage) => void, size = 20): Raster {
  const raster = createRaster(size, size, 0xffffff);
  const coverage = new Coverage();
  build(coverage);
  coverage.paint(raster, 0x000000);
  return raster;
}

describe("Coverage", () => {
  it("fills a pixel-aligned square exactly: full inside, nothing outside", () => {
    const raster = paint((c) => c.fill(polygonPath([[4, 4], [10, 4], [10, 10], [4, 10]])));
    expect(ink(raster, 4, 4)).toBe(1);
    expect(ink(raster, 9, 9)).toBe(1);
    expect(ink(raster, 3, 5)).toBe(0);
    expect(ink(raster, 10, 5)).toBe(0);
  });

  it("covers a pixel cut by an edge in proportion to the area inside", () => {
    // right edge at x = 10.25, bottom at y = 10.5
    const raster = paint((c) => c.fill(polygonPath([[4, 4], [10.25, 4], [10.25, 10.5], [4, 10.5]])));
    expect(ink(raster, 10, 6)).toBeCloseTo(0.25, 1);
    expect(ink(raster, 6, 10)).toBeCloseTo(0.5, 1);
    expect(ink(raster, 10, 10)).toBeCloseTo(0.125, 1);
    // a diagonal edge through pixel centres covers half of each pixel it crosses
    const triangle = paint((c) => c.fill(polygonPath([[2, 2], [18, 18], [2, 18]])));
    expect(ink(triangle, 8, 8)).toBeCloseTo(0.5, 1);
    expect(ink(triangle, 5, 10)).toBe(1);
    expect(ink(triangle, 10, 5)).toBe(0);
  });

  it("fills by nonzero winding: a contour wound the other way is a hole, one wound the same way adds", () => {
    const outer = polygonPath([[2, 2], [18, 2], [18, 18], [2, 18]]);
    const reversed = polygonPath([[8, 8], [8, 12], [12, 12], [12, 8]]);
    const same = polygonPath([[8, 8], [12, 8], [12, 12], [8, 12]]);
    const holed = paint((c) => c.fill([...outer, ...reversed]));
    expect(ink(holed, 10, 10)).toBe(0);
    expect(ink(holed, 4, 10)).toBe(1);
    const doubled = paint((c) => c.fill([...outer, ...same]));
    expect(ink(doubled, 10, 10)).toBe(1);
  });

  it("flattens curves: a circle covers about pi r squared", () => {
    const raster = paint((c) => c.fill(circlePath(20, 20, 12)), 40);
    let sum = 0;
    for (let y = 0; y < 40; y++) for (let x = 0; x < 40; x++) sum += ink(raster, x, y);
    expect(sum).toBeGreaterThan(Math.PI * 144 * 0.98);
    expect(sum).toBeLessThan(Math.PI * 144 * 1.02);
  });

  it("strokes a path its width wide, centred on the outline, with overlapping pieces not cancelling", () => {
    const raster = paint((c) => c.stroke(roundRectPath(5, 5, 10, 10), 2), 20);
    expect(ink(raster, 5, 10)).toBe(1); // x from 4 to 6 is stroke
    expect(ink(raster, 4, 10)).toBe(1);
    expect(ink(raster, 3, 10)).toBe(0);
    expect(ink(raster, 10, 10)).toBe(0); // the inside is not filled
    expect(ink(raster, 5, 5)).toBe(1); // a corner, where two quads and a disc overlap
  });

  it("clips what lies off the canvas", () => {
    const raster = paint((c) => c.fill(polygonPath([[-10, -10], [30, -10], [30, 5], [-10, 5]])));
    expect(ink(raster, 0, 0)).toBe(1);
    expect(ink(raster, 19, 4)).toBe(1);
    expect(ink(raster, 10, 5)).toBe(0);
  });
});
