/**
 * A diagram (issue 32, item 6) in either format: the PNG through the preview's renderer
 * (render-board.ts, with the shapes drawn over the pieces and no title: a diagram is the
 * board alone), the SVG through render-diagram-svg.ts. The image's longer side is
 * `size` pixels, the other follows the board's shape; a PNG whose areas (Pit of Pillars'
 * reserves, a hand, the bin) have no room below a square board gets narrower until they
 * do, since a diagram without them would not show the whole position.
 */

/** Widths tried for a PNG, as shares of its height, when the areas do not fit. */
const NARROWER = [0.9, 0.8, 0.7] as const;
import { fitsAreas, renderBoardPng, type RenderOptions } from "./render-board.ts";
import { renderDiagramSvg } from "./render-diagram-svg.ts";
import type { DiagramInput } from "./rpc.ts";

export async function renderDiagram(input: DiagramInput): Promise<Uint8Array> {
  const { view, size } = input;
  if (input.format === "svg") return new TextEncoder().encode(renderDiagramSvg(view, input));
  const wide = view.width >= view.height;
  const width = wide ? size : Math.max(1, Math.round((size * view.width) / view.height));
  const height = wide ? Math.max(1, Math.round((size * view.height) / view.width)) : size;
  const options: RenderOptions = { width, height, flip: input.flip, theme: input.theme, sideNames: input.sideNames, looks: input.looks, marks: input.marks, shapes: input.shapes };
  const narrower = NARROWER.map((share) => ({ ...options, width: Math.round(height * share) })).filter((o) => o.width < width);
  const fitting = [options, ...narrower].find((o) => fitsAreas(view, o)) ?? options;
  return renderBoardPng(view, fitting);
}
