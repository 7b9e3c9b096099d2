/**
 * Rasterizes the shared piece art (src/art/pieces.ts) into a box of the picture: the
 * same outlines, fills and strokes that the page's SVG board draws.
 */
import type { ArtLayer, Tone } from "../art/pieces.ts";
import { parsePath, transformPath, type PathCommand } from "../art/path.ts";
import type { Owner } from "../engine/view-palette.ts";
import { Coverage, paintMask, type CoverageMask } from "./coverage.ts";
import type { Colour, Raster } from "./raster.ts";
import { drawCentredText } from "./typeface.ts";

/** Body and outline of a side's pieces, as raster colours. */
export interface Paint {
  readonly fill: Colour;
  readonly ink: Colour;
}

/** Every tone's colour: the sides' paints and the stack badge's two colours. */
export interface Tones {
  readonly paints: Readonly<Record<Owner, Paint>>;
  readonly badge: Colour;
  readonly badgeText: Colour;
}

function colourOf(tone: Tone, tones: Tones): Colour {
  if (tone === "badge") return tones.badge;
  if (tone === "badge-text") return tones.badgeText;
  const [owner, part] = tone.split("-") as [Owner, "fill" | "ink"];
  return tones.paints[owner][part];
}

/** Parsed outlines by path data: a board repeats a few dozen shapes. */
const PARSED = new Map<string, PathCommand[]>();

function parsed(d: string): PathCommand[] {
  let path = PARSED.get(d);
  if (path === undefined) {
    // the art draws from a small, fixed set of shapes; the bound only guards against a bug
    if (PARSED.size > 1000) PARSED.clear();
    path = parsePath(d);
    PARSED.set(d, path);
  }
  return path;
}

/**
 * A layer's fill or stroke rasterized once at a size and a position within a pixel, kept
 * to be painted again by whole pixels: a board repeats a few looks (The Pit's 40 pieces
 * are 14), and a busy isolate draws the same sizes picture after picture. Cleared when
 * they pass 8 MiB (a piece's mask is 8 KiB in a 480-pixel diagram, 40 KiB in a 1200x630 preview).
 */
const MASKS = new Map<string, CoverageMask | null>();
const MOST_MASK_BYTES = 8 * 1024 * 1024;
let maskBytes = 0;

/** A piece is drawn in a box at most this big: larger art (none yet) is rasterized each time rather than kept. */
const MOST_KEPT_SIZE = 256;

function layerMask(d: string, size: number, fx: number, fy: number, stroke: number | undefined): CoverageMask | null {
  const key = `${size}|${fx}|${fy}|${stroke ?? "fill"}|${d}`;
  let mask = MASKS.get(key);
  if (mask === undefined) {
    if (maskBytes >= MOST_MASK_BYTES) {
      MASKS.clear();
      maskBytes = 0;
    }
    const path = transformPath(parsed(d), size, fx, fy);
    const coverage = new Coverage();
    if (stroke === undefined) coverage.fill(path);
    else coverage.stroke(path, stroke);
    // unclipped: the mask is painted at other places, where the raster clips it
    mask = coverage.mask({ x: -1e6, y: -1e6, w: 2e6, h: 2e6 }) ?? null;
    MASKS.set(key, mask);
    maskBytes += (mask?.cover.byteLength ?? 0) + key.length * 2;
  }
  return mask;
}

/** Draws `layers` (in their 1x1 box) into the square of `size` pixels at (x, y). */
export function drawArt(raster: Raster, layers: readonly ArtLayer[], x: number, y: number, size: number, tones: Tones): void {
  const [ix, iy] = [Math.floor(x), Math.floor(y)];
  const kept = size <= MOST_KEPT_SIZE;
  for (const layer of layers) {
    if (layer.kind === "text") {
      drawCentredText(raster, layer.text, x + layer.x * size, y + layer.y * size, layer.size * size, colourOf(layer.fill, tones));
      continue;
    }
    if (kept) {
      // the same outline at the same size and the same place within a pixel covers the same pixels, moved
      if (layer.fill !== undefined) {
        const mask = layerMask(layer.d, size, x - ix, y - iy, undefined);
        if (mask) paintMask(raster, mask, ix, iy, colourOf(layer.fill, tones));
      }
      if (layer.stroke !== undefined && layer.width !== undefined) {
        const mask = layerMask(layer.d, size, x - ix, y - iy, layer.width * size);
        if (mask) paintMask(raster, mask, ix, iy, colourOf(layer.stroke, tones));
      }
      continue;
    }
    const path = transformPath(parsed(layer.d), size, x, y);
    if (layer.fill !== undefined) {
      const fill = new Coverage();
      fill.fill(path);
      fill.paint(raster, colourOf(layer.fill, tones));
    }
    if (layer.stroke !== undefined && layer.width !== undefined) {
      const stroke = new Coverage();
      stroke.stroke(path, layer.width * size);
      stroke.paint(raster, colourOf(layer.stroke, tones));
    }
  }
}
