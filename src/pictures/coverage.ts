/**
 * Anti-aliased filling of outlines: the signed-area accumulation rasterizer of font-rs
 * and stb_truetype. Every edge adds, to each pixel it crosses, the area it covers to its
 * right (signed by its direction); a running sum along a row then gives each pixel's
 * exact coverage. Nonzero winding, with overlapping shapes of the same direction simply
 * clamped at full: the piece outlines, the strokes built from quads and discs, and the
 * font's glyphs (holes wound the other way) are all drawn this way. Curves arrive
 * flattened (src/art/path.ts).
 */
import { flattenPath, type PathCommand, type Polyline } from "../art/path.ts";
import { paintCoverageRow, type Colour, type Raster } from "./raster.ts";

/** Curves are flattened to within this many pixels. */
const TOLERANCE = 0.2;

/** Edges collected in pixel coordinates, then filled at once. */
export class Coverage {
  /** x0, y0, x1, y1 of every edge */
  private readonly edges: number[] = [];
  private minX = Infinity;
  private minY = Infinity;
  private maxX = -Infinity;
  private maxY = -Infinity;

  /** Adds an edge from (x0, y0) to (x1, y1). */
  line(x0: number, y0: number, x1: number, y1: number): void {
    if (y0 === y1) return;
    this.edges.push(x0, y0, x1, y1);
    this.minX = Math.min(this.minX, x0, x1);
    this.maxX = Math.max(this.maxX, x0, x1);
    this.minY = Math.min(this.minY, y0, y1);
    this.maxY = Math.max(this.maxY, y0, y1);
  }

  /** Adds the closed outline through `points` (x, y pairs). */
  polygon(points: readonly number[]): void {
    const n = points.length;
    for (let i = 0; i < n; i += 2) this.line(points[i], points[i + 1], points[(i + 2) % n], points[(i + 3) % n]);
  }

  /** Adds every sub-path of `path`, each closed, as an area to fill. */
  fill(path: readonly PathCommand[]): void {
    for (const line of flattenPath(path, TOLERANCE)) this.polygon(line.points);
  }

  /**
   * Adds the outline of `path` stroked `width` pixels wide: a quad along each straight
   * piece and a disc at each corner (round joins and, for open paths, round ends).
   */
  stroke(path: readonly PathCommand[], width: number): void {
    for (const line of flattenPath(path, TOLERANCE)) this.strokeLine(line, width / 2);
  }

  private strokeLine({ points, closed }: Polyline, half: number): void {
    const n = points.length / 2;
    const last = closed ? n : n - 1;
    for (let i = 0; i < last; i++) {
      const x0 = points[2 * i];
      const y0 = points[2 * i + 1];
      const x1 = points[(2 * (i + 1)) % points.length];
      const y1 = points[(2 * (i + 1) + 1) % points.length];
      const length = Math.hypot(x1 - x0, y1 - y0);
      if (length === 0) continue;
      // The normal to the left of the direction of travel; all quads wound the same
      // way, so that where they overlap they add up and clamp instead of cancelling.
      const nx = (-(y1 - y0) / length) * half;
      const ny = ((x1 - x0) / length) * half;
      this.polygon([x0 + nx, y0 + ny, x1 + nx, y1 + ny, x1 - nx, y1 - ny, x0 - nx, y0 - ny]);
    }
    for (let i = 0; i < n; i++) this.disc(points[2 * i], points[2 * i + 1], half);
  }

  /** A disc as a polygon fine enough for its size, wound like the quads. */
  private disc(cx: number, cy: number, r: number): void {
    if (r < 0.35) return;
    const sides = Math.max(6, Math.min(32, Math.ceil(r * 3)));
    const points: number[] = [];
    for (let i = 0; i < sides; i++) {
      const a = (-i * 2 * Math.PI) / sides;
      points.push(cx + r * Math.cos(a), cy + r * Math.sin(a));
    }
    this.polygon(points);
  }

  /** Paints what was added in `colour` at `alpha` (0..1) over the raster. */
  paint(raster: Raster, colour: Colour, alpha = 1): void {
    const mask = this.mask({ x: 0, y: 0, w: raster.width, h: raster.height });
    if (mask) paintMask(raster, mask, 0, 0, colour, alpha);
  }

  /**
   * What was added as a mask of coverage (0..1) a pixel, over the pixels it touches inside
   * `clip`: to paint now, or to keep and paint again elsewhere (draw-art.ts keeps a
   * piece's, which a board repeats).
   */
  mask(clip: { x: number; y: number; w: number; h: number }): CoverageMask | undefined {
    if (this.edges.length === 0) return undefined;
    const x0 = Math.max(clip.x, Math.floor(this.minX));
    const y0 = Math.max(clip.y, Math.floor(this.minY));
    const x1 = Math.min(clip.x + clip.w, Math.ceil(this.maxX) + 1);
    const y1 = Math.min(clip.y + clip.h, Math.ceil(this.maxY));
    const w = x1 - x0;
    const h = y1 - y0;
    if (w <= 0 || h <= 0) return undefined;
    // two columns of slack: an edge's area spills one pixel to its right
    const stride = w + 2;
    const area = new Float32Array(stride * h);
    const e = this.edges;
    for (let i = 0; i < e.length; i += 4) accumulate(area, stride, h, e[i] - x0, e[i + 1] - y0, e[i + 2] - x0, e[i + 3] - y0);
    const cover = new Float32Array(w * h);
    for (let y = 0; y < h; y++) {
      let sum = 0;
      const start = y * stride;
      for (let x = 0; x < w; x++) {
        sum += area[start + x];
        const c = Math.abs(sum);
        cover[y * w + x] = c > 1 ? 1 : c;
      }
    }
    return { x: x0, y: y0, w, h, cover };
  }
}

/** Coverage (0..1) of a block of pixels, `w` x `h` from (x, y), row by row. */
export interface CoverageMask {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly cover: Float32Array;
}

/** Paints `mask` moved by whole pixels (dx, dy) in `colour` at `alpha`, clipped to the raster. */
export function paintMask(raster: Raster, mask: CoverageMask, dx: number, dy: number, colour: Colour, alpha = 1): void {
  const left = mask.x + dx;
  // columns left of the raster are skipped; paintCoverageRow stops at its right edge
  const skip = Math.max(0, -left);
  for (let y = 0; y < mask.h; y++) {
    const row = mask.y + dy + y;
    if (row < 0 || row >= raster.height || skip >= mask.w) continue;
    paintCoverageRow(raster, row, left + skip, mask.cover.subarray(y * mask.w + skip, (y + 1) * mask.w), colour, alpha);
  }
}

/**
 * Adds one edge's signed area to the rows it crosses (font-rs's `draw_line`), in the
 * buffer's own coordinates. Columns left of 0 fold into column 0 and right of the
 * buffer into its last, which keeps a row's sum right for the pixels that are shown.
 */
function accumulate(area: Float32Array, stride: number, h: number, px0: number, py0: number, px1: number, py1: number): void {
  const dir = py0 < py1 ? 1 : -1;
  const [ax, ay, bx, by] = py0 < py1 ? [px0, py0, px1, py1] : [px1, py1, px0, py0];
  const dxdy = (bx - ax) / (by - ay);
  const maxX = stride - 2;
  let x = ax;
  const yStart = Math.max(0, Math.floor(ay));
  if (ay < 0) x -= ay * dxdy;
  const yEnd = Math.min(h, Math.ceil(by));
  for (let y = yStart; y < yEnd; y++) {
    const line = y * stride;
    const dy = Math.min(y + 1, by) - Math.max(y, ay);
    const xnext = x + dxdy * dy;
    const d = dy * dir;
    let lo = x < xnext ? x : xnext;
    let hi = x < xnext ? xnext : x;
    lo = lo < 0 ? 0 : lo > maxX ? maxX : lo;
    hi = hi < 0 ? 0 : hi > maxX ? maxX : hi;
    const loFloor = Math.floor(lo);
    const loI = loFloor;
    const hiCeil = Math.ceil(hi);
    const hiI = hiCeil;
    if (hiI <= loI + 1) {
      const xmf = 0.5 * (lo + hi) - loFloor;
      area[line + loI] += d - d * xmf;
      area[line + loI + 1] += d * xmf;
    } else {
      const s = 1 / (hi - lo);
      const x0f = lo - loFloor;
      const a0 = 0.5 * s * (1 - x0f) * (1 - x0f);
      const x1f = hi - hiCeil + 1;
      const am = 0.5 * s * x1f * x1f;
      area[line + loI] += d * a0;
      if (hiI === loI + 2) {
        area[line + loI + 1] += d * (1 - a0 - am);
      } else {
        const a1 = s * (1.5 - x0f);
        area[line + loI + 1] += d * (a1 - a0);
        for (let xi = loI + 2; xi < hiI - 1; xi++) area[line + xi] += d * s;
        const a2 = a1 + (hiI - loI - 3) * s;
        area[line + hiI - 1] += d * (1 - a2 - am);
      }
      area[line + hiI] += d * am;
    }
    x = xnext;
  }
}
