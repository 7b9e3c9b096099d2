/**
 * Text for the pictures. Latin-1 is DejaVu Sans Bold, drawn from outlines built into the
 * renderer (typeface-outlines.ts, written by `npm run typeface`), as it always was; any
 * other character comes from Noto Sans Bold (Greek, Cyrillic, Arabic, Hebrew,
 * Devanagari, Chinese, Japanese, Korean...), from the slices that fonts/loader.ts
 * loaded for the picture, shaped by HarfBuzz (Arabic joined, Devanagari's conjuncts)
 * and put in visual order by the Unicode bidi algorithm (bidi-js), so an Arabic name
 * reads right to left and a Latin word beside it keeps its place. Everything is drawn
 * by the same rasterizer as the pieces. Sizes are font sizes in pixels; positions name
 * the top of a capital, as a layout thinks of a line. A character no font has (or
 * whose slice could not be loaded) is drawn as "?".
 */
import bidiFactory from "bidi-js";
import { parsePath, transformPath, type PathCommand } from "../art/path.ts";
import { Coverage } from "./coverage.ts";
import { fontGeneration, loadedSlice } from "./fonts/loader.ts";
import { sliceFor } from "./fonts/slice-table.ts";
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

/** Whether DejaVu's built-in outlines draw `char` (no slice needed). */
export const isBuiltIn = (char: string): boolean => char in BOLD.glyphs;

const parsed = new Map<string, PathCommand[]>();

/** The built-in glyph drawn for `char`: its own, or "?" for one the font data lacks. */
function builtInGlyph(char: string): { advance: number; path: () => PathCommand[] } {
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

/** One glyph of a laid-out line: where its origin sits (in ems from the line's left end and baseline) and its outline in its font's units. */
interface PlacedGlyph {
  readonly x: number;
  readonly y: number;
  /** Ems a font unit. */
  readonly unit: number;
  readonly path: () => PathCommand[];
}

/** A line of text laid out at a font size of 1: its width and its glyphs, left to right. */
interface Line {
  readonly width: number;
  readonly glyphs: readonly PlacedGlyph[];
}

/** A stretch of the text in one direction drawn by one font: the built-in outlines, or a slice. */
interface Item {
  readonly start: number;
  end: number;
  readonly level: number;
  readonly slice: string | undefined;
}

const bidi = bidiFactory();
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;
const MARK = /\p{M}/u;

/** Which font draws `char`: undefined for the built-in outlines (which also draw "?" for a character nobody has). */
function fontOf(char: string): string | undefined {
  if (isBuiltIn(char)) return undefined;
  const file = sliceFor(char.codePointAt(0)!);
  return file !== undefined && loadedSlice(file)?.has(char.codePointAt(0)!) ? file : undefined;
}

/**
 * Bidi controls (marks, embeddings, overrides, isolates): they steer the order, which the
 * levels already hold, and draw nothing. A translated sentence carries isolates around
 * every name it holds in a right-to-left language (src/i18n/translator.ts).
 */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** The text cut into items: a new one where the direction or the font changes (a mark stays with its base); bidi controls are left out. */
function itemize(text: string, levels: Uint8Array): Item[] {
  const items: Item[] = [];
  let i = 0;
  // after a control, the next character starts an item of its own: an item is one stretch of the text
  let broken = false;
  for (const char of text) {
    if (BIDI_CONTROL.test(char)) {
      i += char.length;
      broken = true;
      continue;
    }
    const level = levels[i];
    const last = broken ? undefined : items[items.length - 1];
    broken = false;
    const slice = last !== undefined && MARK.test(char) && last.slice !== undefined && loadedSlice(last.slice)!.has(char.codePointAt(0)!) ? last.slice : fontOf(char);
    if (last !== undefined && last.level === level && last.slice === slice) last.end = i + char.length;
    else items.push({ start: i, end: i + char.length, level, slice });
    i += char.length;
  }
  return items;
}

/** Items in visual order (rule L2 of the bidi algorithm: reverse every run at or above each odd level, highest first). */
function visualOrder(items: readonly Item[]): Item[] {
  const order = [...items];
  const highest = Math.max(0, ...order.map((item) => item.level));
  const lowestOdd = Math.min(...order.map((item) => item.level).filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < order.length; i++) {
      if (order[i].level < level) continue;
      let j = i;
      while (j < order.length && order[j].level >= level) j++;
      order.splice(i, j - i, ...order.slice(i, j).reverse());
      i = j;
    }
  }
  return order;
}

/** Lays out text that needs more than the built-in outlines: bidi, items, HarfBuzz per item. */
function layOutMixed(text: string): Line {
  const levels = bidi.getEmbeddingLevels(text).levels;
  const glyphs: PlacedGlyph[] = [];
  let pen = 0;
  for (const item of visualOrder(itemize(text, levels))) {
    const part = text.slice(item.start, item.end);
    const rtl = item.level % 2 === 1;
    const font = item.slice === undefined ? undefined : loadedSlice(item.slice);
    if (font === undefined) {
      // right to left, a bracket is drawn as its mirror: "(استسلام)" (HarfBuzz mirrors in its own items)
      const chars = rtl ? [...part].reverse().map((char) => bidi.getMirroredCharacter(char) ?? char) : [...part];
      for (const char of chars) {
        const glyph = builtInGlyph(char);
        const unit = 1 / BOLD.unitsPerEm;
        if (char !== " ") glyphs.push({ x: pen, y: 0, unit, path: glyph.path });
        pen += glyph.advance * unit;
      }
      continue;
    }
    const unit = 1 / font.unitsPerEm;
    for (const shaped of font.shape(part, rtl)) {
      let outline: PathCommand[] | undefined;
      glyphs.push({ x: pen + shaped.dx * unit, y: shaped.dy * unit, unit, path: () => (outline ??= font.outline(shaped.glyph)) });
      pen += shaped.advance * unit;
    }
  }
  return { width: pen, glyphs };
}

/** Lines laid out, by text: measuring, fitting and cutting a title ask for the same text again and again. */
const lines = new Map<string, Line>();
const MAX_LINES = 512;
/** The fonts' generation when `lines` was filled: a slice loaded or evicted since draws otherwise. */
let linesGeneration = 0;

function layOut(text: string): Line {
  if (fontGeneration() !== linesGeneration) {
    lines.clear();
    linesGeneration = fontGeneration();
  }
  let line = lines.get(text);
  if (line !== undefined) return line;
  const simple = !RIGHT_TO_LEFT.test(text) && !BIDI_CONTROL.test(text) && [...text].every((char) => fontOf(char) === undefined);
  if (simple) {
    // today's path for Latin-1 text, glyph by glyph
    const glyphs: PlacedGlyph[] = [];
    let pen = 0;
    const unit = 1 / BOLD.unitsPerEm;
    for (const char of text) {
      const glyph = builtInGlyph(char);
      if (char !== " ") glyphs.push({ x: pen, y: 0, unit, path: glyph.path });
      pen += glyph.advance * unit;
    }
    line = { width: pen, glyphs };
  } else line = layOutMixed(text);
  if (lines.size >= MAX_LINES) lines.clear();
  lines.set(text, line);
  return line;
}

/** Width in pixels of `text` at font size `size`. */
export function measureText(text: string, size: number): number {
  return layOut(text).width * size;
}

/** Draws `text` at font size `size`, its left edge at x and the top of its capitals at `top`. */
export function drawText(raster: Raster, text: string, x: number, top: number, size: number, colour: Colour): void {
  const baseline = top + CAP_HEIGHT * size;
  const coverage = new Coverage();
  for (const glyph of layOut(text).glyphs) coverage.fill(transformPath(glyph.path(), glyph.unit * size, x + glyph.x * size, baseline + glyph.y * size));
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

/**
 * `text`, cut short with an ellipsis if it does not fit in `width` pixels at `size`: the
 * longest start that fits, found by halving (each try is a line shaped anew, and a
 * name's start may be long).
 */
export function truncateText(text: string, width: number, size: number): string {
  if (measureText(text, size) <= width) return text;
  const chars = [...text];
  const fits = (count: number) => measureText(chars.slice(0, count).join("") + "…", size) <= width;
  let [low, high] = [0, chars.length - 1];
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return chars.slice(0, low).join("") + "…";
}
