/**
 * What the board draws over its cells beyond the position: a red glow on a king in
 * danger (as chess sites mark check), and arrows (the attackers on request, the
 * computer's suggested move). Arrows are drawn as plain shapes, with no marker ids, so
 * that many boards on one page (the rules' diagrams) never share an id.
 */
import type { BoardView, CellView } from "../../../src/engine/types.ts";
import type { Box } from "../../../src/engine/geometry/box-groups.ts";
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

/** An arrow between two cells' centres (its head short of the target's centre), or a ring on one cell. */
export function drawArrow(arrow: BoardArrow, from: Box, to: Box, unit: number): SVGElement {
  const a = { x: from.x + from.w / 2, y: from.y + from.h / 2 };
  const b = { x: to.x + to.w / 2, y: to.y + to.h / 2 };
  const cls = `arrow arrow-${arrow.tone}`;
  if (arrow.from === arrow.to) return s("circle", { cx: b.x, cy: b.y, r: Math.min(to.w, to.h) * 0.42, class: cls, fill: "none", "stroke-width": unit * 0.1 });
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  const ux = (b.x - a.x) / length;
  const uy = (b.y - a.y) / length;
  const width = unit * 0.15;
  // a one-square arrow keeps a shaft: its head is at most a third of its length
  const head = Math.min(unit * 0.4, length / 3);
  // the shaft stops where the head begins; the head's tip stops short of the centre, so the piece stays visible
  const tip = { x: b.x - ux * unit * 0.15, y: b.y - uy * unit * 0.15 };
  const base = { x: tip.x - ux * head, y: tip.y - uy * head };
  const start = { x: a.x + ux * unit * 0.2, y: a.y + uy * unit * 0.2 };
  const side = { x: -uy * head * 0.6, y: ux * head * 0.6 };
  return s(
    "g",
    { class: cls },
    s("line", { x1: start.x, y1: start.y, x2: base.x, y2: base.y, "stroke-width": width, "stroke-linecap": "round" }),
    s("polygon", { points: `${tip.x},${tip.y} ${base.x + side.x},${base.y + side.y} ${base.x - side.x},${base.y - side.y}` }),
  );
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
