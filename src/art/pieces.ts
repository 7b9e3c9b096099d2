/**
 * How a piece looks, as data: outlines (SVG path data in a 1x1 box) and the paint each
 * takes, decided from its BoardView kind alone so that every game draws with the same
 * shapes, on the page (web/src/board/pieces.ts turns the layers into SVG) and in the
 * pictures (src/pictures/ rasterizes the same paths). Chess letters are the
 * silhouettes of DejaVu Sans's chess glyphs; the step-and-ride fairy pieces have their
 * own shapes (the ferz a diamond, the wazir a square with a cross, the nightrider a
 * knight in a ring, the Hero a rook and a knight, the Cavalier a bishop and a knight, the
 * Sorceror a five-pointed star: each shape says how it moves); "pillar" and stacks have
 * theirs, and any other letter is written in a disc.
 */
import type { Owner } from "../engine/view-palette.ts";
import { CHESS_OUTLINES } from "./chess-outlines.ts";
import { circlePath, formatPath, parsePath, polygonPath, roundRectPath, transformPath, type PathCommand } from "./path.ts";

/** Which paint a layer takes: a side's body or outline colour, or the stack badge's. */
export type Tone = `${Owner}-fill` | `${Owner}-ink` | "badge" | "badge-text";

/** An outline filled and/or stroked; widths are in the 1x1 box's units. */
export interface ShapeLayer {
  readonly kind: "shape";
  readonly d: string;
  readonly fill?: Tone;
  readonly stroke?: Tone;
  readonly width?: number;
  /** Round line ends, for open strokes such as the wazir's cross. */
  readonly cap?: "round";
  /** A class for the page's styles and tests, e.g. "man man-white". */
  readonly className?: string;
}

/** A few bold characters centred on (x, y); `size` is the font size. */
export interface TextLayer {
  readonly kind: "text";
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly fill: Tone;
  readonly className: string;
}

export type ArtLayer = ShapeLayer | TextLayer;

/** What the art needs to know about a piece. */
export interface PieceLook {
  readonly kind: string;
  readonly side: Owner;
  readonly stack?: readonly Owner[];
}

/** True for kinds drawn as chess silhouettes. */
export function isChessKind(kind: string): boolean {
  return kind in CHESS_OUTLINES;
}

/**
 * Piece letters are short ("K", "Q", "Nr"); a kind spelled as a word ("man", "stack") is
 * a plain man, drawn as one disc of a stack.
 */
function isWordKind(kind: string): boolean {
  return kind.length > 2;
}

const CHESS_COMMANDS = new Map(Object.entries(CHESS_OUTLINES).map(([kind, d]) => [kind, parsePath(d)]));

/** A shape in `owner`'s paint, outlined. */
function body(path: PathCommand[], owner: Owner, width: number): ShapeLayer {
  return { kind: "shape", d: formatPath(path), fill: `${owner}-fill`, stroke: `${owner}-ink`, width };
}

/** A chess silhouette of `size` at (x, y) of the box. */
function chess(kind: string, owner: Owner, x = 0, y = 0, size = 1): ShapeLayer[] {
  const d = formatPath(transformPath(CHESS_COMMANDS.get(kind)!, size, x, y));
  // A wide stroke in the ink colour draws the outline; a narrower one in the fill colour
  // closes the glyph's inner gaps (the queen's crown), leaving a solid silhouette with a clean edge.
  return [
    { kind: "shape", d, fill: `${owner}-ink`, stroke: `${owner}-ink`, width: 0.1 * size },
    { kind: "shape", d, fill: `${owner}-fill`, stroke: `${owner}-fill`, width: 0.05 * size },
  ];
}

/** Shapes for fairy pieces that read at a glance, each in the owner's colours. */
const FAIRY: Record<string, (owner: Owner) => ArtLayer[]> = {
  // the ferz steps diagonally: a diamond, with its four diagonal steps marked
  F: (owner) => {
    const r = 0.36;
    const d = r * 0.45;
    return [
      body(polygonPath([[0.5, 0.5 - r], [0.5 + r, 0.5], [0.5, 0.5 + r], [0.5 - r, 0.5]]), owner, 0.05),
      { kind: "shape", d: `M${0.5 - d} ${0.5 - d}L${0.5 + d} ${0.5 + d}M${0.5 + d} ${0.5 - d}L${0.5 - d} ${0.5 + d}`, stroke: `${owner}-ink`, width: 0.05, cap: "round" },
    ];
  },
  // the wazir steps orthogonally: a square, with a cross along its steps
  W: (owner) => {
    const r = 0.3;
    const d = r * 0.62;
    return [
      body(roundRectPath(0.5 - r, 0.5 - r, 2 * r, 2 * r, 0.05), owner, 0.05),
      { kind: "shape", d: `M0.5 ${0.5 - d}L0.5 ${0.5 + d}M${0.5 - d} 0.5L${0.5 + d} 0.5`, stroke: `${owner}-ink`, width: 0.06, cap: "round" },
    ];
  },
  // The Pit's Hero moves as a rook or a knight, its Cavalier as a bishop or a knight: the
  // two chess pieces side by side, the knight in front, as chess variant sets draw them
  H: (owner) => [...chess("R", owner, -0.13, 0.08, 0.78), ...chess("N", owner, 0.35, 0.08, 0.78)],
  C: (owner) => [...chess("B", owner, -0.13, 0.08, 0.78), ...chess("N", owner, 0.35, 0.08, 0.78)],
  // The Pit's Sorceror steps like a king or leaps exactly five squares: a five-pointed star
  S: (owner) => {
    const points = Array.from({ length: 10 }, (_, i): [number, number] => {
      const r = i % 2 === 0 ? 0.42 : 0.18;
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      return [0.5 + r * Math.cos(a), 0.53 + r * Math.sin(a)];
    });
    return [body(polygonPath(points), owner, 0.05), { kind: "shape", d: formatPath(circlePath(0.5, 0.53, 0.06)), fill: `${owner}-ink` }];
  },
  // the nightrider rides knight jumps: a knight in a dashed ring
  M: (owner) => [{ kind: "shape", d: dashedRing(0.5, 0.5, 0.44, 0.12, 0.06), stroke: `${owner}-ink`, width: 0.05 }, ...chess("N", owner, 0.1, 0.1, 0.8)],
};

/** A ring of dashes `dash` long with `gap` between them, as separate arcs (no dash array to interpret). */
function dashedRing(cx: number, cy: number, r: number, dash: number, gap: number): string {
  const count = Math.round((2 * Math.PI * r) / (dash + gap));
  const step = (2 * Math.PI) / count;
  const arc = step * (dash / (dash + gap));
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const a0 = i * step - Math.PI / 2;
    // a dash is short enough that a quadratic through the arc's tangent point is exact to the eye
    const mid = a0 + arc / 2;
    const k = r / Math.cos(arc / 2);
    parts.push(
      formatPath([
        { type: "M", x: cx + r * Math.cos(a0), y: cy + r * Math.sin(a0) },
        { type: "Q", x1: cx + k * Math.cos(mid), y1: cy + k * Math.sin(mid), x: cx + r * Math.cos(a0 + arc), y: cy + r * Math.sin(a0 + arc) },
      ]),
    );
  }
  return parts.join("");
}

/** The letter (or two) in a disc: any kind without a shape of its own. */
function disc(letter: string, owner: Owner): ArtLayer[] {
  return [
    body(circlePath(0.5, 0.5, 0.4), owner, 0.04),
    { kind: "text", text: letter, x: 0.5, y: 0.5, size: letter.length > 1 ? 0.36 : 0.46, fill: `${owner}-ink`, className: "disc-letter" },
  ];
}

/** Stacks show every man bottom to top in its owner's colour, with the height as a number. */
function stack(men: readonly Owner[]): ArtLayer[] {
  // Men shrink as the stack grows so that even a tall stack fits its square.
  const manHeight = Math.min(0.22, 0.68 / men.length);
  const width = 0.66;
  const bottom = 0.86;
  const layers: ArtLayer[] = men.map((owner, i) => ({
    ...body(roundRectPath(0.17, bottom - (i + 1) * manHeight, width, manHeight, manHeight * 0.45), owner, Math.min(0.02, manHeight * 0.2)),
    className: `man man-${owner}`,
  }));
  if (men.length > 1) {
    const r = 0.15;
    const cx = 1 - r * 1.05;
    const cy = r * 1.05;
    layers.push(
      { kind: "shape", d: formatPath(circlePath(cx, cy, r)), fill: "badge", stroke: "badge-text", width: 0.02, className: "stack-badge" },
      { kind: "text", text: String(men.length), x: cx, y: cy, size: r * 1.3, fill: "badge-text", className: "stack-height" },
    );
  }
  return layers;
}

/** A pillar from the side: base, shaft and capital. */
function pillar(owner: Owner): ArtLayer[] {
  const shaft = 0.3;
  const capital = 0.5;
  return [
    body(roundRectPath(0.5 - capital / 2, 0.78, capital, 0.1), owner, 0.03),
    body(roundRectPath(0.5 - shaft / 2, 0.22, shaft, 0.56), owner, 0.03),
    body(roundRectPath(0.5 - capital / 2, 0.12, capital, 0.1), owner, 0.03),
  ];
}

/**
 * The layers that draw `piece` in a 1x1 box, back to front. `look` is the game's own
 * look for the kind (`Game.glyphs`: e.g. Ben39 draws its "N" as the nightrider "M", and
 * "disc" asks for the letter in a disc).
 */
export function pieceArt(piece: PieceLook, look: string = piece.kind): ArtLayer[] {
  if (piece.stack && piece.stack.length > 0) return stack(piece.stack);
  if (piece.kind === "pillar") return pillar(piece.side);
  if (isWordKind(piece.kind)) return stack([piece.side]);
  if (look === "disc") return disc(piece.kind, piece.side);
  const fairy = FAIRY[look];
  if (fairy) return fairy(piece.side);
  if (isChessKind(look)) return chess(look, piece.side);
  return disc(piece.kind, piece.side);
}
