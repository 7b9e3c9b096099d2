/**
 * Shapes drawn over a board (issue 32, item 2): arrows between two cells and circled
 * cells, in lichess's four brush colours, named by the letters of its `[%cal]` and
 * `[%csl]` comments (G, R, Y, B). The geometry lives here, in whatever units the caller
 * draws in, so that the page's SVG board (web/src/board/overlays.ts), the diagram's SVG
 * and the PNG renderer (src/pictures/) draw the same outline.
 */
import type { Box } from "../engine/geometry/box-groups.ts";

/** lichess's brush letters: green, red, yellow, blue. */
export const SHAPE_COLOURS = ["G", "R", "Y", "B"] as const;
export type ShapeColour = (typeof SHAPE_COLOURS)[number];

/** The brushes' colours, as lichess paints them (chessground's default brushes). */
export const SHAPE_PAINT: Readonly<Record<ShapeColour, string>> = {
  G: "#15781b",
  R: "#882020",
  Y: "#e68f00",
  B: "#003088",
};

/** The shapes are see-through, so the piece under an arrow's head stays readable. */
export const SHAPE_OPACITY = 0.8;

export interface DiagramArrow {
  readonly colour: ShapeColour;
  readonly from: string;
  readonly to: string;
}

export interface DiagramCircle {
  readonly colour: ShapeColour;
  readonly at: string;
}

export interface DiagramShapes {
  readonly arrows: readonly DiagramArrow[];
  readonly circles: readonly DiagramCircle[];
}

type Point = readonly [number, number];

const centre = (box: Box) => ({ x: box.x + box.w / 2, y: box.y + box.h / 2 });

/**
 * The outline of an arrow from the centre of `from` to that of `to`, one closed polygon
 * (so that a see-through arrow has no darker seam where shaft and head meet): the shaft
 * starts a little past the first centre, the head's tip stops short of the second, so the
 * pieces under both ends stay visible. `unit` is a typical cell's size. Undefined when the
 * two centres coincide (an outer field and its inner field): there is no direction to point.
 */
export function arrowOutline(from: Box, to: Box, unit: number): Point[] | undefined {
  const a = centre(from);
  const b = centre(to);
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  if (length < unit * 1e-3) return undefined;
  const ux = (b.x - a.x) / length;
  const uy = (b.y - a.y) / length;
  // a one-square arrow keeps a shaft: its head is at most a third of its length
  const head = Math.min(unit * 0.4, length / 3);
  const shaft = (unit * 0.15) / 2;
  const wing = head * 0.6;
  const tip: Point = [b.x - ux * unit * 0.15, b.y - uy * unit * 0.15];
  const base: Point = [tip[0] - ux * head, tip[1] - uy * head];
  const start: Point = [a.x + ux * unit * 0.2, a.y + uy * unit * 0.2];
  const across = (p: Point, d: number): Point => [p[0] - uy * d, p[1] + ux * d];
  return [across(start, shaft), across(base, shaft), across(base, wing), tip, across(base, -wing), across(base, -shaft), across(start, -shaft)];
}

/** A ring inside a cell: its centre, radius (to the middle of the line) and line width. */
export function ringOf(box: Box, unit: number): { cx: number; cy: number; r: number; width: number } {
  const c = centre(box);
  return { cx: c.x, cy: c.y, r: Math.min(box.w, box.h) * 0.42, width: unit * 0.1 };
}
