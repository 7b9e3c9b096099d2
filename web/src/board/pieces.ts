/**
 * Pieces as SVG, from the shared piece art (src/art/pieces.ts): the same outlines that
 * the link previews and GIFs rasterize, so the board, the pictures and a downloaded SVG
 * all show one set of pieces.
 */
import type { PieceView } from "../../../src/engine/types.ts";
import { pieceArt, type ArtLayer, type Tone } from "../../../src/art/pieces.ts";
import { s } from "../dom.ts";

import type { Owner, Paint } from "../../../src/engine/view-palette.ts";
export { paintFor, type Owner, type Paint } from "../../../src/engine/view-palette.ts";
export { isChessKind } from "../../../src/art/pieces.ts";

/** The colour for a tone; the badge's colours come from the stylesheet (class stack-badge). */
function colourOf(tone: Tone | undefined, paint: Readonly<Record<Owner, Paint>>): string | undefined {
  if (tone === undefined || tone === "badge" || tone === "badge-text") return undefined;
  const [owner, part] = tone.split("-") as [Owner, "fill" | "ink"];
  return paint[owner][part];
}

/** One art layer as an SVG element, in the art's 1x1 box. */
function layerElement(layer: ArtLayer, paint: Readonly<Record<Owner, Paint>>): SVGElement {
  if (layer.kind === "text") {
    return s(
      "text",
      { x: layer.x, y: layer.y + layer.size * 0.05, "font-size": layer.size, class: layer.className, fill: colourOf(layer.fill, paint), "text-anchor": "middle", "dominant-baseline": "central" },
      layer.text,
    );
  }
  return s("path", {
    d: layer.d,
    class: layer.className,
    fill: colourOf(layer.fill, paint) ?? (layer.fill === undefined ? "none" : undefined),
    stroke: colourOf(layer.stroke, paint),
    "stroke-width": layer.width,
    "stroke-linejoin": "round",
    "stroke-linecap": layer.cap,
  });
}

/**
 * Draws one piece centred in a box of `size` at (x, y) (top-left). `look` is the game's
 * own look for the kind (`Game.glyphs`).
 */
export function drawPiece(piece: PieceView, x: number, y: number, size: number, paint: Readonly<Record<Owner, Paint>>, look: string = piece.kind): SVGGElement {
  const group = s("g", { class: `piece piece-${piece.side}${piece.frozen ? " frozen" : ""}`, "data-kind": piece.kind, "data-at": piece.at || undefined });
  const art = s("g", { transform: `translate(${x} ${y}) scale(${size})` });
  art.append(...pieceArt(piece, look).map((layer) => layerElement(layer, paint)));
  group.append(art);
  return group;
}

/** A piece of `kind` by itself, e.g. for off-board areas and the promotion chooser. */
export function pieceIcon(kind: string, owner: Owner, paint: Readonly<Record<Owner, Paint>>, label?: string, look?: string): SVGSVGElement {
  const svg = s("svg", { viewBox: "0 0 1 1", class: "piece-icon", role: "img", "aria-label": label ?? kind });
  svg.append(drawPiece({ at: "", side: owner, kind }, 0, 0, 1, paint, look));
  return svg;
}
