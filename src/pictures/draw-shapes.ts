/**
 * A diagram's shapes (issue 32) in the PNG: lichess-coloured arrows and circled cells over
 * the pieces, with the outline every drawing of them shares (src/diagram/shapes.ts).
 */
import type { Box } from "../engine/geometry/box-groups.ts";
import { arrowOutline, ringOf, SHAPE_OPACITY, SHAPE_PAINT, type DiagramShapes } from "../diagram/shapes.ts";
import { circlePath, polygonPath } from "../art/path.ts";
import { Coverage } from "./coverage.ts";
import { hex, type Raster } from "./raster.ts";

/**
 * Draws the circles, then the arrows over them, as lichess layers them. `boxOf` gives a
 * cell's box in pixels (undefined for a cell the board does not have), `unit` a typical
 * cell's size in pixels.
 */
export function drawShapes(raster: Raster, shapes: DiagramShapes, boxOf: (id: string) => Box | undefined, unit: number): void {
  for (const circle of shapes.circles) {
    const box = boxOf(circle.at);
    if (box === undefined) continue;
    const ring = ringOf(box, unit);
    const coverage = new Coverage();
    coverage.stroke(circlePath(ring.cx, ring.cy, ring.r), ring.width);
    coverage.paint(raster, hex(SHAPE_PAINT[circle.colour]), SHAPE_OPACITY);
  }
  for (const arrow of shapes.arrows) {
    const from = boxOf(arrow.from);
    const to = boxOf(arrow.to);
    const outline = from && to && arrowOutline(from, to, unit);
    if (outline === undefined) continue;
    const coverage = new Coverage();
    coverage.fill(polygonPath(outline));
    coverage.paint(raster, hex(SHAPE_PAINT[arrow.colour]), SHAPE_OPACITY);
  }
}
