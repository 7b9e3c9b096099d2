/**
 * A tiny RGBA canvas for the preview images: rectangles, anti-aliased round shapes and
 * lines, a radial gradient, and rows of coverage from the outline rasterizer
 * (coverage.ts: pieces and text). Paint is blended over what is there (with an optional
 * alpha); the canvas itself always stays opaque.
 */

/** A colour as 0xRRGGBB. */
export type Colour = number;

/** Parses `#rrggbb`. */
export function hex(text: string): Colour {
  const value = /^#([0-9a-f]{6})$/i.exec(text);
  if (value === null) throw new Error(`not a #rrggbb colour: ${text}`);
  return parseInt(value[1], 16);
}

export interface Raster {
  readonly width: number;
  readonly height: number;
  /** Rows top to bottom, 4 bytes a pixel (R, G, B, A). */
  readonly pixels: Uint8Array<ArrayBuffer>;
  /** The same memory a pixel at a time, for filling runs of pixels in one native call. */
  readonly words: Uint32Array<ArrayBuffer>;
}

/** A canvas of `width` x `height` filled with `background`. */
export function createRaster(width: number, height: number, background: Colour): Raster {
  const pixels = new Uint8Array(width * height * 4);
  const raster = { width, height, pixels, words: new Uint32Array(pixels.buffer) };
  fillRect(raster, 0, 0, width, height, background);
  return raster;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** An opaque colour as the 32-bit word whose bytes in memory are R, G, B, 255. */
function word(colour: Colour): number {
  const r = (colour >> 16) & 0xff;
  const g = (colour >> 8) & 0xff;
  const b = colour & 0xff;
  return (LITTLE_ENDIAN ? ((255 << 24) | (b << 16) | (g << 8) | r) : ((r << 24) | (g << 16) | (b << 8) | 255)) >>> 0;
}

/** Paints one pixel with `colour` at `alpha` (0..1) over what is there. No bounds check. */
function blend(raster: Raster, x: number, y: number, colour: Colour, alpha: number): void {
  const i = (y * raster.width + x) * 4;
  const p = raster.pixels;
  const keep = 1 - alpha;
  // Stores into a Uint8Array truncate; + 0.5 rounds, and the sum never passes 255.5.
  p[i] = p[i] * keep + ((colour >> 16) & 0xff) * alpha + 0.5;
  p[i + 1] = p[i + 1] * keep + ((colour >> 8) & 0xff) * alpha + 0.5;
  p[i + 2] = p[i + 2] * keep + (colour & 0xff) * alpha + 0.5;
  p[i + 3] = 255;
}

/** Paints pixels x0 (inclusive) to x1 (exclusive) of row y. Arguments must be in bounds. */
function fillSpan(raster: Raster, y: number, x0: number, x1: number, colour: Colour, alpha: number): void {
  if (x0 >= x1) return;
  const row = y * raster.width;
  if (alpha >= 1) {
    raster.words.fill(word(colour), row + x0, row + x1);
    return;
  }
  const p = raster.pixels;
  const keep = 1 - alpha;
  const r = ((colour >> 16) & 0xff) * alpha + 0.5;
  const g = ((colour >> 8) & 0xff) * alpha + 0.5;
  const b = (colour & 0xff) * alpha + 0.5;
  for (let i = (row + x0) * 4, end = (row + x1) * 4; i < end; i += 4) {
    p[i] = p[i] * keep + r;
    p[i + 1] = p[i + 1] * keep + g;
    p[i + 2] = p[i + 2] * keep + b;
  }
}

/**
 * Fills a rectangle. Edges snap to whole pixels (a pixel is painted when its centre is
 * inside), so rectangles that touch in layout units touch on screen with no seam.
 */
export function fillRect(raster: Raster, x: number, y: number, w: number, h: number, colour: Colour, alpha = 1): void {
  const x0 = Math.max(0, Math.round(x));
  const y0 = Math.max(0, Math.round(y));
  const x1 = Math.min(raster.width, Math.round(x + w));
  const y1 = Math.min(raster.height, Math.round(y + h));
  for (let py = y0; py < y1; py++) fillSpan(raster, py, x0, x1, colour, alpha);
}

/** A rectangle in pixel coordinates, from (x0, y0) to (x1, y1); edges may be fractional. */
interface Bounds {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/**
 * Fills the shape whose signed distance (in pixels, negative inside) `distance` gives,
 * within `bounds`. Coverage is 0.5 minus the distance at the pixel centre: a one pixel
 * soft edge, which is all the anti-aliasing a preview needs. Pixels in `solid` (boxes
 * known to lie wholly inside the shape; boxes that share a row must overlap in it) are
 * painted as runs without asking `distance`: for a board-sized rounded frame that is
 * almost every pixel.
 */
function fillShape(
  raster: Raster,
  bounds: Bounds,
  solid: readonly Bounds[],
  distance: (x: number, y: number) => number,
  colour: Colour,
  alpha: number,
): void {
  const x0 = Math.max(0, Math.floor(bounds.x0 - 1));
  const y0 = Math.max(0, Math.floor(bounds.y0 - 1));
  const x1 = Math.min(raster.width, Math.ceil(bounds.x1 + 1));
  const y1 = Math.min(raster.height, Math.ceil(bounds.y1 + 1));
  for (let py = y0; py < y1; py++) {
    // This row's solid run: the union of the solid boxes that cover the row.
    let runStart = x1;
    let runEnd = x1;
    for (const box of solid) {
      if (py < Math.ceil(box.y0) || py >= Math.floor(box.y1)) continue;
      const a = Math.max(x0, Math.ceil(box.x0));
      const b = Math.min(x1, Math.floor(box.x1));
      if (a >= b) continue;
      runEnd = runStart === x1 ? b : Math.max(runEnd, b);
      runStart = Math.min(runStart, a);
    }
    for (let px = x0; px < x1; px++) {
      if (px === runStart) {
        fillSpan(raster, py, runStart, runEnd, colour, alpha);
        px = runEnd - 1;
        continue;
      }
      const coverage = 0.5 - distance(px + 0.5, py + 0.5);
      if (coverage <= 0) continue;
      blend(raster, px, py, colour, coverage >= 1 ? alpha : coverage * alpha);
    }
  }
}

/**
 * Fills a disc centred at (cx, cy), with the same one pixel soft edge as `fillShape`.
 * Discs are most of a board's pieces, so each row is worked out directly: the run
 * wholly inside is filled in one go and only the few pixels at its ends are blended.
 */
export function fillCircle(raster: Raster, cx: number, cy: number, radius: number, colour: Colour, alpha = 1): void {
  const inner = Math.max(0, radius - 0.5);
  const outer = radius + 0.5;
  const y0 = Math.max(0, Math.floor(cy - outer));
  const y1 = Math.min(raster.height, Math.ceil(cy + outer));
  for (let py = y0; py < y1; py++) {
    const dy = py + 0.5 - cy;
    if (Math.abs(dy) >= outer) continue;
    // Pixel centres within `reach` of cx are touched at all; within `solid`, wholly covered.
    const reach = Math.sqrt(outer * outer - dy * dy);
    const solid = Math.abs(dy) < inner ? Math.sqrt(inner * inner - dy * dy) : -1;
    const from = Math.max(0, Math.ceil(cx - reach - 0.5));
    const to = Math.min(raster.width, Math.floor(cx + reach - 0.5) + 1);
    const solidFrom = solid < 0 ? to : Math.max(from, Math.ceil(cx - solid - 0.5));
    const solidTo = solid < 0 ? to : Math.min(to, Math.floor(cx + solid - 0.5) + 1);
    const edge = (px: number) => {
      const dx = px + 0.5 - cx;
      const coverage = Math.min(1, radius + 0.5 - Math.sqrt(dx * dx + dy * dy));
      if (coverage > 0) blend(raster, px, py, colour, coverage * alpha);
    };
    for (let px = from; px < solidFrom; px++) edge(px);
    fillSpan(raster, py, solidFrom, solidTo, colour, alpha);
    for (let px = Math.max(solidTo, solidFrom); px < to; px++) edge(px);
  }
}

/** Fills a rectangle with corners rounded to `radius` (clamped to half the shorter side). */
export function fillRoundRect(raster: Raster, x: number, y: number, w: number, h: number, radius: number, colour: Colour, alpha = 1): void {
  const r = Math.max(0, Math.min(radius, w / 2, h / 2));
  const cx = x + w / 2;
  const cy = y + h / 2;
  const hx = w / 2 - r;
  const hy = h / 2 - r;
  fillShape(
    raster,
    { x0: x, y0: y, x1: x + w, y1: y + h },
    // A cross, a pixel in from the edges, that leaves out only the corners.
    [
      { x0: x + 1, y0: y + r + 1, x1: x + w - 1, y1: y + h - r - 1 },
      { x0: x + r + 1, y0: y + 1, x1: x + w - r - 1, y1: y + h - 1 },
    ],
    (px, py) => {
      // The usual rounded-box distance: outside the inner rectangle, then minus the radius.
      const dx = Math.abs(px - cx) - hx;
      const dy = Math.abs(py - cy) - hy;
      const ox = Math.max(dx, 0);
      const oy = Math.max(dy, 0);
      const outside = Math.sqrt(ox * ox + oy * oy);
      return outside + Math.min(Math.max(dx, dy), 0) - r;
    },
    colour,
    alpha,
  );
}

/** Draws a line `thickness` pixels wide with round ends. */
export function drawLine(raster: Raster, x0: number, y0: number, x1: number, y1: number, thickness: number, colour: Colour, alpha = 1): void {
  const half = thickness / 2;
  const dx = x1 - x0;
  const dy = y1 - y0;
  const length2 = dx * dx + dy * dy;
  fillShape(
    raster,
    { x0: Math.min(x0, x1) - half, y0: Math.min(y0, y1) - half, x1: Math.max(x0, x1) + half, y1: Math.max(y0, y1) + half },
    [],
    (px, py) => {
      // Distance to the nearest point of the segment.
      const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - x0) * dx + (py - y0) * dy) / length2));
      const ex = px - (x0 + t * dx);
      const ey = py - (y0 + t * dy);
      return Math.sqrt(ex * ex + ey * ey) - half;
    },
    colour,
    alpha,
  );
}

/**
 * Paints row `y` from column `x` on with `colour`, each pixel at its `coverage` (0..1)
 * times `alpha`: how the outline rasterizer (coverage.ts) hands over its result.
 */
export function paintCoverageRow(raster: Raster, y: number, x: number, coverage: Float32Array, colour: Colour, alpha: number): void {
  const end = Math.min(coverage.length, raster.width - x);
  let i = 0;
  while (i < end) {
    const c = coverage[i];
    if (c <= 0.002) {
      i++;
      continue;
    }
    if (c >= 0.998) {
      // a run of full coverage in one native fill
      let j = i + 1;
      while (j < end && coverage[j] >= 0.998) j++;
      fillSpan(raster, y, x + i, x + j, colour, alpha);
      i = j;
      continue;
    }
    blend(raster, x + i, y, colour, c * alpha);
    i++;
  }
}

/** A colour stop of a gradient: `at` from 0 (the centre) to 1 (the radius). */
export interface GradientStop {
  readonly at: number;
  readonly colour: Colour;
}

function mix(a: Colour, b: Colour, t: number): Colour {
  const channel = (shift: number) => Math.round(((a >> shift) & 0xff) * (1 - t) + ((b >> shift) & 0xff) * t);
  return (channel(16) << 16) | (channel(8) << 8) | channel(0);
}

/** Steps of a gradient's lookup table: finer than 8-bit colour can show over a well's size. */
const GRADIENT_STEPS = 256;

/** Gradient tables as pixel words, by stops: a well's cells share one table. */
const TABLES = new WeakMap<readonly GradientStop[], number[]>();

/** The gradient's colour at GRADIENT_STEPS + 1 evenly spaced points from 0 to 1. */
function gradientTable(stops: readonly GradientStop[]): Colour[] {
  return Array.from({ length: GRADIENT_STEPS + 1 }, (_, i) => {
    const t = i / GRADIENT_STEPS;
    const k = stops.findIndex((stop) => t <= stop.at);
    if (k === -1) return stops[stops.length - 1].colour;
    if (k === 0) return stops[0].colour;
    return mix(stops[k - 1].colour, stops[k].colour, (t - stops[k - 1].at) / (stops[k].at - stops[k - 1].at));
  });
}

/**
 * Fills a rectangle (edges snapped like `fillRect`) with a radial gradient around
 * (cx, cy): several rectangles can share one gradient and read as one surface.
 * `stops` are sorted by `at`; beyond the last stop its colour continues.
 */
export function fillRectRadial(
  raster: Raster,
  x: number,
  y: number,
  w: number,
  h: number,
  cx: number,
  cy: number,
  radius: number,
  stops: readonly GradientStop[],
): void {
  let table = TABLES.get(stops);
  if (table === undefined) {
    table = gradientTable(stops).map(word);
    TABLES.set(stops, table);
  }
  const x0 = Math.max(0, Math.round(x));
  const y0 = Math.max(0, Math.round(y));
  const x1 = Math.min(raster.width, Math.round(x + w));
  const y1 = Math.min(raster.height, Math.round(y + h));
  for (let py = y0; py < y1; py++) {
    for (let px = x0; px < x1; px++) {
      const dx = px + 0.5 - cx;
      const dy = py + 0.5 - cy;
      const t = Math.sqrt(dx * dx + dy * dy) / radius;
      raster.words[py * raster.width + px] = table[Math.min(GRADIENT_STEPS, Math.round(t * GRADIENT_STEPS))];
    }
  }
}
