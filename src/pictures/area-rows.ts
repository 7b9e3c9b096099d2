/**
 * The text around a picture's board, drawn as the page draws it: each off-board area
 * (In The Bin's bin, Ben39's hands, Pit of Pillars' reserves) as its label followed by
 * the pieces it holds, each in its own glyph with its count ("♛×1 ♜×3"), and the key of
 * the cells the sides own ("■ White's hot spots ■ Black's hot spots"). A line too long
 * for its room wraps onto more rows rather than shrinking to an unreadable size, which
 * is what keeps the bin legible in a GIF's 480-pixel frames.
 */
import type { AreaView, Side } from "../engine/types.ts";
import type { Owner, OwnedKeyEntry } from "../engine/view-palette.ts";
import { pieceArt } from "../art/pieces.ts";
import { drawArt, type Paint, type Tones } from "./draw-art.ts";
import { fillCircle, fillRect, hex, type Colour, type Raster } from "./raster.ts";
import { drawText, measureText, truncateText } from "./typeface.ts";
import { fontSize, GLYPH_HEIGHT } from "./text-scale.ts";
import type { PictureWords } from "./words.ts";

/** One thing on a line: words, a piece with its count (`shown` as drawn: "×3"), or a key's swatch. */
export type AreaToken =
  | { readonly type: "text"; readonly text: string }
  | { readonly type: "piece"; readonly kind: string; readonly owner: Owner; readonly count: number; readonly shown: string }
  | { readonly type: "swatch"; readonly colour: string };

/** A line of the text block: a side's swatch disc (when the line is a side's) and its tokens. */
export interface AreaLine {
  readonly owner?: Side;
  readonly tokens: readonly AreaToken[];
}

/** The areas' labels by what the area is (its id's prefix) and the colour its side is named by, as the page's (web/src/board/words.ts). */
const AREA_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  hand: { white: "picture.area.hand.white", black: "picture.area.hand.black" },
  reserve: { white: "picture.area.reserve.white", red: "picture.area.reserve.red" },
  out: { white: "picture.area.out.white", red: "picture.area.out.red" },
};

/** An area's label in the picture's language: "The bin", "Hand von Weiß"; a label the catalogs lack stays the game's. */
export function areaLabel(area: AreaView, colour: string | undefined, words: PictureWords): string {
  const kind = area.id.split(":")[0];
  if (kind === "bin") return words.t("picture.area.bin");
  const labels = Object.hasOwn(AREA_LABELS, kind) ? AREA_LABELS[kind] : undefined;
  const id = labels && colour !== undefined && Object.hasOwn(labels, colour) ? labels[colour] : undefined;
  return id ? words.t(id) : area.label;
}

/** The key's words for In The Bin's hot spots by colour; other owned cells keep the game's words. */
const HOT_SPOTS: Readonly<Record<string, string>> = { white: "picture.key.hotSpots.white", black: "picture.key.hotSpots.black" };

/** A key entry's words in the picture's language: "White's hot spots" is "Heiße Felder von Weiß". */
export function keyLabel(entry: OwnedKeyEntry, colour: string | undefined, ownedCells: string | undefined, words: PictureWords): string {
  const id = ownedCells === "hot spots" && colour !== undefined && Object.hasOwn(HOT_SPOTS, colour) ? HOT_SPOTS[colour] : undefined;
  return id ? words.t(id) : entry.label;
}

/**
 * An area as the page shows it: its label, then each kind it holds as the piece's glyph
 * and its count. An area of one kind (a reserve) shows its count even at 0; of several
 * kinds (the bin, a hand) the kinds it holds none of are left out (the page greys them;
 * in a small picture they are noise), and an empty one says "none".
 */
export function areaLine(area: AreaView, label: string, words: PictureWords): AreaLine {
  const owner: Owner = area.side ?? "neutral";
  const held = area.items.length === 1 ? area.items : area.items.filter((item) => item.count > 0);
  const pieces: AreaToken[] = held.map((item) => ({ type: "piece", kind: item.kind, owner, count: item.count, shown: words.count(item.count) }));
  return { owner: area.side, tokens: [{ type: "text", text: label }, ...(pieces.length > 0 ? pieces : [{ type: "text" as const, text: words.t("picture.area.none") }])] };
}

/** The key of owned cells as one line: a swatch in each side's tint before its words. */
export function keyLine(entries: readonly { readonly tint: string; readonly label: string }[]): AreaLine {
  return { tokens: entries.flatMap((entry): AreaToken[] => [{ type: "swatch", colour: entry.tint }, { type: "text", text: entry.label }]) };
}

/** Sizes at a font scale (a seventh of a capital's height): a piece stands about twice a capital's height. */
export function rowMetrics(scale: number) {
  const cap = GLYPH_HEIGHT * scale;
  const icon = Math.round(cap * 1.9);
  return { cap, icon, height: icon + 2 * scale, indent: (GLYPH_HEIGHT + 4) * scale, gap: 3 * scale, countGap: scale * 0.3 };
}

function tokenWidth(token: AreaToken, scale: number): number {
  const m = rowMetrics(scale);
  if (token.type === "text") return measureText(token.text, fontSize(scale));
  if (token.type === "swatch") return m.cap * 1.3;
  return m.icon + m.countGap + measureText(token.shown, fontSize(scale));
}

/** A token placed on a row, `x` from the line's left edge. */
interface Placed {
  readonly token: AreaToken;
  readonly x: number;
  readonly width: number;
}

/** Flows a line's tokens into rows no wider than `maxWidth`; every row starts at the indent. */
export function flowLine(line: AreaLine, scale: number, maxWidth: number): { rows: Placed[][]; width: number } {
  const { indent, gap } = rowMetrics(scale);
  const rows: Placed[][] = [[]];
  let x = indent;
  let width = 0;
  line.tokens.forEach((token, i) => {
    const w = tokenWidth(token, scale);
    const row = rows[rows.length - 1];
    // a key's swatch stays with its words
    const next = line.tokens[i + 1];
    const keep = token.type === "swatch" && next !== undefined ? w + gap + tokenWidth(next, scale) : w;
    const afterSwatch = line.tokens[i - 1]?.type === "swatch";
    if (row.length > 0 && !afterSwatch && x + keep > maxWidth) {
      rows.push([]);
      x = indent;
    }
    rows[rows.length - 1].push({ token, x, width: w });
    x += w + gap;
    width = Math.max(width, Math.min(maxWidth, x - gap));
  });
  return { rows, width };
}

/** The widest single token of the lines, with the indent: no room narrower than this holds them whole. */
export function widestToken(lines: readonly AreaLine[], scale: number): number {
  const widths = lines.flatMap((line) => line.tokens.map((token) => tokenWidth(token, scale)));
  return rowMetrics(scale).indent + Math.max(0, ...widths);
}

/** What drawing a line needs besides the line: the pieces' tones and the text colour. */
export interface LineInk {
  readonly tones: Tones;
  readonly paints: Readonly<Record<Owner, Paint>>;
  readonly looks: Readonly<Record<string, string>>;
  readonly text: Colour;
  /** A right-to-left language's picture: each row starts at the right, the side's disc at the right end. */
  readonly rtl?: boolean;
}

/**
 * Draws a line's rows from (x, y), the top of its first row, in `maxWidth` pixels; returns
 * its height. Right to left, the rows are the same mirrored: the tokens in reverse
 * order, a piece's count at the left of its glyph, each word drawn as it reads.
 */
export function drawAreaLine(raster: Raster, line: AreaLine, x: number, y: number, scale: number, maxWidth: number, ink: LineInk): number {
  const m = rowMetrics(scale);
  const { rows } = flowLine(line, scale, maxWidth);
  const size = fontSize(scale);
  if (line.owner !== undefined) {
    // a disc of the side's piece colour, as tall as a capital and a little more, level with the first row's words
    const r = m.cap / 2 + scale * 0.5;
    const paint = ink.paints[line.owner];
    // ink for the outline, fill inside, as the side's pieces are painted
    const cx = ink.rtl ? x + maxWidth - r : x + r;
    fillCircle(raster, cx, y + m.icon / 2, r, paint.ink);
    fillCircle(raster, cx, y + m.icon / 2, r - Math.max(1, scale * 0.7), paint.fill);
  }
  rows.forEach((row, i) => {
    const top = y + i * m.height;
    const textTop = top + (m.icon - m.cap) / 2;
    for (const { token, x: at, width } of row) {
      const left = ink.rtl ? x + maxWidth - at - width : x + at;
      if (token.type === "text") {
        // a pixel's grace: the flow measured the same width, and rounding must not cut it short
        const text = truncateText(token.text, maxWidth - at + 1, size);
        drawText(raster, text, ink.rtl ? left + width - measureText(text, size) : left, textTop, size, ink.text);
      } else if (token.type === "swatch") {
        const side = m.cap * 1.1;
        const swatchTop = top + (m.icon - side) / 2;
        fillRect(raster, left, swatchTop, side, side, ink.text, 0.3);
        fillRect(raster, left + 1, swatchTop + 1, side - 2, side - 2, hex(token.colour));
      } else {
        // right to left the count comes first, at the left of its piece, as the page's area buttons have it
        const count = token.shown;
        const icon = ink.rtl ? left + width - m.icon : left;
        drawArt(raster, pieceArt({ kind: token.kind, side: token.owner }, ink.looks[token.kind]), icon, top, m.icon, ink.tones);
        drawText(raster, count, ink.rtl ? left : left + m.icon + m.countGap, textTop, size, ink.text);
      }
    }
  });
  return rows.length * m.height;
}

/** A line's height in pixels when flowed into `maxWidth`. */
export function lineHeight(line: AreaLine, scale: number, maxWidth: number): number {
  return flowLine(line, scale, maxWidth).rows.length * rowMetrics(scale).height;
}
