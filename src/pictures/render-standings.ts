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

/** One row of the table, as the page shows it: "1", "Ann", "2½", "3". */
export interface StandingsPictureRow {
  readonly rank: string;
  readonly name: string;
  readonly points: string;
  readonly played: string;
}

export interface StandingsPicture {
  /** The league's name, across the top. */
  readonly title: string;
  /** Under it: the game, the format and the state, e.g. "The Pit · Swiss · round 2 of 5". */
  readonly subtitle: string;
  readonly rows: readonly StandingsPictureRow[];
  readonly width: number;
  readonly height: number;
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

  const centred = (text: string, scale: number, top: number, colour: number) => {
    const line = truncateText(text, room, fontSize(scale));
    drawText(raster, line, (width - measure(line, scale)) / 2, top, fontSize(scale), colour);
  };
  centred(input.title, titleScale, margin, COLOURS.text);
  const subtitleTop = margin + (GLYPH_HEIGHT + GLYPH_DESCENT + 2) * titleScale;
  centred(input.subtitle, textScale, subtitleTop, COLOURS.muted);

  // the table: a header, then a row a player, as many as fit; the last line says how many more
  const rowHeight = (GLYPH_HEIGHT + GLYPH_DESCENT + 5) * textScale;
  const tableTop = subtitleTop + (GLYPH_HEIGHT + GLYPH_DESCENT) * textScale + margin * 0.6;
  const fits = Math.max(0, Math.floor((height - margin * 0.5 - tableTop) / rowHeight) - 1);
  const shown = input.rows.length > fits ? input.rows.slice(0, Math.max(0, fits - 1)) : input.rows;
  const more = input.rows.length - shown.length;

  const tableWidth = Math.min(room, Math.round(760 * unit));
  const left = (width - tableWidth) / 2;
  const columns = {
    rank: { right: left + measure("99", textScale) + textScale * 2 },
    name: { left: left + measure("99", textScale) + textScale * 6 },
    points: { right: left + tableWidth - measure("Played", textScale) - textScale * 10 },
    played: { right: left + tableWidth - textScale * 2 },
  };
  const nameRoom = columns.points.right - measure("Points", textScale) - textScale * 6 - columns.name.left;
  const size = fontSize(textScale);
  const textTop = (top: number) => top + (rowHeight - GLYPH_HEIGHT * textScale) / 2;
  const right = (text: string, edge: number, top: number, colour: number) => drawText(raster, text, edge - measure(text, textScale), textTop(top), size, colour);

  right("#", columns.rank.right, tableTop, COLOURS.muted);
  drawText(raster, "Player", columns.name.left, textTop(tableTop), size, COLOURS.muted);
  right("Points", columns.points.right, tableTop, COLOURS.muted);
  right("Played", columns.played.right, tableTop, COLOURS.muted);
  fillRect(raster, left, tableTop + rowHeight - Math.max(1, textScale / 2), tableWidth, Math.max(1, textScale / 2), COLOURS.rule);

  // the leader's stripe, once someone leads: a table where all share first place marks nobody
  const leads = input.rows.some((row) => row.rank !== "1");
  shown.forEach((row, i) => {
    const top = tableTop + (i + 1) * rowHeight;
    if (leads && row.rank === "1") fillRect(raster, left, top, Math.max(2, textScale * 1.5), rowHeight, COLOURS.leader);
    if (i % 2 === 1) fillRect(raster, left, top, tableWidth, rowHeight, COLOURS.band, 0.7);
    right(row.rank, columns.rank.right, top, COLOURS.text);
    drawText(raster, truncateText(row.name, nameRoom, size), columns.name.left, textTop(top), size, COLOURS.text);
    right(row.points, columns.points.right, top, COLOURS.text);
    right(row.played, columns.played.right, top, COLOURS.muted);
  });
  if (more > 0) {
    drawText(raster, `and ${more} more`, columns.name.left, textTop(tableTop + (shown.length + 1) * rowHeight), size, COLOURS.muted);
  }
  if (input.rows.length === 0) drawText(raster, "No players yet", columns.name.left, textTop(tableTop + rowHeight), size, COLOURS.muted);
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
