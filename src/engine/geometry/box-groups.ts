/**
 * Geometry for drawing boards, shared by the browser's SVG renderer and the Worker's PNG
 * previews: which cells touch (to draw a pit or a bin as one well), and the outline of
 * such a group. Works on any axis-aligned boxes, in whatever units the caller draws in.
 */

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** One side of a box that lies on the outline of its group. */
export interface OutlineEdge {
  readonly side: "top" | "bottom" | "left" | "right";
  readonly x: number;
  readonly y: number;
  readonly length: number;
}

function touches(a: Box, b: Box): boolean {
  return (
    ((a.x + a.w === b.x || b.x + b.w === a.x) && a.y < b.y + b.h && b.y < a.y + a.h) ||
    ((a.y + a.h === b.y || b.y + b.h === a.y) && a.x < b.x + b.w && b.x < a.x + a.w)
  );
}

/** Indexes of `boxes` grouped by sharing an edge (flood fill; boards have a few hundred cells at most). */
export function groupTouching(boxes: readonly Box[]): number[][] {
  const seen = new Set<number>();
  const groups: number[][] = [];
  for (let start = 0; start < boxes.length; start++) {
    if (seen.has(start)) continue;
    seen.add(start);
    const group = [start];
    for (let k = 0; k < group.length; k++) {
      boxes.forEach((box, j) => {
        if (!seen.has(j) && touches(boxes[group[k]], box)) {
          seen.add(j);
          group.push(j);
        }
      });
    }
    groups.push(group);
  }
  return groups;
}

/** The sides of a group's boxes that no other box of the group covers: the group's outline. */
export function outerEdges(boxes: readonly Box[]): OutlineEdge[] {
  const has = (x: number, y: number) => boxes.some((b) => b.x < x && x < b.x + b.w && b.y < y && y < b.y + b.h);
  const edges: OutlineEdge[] = [];
  for (const b of boxes) {
    // probe just outside each side, a thousandth of the box away (units vary by caller)
    const e = Math.min(b.w, b.h) * 1e-3;
    const mx = b.x + b.w / 2;
    const my = b.y + b.h / 2;
    if (!has(mx, b.y - e)) edges.push({ side: "top", x: b.x, y: b.y, length: b.w });
    if (!has(mx, b.y + b.h + e)) edges.push({ side: "bottom", x: b.x, y: b.y + b.h, length: b.w });
    if (!has(b.x - e, my)) edges.push({ side: "left", x: b.x, y: b.y, length: b.h });
    if (!has(b.x + b.w + e, my)) edges.push({ side: "right", x: b.x + b.w, y: b.y, length: b.h });
  }
  return edges;
}

/** The smallest box around `boxes`. */
export function boundsOf(boxes: readonly Box[]): Box {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  return { x, y, w: Math.max(...boxes.map((b) => b.x + b.w)) - x, h: Math.max(...boxes.map((b) => b.y + b.h)) - y };
}
