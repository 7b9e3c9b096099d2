/**
 * Rasterizes the shared piece art (src/art/pieces.ts) into a box of the picture: the
 * same outlines, fills and strokes that the page's SVG board draws.
 */
import type { ArtLayer, Tone } from "../art/pieces.ts";
import { parsePath, transformPath, type PathCommand } from "../art/path.ts";
import type { Owner } from "../engine/view-palette.ts";
import { Coverage } from "./coverage.ts";
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

/** Draws `layers` (in their 1x1 box) into the square of `size` pixels at (x, y). */
export function drawArt(raster: Raster, layers: readonly ArtLayer[], x: number, y: number, size: number, tones: Tones): void {
  for (const layer of layers) {
    if (layer.kind === "text") {
      drawCentredText(raster, layer.text, x + layer.x * size, y + layer.y * size, layer.size * size, colourOf(layer.fill, tones));
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
