/**
 * "Download picture" as SVG: the board as the page draws it (the same piece outlines as
 * the link previews, src/art/pieces.ts), made into a file that stands alone. The page's
 * board takes its colours from the stylesheet, so each element's computed paint is
 * written onto it; the focus ring and move targets, which belong to the page's
 * interaction rather than to the position, are left out. What the page shows around the
 * board is part of the position too: the areas (In The Bin's bin, Ben39's hands, Pit of
 * Pillars' reserves) as a band of pieces with their counts above and below the board,
 * and the key of owned cells under it, as the link previews draw them.
 */

const SVG_NS = "http://www.w3.org/2000/svg";

/** The properties that make the board look as it does; everything else keeps its default. */
const PAINT = ["fill", "fill-opacity", "stroke", "stroke-width", "stroke-opacity", "stroke-linecap", "stroke-linejoin", "opacity", "font-family", "font-size", "font-weight", "text-anchor", "dominant-baseline"] as const;

/** Layers of the board that are not part of the position. */
const LEFT_OUT = "g.focus, g.targets";

/** Pixels across the written file: big enough to print, small enough to mail. */
const WIDTH = 800;

/** The page's text colour in the file: the areas' labels and counts. */
const INK = "#1f1d1a";

/** One row of the bands around the board: its pieces, words and swatches, each `width` wide. */
type BandItem = { readonly width: number; readonly draw: (x: number, y: number, row: number) => SVGElement[] };

/** Text at (x, y), y the row's middle. */
function word(text: string, x: number, y: number, row: number): SVGTextElement {
  const element = document.createElementNS(SVG_NS, "text");
  element.setAttribute("x", String(x));
  element.setAttribute("y", String(y + row * 0.18));
  element.setAttribute("font-size", String(row * 0.5));
  element.setAttribute("font-family", "DejaVu Sans, sans-serif");
  element.setAttribute("font-weight", "bold");
  element.setAttribute("fill", INK);
  element.textContent = text;
  return element;
}

/** Rough width of bold text in the file: the file's reader picks the font, so leave room. */
const wordWidth = (text: string, row: number) => text.length * row * 0.5 * 0.68;

/** An area as band items: its label, then each kind it holds as the page's icon and its count. */
function areaItems(area: Element, row: number): BandItem[] {
  const label = area.querySelector(".area-label")?.textContent ?? "";
  const items: BandItem[] = [{ width: wordWidth(label, row), draw: (x, y) => [word(label, x, y, row)] }];
  const held = [...area.querySelectorAll(".area-item")].filter((item) => !item.classList.contains("empty") || area.querySelectorAll(".area-item").length === 1);
  for (const item of held) {
    const icon = item.querySelector<SVGSVGElement>(".area-icon svg");
    const count = item.querySelector(".count")?.textContent ?? "";
    if (!icon) continue;
    items.push({
      width: row * 0.9 + wordWidth(count, row),
      draw: (x, y) => {
        const nested = icon.cloneNode(true) as SVGSVGElement;
        for (const name of ["class", "role", "aria-label"]) nested.removeAttribute(name);
        for (const inner of nested.querySelectorAll("[data-kind], [data-at]")) for (const name of ["data-kind", "data-at"]) inner.removeAttribute(name);
        for (const [name, value] of [["x", x], ["y", y - row * 0.42], ["width", row * 0.84], ["height", row * 0.84]] as const) nested.setAttribute(name, String(value));
        return [nested, word(count, x + row * 0.88, y, row)];
      },
    });
  }
  return items;
}

/** The key of owned cells as band items: a swatch in its computed tint before each side's words. */
function keyItems(key: Element, row: number): BandItem[] {
  return [...key.querySelectorAll(".board-key-item")].map((entry) => {
    const tint = getComputedStyle(entry.querySelector(".board-key-swatch")!).backgroundColor;
    const text = entry.textContent ?? "";
    return {
      width: row * 0.6 + wordWidth(text, row),
      draw: (x, y) => {
        const swatch = document.createElementNS(SVG_NS, "rect");
        for (const [name, value] of [["x", x], ["y", y - row * 0.22], ["width", row * 0.44], ["height", row * 0.44], ["fill", tint], ["stroke", "rgba(0,0,0,0.25)"], ["stroke-width", row * 0.03]] as const) swatch.setAttribute(name, String(value));
        return [swatch, word(text, x + row * 0.6, y, row)];
      },
    };
  });
}

/** Lays lines of band items out in rows `width` wide from `top`; returns the elements and the height used. */
function band(lines: readonly BandItem[][], width: number, top: number, row: number): { elements: SVGElement[]; height: number } {
  const elements: SVGElement[] = [];
  const gap = row * 0.3;
  let y = top;
  for (const line of lines) {
    let x = 0;
    for (const item of line) {
      if (x > 0 && x + item.width > width) {
        x = 0;
        y += row;
      }
      elements.push(...item.draw(x, y + row / 2, row));
      x += item.width + gap;
    }
    y += row;
  }
  return { elements, height: y - top };
}

/**
 * The board `svg` as the text of a standalone SVG file, with the areas and the key that
 * the page shows around it (in `around`, the board's wrapper) drawn above and below it.
 */
export function standaloneBoardSvg(svg: SVGSVGElement, around?: Element): string {
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
  // a row of the bands is a twelfth of the board's width: pieces as big as the page's area buttons
  const row = box.width / 12;
  const lines = (selector: string) => [...(around?.querySelectorAll(`${selector} .area`) ?? [])].map((area) => areaItems(area, row)).filter((line) => line.length > 0);
  const key = around?.querySelector(".board-key:not([hidden])");
  const topLines = lines(".areas-top");
  const bottomLines = [...lines(".areas-bottom"), ...(key ? [keyItems(key, row)] : [])];
  const spacing = topLines.length + bottomLines.length > 0 ? row * 0.25 : 0;
  const measured = band(topLines, box.width, 0, row);
  const top = band(topLines, box.width, box.y - measured.height - (measured.height > 0 ? spacing : 0), row);
  const bottom = band(bottomLines, box.width, box.y + box.height + spacing, row);
  const above = top.height > 0 ? top.height + spacing : 0;
  const below = bottom.height > 0 ? bottom.height + spacing : 0;
  if (top.elements.length + bottom.elements.length > 0) {
    const extras = document.createElementNS(SVG_NS, "g");
    extras.setAttribute("class", "areas");
    extras.append(...top.elements, ...bottom.elements);
    copy.append(extras);
  }
  const height = box.height + above + below;
  copy.setAttribute("viewBox", `${box.x} ${box.y - above} ${box.width} ${height}`);
  copy.setAttribute("xmlns", SVG_NS);
  copy.setAttribute("width", String(WIDTH));
  copy.setAttribute("height", String(Math.round((WIDTH * height) / box.width)));
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
