/**
 * The installable app's icons (web/public/icons/, named in web/public/manifest.webmanifest),
 * drawn with the link previews' rasteriser: the favicon's motif, a board with a pit in
 * its middle, on the site's green. `npm run icons` (src/cli/app-icons.ts) writes them.
 */
import { encodePng } from "../pictures/png.ts";
import { createRaster, fillRect, fillRectRadial, fillRoundRect, hex, type Raster } from "../pictures/raster.ts";

/** How one icon file is drawn. */
export interface IconSpec {
  /** The file name under web/public/icons/. */
  readonly file: string;
  readonly size: number;
  /** The board's side as a fraction of the icon's. */
  readonly board: number;
  /**
   * Corner radius as a fraction of the size, outside which the icon is transparent; 0 for
   * a full-bleed square (a maskable icon, which the system crops to its own shape, and
   * Apple's touch icon, which iOS rounds itself and would fill with black if transparent).
   */
  readonly corner: number;
}

/**
 * A maskable icon's safe zone is the circle of radius 40% of its size (W3C "Web App
 * Manifest", purpose "maskable"): what lies outside may be cropped away.
 */
export const MASKABLE_SAFE_RADIUS = 0.4;

/**
 * The icons: "any" icons at 192 and 512 px (rounded, transparent corners), a maskable
 * one whose board lies wholly inside the safe zone (0.52 of the side, 0.56 with its frame:
 * a half-diagonal of 0.397), and the 180 px touch icon iOS puts on the home screen.
 */
export const ICONS: readonly IconSpec[] = [
  { file: "icon-192.png", size: 192, board: 0.72, corner: 0.2 },
  { file: "icon-512.png", size: 512, board: 0.72, corner: 0.2 },
  { file: "icon-maskable-512.png", size: 512, board: 0.52, corner: 0 },
  { file: "apple-touch-icon.png", size: 180, board: 0.68, corner: 0 },
];

/** The site's accent green (web/src/styles.css --accent): the icon's background. */
export const ICON_BACKGROUND = hex("#356826");
const LIGHT = hex("#f0d9b5");
const DARK = hex("#b58863");
const FRAME = hex("#231b14");
const PIT = [
  { at: 0, colour: hex("#0d0906") },
  { at: 1, colour: hex("#4a3726") },
] as const;

/** The board's frame, each side, as a fraction of the board's side. */
const BOARD_FRAME = 0.04;

/** Squares on a side of the drawn board; the pit is the middle two by two. */
const CELLS = 6;

/** Draws a board with a pit, `side` pixels wide, with its top-left corner at (x, y). */
function drawBoard(raster: Raster, x: number, y: number, side: number): void {
  const frame = side * BOARD_FRAME;
  fillRoundRect(raster, x - frame, y - frame, side + 2 * frame, side + 2 * frame, frame * 1.5, FRAME);
  const cell = side / CELLS;
  for (let row = 0; row < CELLS; row++) {
    for (let col = 0; col < CELLS; col++) {
      fillRect(raster, x + col * cell, y + row * cell, cell, cell, (row + col) % 2 === 0 ? LIGHT : DARK);
    }
  }
  const centre = side / 2;
  fillRectRadial(raster, x + 2 * cell, y + 2 * cell, 2 * cell, 2 * cell, x + centre, y + centre, cell * 1.45, PIT);
}

/** Makes the pixels outside a rounded square of corner radius `radius` transparent, with a soft edge. */
function roundCorners(raster: Raster, radius: number): void {
  const { width, height, pixels } = raster;
  const hx = width / 2 - radius;
  const hy = height / 2 - radius;
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      const dx = Math.abs(px + 0.5 - width / 2) - hx;
      const dy = Math.abs(py + 0.5 - height / 2) - hy;
      if (dx <= 0 || dy <= 0) continue;
      const coverage = Math.max(0, Math.min(1, radius + 0.5 - Math.sqrt(dx * dx + dy * dy)));
      pixels[(py * width + px) * 4 + 3] = Math.round(coverage * 255);
    }
  }
}

/** The icon's pixels. */
export function drawIcon(spec: IconSpec): Raster {
  const raster = createRaster(spec.size, spec.size, ICON_BACKGROUND);
  const side = spec.size * spec.board;
  const offset = (spec.size - side) / 2;
  drawBoard(raster, offset, offset, side);
  if (spec.corner > 0) roundCorners(raster, spec.size * spec.corner);
  return raster;
}

/** The icon as a PNG file. */
export async function iconPng(spec: IconSpec): Promise<Uint8Array> {
  const raster = drawIcon(spec);
  return encodePng(raster.width, raster.height, raster.pixels);
}
