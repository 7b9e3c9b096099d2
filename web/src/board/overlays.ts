/**
 * What the board draws over its cells beyond the position: a red glow on a king in
 * danger (as chess sites mark check), and arrows (the attackers on request, the
 * computer's suggested move). Arrows are drawn as plain shapes, with no marker ids, so
 * that many boards on one page (the rules' diagrams) never share an id.
 */
import type { BoardView, CellView } from "../../../src/engine/types.ts";
import type { Box } from "../../../src/engine/geometry/box-groups.ts";
import { arrowOutline, ringOf } from "../../../src/diagram/shapes.ts";
import { s } from "../dom.ts";
import type { BoardArrow } from "./state.ts";

let glows = 0;

/** The glow under an attacked king: a radial gradient, red in the middle, fading to the cell's edge. */
export function attackedGlow(box: Box, defs: SVGDefsElement): SVGRectElement {
  const id = `attacked-glow-${++glows}`;
  defs.append(
    s(
      "radialGradient",
      { id },
      s("stop", { offset: "0", "stop-color": "#ff0000", "stop-opacity": "1" }),
      s("stop", { offset: "0.25", "stop-color": "#e70000", "stop-opacity": "1" }),
      s("stop", { offset: "0.89", "stop-color": "#a90000", "stop-opacity": "0" }),
    ),
  );
  return s("rect", { x: box.x, y: box.y, width: box.w, height: box.h, fill: `url(#${id})`, class: "attacked" });
}

/**
 * An arrow between two cells' centres (its head short of the target's centre), or a ring
 * on one cell: the outline the diagrams draw too (src/diagram/shapes.ts).
 */
export function drawArrow(arrow: BoardArrow, from: Box, to: Box, unit: number): SVGElement {
  const cls = `arrow arrow-${arrow.tone}`;
  const outline = arrow.from === arrow.to ? undefined : arrowOutline(from, to, unit);
  if (outline === undefined) {
    const ring = ringOf(to, unit);
    return s("circle", { cx: ring.cx, cy: ring.cy, r: ring.r, class: cls, fill: "none", "stroke-width": ring.width });
  }
  return s("g", { class: cls }, s("polygon", { points: outline.map(([x, y]) => `${x},${y}`).join(" ") }));
}

/**
 * The arrows that show a move's clicks on the board: a click on a piece followed by a
 * click on a cell is an arrow from one to the other; a click on an empty cell (a piece
 * placed: a drop, a selection from the bin, an entered man) is a ring; clicks off the
 * board (a hand, the bin, "push") draw nothing themselves.
 */
export function moveArrows(view: BoardView, path: readonly string[], tone: BoardArrow["tone"]): BoardArrow[] {
  const cells = new Map<string, CellView>(view.cells.map((cell) => [cell.id, cell]));
  const occupied = new Set(view.pieces.map((piece) => piece.at));
  const arrows: BoardArrow[] = [];
  for (let i = 0; i < path.length; i++) {
    if (!cells.has(path[i])) continue;
    if (occupied.has(path[i]) && i + 1 < path.length && cells.has(path[i + 1])) {
      arrows.push({ from: path[i], to: path[i + 1], tone });
      i++;
    } else arrows.push({ from: path[i], to: path[i], tone });
  }
  return arrows;
}
