/**
 * Outlines as SVG path data, shared by the page (which hands the text to an SVG <path>)
 * and the pictures (which flatten it into polygons for the rasterizer). Only what the
 * piece shapes and the font outlines use: absolute M, L, Q, C and Z.
 */

/** One drawing command, absolute coordinates. */
export type PathCommand =
  | { readonly type: "M" | "L"; readonly x: number; readonly y: number }
  | { readonly type: "Q"; readonly x1: number; readonly y1: number; readonly x: number; readonly y: number }
  | { readonly type: "C"; readonly x1: number; readonly y1: number; readonly x2: number; readonly y2: number; readonly x: number; readonly y: number }
  | { readonly type: "Z" };

/** How many numbers each command takes. */
const ARITY = { M: 2, L: 2, Q: 4, C: 6, Z: 0 } as const;

/**
 * Reads path data written by `formatPath` or the outline generator (src/cli/typeface.ts),
 * turning relative commands into absolute ones.
 *
 * @throws {Error} on a command other than M, L, Q, C, Z or a missing number: the data is ours, so that is a bug.
 */
export function parsePath(d: string): PathCommand[] {
  const tokens = d.match(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  const out: PathCommand[] = [];
  let [penX, penY, startX, startY] = [0, 0, 0, 0];
  let i = 0;
  while (i < tokens.length) {
    const letter = tokens[i++];
    const type = letter.toUpperCase() as keyof typeof ARITY;
    if (!(type in ARITY)) throw new Error(`unsupported path command ${letter}`);
    const n = tokens.slice(i, i + ARITY[type]).map(Number);
    if (n.length < ARITY[type] || n.some(Number.isNaN)) throw new Error(`path command ${type} lacks numbers`);
    i += ARITY[type];
    if (letter !== type) for (let k = 0; k < n.length; k++) n[k] += k % 2 === 0 ? penX : penY;
    if (type === "Z") [penX, penY] = [startX, startY];
    else [penX, penY] = [n[n.length - 2], n[n.length - 1]];
    if (type === "M") [startX, startY] = [penX, penY];
    if (type === "Z") out.push({ type });
    else if (type === "M" || type === "L") out.push({ type, x: n[0], y: n[1] });
    else if (type === "Q") out.push({ type, x1: n[0], y1: n[1], x: n[2], y: n[3] });
    else out.push({ type, x1: n[0], y1: n[1], x2: n[2], y2: n[3], x: n[4], y: n[5] });
  }
  return out;
}

const num = (n: number) => String(Math.round(n * 10000) / 10000);

/** Path data for an SVG `d` attribute. */
export function formatPath(commands: readonly PathCommand[]): string {
  return commands
    .map((c) => {
      switch (c.type) {
        case "Z":
          return "Z";
        case "M":
        case "L":
          return `${c.type}${num(c.x)} ${num(c.y)}`;
        case "Q":
          return `Q${num(c.x1)} ${num(c.y1)} ${num(c.x)} ${num(c.y)}`;
        case "C":
          return `C${num(c.x1)} ${num(c.y1)} ${num(c.x2)} ${num(c.y2)} ${num(c.x)} ${num(c.y)}`;
      }
    })
    .join("");
}

/** Scales by `scale` about the origin, then moves by (dx, dy). */
export function transformPath(commands: readonly PathCommand[], scale: number, dx: number, dy: number): PathCommand[] {
  const x = (v: number) => v * scale + dx;
  const y = (v: number) => v * scale + dy;
  return commands.map((c): PathCommand => {
    switch (c.type) {
      case "Z":
        return c;
      case "M":
      case "L":
        return { type: c.type, x: x(c.x), y: y(c.y) };
      case "Q":
        return { type: "Q", x1: x(c.x1), y1: y(c.y1), x: x(c.x), y: y(c.y) };
      case "C":
        return { type: "C", x1: x(c.x1), y1: y(c.y1), x2: x(c.x2), y2: y(c.y2), x: x(c.x), y: y(c.y) };
    }
  });
}

/** A closed polygon through `points` ([x, y] pairs). */
export function polygonPath(points: readonly (readonly [number, number])[]): PathCommand[] {
  return [...points.map(([x, y], i): PathCommand => ({ type: i === 0 ? "M" : "L", x, y })), { type: "Z" }];
}

/** The usual cubic approximation of a quarter circle: control points at this fraction of the radius. */
const KAPPA = 0.5522847498;

/** A circle, clockwise on screen (y down) like every other shape here. */
export function circlePath(cx: number, cy: number, r: number): PathCommand[] {
  const k = r * KAPPA;
  return [
    { type: "M", x: cx + r, y: cy },
    { type: "C", x1: cx + r, y1: cy + k, x2: cx + k, y2: cy + r, x: cx, y: cy + r },
    { type: "C", x1: cx - k, y1: cy + r, x2: cx - r, y2: cy + k, x: cx - r, y: cy },
    { type: "C", x1: cx - r, y1: cy - k, x2: cx - k, y2: cy - r, x: cx, y: cy - r },
    { type: "C", x1: cx + k, y1: cy - r, x2: cx + r, y2: cy - k, x: cx + r, y: cy },
    { type: "Z" },
  ];
}

/** A rectangle with corners rounded to `radius` (at most half the shorter side), clockwise. */
export function roundRectPath(x: number, y: number, w: number, h: number, radius = 0): PathCommand[] {
  const r = Math.max(0, Math.min(radius, w / 2, h / 2));
  if (r === 0) return polygonPath([[x, y], [x + w, y], [x + w, y + h], [x, y + h]]);
  const k = r * (1 - KAPPA);
  return [
    { type: "M", x: x + r, y },
    { type: "L", x: x + w - r, y },
    { type: "C", x1: x + w - k, y1: y, x2: x + w, y2: y + k, x: x + w, y: y + r },
    { type: "L", x: x + w, y: y + h - r },
    { type: "C", x1: x + w, y1: y + h - k, x2: x + w - k, y2: y + h, x: x + w - r, y: y + h },
    { type: "L", x: x + r, y: y + h },
    { type: "C", x1: x + k, y1: y + h, x2: x, y2: y + h - k, x, y: y + h - r },
    { type: "L", x, y: y + r },
    { type: "C", x1: x, y1: y + k, x2: x + k, y2: y, x: x + r, y },
    { type: "Z" },
  ];
}

/** A flattened sub-path: x, y pairs, and whether it closes back to its start. */
export interface Polyline {
  readonly points: number[];
  readonly closed: boolean;
}

/**
 * Replaces curves by straight pieces no further than about `tolerance` from the curve
 * (in the path's own units), for a rasterizer that only knows lines.
 */
export function flattenPath(commands: readonly PathCommand[], tolerance: number): Polyline[] {
  const out: Polyline[] = [];
  let points: number[] = [];
  let closed = false;
  let x = 0;
  let y = 0;
  const finish = () => {
    if (points.length >= 4) out.push({ points, closed });
    points = [];
    closed = false;
  };
  // segments for a curve whose control polygon strays `spread` from its chord
  const steps = (spread: number) => Math.max(1, Math.min(64, Math.ceil(Math.sqrt(spread / (8 * tolerance)) * 2)));
  for (const c of commands) {
    switch (c.type) {
      case "M":
        finish();
        points.push(c.x, c.y);
        break;
      case "L":
        points.push(c.x, c.y);
        break;
      case "Q": {
        const n = steps(Math.hypot(x - 2 * c.x1 + c.x, y - 2 * c.y1 + c.y));
        for (let i = 1; i <= n; i++) {
          const t = i / n;
          const u = 1 - t;
          points.push(u * u * x + 2 * u * t * c.x1 + t * t * c.x, u * u * y + 2 * u * t * c.y1 + t * t * c.y);
        }
        break;
      }
      case "C": {
        const spread = Math.max(Math.hypot(x - 2 * c.x1 + c.x2, y - 2 * c.y1 + c.y2), Math.hypot(c.x1 - 2 * c.x2 + c.x, c.y1 - 2 * c.y2 + c.y)) * 1.5;
        const n = steps(spread);
        for (let i = 1; i <= n; i++) {
          const t = i / n;
          const u = 1 - t;
          const a = u * u * u;
          const b = 3 * u * u * t;
          const d = 3 * u * t * t;
          const e = t * t * t;
          points.push(a * x + b * c.x1 + d * c.x2 + e * c.x, a * y + b * c.y1 + d * c.y2 + e * c.y);
        }
        break;
      }
      case "Z":
        closed = true;
        finish();
        break;
    }
    if (c.type === "Z") {
      // after Z the pen is back at the sub-path's start, which the next command names anyway
      continue;
    }
    x = c.x;
    y = c.y;
  }
  finish();
  return out;
}
