import { describe, expect, it } from "vitest";
import { createRaster, type Raster } from "../../../src/pictures/raster.ts";
import { CAP_HEIGHT, drawText, fitTextSize, measureText, truncateText } from "../../../src/pictures/typeface.ts";

/** Rows and columns that have any ink, as [first, last]. */
function inkedBounds(raster: Raster): { x: [number, number]; y: [number, number] } {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < raster.height; y++) {
    for (let x = 0; x < raster.width; x++) {
      if (raster.pixels[(y * raster.width + x) * 4] < 128) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  return { x: [Math.min(...xs), Math.max(...xs)], y: [Math.min(...ys), Math.max(...ys)] };
}

describe("DejaVu Sans Bold text", () => {
  it("sets a capital's top at the given y and its baseline a cap height below", () => {
    const raster = createRaster(200, 100, 0xffffff);
    drawText(raster, "HE", 10, 20, 50, 0x000000);
    const { x, y } = inkedBounds(raster);
    expect(y[0]).toBeGreaterThanOrEqual(19);
    expect(y[0]).toBeLessThanOrEqual(21);
    expect(y[1]).toBeCloseTo(20 + CAP_HEIGHT * 50 - 1, -0.5);
    expect(x[0]).toBeGreaterThanOrEqual(10);
    expect(x[1]).toBeLessThan(10 + measureText("HE", 50));
  });

  it("measures by the font's advances, in proportion to the size", () => {
    expect(measureText("", 40)).toBe(0);
    expect(measureText("W", 40)).toBeGreaterThan(measureText("i", 40) * 2);
    expect(measureText("Pigeon", 80)).toBeCloseTo(measureText("Pigeon", 40) * 2, 6);
    expect(measureText("é", 40)).toBe(measureText("e", 40)); // Latin-1 is in the font data
  });

  it("draws a character the font data lacks as a question mark", () => {
    // a private-use character: no built-in outline and no Noto slice has it, so it is "?"
    // whatever slices other files in this Vitest worker loaded (a Chinese one draws 中)
    const lacking = "\ue000";
    expect(measureText(lacking, 40)).toBe(measureText("?", 40));
    const a = createRaster(60, 60, 0xffffff);
    const b = createRaster(60, 60, 0xffffff);
    drawText(a, lacking, 5, 10, 40, 0);
    drawText(b, "?", 5, 10, 40, 0);
    expect(a.pixels).toEqual(b.pixels);
  });

  it("shrinks to fit and cuts what still does not fit with an ellipsis", () => {
    const size = fitTextSize("A long name indeed", 200, 40);
    expect(measureText("A long name indeed", size)).toBeCloseTo(200, 6);
    expect(fitTextSize("Hi", 200, 40)).toBe(40);
    const cut = truncateText("A long name indeed", 200, 40);
    expect(cut.endsWith("…")).toBe(true);
    expect(measureText(cut, 40)).toBeLessThanOrEqual(200);
    expect(truncateText("Hi", 200, 40)).toBe("Hi");
  });
});
