/**
 * "Download picture" as SVG: the board as the page draws it (the same piece outlines as
 * the link previews, src/art/pieces.ts), made into a file that stands alone. The page's
 * board takes its colours from the stylesheet, so each element's computed paint is
 * written onto it; the focus ring and move targets, which belong to the page's
 * interaction rather than to the position, are left out.
 */

const SVG_NS = "http://www.w3.org/2000/svg";

/** The properties that make the board look as it does; everything else keeps its default. */
const PAINT = ["fill", "fill-opacity", "stroke", "stroke-width", "stroke-opacity", "stroke-linecap", "stroke-linejoin", "opacity", "font-family", "font-size", "font-weight", "text-anchor", "dominant-baseline"] as const;

/** Layers of the board that are not part of the position. */
const LEFT_OUT = "g.focus, g.targets";

/** Pixels across the written file: big enough to print, small enough to mail. */
const WIDTH = 800;

/** The board `svg` as the text of a standalone SVG file. */
export function standaloneBoardSvg(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const originals = svg.querySelectorAll("*");
  const copies = copy.querySelectorAll("*");
  const computed = new Map<Element, CSSStyleDeclaration>([[svg, getComputedStyle(svg)]]);
  for (const property of PAINT) copy.style.setProperty(property, computed.get(svg)!.getPropertyValue(property));
  originals.forEach((original, i) => {
    const style = getComputedStyle(original);
    computed.set(original, style);
    const parent = computed.get(original.parentElement!)!;
    const target = copies[i] as SVGElement;
    // only what differs from the parent: the rest is inherited (or, for opacity, the default)
    for (const property of PAINT) {
      const value = style.getPropertyValue(property);
      if (value !== parent.getPropertyValue(property) && !(property === "opacity" && value === "1")) target.style.setProperty(property, value);
    }
  });
  for (const layer of copy.querySelectorAll(LEFT_OUT)) layer.remove();
  // the page's attributes for people and scripts mean nothing in a file
  for (const element of [copy, ...copy.querySelectorAll("*")]) {
    for (const name of ["tabindex", "role", "aria-label", "aria-hidden", "aria-selected", "data-id", "data-at", "data-kind"]) element.removeAttribute(name);
  }
  const box = svg.viewBox.baseVal;
  copy.setAttribute("xmlns", SVG_NS);
  copy.setAttribute("width", String(WIDTH));
  copy.setAttribute("height", String(Math.round((WIDTH * box.height) / box.width)));
  copy.removeAttribute("class");
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}\n`;
}

/** Hands `text` to the browser as a file download named `name`. */
export function downloadText(text: string, type: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has its own copy once it starts; a moment later the address can go
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
