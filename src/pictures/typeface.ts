/**
 * Text for the pictures in DejaVu Sans Bold, drawn from its outlines (typeface-outlines.ts,
 * written by `npm run typeface`) by the same rasterizer as the pieces. Sizes are font
 * sizes in pixels; positions name the top of a capital, as a layout thinks of a line.
 * No kerning or shaping: names and game titles read fine without them, and a character
 * the font subset lacks is drawn as "?".
 */
import { parsePath, transformPath, type PathCommand } from "../art/path.ts";
import { Coverage } from "./coverage.ts";
import type { Colour, Raster } from "./raster.ts";
import { BOLD } from "./typeface-outlines.ts";

/** A face's metrics (in its own units, y down from the baseline) and glyphs: advance and outline by character. */
export interface FaceData {
  readonly unitsPerEm: number;
  readonly capHeight: number;
  readonly ascender: number;
  readonly descender: number;
  readonly glyphs: Readonly<Record<string, readonly [number, string]>>;
}

/** Height of a capital, as a fraction of the font size. */
export const CAP_HEIGHT = BOLD.capHeight / BOLD.unitsPerEm;
/** How far descenders reach below the baseline, as a fraction of the font size. */
export const DESCENT = -BOLD.descender / BOLD.unitsPerEm;

const parsed = new Map<string, PathCommand[]>();

/** The glyph drawn for `char`: its own, or "?" for one the font data lacks. */
function glyphFor(char: string): { advance: number; path: () => PathCommand[] } {
  const key = char in BOLD.glyphs ? char : "?";
  const [advance, d] = BOLD.glyphs[key];
  return {
    advance,
    path: () => {
      let commands = parsed.get(key);
      if (commands === undefined) {
        commands = parsePath(d);
        parsed.set(key, commands);
      }
      return commands;
    },
  };
}

/** Width in pixels of `text` at font size `size`. */
export function measureText(text: string, size: number): number {
  let units = 0;
  for (const char of text) units += glyphFor(char).advance;
  return (units * size) / BOLD.unitsPerEm;
}

/** Draws `text` at font size `size`, its left edge at x and the top of its capitals at `top`. */
export function drawText(raster: Raster, text: string, x: number, top: number, size: number, colour: Colour): void {
  const scale = size / BOLD.unitsPerEm;
  const baseline = top + CAP_HEIGHT * size;
  const coverage = new Coverage();
  let left = x;
  for (const char of text) {
    const glyph = glyphFor(char);
    if (char !== " ") coverage.fill(transformPath(glyph.path(), scale, left, baseline));
    left += glyph.advance * scale;
  }
  coverage.paint(raster, colour);
}

/** Draws `text` centred on (cx, cy): the middle of its capitals, so that digits and capitals sit centred. */
export function drawCentredText(raster: Raster, text: string, cx: number, cy: number, size: number, colour: Colour): void {
  drawText(raster, text, cx - measureText(text, size) / 2, cy - (CAP_HEIGHT * size) / 2, size, colour);
}

/** The largest font size, at most `most`, at which `text` fits in `width` pixels. */
export function fitTextSize(text: string, width: number, most: number): number {
  const natural = measureText(text, most);
  return natural <= width || natural === 0 ? most : (most * width) / natural;
}

/** `text`, cut short with an ellipsis if it does not fit in `width` pixels at `size`. */
export function truncateText(text: string, width: number, size: number): string {
  if (measureText(text, size) <= width) return text;
  const chars = [...text];
  while (chars.length > 0 && measureText(chars.join("") + "…", size) > width) chars.pop();
  return chars.join("") + "…";
}
