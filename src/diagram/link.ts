/**
 * Writes a diagram's address (docs/api.md "Diagrams"): the one grammar that the Worker
 * reads (query.ts), the analysis board's "Copy diagram link" writes, and the cache keys
 * its images by. Parameters that say what their default says are left out, so a link is
 * as short as it can be and one diagram has one address.
 */
import type { DiagramArrow, DiagramCircle } from "./shapes.ts";

export interface DiagramLink {
  /** The game's id, as in /rules/<id>. */
  readonly game: string;
  readonly format: "png" | "svg";
  /** The position text; undefined for the game's start position. */
  readonly position?: string;
  readonly arrows?: readonly DiagramArrow[];
  readonly circles?: readonly DiagramCircle[];
  readonly lastMove?: readonly string[];
  readonly flip?: boolean;
  /** Pixels of the longer side; undefined for the default, 480. */
  readonly size?: number;
  readonly theme?: "light" | "dark";
}

/** The query of a diagram's address, its parameters always in one order. */
export function diagramQuery(link: Omit<DiagramLink, "game" | "format">): string {
  const query = new URLSearchParams();
  if (link.position !== undefined) query.set("position", link.position);
  // the dash between the cells: a link never depends on how a board's cell names happen to split
  if (link.arrows?.length) query.set("arrows", link.arrows.map((a) => `${a.colour}${a.from}-${a.to}`).join(","));
  if (link.circles?.length) query.set("circles", link.circles.map((c) => `${c.colour}${c.at}`).join(","));
  if (link.lastMove?.length) query.set("lastMove", link.lastMove.join(","));
  if (link.flip) query.set("flip", "1");
  if (link.size !== undefined) query.set("size", String(link.size));
  if (link.theme === "dark") query.set("theme", "dark");
  return query.toString();
}

/** The diagram's path and query, e.g. `/diagram/the-pit.png?position=...&flip=1`. */
export function diagramPath(link: DiagramLink): string {
  const query = diagramQuery(link);
  return `/diagram/${encodeURIComponent(link.game)}.${link.format}${query ? `?${query}` : ""}`;
}
