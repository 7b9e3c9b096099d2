/**
 * A diagram as SVG (issue 32, item 6): a position with its shapes, as a file that stands
 * alone (no scripts, no links, no outside fonts or images) for an <img> on any page. It
 * draws what the PNG draws (render-board.ts), from the same BoardView, palette
 * (BOARD_TINTS), piece art (src/art/pieces.ts), area lines (area-rows.ts) and shape
 * outlines (src/diagram/shapes.ts), but as vector shapes in the board's own units, so it
 * stays sharp at any size. Every piece of text written is escaped.
 */
import type { BoardView, CellView } from "../engine/types.ts";
import { boundsOf, groupTouching, outerEdges, type Box } from "../engine/geometry/box-groups.ts";
import { BOARD_TINTS, OWNED_TINT, paintFor, WELL_STOPS, type Owner } from "../engine/view-palette.ts";
import { pieceArt, type ArtLayer, type PieceLook, type Tone } from "../art/pieces.ts";
import { arrowOutline, ringOf, SHAPE_OPACITY, SHAPE_PAINT, type DiagramShapes } from "../diagram/shapes.ts";
import type { AreaLine, AreaToken } from "./area-rows.ts";
import { areaLines, DRAW_ORDER, placePieces, typicalCellSize } from "./render-board.ts";
import { measureText } from "./typeface.ts";
import { pictureWords } from "./words.ts";
import type { DiagramInput } from "./rpc.ts";

/** What the SVG needs of a diagram's input (rpc.ts): all but its format and view, the last move and shapes optional. */
export type DiagramSvgOptions = Omit<DiagramInput, "format" | "view" | "marks" | "shapes"> & Partial<Pick<DiagramInput, "marks" | "shapes">>;

/** Text as SVG may hold it, in an element or an attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "");
}

/** Numbers as short as they can be and still exact to a hundredth of a unit. */
const n = (value: number): string => String(Math.round(value * 100) / 100);

const attrs = (values: Readonly<Record<string, string | number | undefined>>): string =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${typeof value === "number" ? n(value) : escapeXml(value as string)}"`)
    .join("");

const element = (name: string, values: Readonly<Record<string, string | number | undefined>>, inner?: string): string =>
  inner === undefined ? `<${name}${attrs(values)}/>` : `<${name}${attrs(values)}>${inner}</${name}>`;

const rect = (box: Box, fill: string, extra: Readonly<Record<string, string | number | undefined>> = {}) =>
  element("rect", { x: box.x, y: box.y, width: box.w, height: box.h, fill, ...extra });

type Paints = Readonly<Record<Owner, { fill: string; ink: string }>>;

function colourOf(tone: Tone | undefined, paints: Paints): string | undefined {
  if (tone === undefined) return undefined;
  if (tone === "badge") return BOARD_TINTS.badge;
  if (tone === "badge-text") return BOARD_TINTS.badgeText;
  const [owner, part] = tone.split("-") as [Owner, "fill" | "ink"];
  return paints[owner][part];
}

const FONT = "DejaVu Sans, Verdana, sans-serif";

/** A piece's art layers in their 1x1 box. */
function artLayers(layers: readonly ArtLayer[], paints: Paints): string {
  return layers
    .map((layer) => {
      if (layer.kind === "text") {
        return element(
          "text",
          { x: layer.x, y: layer.y + layer.size * 0.05, "font-size": layer.size, "font-family": FONT, "font-weight": "bold", fill: colourOf(layer.fill, paints), "text-anchor": "middle", "dominant-baseline": "central" },
          escapeXml(layer.text),
        );
      }
      return element("path", {
        d: layer.d,
        fill: colourOf(layer.fill, paints) ?? "none",
        stroke: colourOf(layer.stroke, paints),
        "stroke-width": layer.width,
        "stroke-linejoin": layer.stroke ? "round" : undefined,
        "stroke-linecap": layer.cap,
      });
    })
    .join("");
}

/**
 * The pieces' drawings, each written once in <defs> and placed with <use>: a chess
 * army repeats a few outlines, and written out for every piece they made a diagram six
 * times the size.
 */
class ArtBook {
  private readonly ids = new Map<string, string>();
  private readonly drawings: string[] = [];
  constructor(private readonly paints: Paints) {}

  /** The piece's art scaled into the square of `size` at (x, y). */
  place(piece: PieceLook, look: string | undefined, x: number, y: number, size: number): string {
    const key = JSON.stringify([piece.kind, piece.side, piece.stack ?? [], look ?? ""]);
    let id = this.ids.get(key);
    if (id === undefined) {
      id = `piece-${this.ids.size}`;
      this.ids.set(key, id);
      this.drawings.push(element("g", { id }, artLayers(pieceArt(piece, look), this.paints)));
    }
    return element("use", { "xlink:href": `#${id}`, transform: `translate(${n(x)} ${n(y)}) scale(${n(size)})` });
  }

  defs(): string {
    return this.drawings.join("");
  }
}

/** The wells of the holes, the squares, inner fields, lines and points, in the page's order. */
function cells(view: BoardView, place: (cell: CellView) => Box, unit: number): string {
  const out: string[] = [];
  const holes = view.cells.filter((cell) => cell.shape === "hole").map(place);
  const rim = unit * 0.06;
  groupTouching(holes).forEach((group, index) => {
    const boxes = group.map((i) => holes[i]);
    const bounds = boundsOf(boxes);
    const id = `well-${index}`;
    const stops = WELL_STOPS.map((stop) => element("stop", { offset: stop.at, "stop-color": stop.colour })).join("");
    out.push(element("radialGradient", { id, gradientUnits: "userSpaceOnUse", cx: bounds.x + bounds.w / 2, cy: bounds.y + bounds.h / 2, r: Math.max(bounds.w, bounds.h) * 0.72 }, stops));
    out.push(element("path", { d: boxes.map((b) => `M${n(b.x)} ${n(b.y)}h${n(b.w)}v${n(b.h)}h${n(-b.w)}z`).join(""), fill: `url(#${id})` }));
    for (const edge of outerEdges(boxes)) {
      // the rim lies inside the well, as in the PNG
      const x = edge.side === "right" ? edge.x - rim : edge.x;
      const y = edge.side === "bottom" ? edge.y - rim : edge.y;
      const horizontal = edge.side === "top" || edge.side === "bottom";
      out.push(rect({ x, y, w: horizontal ? edge.length : rim, h: horizontal ? rim : edge.length }, BOARD_TINTS.rim));
    }
  });
  const sorted = [...view.cells].sort((a, b) => DRAW_ORDER[a.shape] - DRAW_ORDER[b.shape]);
  for (const cell of sorted) {
    const box = place(cell);
    const shade = cell.shade ?? "light";
    if (cell.shape === "square") out.push(rect(box, cell.owner ? OWNED_TINT[cell.owner] : BOARD_TINTS.square[shade]));
    if (cell.shape === "inner") {
      const border = unit * 0.04;
      out.push(rect(box, BOARD_TINTS.shadow, { "fill-opacity": 0.35 }));
      out.push(rect({ x: box.x + border, y: box.y + border, w: box.w - 2 * border, h: box.h - 2 * border }, BOARD_TINTS.inner[shade]));
    }
  }
  const byId = new Map(view.cells.map((cell) => [cell.id, cell]));
  for (const line of view.lines ?? []) {
    const from = byId.get(line.from);
    const to = byId.get(line.to);
    if (!from || !to) continue;
    const a = place(from);
    const b = place(to);
    out.push(element("line", { x1: a.x + a.w / 2, y1: a.y + a.h / 2, x2: b.x + b.w / 2, y2: b.y + b.h / 2, stroke: BOARD_TINTS.line, "stroke-width": unit * 0.04 }));
  }
  for (const cell of sorted) {
    if (cell.shape !== "point") continue;
    const box = place(cell);
    out.push(element("circle", { cx: box.x + box.w / 2, cy: box.y + box.h / 2, r: unit * 0.09, fill: BOARD_TINTS.dot }));
  }
  return out.join("");
}

function pieces(view: BoardView, place: (cell: CellView) => Box, book: ArtBook, looks: Readonly<Record<string, string>>): string {
  return placePieces(view, place)
    .map(({ piece, x, y, size }) => {
      const drawn = book.place(piece, looks[piece.kind], x, y, size);
      return piece.frozen ? element("g", { opacity: 0.55 }, drawn) : drawn;
    })
    .join("");
}

function shapes(shapes: DiagramShapes, boxOf: (id: string) => Box | undefined, unit: number): string {
  const out: string[] = [];
  for (const circle of shapes.circles) {
    const box = boxOf(circle.at);
    if (!box) continue;
    const ring = ringOf(box, unit);
    out.push(element("circle", { cx: ring.cx, cy: ring.cy, r: ring.r, fill: "none", stroke: SHAPE_PAINT[circle.colour], "stroke-width": ring.width, "stroke-opacity": SHAPE_OPACITY }));
  }
  for (const arrow of shapes.arrows) {
    const from = boxOf(arrow.from);
    const to = boxOf(arrow.to);
    const outline = from && to && arrowOutline(from, to, unit);
    if (!outline) continue;
    out.push(element("polygon", { points: outline.map(([x, y]) => `${n(x)},${n(y)}`).join(" "), fill: SHAPE_PAINT[arrow.colour], "fill-opacity": SHAPE_OPACITY }));
  }
  return out.join("");
}

// ---------------------------------------------------------------- the areas around the board

/** A row of the bands above and below the board, in units of a typical cell. */
const ROW = 0.5;

function tokenWidth(token: AreaToken, row: number): number {
  const text = row * 0.5;
  if (token.type === "text") return measureText(token.text, text);
  if (token.type === "swatch") return row * 0.5;
  return row * 0.9 + measureText(`×${token.count}`, text);
}

/** The lines laid out in rows `width` wide, wrapping where a token would pass the edge; returns the SVG and the height used. */
function band(lines: readonly AreaLine[], width: number, top: number, row: number, book: ArtBook, looks: Readonly<Record<string, string>>, ink: string): { svg: string; height: number } {
  const out: string[] = [];
  const gap = row * 0.3;
  let y = top;
  for (const line of lines) {
    let x = 0;
    for (const token of line.tokens) {
      const w = tokenWidth(token, row);
      if (x > 0 && x + w > width) {
        x = 0;
        y += row;
      }
      const middle = y + row / 2;
      const text = (words: string, at: number) =>
        element("text", { x: at, y: middle + row * 0.18, "font-size": row * 0.5, "font-family": FONT, "font-weight": "bold", fill: ink }, escapeXml(words));
      if (token.type === "text") out.push(text(token.text, x));
      else if (token.type === "swatch") out.push(rect({ x, y: middle - row * 0.2, w: row * 0.4, h: row * 0.4 }, token.colour, { stroke: "#000000", "stroke-opacity": 0.25, "stroke-width": row * 0.03 }));
      else {
        out.push(book.place({ kind: token.kind, side: token.owner }, looks[token.kind], x, middle - row * 0.42, row * 0.84));
        out.push(text(`×${token.count}`, x + row * 0.88));
      }
      x += w + gap;
    }
    y += row;
  }
  return { svg: out.join(""), height: y - top };
}

// ---------------------------------------------------------------- the file

/** The diagram as the text of an SVG file. */
export function renderDiagramSvg(view: BoardView, options: DiagramSvgOptions): string {
  const unit = typicalCellSize(view);
  const paints = paintFor(options.sideNames);
  const looks = options.looks ?? {};
  const page = options.theme === "dark" ? BOARD_TINTS.dark : BOARD_TINTS;
  const frame = unit * 0.12;
  const margin = unit * 0.3;
  const row = unit * ROW;
  // the address names no language: the areas are labelled in English
  const groups = areaLines(view, options.flip ? "black" : "white", options.sideNames, pictureWords());
  // the bands are as wide as the board and frame; they start at the left edge of the frame
  const bandWidth = view.width + 2 * frame;
  const book = new ArtBook(paints);
  const above = band(groups.top, bandWidth, 0, row, book, looks, page.text);
  const below = band(groups.bottom, bandWidth, 0, row, book, looks, page.text);
  const boardTop = margin + (above.height > 0 ? above.height + margin * 0.5 : 0) + frame;
  const boardLeft = margin + frame;
  const width = view.width + 2 * (margin + frame);
  const height = boardTop + view.height + frame + (below.height > 0 ? margin * 0.5 + below.height : 0) + margin;

  const place = (cell: CellView): Box => {
    const x = options.flip ? view.width - cell.x - cell.w : cell.x;
    const y = options.flip ? view.height - cell.y - cell.h : cell.y;
    return { x: boardLeft + x, y: boardTop + y, w: cell.w, h: cell.h };
  };
  const byId = new Map(view.cells.map((cell) => [cell.id, cell]));
  const boxOf = (id: string) => {
    const cell = byId.get(id);
    return cell && place(cell);
  };
  const marks = (options.marks ?? []).flatMap((id) => {
    const box = boxOf(id);
    return box ? [rect(box, BOARD_TINTS.lastMove, { "fill-opacity": 0.41 })] : [];
  });
  const board: Box = { x: boardLeft, y: boardTop, w: view.width, h: view.height };
  const framed: Box = { x: board.x - frame, y: board.y - frame, w: board.w + 2 * frame, h: board.h + 2 * frame };
  const scale = options.size / Math.max(width, height);
  const drawn = [
    rect({ x: 0, y: 0, w: width, h: height }, page.background),
    rect(framed, BOARD_TINTS.frame, { rx: frame }),
    view.cells.some((cell) => cell.shape === "point") ? rect(board, BOARD_TINTS.lattice) : "",
    cells(view, place, unit),
    marks.join(""),
    pieces(view, place, book, looks),
    options.shapes ? shapes(options.shapes, boxOf, unit) : "",
    above.height > 0 ? element("g", { transform: `translate(${n(margin)} ${n(margin)})` }, above.svg) : "",
    below.height > 0 ? element("g", { transform: `translate(${n(margin)} ${n(framed.y + framed.h + margin * 0.5)})` }, below.svg) : "",
  ].join("");
  // the title first, for screen readers; the pieces' drawings once, before their uses
  const body = element("title", {}, escapeXml(options.title)) + element("defs", {}, book.defs()) + drawn;
  const svg = element(
    "svg",
    {
      xmlns: "http://www.w3.org/2000/svg",
      "xmlns:xlink": "http://www.w3.org/1999/xlink",
      viewBox: `0 0 ${n(width)} ${n(height)}`,
      width: Math.round(width * scale),
      height: Math.round(height * scale),
      role: "img",
      "aria-label": options.title,
    },
    body,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${svg}\n`;
}
