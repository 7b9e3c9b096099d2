/**
 * Draws a BoardState: the board as SVG and the off-board areas as rows of buttons.
 * Everything comes from the BoardView (cells, lines, pieces, areas), so the same code
 * draws all five games. Every clickable thing carries `data-id`, the id a Move.path uses.
 */
import { boundsOf, groupTouching, outerEdges, type Box } from "../../../src/engine/geometry/box-groups.ts";
import { type AreaView, type BoardView, type CellView, type Side } from "../../../src/engine/types.ts";
import { ownedCellsKey, WELL_STOPS } from "../../../src/engine/view-palette.ts";
import { h, s } from "../dom.ts";
import { drawPiece, pieceIcon } from "./pieces.ts";
import { cellName, cellsWithInner, focusableCells, hasLayers, typicalCellSize } from "./keyboard.ts";
import { attackedGlow, drawArrow } from "./overlays.ts";
import type { BoardState, BoardWords } from "./state.ts";
import { areaLabel, boardKeysLabel, itemWords, hotSpotsWords, refusedItem } from "./words.ts";

export interface BoardElements {
  readonly svg: SVGSVGElement;
  /** Areas of the side drawn at the top, and areas of nobody. */
  readonly top: HTMLElement;
  /** Areas of the side drawn at the bottom. */
  readonly bottom: HTMLElement;
  /** The key line under the board: whose tinted cells are whose (In The Bin's hot spots). */
  readonly key: HTMLElement;
}

const SHADE_CLASS = { light: "light", dark: "dark", special: "special" } as const;

/** Redraws everything; boards are small (at most a few hundred cells), so this takes well under a frame. */
export function renderBoard(state: BoardState, els: BoardElements): void {
  const view = state.view;
  if (!view) return;
  const place = placer(view, state.orientation);
  const unit = typicalCellSize(view);
  const byId = new Map(view.cells.map((cell) => [cell.id, cell]));
  const occupied = new Set(view.pieces.map((piece) => piece.at));
  const selected = new Set(state.selected);
  const last = new Set(state.lastMove);

  // a board of squares and points (Ben39) gets a margin of its own on the left and below for its coordinates
  const margin = hasLayers(view) ? marginSize(unit) : 0;
  els.svg.setAttribute("viewBox", `${-margin} 0 ${view.width + margin} ${view.height + margin}`);
  // a board of squares and points says how to cross from one layer to the other (a diagram keeps its own label)
  if (hasLayers(view) && els.svg.getAttribute("aria-label") === boardKeysLabel(false)) {
    els.svg.setAttribute("aria-label", boardKeysLabel(true));
  }
  const defs = s("defs");
  const layers = {
    cells: s("g", { class: "cells" }),
    lines: s("g", { class: "lines" }),
    marks: s("g", { class: "marks" }),
    labels: s("g", { class: "coords" }),
    pieces: s("g", { class: "pieces" }),
    arrows: s("g", { class: "arrows" }),
    targets: s("g", { class: "targets" }),
    focus: s("g", { class: "focus" }),
  };

  drawHoles(view, place, unit, defs, layers.cells);
  // the board's one tab stop (roving tabindex): the cell the keyboard is on, else the first drawn
  const focusId = focusedCell(state, view);
  for (const cell of orderForDrawing(view.cells)) {
    if (cell.shape === "hole") continue;
    const drawn = drawCell(cell, place(cell), unit, state.targets.has(cell.id) || state.starts.has(cell.id));
    drawn.setAttribute("tabindex", cell.id === focusId ? "0" : "-1");
    drawn.setAttribute("role", "button");
    drawn.setAttribute("aria-label", cellName(view, cell, state));
    layers.cells.append(drawn);
  }
  for (const line of view.lines ?? []) {
    const from = byId.get(line.from);
    const to = byId.get(line.to);
    if (!from || !to) continue;
    const a = centre(place(from));
    const b = centre(place(to));
    layers.lines.append(s("line", { x1: a.x, y1: a.y, x2: b.x, y2: b.y, "stroke-width": unit * 0.04 }));
  }
  for (const cell of view.cells) {
    const box = place(cell);
    if (last.has(cell.id)) layers.marks.append(overlay(box, "last-move"));
    if (state.attacked.has(cell.id)) layers.marks.append(attackedGlow(box, defs));
    if (selected.has(cell.id)) layers.marks.append(overlay(box, "selected"));
    // Before the first click every movable piece is a target: marking them all is noise.
    if (selected.size > 0 && state.targets.has(cell.id)) layers.targets.append(targetMark(box, occupied.has(cell.id)));
    if (state.showHints && cell.hint !== undefined) layers.targets.append(hintLabel(cell.hint, box));
  }
  const focused = focusId === undefined ? undefined : byId.get(focusId);
  if (focused) layers.focus.append(focusRing(place(focused), unit));
  layers.labels.append(...coordinateLabels(view, place, unit));
  const parents = cellsWithInner(view.cells);
  // Inner fields' pieces first, so that the corner pieces of their outer fields stay readable over them.
  const pieces = [...view.pieces].sort((a, b) => Number(parents.has(a.at)) - Number(parents.has(b.at)));
  for (const piece of pieces) {
    const cell = byId.get(piece.at);
    if (!cell) continue;
    const box = place(cell);
    if (parents.has(piece.at)) {
      // The middle of this square is its inner field: the outer field's piece sits in the corner.
      const size = Math.min(box.w, box.h) * 0.42;
      layers.pieces.append(drawPiece(piece, box.x, box.y, size, state.paint, state.glyphs[piece.kind]));
      continue;
    }
    const size = Math.min(box.w, box.h);
    layers.pieces.append(drawPiece(piece, box.x + (box.w - size) / 2, box.y + (box.h - size) / 2, size, state.paint, state.glyphs[piece.kind]));
  }
  for (const arrow of state.arrows) {
    const from = byId.get(arrow.from);
    const to = byId.get(arrow.to);
    if (from && to) layers.arrows.append(drawArrow(arrow, place(from), place(to), unit));
  }
  els.svg.replaceChildren(defs, layers.cells, layers.lines, layers.marks, layers.labels, layers.pieces, layers.arrows, layers.targets, layers.focus);

  const mine = (area: AreaView): boolean => area.side === state.orientation;
  els.top.replaceChildren(...view.areas.filter((area) => !mine(area)).map((area) => drawArea(area, state, selected, last)));
  els.bottom.replaceChildren(...view.areas.filter(mine).map((area) => drawArea(area, state, selected, last)));
  renderKey(view, state, els.key);
}

/** "■ White's hot spots ■ Black's hot spots": one swatch per side that owns cells, worded and tinted as the pictures' key. */
function renderKey(view: BoardView, state: BoardState, key: HTMLElement): void {
  const entries = ownedCellsKey(view, (side) => state.words.sides[side]).map((entry) =>
    view.ownedCells === "hot spots" ? { ...entry, label: hotSpotsWords(state.words.sides[entry.side], entry.label) } : entry,
  );
  key.hidden = entries.length === 0;
  key.replaceChildren(
    ...entries.map((entry) =>
      h("span", { class: "board-key-item" }, h("span", { class: `board-key-swatch owner-${entry.side}`, "aria-hidden": "true" }), entry.label),
    ),
  );
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The cell holding the tab stop: the one the keyboard moved to, else the selection, else
 * home on the side drawn at the bottom (the player's own): its king, else the last
 * move's square, else the middle of its edge. A keyboard user starts where play is, not in
 * the opponent's far corner.
 */
export function focusedCell(state: BoardState, view: BoardView): string | undefined {
  const cells = focusableCells(view);
  const focusable = (id: string | undefined): id is string => id !== undefined && cells.some((cell) => cell.id === id);
  if (focusable(state.focused)) return state.focused;
  const selected = state.selected.find(focusable);
  if (selected) return selected;
  const king = view.pieces.find((piece) => piece.kind === "K" && piece.side === state.orientation)?.at;
  if (focusable(king)) return king;
  const last = [...state.lastMove].reverse().find(focusable);
  if (last) return last;
  const place = placer(view, state.orientation);
  const middle = view.width / 2;
  const distance = (cell: CellView) => Math.abs(place(cell).x + place(cell).w / 2 - middle);
  return [...cells].sort((a, b) => place(b).y + place(b).h - (place(a).y + place(a).h) || distance(a) - distance(b))[0]?.id;
}

/** Where a cell is drawn: the view's own box, or turned half a turn when Black is at the bottom. */
export function placer(view: BoardView, orientation: Side): (cell: CellView) => Box {
  if (orientation === "white") return (cell) => cell;
  return (cell) => ({ x: view.width - cell.x - cell.w, y: view.height - cell.y - cell.h, w: cell.w, h: cell.h });
}

function centre(box: Box): { x: number; y: number } {
  return { x: box.x + box.w / 2, y: box.y + box.h / 2 };
}

/** Inner fields go over their parent squares and points over everything else. */
function orderForDrawing(cells: readonly CellView[]): CellView[] {
  const rank = { square: 0, hole: 0, slot: 0, inner: 1, point: 2 } as const;
  return [...cells].sort((a, b) => rank[a.shape] - rank[b.shape]);
}

function drawCell(cell: CellView, box: Box, unit: number, clickable: boolean): SVGElement {
  const shade = SHADE_CLASS[cell.shade ?? "light"] + (cell.owner ? ` owner-${cell.owner}` : "") + (clickable ? " clickable" : "");
  if (cell.shape === "point") {
    // The visible dot is small; the transparent circle around it is the finger-sized target.
    const { x, y } = centre(box);
    return s(
      "g",
      { class: `cell point ${shade}`, "data-id": cell.id },
      s("circle", { cx: x, cy: y, r: Math.max(box.w, box.h) / 2, class: "hit" }),
      s("circle", { cx: x, cy: y, r: unit * 0.09, class: "dot" }),
    );
  }
  return s("rect", {
    x: box.x, y: box.y, width: box.w, height: box.h,
    class: `cell ${cell.shape} ${shade}`, "data-id": cell.id,
    "stroke-width": cell.shape === "inner" || cell.shape === "slot" ? unit * 0.04 : undefined,
  });
}

/**
 * Holes (a pit, a bin) are drawn as one sunken well per group of touching holes: a
 * gradient over the whole group, dark in the middle, and a rim where it meets the board.
 */
function drawHoles(view: BoardView, place: (cell: CellView) => Box, unit: number, defs: SVGDefsElement, into: SVGGElement): void {
  const holes = view.cells.filter((cell) => cell.shape === "hole").map((cell) => ({ cell, box: place(cell) }));
  groupTouching(holes.map((hole) => hole.box)).forEach((group, index) => {
    const boxes = group.map((i) => holes[i].box);
    const bounds = boundsOf(boxes);
    const id = `hole-well-${index}`;
    defs.append(
      s(
        "radialGradient",
        { id, gradientUnits: "userSpaceOnUse", cx: bounds.x + bounds.w / 2, cy: bounds.y + bounds.h / 2, r: Math.max(bounds.w, bounds.h) * 0.72 },
        ...WELL_STOPS.map((stop) => s("stop", { offset: String(stop.at), "stop-color": stop.colour })),
      ),
    );
    // One path for the whole well: separate rects would show hairline seams between them.
    const outline = boxes.map((b) => `M${b.x} ${b.y}h${b.w}v${b.h}h${-b.w}z`).join("");
    into.append(s("path", { d: outline, fill: `url(#${id})`, class: "hole-well" }));
    for (const i of group) {
      const { cell, box } = holes[i];
      into.append(s("rect", { x: box.x, y: box.y, width: box.w, height: box.h, class: "cell hole", "data-id": cell.id }));
    }
    for (const edge of outerEdges(boxes)) {
      const horizontal = edge.side === "top" || edge.side === "bottom";
      const line = { x1: edge.x, y1: edge.y, x2: horizontal ? edge.x + edge.length : edge.x, y2: horizontal ? edge.y : edge.y + edge.length };
      into.append(s("line", { ...line, class: "hole-rim", "stroke-width": unit * 0.08 }));
    }
  });
}

function overlay(box: Box, kind: "last-move" | "selected"): SVGRectElement {
  return s("rect", { x: box.x, y: box.y, width: box.w, height: box.h, class: kind });
}

/** The keyboard's cell, ringed inside its edge (shown by CSS only while the board has keyboard focus). */
function focusRing(box: Box, unit: number): SVGRectElement {
  const width = unit * 0.08;
  return s("rect", { x: box.x + width / 2, y: box.y + width / 2, width: box.w - width, height: box.h - width, class: "focus-ring", "stroke-width": width });
}

/**
 * Moves the focus ring to the cell `id` without a redraw: an arrow key only moves the
 * keyboard's cell, and the ring is what a sighted keyboard user follows (the cells draw no
 * outline of their own), so it moves with the focus, not at the next redraw.
 */
export function moveFocusRing(svg: SVGSVGElement, state: BoardState, id: string): void {
  const view = state.view;
  const cell = view?.cells.find((candidate) => candidate.id === id);
  if (!view || !cell) return;
  svg.querySelector(".focus")?.replaceChildren(focusRing(placer(view, state.orientation)(cell), typicalCellSize(view)));
}

/** A dot on an empty target, a ring around a piece that can be taken or joined. */
function targetMark(box: Box, occupied: boolean): SVGElement {
  const { x, y } = centre(box);
  const size = Math.min(box.w, box.h);
  if (occupied) return s("circle", { cx: x, cy: y, r: size * 0.44, class: "target-ring", "stroke-width": size * 0.08 });
  return s("circle", { cx: x, cy: y, r: size * 0.15, class: "target-dot" });
}

function hintLabel(hint: string, box: Box): SVGTextElement {
  const size = Math.min(box.w, box.h);
  // Bottom left: the other corners hold coordinates and stack heights.
  return s("text", { x: box.x + size * 0.07, y: box.y + box.h - size * 0.07, "font-size": size * 0.22, class: "hint" }, hint);
}

const ALGEBRAIC = /^([a-z]+)(\d+)$/;

/** A cell named the algebraic way ("a1"), as drawn: its file letter and rank number. */
interface Named {
  readonly cell: CellView;
  readonly box: Box;
  readonly file: string;
  readonly rank: string;
}

/**
 * File letters along the bottom edge and rank numbers along the left edge, for cells
 * named the algebraic way ("a1"); cells named otherwise simply get no labels. Every
 * file and rank of the board gets its label, in either orientation: where no cell of it
 * reaches the edge (a cut-off corner, Ben39's squares set in from the rim) the label
 * stands in the margin there.
 */
function coordinateLabels(view: BoardView, place: (cell: CellView) => Box, unit: number): SVGElement[] {
  const named: Named[] = [];
  for (const cell of view.cells) {
    const name = ALGEBRAIC.exec(cell.id);
    if (name && cell.shape !== "inner") named.push({ cell, box: place(cell), file: name[1], rank: name[2] });
  }
  // one cell per file (the lowest drawn) and per rank (the leftmost drawn)
  const files = pickPerKey(named, (n) => n.file, (a, b) => a.box.y + a.box.h > b.box.y + b.box.h);
  const ranks = pickPerKey(named, (n) => n.rank, (a, b) => a.box.x < b.box.x);
  return hasLayers(view) ? marginLabels(view, files, ranks, unit) : cornerLabels(view, files, ranks, unit);
}

function pickPerKey(named: readonly Named[], key: (n: Named) => string, better: (a: Named, b: Named) => boolean): Named[] {
  const picked = new Map<string, Named>();
  for (const n of named) {
    const held = picked.get(key(n));
    if (!held || better(n, held)) picked.set(key(n), n);
  }
  return [...picked.values()];
}

/**
 * Labels in the corners of the edge cells, as on a chessboard; a file or rank whose cells
 * stop short of the edge gets its label at the edge all the same, on the margin.
 */
function cornerLabels(view: BoardView, files: readonly Named[], ranks: readonly Named[], unit: number): SVGElement[] {
  const e = 1e-6;
  const fontSize = unit * 0.2;
  const tone = (n: Named, atEdge: boolean): string =>
    !atEdge ? "on-margin" : n.cell.shape === "hole" ? "on-hole" : n.cell.shade === "dark" ? "on-dark" : "on-light";
  const labels: SVGElement[] = [];
  for (const n of files) {
    const atEdge = Math.abs(n.box.y + n.box.h - view.height) < e;
    labels.push(s("text", { x: n.box.x + n.box.w - unit * 0.06, y: view.height - unit * 0.07, "font-size": fontSize, "text-anchor": "end", class: tone(n, atEdge) }, n.file));
  }
  for (const n of ranks) {
    const atEdge = Math.abs(n.box.x) < e;
    labels.push(s("text", { x: unit * 0.06, y: n.box.y + unit * 0.22, "font-size": fontSize, class: tone(n, atEdge) }, n.rank));
  }
  return labels;
}

/**
 * Labels for a board of squares and points (Ben39), whose files and ranks alternate
 * between the two layers: each centred on its line, in a margin of their own left of and
 * below the board (clear of the points on the rim, and large enough to read on a phone).
 */
function marginLabels(view: BoardView, files: readonly Named[], ranks: readonly Named[], unit: number): SVGElement[] {
  const fontSize = marginFontSize(unit);
  return [
    ...files.map((n) => s("text", { x: centre(n.box).x, y: view.height + fontSize * 0.95, "font-size": fontSize, "text-anchor": "middle", class: "on-margin" }, n.file)),
    ...ranks.map((n) => s("text", { x: -fontSize * 0.15, y: centre(n.box).y + fontSize * 0.36, "font-size": fontSize, "text-anchor": "end", class: "on-margin" }, n.rank)),
  ];
}

/**
 * The margin labels' size: about 11 px on a 375 px phone's Ben39 board (two-unit squares on
 * a 15-unit board), where the board's own size made them 7 px when they shared the rim.
 */
const marginFontSize = (unit: number): number => unit * 0.26;

/** The margin that holds them, two-digit ranks included. */
const marginSize = (unit: number): number => marginFontSize(unit) * 1.5;

function drawArea(area: AreaView, state: BoardState, selected: ReadonlySet<string>, last: ReadonlySet<string>): HTMLElement {
  const owner = area.side ?? "neutral";
  const items = area.items.map((item) => {
    const classes = ["area-item"];
    if (state.targets.has(item.id)) classes.push("target");
    if (selected.has(item.id)) classes.push("selected");
    if (last.has(item.id)) classes.push("last-move");
    if (item.count === 0) classes.push("empty");
    // a refused item stays clickable, so a tap can say why; the reason is its title too
    const refused = state.refused.get(item.id);
    if (refused) classes.push("refused");
    // an item that starts another move stays clickable while a piece is selected: choosing it switches
    const usable = state.targets.has(item.id) || selected.has(item.id) || state.starts.has(item.id);
    const name = itemName(item.kind, item.count, area, state.words);
    const tip = refused ? refusedItem(name, refused) : name;
    return h(
      "button",
      {
        // aria-disabled, not disabled: every item takes focus and a long press, to say what it is
        type: "button", class: classes.join(" "), "data-id": item.id,
        "aria-disabled": refused || !usable ? "true" : undefined,
        title: tip, "data-tip": tip,
      },
      // named by the words alone: an aria-label would leave out the visible letter and count (WCAG 2.5.3)
      h("span", { class: "area-icon", "aria-hidden": "true" }, pieceIcon(item.kind, owner, state.paint, undefined, state.glyphs[item.kind])),
      h("span", { class: "count", "aria-hidden": "true" }, `×${item.count}`),
      h("span", { class: "offscreen" }, tip),
    );
  });
  return h("div", { class: "area", "data-area": area.id }, h("span", { class: "area-label", dir: "auto" }, areaLabel(area, area.side && state.words.sides[area.side])), ...items);
}

/** "Nightrider: 2 in the bin", "Castle: 1 in White's hand": the kind's name, not its letter. */
export function itemName(kind: string, count: number, area: AreaView, words: BoardWords): string {
  const name = capitalise(kindName(kind, words));
  const english = () => `${name}: ${count} ${area.where ?? `in ${area.label.replace(/^The /, "the ")}`}`;
  return itemWords(name, count, area, area.side && words.sides[area.side], english);
}

/** A kind's name; a kind drawn in variants on the board (Ben39's castle "C+", "C×") by the first variant's name without its note. */
function kindName(kind: string, words: BoardWords): string {
  const own = words.pieces[kind];
  if (own) return own;
  const variant = Object.keys(words.pieces).find((other) => other.startsWith(kind) && other.length === kind.length + 1);
  return variant ? words.pieces[variant].replace(/ \(.*\)$/, "") : kind;
}
