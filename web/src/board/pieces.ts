/**
 * How a piece looks, decided from its BoardView kind alone so that every game draws
 * with the same code: chess letters get the Unicode chess glyphs, the step-and-ride
 * fairy pieces their own shapes (the ferz a diamond, the wazir a square with a cross,
 * the nightrider a knight in a ring, the Hero a rook and a knight, the Cavalier a bishop
 * and a knight, the Sorceror a five-pointed star: each shape says how it moves), "pillar" and stacks
 * theirs, and any other letter is written in a disc.
 */
import type { PieceView } from "../../../src/engine/types.ts";
import { s } from "../dom.ts";

import type { Owner, Paint } from "../../../src/engine/view-palette.ts";
export { paintFor, type Owner, type Paint } from "../../../src/engine/view-palette.ts";

// Only the filled glyphs are used, as silhouettes: fonts draw the inner lines of chess
// glyphs so differently (DejaVu's black king looks white) that colour must not depend on
// them. U+FE0E asks for text presentation: without it ♟ may come out as an emoji.
const GLYPHS: Record<string, string> = { K: "\u265A", Q: "\u265B", R: "\u265C", B: "\u265D", N: "\u265E", P: "\u265F" };
const TEXT_STYLE = "\uFE0E";

/**
 * Piece letters are short ("K", "Q", "Nr"); a kind spelled as a word ("man", "stack") is
 * a plain man, drawn as one disc of a stack.
 */
function isWordKind(kind: string): boolean {
  return kind.length > 2;
}

/** True for kinds drawn as chess glyphs. */
export function isChessKind(kind: string): boolean {
  return kind in GLYPHS;
}

/**
 * Draws one piece centred in a box of `size` at (x, y) (top-left). Stacks show every man
 * bottom to top in its owner's colour, with the height as a number.
 */
export function drawPiece(piece: PieceView, x: number, y: number, size: number, paint: Readonly<Record<Owner, Paint>>, look: string = piece.kind): SVGGElement {
  const group = s("g", { class: `piece piece-${piece.side}${piece.frozen ? " frozen" : ""}`, "data-kind": piece.kind, "data-at": piece.at || undefined });
  if (piece.stack && piece.stack.length > 0) group.append(...drawStack(piece.stack, x, y, size, paint));
  else if (piece.kind === "pillar") group.append(...drawPillar(x, y, size, paint[piece.side]));
  else if (isWordKind(piece.kind)) group.append(...drawStack([piece.side], x, y, size, paint));
  else if (look === "disc") group.append(...drawDisc(piece.kind, x, y, size, paint[piece.side]));
  else group.append(...drawToken(look, x, y, size, paint[piece.side], piece.kind));
  return group;
}

/** A piece of `kind` by itself, e.g. for off-board areas and the promotion chooser. */
export function pieceIcon(kind: string, owner: Owner, paint: Readonly<Record<Owner, Paint>>, label?: string, look?: string): SVGSVGElement {
  const svg = s("svg", { viewBox: "0 0 1 1", class: "piece-icon", role: "img", "aria-label": label ?? kind });
  svg.append(drawPiece({ at: "", side: owner, kind }, 0, 0, 1, paint, look));
  return svg;
}

/** Shapes for fairy pieces that read at a glance, each in the owner's colours. */
const FAIRY: Record<string, (x: number, y: number, size: number, paint: Paint) => SVGElement[]> = {
  // the ferz steps diagonally: a diamond, with its four diagonal steps marked
  F: (x, y, size, paint) => {
    const c = size / 2;
    const r = size * 0.36;
    const diamond = `M ${x + c} ${y + c - r} L ${x + c + r} ${y + c} L ${x + c} ${y + c + r} L ${x + c - r} ${y + c} Z`;
    const d = r * 0.45;
    return [
      s("path", { d: diamond, fill: paint.fill, stroke: paint.ink, "stroke-width": size * 0.05, "stroke-linejoin": "round" }),
      s("path", { d: `M ${x + c - d} ${y + c - d} L ${x + c + d} ${y + c + d} M ${x + c + d} ${y + c - d} L ${x + c - d} ${y + c + d}`, stroke: paint.ink, "stroke-width": size * 0.05, "stroke-linecap": "round" }),
    ];
  },
  // the wazir steps orthogonally: a square, with a cross along its steps
  W: (x, y, size, paint) => {
    const c = size / 2;
    const r = size * 0.3;
    const d = r * 0.62;
    return [
      s("rect", { x: x + c - r, y: y + c - r, width: 2 * r, height: 2 * r, rx: size * 0.05, fill: paint.fill, stroke: paint.ink, "stroke-width": size * 0.05 }),
      s("path", { d: `M ${x + c} ${y + c - d} L ${x + c} ${y + c + d} M ${x + c - d} ${y + c} L ${x + c + d} ${y + c}`, stroke: paint.ink, "stroke-width": size * 0.06, "stroke-linecap": "round" }),
    ];
  },
  // The Pit's Hero moves as a rook or a knight, its Cavalier as a bishop or a knight: the
  // two chess pieces side by side, the knight in front, as chess variant sets draw them
  H: (x, y, size, paint) => compound("R", "N", x, y, size, paint),
  C: (x, y, size, paint) => compound("B", "N", x, y, size, paint),
  // The Pit's Sorceror steps like a king or leaps exactly five squares: a five-pointed star
  S: (x, y, size, paint) => {
    const cx = x + size / 2;
    const cy = y + size * 0.53;
    const points: string[] = [];
    for (let i = 0; i < 10; i++) {
      const r = i % 2 === 0 ? size * 0.42 : size * 0.18;
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      points.push(`${(cx + r * Math.cos(a)).toFixed(4)},${(cy + r * Math.sin(a)).toFixed(4)}`);
    }
    return [
      s("polygon", { points: points.join(" "), fill: paint.fill, stroke: paint.ink, "stroke-width": size * 0.05, "stroke-linejoin": "round" }),
      s("circle", { cx, cy, r: size * 0.06, fill: paint.ink }),
    ];
  },
  // the nightrider rides knight jumps: a knight in a ring
  M: (x, y, size, paint) => [
    s("circle", { cx: x + size / 2, cy: y + size / 2, r: size * 0.44, fill: "none", stroke: paint.ink, "stroke-width": size * 0.05, "stroke-dasharray": `${size * 0.12} ${size * 0.06}` }),
    ...drawToken("N", x + size * 0.1, y + size * 0.1, size * 0.8, paint),
  ],
};

/** Two chess glyphs side by side, `front` over `back`: a piece that moves as either. */
function compound(back: string, front: string, x: number, y: number, size: number, paint: Paint): SVGElement[] {
  const scale = 0.78;
  return [
    ...drawToken(back, x - size * 0.13, y + size * 0.08, size * scale, paint),
    ...drawToken(front, x + size * 0.35, y + size * 0.08, size * scale, paint),
  ];
}

function drawToken(kind: string, x: number, y: number, size: number, paint: Paint, letter: string = kind): SVGElement[] {
  const fairy = FAIRY[kind];
  if (fairy) return fairy(x, y, size, paint);
  if (isChessKind(kind)) {
    const cx = x + size / 2;
    // A wide stroke in the ink colour draws the outline; a narrower one in the fill colour
    // closes the glyph's inner gaps, leaving a solid silhouette with a clean edge.
    const base = { x: cx, y: y + size * 0.52, "font-size": size * 0.82, class: "glyph", "text-anchor": "middle", "dominant-baseline": "central", "stroke-linejoin": "round" };
    const glyph = GLYPHS[kind] + TEXT_STYLE;
    return [
      s("text", { ...base, fill: paint.ink, stroke: paint.ink, "stroke-width": size * 0.1 }, glyph),
      s("text", { ...base, fill: paint.fill, stroke: paint.fill, "stroke-width": size * 0.05 }, glyph),
    ];
  }
  return drawDisc(letter, x, y, size, paint);
}

/** The letter (or two) in a disc: any kind without a shape of its own. */
function drawDisc(kind: string, x: number, y: number, size: number, paint: Paint): SVGElement[] {
  const cx = x + size / 2;
  const disc = s("circle", { cx, cy: y + size / 2, r: size * 0.4, fill: paint.fill, stroke: paint.ink, "stroke-width": size * 0.04 });
  const text = s(
    "text",
    { x: cx, y: y + size * 0.53, "font-size": size * (kind.length > 1 ? 0.36 : 0.46), class: "disc-letter", fill: paint.ink, "text-anchor": "middle", "dominant-baseline": "central" },
    kind,
  );
  return [disc, text];
}

function drawStack(stack: readonly Owner[], x: number, y: number, size: number, paint: Readonly<Record<Owner, Paint>>): SVGElement[] {
  const parts: SVGElement[] = [];
  // Men shrink as the stack grows so that even a tall stack fits its square.
  const manHeight = Math.min(size * 0.22, (size * 0.68) / stack.length);
  const width = size * 0.66;
  const bottom = y + size * 0.86;
  stack.forEach((owner, i) => {
    const top = bottom - (i + 1) * manHeight;
    parts.push(
      s("rect", {
        x: x + (size - width) / 2, y: top, width, height: manHeight,
        rx: manHeight * 0.45, fill: paint[owner].fill, stroke: paint[owner].ink,
        "stroke-width": Math.min(size * 0.02, manHeight * 0.2), class: `man man-${owner}`,
      }),
    );
  });
  if (stack.length > 1) {
    const r = size * 0.15;
    const cx = x + size - r * 1.05;
    const cy = y + r * 1.05;
    parts.push(
      s("circle", { cx, cy, r, class: "stack-badge" }),
      s("text", { x: cx, y: cy + r * 0.05, "font-size": r * 1.3, class: "stack-height", "text-anchor": "middle", "dominant-baseline": "central" }, stack.length),
    );
  }
  return parts;
}

function drawPillar(x: number, y: number, size: number, paint: Paint): SVGElement[] {
  const cx = x + size / 2;
  const shaft = size * 0.3;
  const capital = size * 0.5;
  const stroke = { fill: paint.fill, stroke: paint.ink, "stroke-width": size * 0.03 };
  return [
    s("rect", { x: cx - capital / 2, y: y + size * 0.78, width: capital, height: size * 0.1, ...stroke }),
    s("rect", { x: cx - shaft / 2, y: y + size * 0.22, width: shaft, height: size * 0.56, ...stroke }),
    s("rect", { x: cx - capital / 2, y: y + size * 0.12, width: capital, height: size * 0.1, ...stroke }),
  ];
}
