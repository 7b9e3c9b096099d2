/**
 * A league's standings as a PNG, for the league page's link preview (issue 30, item 6):
 * the league's name and what it is over a table of rank, player, points and games
 * played, as many rows as fit legibly and then how many more there are. The same page
 * colours and typeface as the board pictures (render-board.ts).
 */
import { encodePng } from "./png.ts";
import { createRaster, fillRect, hex, type Raster } from "./raster.ts";
import { fontSize, GLYPH_DESCENT, GLYPH_HEIGHT, measure } from "./text-scale.ts";
import { drawText, truncateText } from "./typeface.ts";
import { pictureWords, type PictureText, type PictureWords } from "./words.ts";

/** One row of the table, as the page shows it: "1", "Ann", "2½", "3" (the numbers as the picture's language writes them). */
export interface StandingsPictureRow {
  readonly rank: string;
  readonly name: string;
  readonly points: string;
  readonly played: string;
}

export interface StandingsPicture {
  /** The league's name, across the top. */
  readonly title: string;
  /** Under it: the game, the format and the state, e.g. "The Pit · Swiss · round 2 of 5" (a message, put in `locale`'s words). */
  readonly subtitle: PictureText;
  readonly rows: readonly StandingsPictureRow[];
  readonly width: number;
  readonly height: number;
  /** The language of the picture's own words (issue 31): the headings, "and 3 more"; English by default. Right to left, the table is mirrored. */
  readonly locale?: string;
}

/** The table's own words in the picture's language: its headings, the empty table's line and "and N more". */
export function standingsWords(words: PictureWords, hidden: number): { rank: string; player: string; points: string; played: string; empty: string; more: string } {
  return {
    rank: words.t("picture.standings.rank"),
    player: words.t("picture.standings.player"),
    points: words.t("picture.standings.points"),
    played: words.t("picture.standings.played"),
    empty: words.t("picture.standings.empty"),
    more: words.t("picture.standings.more", { count: hidden }),
  };
}

const COLOURS = {
  background: hex("#ece8e0"),
  text: hex("#1f1d1a"),
  muted: hex("#5b4a3a"),
  band: hex("#e0d9cc"),
  rule: hex("#5b4a3a"),
  leader: hex("#e3c46a"),
} as const;

/** Bigger images cost memory and CPU for no gain in a preview. */
const MAX_SIDE = 4096;

/**
 * Draws the standings into a raster (tests look at its pixels).
 *
 * @throws {RangeError} if the size is not a whole number of pixels between 1 and 4096.
 */
export function drawStandingsRaster(input: StandingsPicture): Raster {
  const { width, height } = input;
  for (const side of [width, height]) {
    if (!Number.isInteger(side) || side < 1 || side > MAX_SIDE) throw new RangeError(`bad image size ${width}x${height}`);
  }
  const raster = createRaster(width, height, COLOURS.background);
  const unit = Math.min(width / 1200, height / 630);
  const margin = Math.round(40 * unit);
  const titleScale = Math.max(1, 6 * unit);
  const textScale = Math.max(1, 3.5 * unit);
  const room = width - 2 * margin;

  const words = pictureWords(input.locale);
  const centred = (text: string, scale: number, top: number, colour: number) => {
    const line = truncateText(text, room, fontSize(scale));
    drawText(raster, line, (width - measure(line, scale)) / 2, top, fontSize(scale), colour);
  };
  centred(input.title, titleScale, margin, COLOURS.text);
  const subtitleTop = margin + (GLYPH_HEIGHT + GLYPH_DESCENT + 2) * titleScale;
  centred(words.say(input.subtitle), textScale, subtitleTop, COLOURS.muted);

  // the table: a header, then a row a player, as many as fit; the last line says how many more
  const rowHeight = (GLYPH_HEIGHT + GLYPH_DESCENT + 5) * textScale;
  const tableTop = subtitleTop + (GLYPH_HEIGHT + GLYPH_DESCENT) * textScale + margin * 0.6;
  const fits = Math.max(0, Math.floor((height - margin * 0.5 - tableTop) / rowHeight) - 1);
  const shown = input.rows.length > fits ? input.rows.slice(0, Math.max(0, fits - 1)) : input.rows;
  const more = input.rows.length - shown.length;
  const labels = standingsWords(words, more);

  const tableWidth = Math.min(room, Math.round(760 * unit));
  const left = (width - tableWidth) / 2;
  const rankWidth = Math.max(measure("99", textScale), measure(labels.rank, textScale));
  const columns = {
    rank: { right: left + rankWidth + textScale * 2 },
    name: { left: left + rankWidth + textScale * 6 },
    points: { right: left + tableWidth - measure(labels.played, textScale) - textScale * 10 },
    played: { right: left + tableWidth - textScale * 2 },
  };
  const nameRoom = columns.points.right - measure(labels.points, textScale) - textScale * 6 - columns.name.left;
  const size = fontSize(textScale);
  const textTop = (top: number) => top + (rowHeight - GLYPH_HEIGHT * textScale) / 2;
  // Right to left (Arabic) the table is its mirror image, the rank at the right: `at` is
  // where a stretch from x, w wide, goes; the table is centred, so it mirrors onto itself.
  const rtl = words.dir === "rtl";
  const at = (x: number, w: number) => (rtl ? width - x - w : x);
  const start = (text: string, edge: number, top: number, colour: number) => drawText(raster, text, at(edge, measure(text, textScale)), textTop(top), size, colour);
  const right = (text: string, edge: number, top: number, colour: number) => {
    const w = measure(text, textScale);
    drawText(raster, text, at(edge - w, w), textTop(top), size, colour);
  };

  right(labels.rank, columns.rank.right, tableTop, COLOURS.muted);
  // a long heading (a language's longer word) is cut short like a long name, clear of the points
  start(truncateText(labels.player, nameRoom, size), columns.name.left, tableTop, COLOURS.muted);
  right(labels.points, columns.points.right, tableTop, COLOURS.muted);
  right(labels.played, columns.played.right, tableTop, COLOURS.muted);
  fillRect(raster, left, tableTop + rowHeight - Math.max(1, textScale / 2), tableWidth, Math.max(1, textScale / 2), COLOURS.rule);

  // the leader's stripe, once someone leads: a table where all share first place marks nobody
  const first = input.rows[0]?.rank ?? "";
  const leads = first !== "" && input.rows.some((row) => row.rank !== first);
  shown.forEach((row, i) => {
    const top = tableTop + (i + 1) * rowHeight;
    const stripe = Math.max(2, textScale * 1.5);
    if (leads && row.rank === first) fillRect(raster, at(left, stripe), top, stripe, rowHeight, COLOURS.leader);
    if (i % 2 === 1) fillRect(raster, left, top, tableWidth, rowHeight, COLOURS.band, 0.7);
    right(row.rank, columns.rank.right, top, COLOURS.text);
    start(truncateText(row.name, nameRoom, size), columns.name.left, top, COLOURS.text);
    right(row.points, columns.points.right, top, COLOURS.text);
    right(row.played, columns.played.right, top, COLOURS.muted);
  });
  if (more > 0) start(labels.more, columns.name.left, tableTop + (shown.length + 1) * rowHeight, COLOURS.muted);
  if (input.rows.length === 0) start(labels.empty, columns.name.left, tableTop + rowHeight, COLOURS.muted);
  return raster;
}

/**
 * The standings as a PNG of `input.width` x `input.height`.
 *
 * @throws {RangeError} if the size is not a whole number of pixels between 1 and 4096.
 */
export async function renderStandingsPng(input: StandingsPicture): Promise<Uint8Array<ArrayBuffer>> {
  const raster = drawStandingsRaster(input);
  return encodePng(raster.width, raster.height, raster.pixels);
}
