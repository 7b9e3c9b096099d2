/**
 * Draws a game position as a PNG for link previews (Open Graph / Twitter cards), from
 * the engine's generic BoardView so that every game renders with the same code:
 * squares, sunken holes, inner fields, points and lines, the pieces in the page's own
 * shapes (src/art/pieces.ts), the off-board areas and the key of owned cells as the page
 * shows them (src/pictures/area-rows.ts), and an optional title, the text in DejaVu Sans Bold.
 */
import type { BoardView, BySide, CellView, PieceView, Side } from "../engine/types.ts";
import { boundsOf, groupTouching, outerEdges, type Box } from "../engine/geometry/box-groups.ts";
import { BOARD_TINTS, ownedCellsKey, OWNED_TINT, paintFor, WELL_STOPS, type Owner } from "../engine/view-palette.ts";
import { pieceArt } from "../art/pieces.ts";
import type { DiagramShapes } from "../diagram/shapes.ts";
import { drawArt, type Paint, type Tones } from "./draw-art.ts";
import { drawShapes } from "./draw-shapes.ts";
import { encodePng } from "./png.ts";
import type { Raster } from "./raster.ts";
import {
  createRaster,
  drawLine,
  fillCircle,
  fillRect,
  fillRectRadial,
  fillRoundRect,
  hex,
} from "./raster.ts";
import { drawText, fitTextSize, measureText, truncateText } from "./typeface.ts";
import { fontSize, GLYPH_DESCENT, GLYPH_HEIGHT } from "./text-scale.ts";
import { areaLabel, areaLine, drawAreaLine, flowLine, keyLabel, keyLine, lineHeight, widestToken, type AreaLine, type LineInk } from "./area-rows.ts";
import { pictureWords, type PictureText, type PictureWords } from "./words.ts";

export interface RenderOptions {
  /** Image size in pixels; 1200x630 is the Open Graph size. */
  readonly width: number;
  readonly height: number;
  /** Turn the board half a turn, Black at the bottom. */
  readonly flip?: boolean;
  /** A line of text across the top, e.g. "Ada vs Bob · The Pit". */
  readonly title?: string;
  /** A smaller line under the title: whose turn it is, or the result (a message, put in `locale`'s words). */
  readonly subtitle?: PictureText;
  /** The language of the picture's own words (issue 31): its status line, its areas' labels, "none"; English by default. */
  readonly locale?: string;
  /** The game's side names: a side named "Red" (Pit of Pillars) is painted red, and the key of owned cells says them. */
  readonly sideNames?: BySide<string>;
  /** The game's own looks for some kinds (`Game.glyphs`), as on the page. */
  readonly looks?: Readonly<Record<string, string>>;
  /** Cells to mark as the last move's, as the page does. */
  readonly marks?: readonly string[];
  /** "dark" draws the text light on a dark background (the embed's dark theme); the board keeps its colours. */
  readonly theme?: "light" | "dark";
  /** A diagram's arrows and circled cells (issue 32), drawn over the pieces. */
  readonly shapes?: DiagramShapes;
}

/** The Open Graph image size. */
export const OG_SIZE = { width: 1200, height: 630 } as const;

/** Bigger images cost memory and CPU for no gain in a preview. */
const MAX_SIDE = 4096;

const COLOURS = {
  background: hex(BOARD_TINTS.background),
  frame: hex(BOARD_TINTS.frame),
  lattice: hex(BOARD_TINTS.lattice),
  text: hex(BOARD_TINTS.text),
  subtitle: hex(BOARD_TINTS.subtitle),
  lastMove: hex(BOARD_TINTS.lastMove),
  dark: { background: hex(BOARD_TINTS.dark.background), text: hex(BOARD_TINTS.dark.text), subtitle: hex(BOARD_TINTS.dark.subtitle) },
  square: { light: hex(BOARD_TINTS.square.light), dark: hex(BOARD_TINTS.square.dark), special: hex(BOARD_TINTS.square.special) },
  inner: { light: hex(BOARD_TINTS.inner.light), dark: hex(BOARD_TINTS.inner.dark), special: hex(BOARD_TINTS.inner.special) },
  line: hex(BOARD_TINTS.line),
  dot: hex(BOARD_TINTS.dot),
  rim: hex(BOARD_TINTS.rim),
  badge: hex(BOARD_TINTS.badge),
  badgeText: hex(BOARD_TINTS.badgeText),
  shadow: hex(BOARD_TINTS.shadow),
} as const;

/** Cells a side owns (In The Bin's hot spots), in the page's tints. */
const OWNED = { white: hex(OWNED_TINT.white), black: hex(OWNED_TINT.black) } as const;

/** A hole group's well, as raster colours. */
const WELL = WELL_STOPS.map((stop) => ({ at: stop.at, colour: hex(stop.colour) }));

/** The shared palette's paints for this game's side names, as raster colours. */
function paintsFor(sideNames: BySide<string> | undefined): Readonly<Record<Owner, Paint>> {
  const css = paintFor(sideNames);
  const toRaster = (paint: { fill: string; ink: string }): Paint => ({ fill: hex(paint.fill), ink: hex(paint.ink) });
  return { white: toRaster(css.white), black: toRaster(css.black), neutral: toRaster(css.neutral) };
}

/** A rectangle, here in pixels. */
export type { Box };

/** Where the board goes: pixels per view unit and the top-left corner of the view. */
interface Placement {
  readonly scale: number;
  readonly x: number;
  readonly y: number;
  readonly flip: boolean;
  readonly view: BoardView;
}

/** A cell's box in pixels. Edges are rounded so that touching cells share an edge exactly. */
function place(p: Placement, cell: CellView): Box {
  const ux = p.flip ? p.view.width - cell.x - cell.w : cell.x;
  const uy = p.flip ? p.view.height - cell.y - cell.h : cell.y;
  const x0 = Math.round(p.x + ux * p.scale);
  const y0 = Math.round(p.y + uy * p.scale);
  return { x: x0, y: y0, w: Math.round(p.x + (ux + cell.w) * p.scale) - x0, h: Math.round(p.y + (uy + cell.h) * p.scale) - y0 };
}

const centreOf = (box: Box) => ({ x: box.x + box.w / 2, y: box.y + box.h / 2 });

/** The usual size of a square in view units, for line widths that must not depend on the game. */
export function typicalCellSize(view: BoardView): number {
  const sizes = view.cells.filter((c) => c.shape === "square").map((c) => Math.min(c.w, c.h));
  if (sizes.length === 0) return Math.min(view.width, view.height) / 8;
  sizes.sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)];
}

// ---------------------------------------------------------------- board

/** Inner fields go over their squares, points over everything. */
export const DRAW_ORDER = { square: 0, hole: 0, slot: 0, inner: 1, point: 2 } as const;

function drawCells(raster: Raster, p: Placement, unit: number): void {
  drawHoles(raster, p, unit);
  const cells = [...p.view.cells].sort((a, b) => DRAW_ORDER[a.shape] - DRAW_ORDER[b.shape]);
  for (const cell of cells) {
    if (cell.shape === "square" || cell.shape === "inner") {
      const box = place(p, cell);
      const shade = cell.shade ?? "light";
      if (cell.shape === "square") {
        fillRect(raster, box.x, box.y, box.w, box.h, cell.owner ? OWNED[cell.owner] : COLOURS.square[shade]);
        continue;
      }
      // The border is the inner field's whole identity: draw it, then the field inside.
      const border = Math.max(1, Math.round(unit * 0.04));
      fillRect(raster, box.x, box.y, box.w, box.h, COLOURS.shadow, 0.35);
      fillRect(raster, box.x + border, box.y + border, box.w - 2 * border, box.h - 2 * border, COLOURS.inner[shade]);
    }
  }
  drawLines(raster, p, unit);
  for (const cell of cells) {
    if (cell.shape !== "point") continue;
    const c = centreOf(place(p, cell));
    fillCircle(raster, c.x, c.y, unit * 0.09, COLOURS.dot);
  }
}

function drawLines(raster: Raster, p: Placement, unit: number): void {
  const byId = new Map(p.view.cells.map((cell) => [cell.id, cell]));
  for (const line of p.view.lines ?? []) {
    const from = byId.get(line.from);
    const to = byId.get(line.to);
    if (from === undefined || to === undefined) continue;
    const a = centreOf(place(p, from));
    const b = centreOf(place(p, to));
    drawLine(raster, a.x, a.y, b.x, b.y, Math.max(1, unit * 0.04), COLOURS.line);
  }
}

/**
 * Holes (a pit, a bin) are drawn as one sunken well per group of touching holes: one
 * gradient over the whole group, dark in the middle, and a rim where it meets the board.
 */
function drawHoles(raster: Raster, p: Placement, unit: number): void {
  const boxes = p.view.cells.filter((cell) => cell.shape === "hole").map((cell) => place(p, cell));
  const rim = Math.max(1, Math.round(unit * 0.06));
  for (const indexes of groupTouching(boxes)) {
    const group = indexes.map((i) => boxes[i]);
    const bounds = boundsOf(group);
    const radius = Math.max(bounds.w, bounds.h) * 0.72;
    const [cx, cy] = [bounds.x + bounds.w / 2, bounds.y + bounds.h / 2];
    for (const b of group) fillRectRadial(raster, b.x, b.y, b.w, b.h, cx, cy, radius, WELL);
    for (const edge of outerEdges(group)) {
      // The rim lies inside the well, so the squares around it keep their full size.
      const x = edge.side === "right" ? edge.x - rim : edge.x;
      const y = edge.side === "bottom" ? edge.y - rim : edge.y;
      const horizontal = edge.side === "top" || edge.side === "bottom";
      fillRect(raster, x, y, horizontal ? edge.length : rim, horizontal ? rim : edge.length, COLOURS.rim);
    }
  }
}

/** The last move's cells, tinted as the page tints them. */
function drawMarks(raster: Raster, p: Placement, marks: readonly string[]): void {
  for (const id of marks) {
    const cell = p.view.cells.find((c) => c.id === id);
    if (cell === undefined) continue;
    const box = place(p, cell);
    fillRect(raster, box.x, box.y, box.w, box.h, COLOURS.lastMove, 0.41);
  }
}

// ---------------------------------------------------------------- pieces

/** True when another cell lies inside `cell` (the outer field of an Inside-out dual square). */
function hasInner(view: BoardView, cell: CellView): boolean {
  return view.cells.some(
    (other) => other !== cell && other.x > cell.x && other.y > cell.y && other.x + other.w < cell.x + cell.w && other.y + other.h < cell.y + cell.h,
  );
}

/** A piece where it is drawn: the square of `size` at (x, y) its art fills. */
export interface PlacedPiece {
  readonly piece: PieceView;
  readonly x: number;
  readonly y: number;
  readonly size: number;
}

/**
 * Where every piece is drawn, in drawing order, as the page draws them
 * (web/src/board/render.ts): centred in its cell, except that a field with an inner field
 * inside it has its piece in the corner, small, clear of the inner field and whatever
 * stands there, and drawn after it. `boxOf` places a cell (in pixels, or any unit).
 */
export function placePieces(view: BoardView, boxOf: (cell: CellView) => Box): PlacedPiece[] {
  const byId = new Map(view.cells.map((cell) => [cell.id, cell]));
  const placed = view.pieces.flatMap((piece) => {
    const cell = byId.get(piece.at);
    return cell === undefined ? [] : [{ piece, cell, corner: hasInner(view, cell) }];
  });
  placed.sort((a, b) => Number(a.corner) - Number(b.corner));
  return placed.map(({ piece, cell, corner }) => {
    const box = boxOf(cell);
    const size = Math.min(box.w, box.h) * (corner ? 0.42 : 1);
    return { piece, size, x: corner ? box.x : box.x + (box.w - size) / 2, y: corner ? box.y : box.y + (box.h - size) / 2 };
  });
}

function drawPieces(raster: Raster, p: Placement, tones: Tones, looks: Readonly<Record<string, string>>): void {
  for (const { piece, x, y, size } of placePieces(p.view, (cell) => place(p, cell))) drawArt(raster, pieceArt(piece, looks[piece.kind]), x, y, size, tones);
}

// ---------------------------------------------------------------- text around the board

/** The subtitle's size as a fraction of the title's. */
const SUBTITLE = 0.6;

/**
 * The lines in two groups: beside the top of the board the areas of the side drawn at
 * the top (and nobody's, the bin), beside its bottom the bottom side's areas and the key
 * of owned cells, which the page also shows under the board.
 */
export function areaLines(view: BoardView, bottomSide: Side, sideNames: BySide<string> | undefined, words: PictureWords): { top: AreaLine[]; bottom: AreaLine[] } {
  // the colour a side is named by picks its words: Pit of Pillars' second side is "Red"
  const colour = (side: Side | undefined) => (side === undefined ? undefined : (sideNames?.[side] ?? side).toLowerCase());
  const key = ownedCellsKey(view, (side) => sideNames?.[side] ?? side).map((entry) => ({ tint: entry.tint, label: keyLabel(entry, colour(entry.side), view.ownedCells, words) }));
  const line = (area: BoardView["areas"][number]) => areaLine(area, areaLabel(area, colour(area.side), words), words);
  return {
    top: view.areas.filter((area) => area.side !== bottomSide).map(line),
    bottom: [...view.areas.filter((area) => area.side === bottomSide).map(line), ...(key.length > 0 ? [keyLine(key)] : [])],
  };
}

/** Every word the areas and the key around the board draw, in the picture's language: the renderer loads their glyphs first. */
export function boardWords(view: BoardView, options: Pick<RenderOptions, "flip" | "sideNames" | "locale">): string[] {
  const { top, bottom } = areaLines(view, options.flip ? "black" : "white", options.sideNames, pictureWords(options.locale));
  return [...top, ...bottom].flatMap((line) => line.tokens.flatMap((token) => (token.type === "text" ? [token.text] : token.type === "piece" ? [token.shown] : [])));
}

// ---------------------------------------------------------------- layout

interface Layout {
  /** Space kept clear around the edges of the image; the title sits at this height. */
  readonly margin: number;
  /** Width of the frame around the board. */
  readonly frame: number;
  readonly titleScale: number;
  /** Where the board's cells go: the view's width x height units, scaled. */
  readonly board: Box;
  /** Where the area text goes, if it fits: beside the board or below it. */
  readonly areas?: { readonly at: "side" | "below"; readonly box: Box; readonly scale: number };
}

/**
 * Fits the title, the board and the area text into the image. The board gets as much
 * room as it can; the area text goes beside it when the image is wide (the usual 1200x630
 * card), below it when tall, and is left out when it would shrink the board too much.
 */
function layOut(view: BoardView, options: RenderOptions, lines: readonly AreaLine[], rtl: boolean): Layout {
  const { width, height } = options;
  const unit = Math.min(width, height) / 630;
  const margin = Math.round(28 * unit);
  const frame = Math.max(2, Math.round(8 * unit));
  const titleScale = Math.max(1, Math.round(5 * unit));
  const titleHeight = options.title ? (GLYPH_HEIGHT + GLYPH_DESCENT) * titleScale * (options.subtitle ? 1 + SUBTITLE : 1) + margin * 0.6 : 0;
  const region = { x: margin + frame, y: margin + titleHeight + frame, w: width - 2 * (margin + frame), h: height - 2 * (margin + frame) - titleHeight };
  const fit = (w: number, h: number) => (view.width > 0 && view.height > 0 ? Math.max(0, Math.min(w / view.width, h / view.height)) : 0);
  const full = fit(region.w, region.h);
  const board = (scale: number, x: number, y: number): Box => ({ x, y, w: view.width * scale, h: view.height * scale });
  const centred = (): Layout => {
    const b = board(full, 0, 0);
    return { margin, frame, titleScale, board: { ...b, x: region.x + (region.w - b.w) / 2, y: region.y + (region.h - b.h) / 2 } };
  };
  if (lines.length === 0) return centred();

  // Long labels get a smaller font first, an ellipsis (when drawn) only at the smallest.
  // A long line wraps onto more rows; only a single word or piece too wide for the room shrinks the font.
  const largest = Math.max(1, Math.round(3 * unit));
  const textBlock = (most: number, start = largest) => {
    let scale = start;
    while (scale > 1 && widestToken(lines, scale) > most) scale--;
    const width = Math.min(most, Math.max(...lines.map((line) => flowLine(line, scale, most).width)));
    return { scale, width, height: lines.reduce((sum, line) => sum + lineHeight(line, scale, width), 0) };
  };
  const gap = margin + frame;
  // The board may give up a little size for the text, not more.
  const minimum = full * 0.75;

  // Beside the board, the text may take up to half the width.
  const side = textBlock(region.w * 0.5);
  const beside = fit(region.w - side.width - gap, region.h);
  if (beside >= minimum && side.height <= region.h) {
    const b = board(beside, 0, 0);
    const x = region.x + (region.w - (b.w + gap + side.width)) / 2;
    const y = region.y + (region.h - b.h) / 2;
    // right to left the text comes first, at the left: the reader meets it before the board
    const [boardX, textX] = rtl ? [x + side.width + gap, x] : [x, x + b.w + gap];
    return {
      margin,
      frame,
      titleScale,
      board: { ...b, x: boardX, y },
      areas: { at: "side", box: { x: textX, y, w: side.width, h: b.h }, scale: side.scale },
    };
  }
  // Below the board (a GIF's frame), the text may step down to two thirds of its size,
  // no further: smaller pieces and counts stop being readable.
  for (let start = largest; start >= Math.max(1, (largest * 2) / 3); start -= 0.5) {
    const under = textBlock(region.w, start);
    const below = fit(region.w, region.h - under.height - gap);
    if (below < minimum) continue;
    const b = board(below, 0, 0);
    const x = region.x + (region.w - b.w) / 2;
    const y = region.y + (region.h - (b.h + gap + under.height)) / 2;
    return {
      margin,
      frame,
      titleScale,
      board: { ...b, x, y },
      areas: { at: "below", box: { x: region.x, y: y + b.h + gap, w: region.w, h: under.height }, scale: under.scale },
    };
  }
  return centred();
}

function drawAreas(raster: Raster, layout: NonNullable<Layout["areas"]>, groups: { top: AreaLine[]; bottom: AreaLine[] }, ink: LineInk): void {
  const { box, scale } = layout;
  const height = (lines: readonly AreaLine[]) => lines.reduce((sum, line) => sum + lineHeight(line, scale, box.w), 0);
  const draw = (lines: readonly AreaLine[], top: number) => {
    let y = top;
    for (const line of lines) y += drawAreaLine(raster, line, box.x, y, scale, box.w, ink);
  };
  const all = [...groups.top, ...groups.bottom];
  // Beside the board, each side's areas sit level with its end of the board, as in the
  // web page; when they would meet in the middle, or below the board, they are one list.
  const gap = rowMetricsGap(scale);
  if (layout.at === "side" && height(all) + gap <= box.h) {
    draw(groups.top, box.y);
    draw(groups.bottom, box.y + box.h - height(groups.bottom));
    return;
  }
  draw(all, box.y + (layout.at === "side" ? (box.h - height(all)) / 2 : 0));
}

/** The least room between the top and the bottom groups beside the board: one row's worth. */
const rowMetricsGap = (scale: number) => (GLYPH_HEIGHT + GLYPH_DESCENT + 3) * scale;

// ---------------------------------------------------------------- entry points

/** Checks the size, then lays out the image. */
function plan(view: BoardView, options: RenderOptions): { groups: { top: AreaLine[]; bottom: AreaLine[] }; layout: Layout; words: PictureWords } {
  const { width, height } = options;
  for (const side of [width, height]) {
    if (!Number.isInteger(side) || side < 1 || side > MAX_SIDE) throw new RangeError(`bad image size ${width}x${height}`);
  }
  const words = pictureWords(options.locale);
  const groups = areaLines(view, options.flip ? "black" : "white", options.sideNames, words);
  return { groups, words, layout: layOut(view, options, [...groups.top, ...groups.bottom], words.dir === "rtl") };
}

/**
 * Where the board goes in an image rendered with these options: the pixel box that the
 * view's width x height units fill (the frame lies outside it). For callers that want
 * to point at a cell, and for tests.
 *
 * @throws {RangeError} if the size is not a whole number of pixels between 1 and 4096.
 */
export function boardBox(view: BoardView, options: RenderOptions): Box {
  return plan(view, options).layout.board;
}

/**
 * Whether an image rendered with these options has room for the areas and the key beside
 * or below the board (they are left out when they would shrink the board too much).
 *
 * @throws {RangeError} if the size is not a whole number of pixels between 1 and 4096.
 */
export function fitsAreas(view: BoardView, options: RenderOptions): boolean {
  const { groups, layout } = plan(view, options);
  return groups.top.length + groups.bottom.length === 0 || layout.areas !== undefined;
}

/**
 * Draws a position into an RGBA raster. Separate from the PNG step so that tests and
 * benchmarks can look at pixels and time the drawing alone.
 *
 * @throws {RangeError} if the size is not a whole number of pixels between 1 and 4096.
 */
export function drawBoardRaster(view: BoardView, options: RenderOptions): Raster {
  const { width, height } = options;
  const { groups, layout, words } = plan(view, options);
  const page = options.theme === "dark" ? COLOURS.dark : COLOURS;
  const raster = createRaster(width, height, page.background);
  const paints = paintsFor(options.sideNames);
  const tones: Tones = { paints, badge: COLOURS.badge, badgeText: COLOURS.badgeText };
  const flip = options.flip ?? false;

  if (options.title) {
    const room = width - 2 * layout.margin;
    // a long title shrinks to two thirds of its size, then is cut short
    const size = Math.max(fitTextSize(options.title, room, fontSize(layout.titleScale)), fontSize(layout.titleScale) * 0.66);
    const text = truncateText(options.title, room, size);
    drawText(raster, text, (width - measureText(text, size)) / 2, layout.margin, size, page.text);
    const subtitle = options.subtitle === undefined ? "" : words.say(options.subtitle);
    if (subtitle) {
      const small = Math.min(fitTextSize(subtitle, room, size * SUBTITLE), size * SUBTITLE);
      const line = truncateText(subtitle, room, small);
      const top = layout.margin + (GLYPH_HEIGHT + GLYPH_DESCENT) * layout.titleScale;
      drawText(raster, line, (width - measureText(line, small)) / 2, top, small, page.subtitle);
    }
  }

  const { board, frame } = layout;
  if (board.w > 0 && board.h > 0) {
    const p: Placement = { scale: board.w / view.width, x: board.x, y: board.y, flip, view };
    fillRoundRect(raster, board.x - frame + 2, board.y - frame + 4, board.w + 2 * frame, board.h + 2 * frame, frame, COLOURS.shadow, 0.18);
    fillRoundRect(raster, board.x - frame, board.y - frame, board.w + 2 * frame, board.h + 2 * frame, frame, COLOURS.frame);
    // Between the points of a lattice lies board to draw lines on; a grid's missing
    // cells (Pit of Pillars' corners) are not board and keep the frame's colour.
    if (view.cells.some((cell) => cell.shape === "point")) fillRect(raster, board.x, board.y, board.w, board.h, COLOURS.lattice);
    const unit = typicalCellSize(view) * p.scale;
    drawCells(raster, p, unit);
    drawMarks(raster, p, options.marks ?? []);
    drawPieces(raster, p, tones, options.looks ?? {});
    if (options.shapes) {
      const byId = new Map(view.cells.map((cell) => [cell.id, cell]));
      drawShapes(raster, options.shapes, (id) => {
        const cell = byId.get(id);
        return cell && place(p, cell);
      }, unit);
    }
  }
  if (layout.areas) drawAreas(raster, layout.areas, groups, { tones, paints, looks: options.looks ?? {}, text: page.text, rtl: words.dir === "rtl" });
  return raster;
}

/**
 * Renders a position as a PNG of `options.width` x `options.height` pixels (use
 * OG_SIZE for link previews). Pure computation: no I/O, safe to cache per position.
 *
 * @throws {RangeError} if the size is not a whole number of pixels between 1 and 4096.
 */
export async function renderBoardPng(view: BoardView, options: RenderOptions): Promise<Uint8Array<ArrayBuffer>> {
  const raster = drawBoardRaster(view, options);
  return encodePng(raster.width, raster.height, raster.pixels);
}
