/**
 * The diagram's query (issue 32, item 6; docs/api.md "Diagrams"): what
 * `/diagram/<game>.svg|png?position=&arrows=&circles=&lastMove=&flip=&size=&theme=` asks
 * for, read against the game so that every cell named is one of its board's. Each bad
 * parameter is refused by name; the reader never throws on outside text, and its work is
 * bounded by the caps below (one position parse, a few dozen shapes).
 */
import type { AnyGame, BoardView } from "../engine/types.ts";
import { SHAPE_COLOURS, type DiagramArrow, type DiagramCircle, type ShapeColour } from "./shapes.ts";

/** The caps: a diagram's URL stays short enough to paste, and its render cheap. */
export const DIAGRAM_LIMITS = {
  /** Characters of the whole query. */
  query: 4096,
  /** Characters of the position text (the longest start position, Ben39's, has 105). */
  position: 1000,
  arrows: 32,
  circles: 64,
  lastMove: 8,
  /** Pixels of the image's longer side. */
  minSize: 120,
  maxSize: 1200,
  defaultSize: 480,
} as const;

export const DIAGRAM_PARAMETERS = ["position", "arrows", "circles", "lastMove", "flip", "size", "theme"] as const;
export type DiagramParameter = (typeof DIAGRAM_PARAMETERS)[number];

/** What a diagram shows, read and checked. */
export interface DiagramRequest {
  /** The position text as the game writes it: equal positions written differently share one image. */
  readonly position: string;
  readonly state: unknown;
  readonly view: BoardView;
  readonly arrows: readonly DiagramArrow[];
  readonly circles: readonly DiagramCircle[];
  readonly lastMove: readonly string[];
  readonly flip: boolean;
  readonly size: number;
  readonly theme: "light" | "dark";
}

/** A refusal: the parameter at fault (or "query" for the query as a whole) and why. */
export interface DiagramRefusal {
  /** The API's code for a bad query (src/worker/errors.ts): "bad_request". */
  readonly code: "bad_request";
  readonly parameter: DiagramParameter | "query" | string;
  readonly message: string;
}

export type DiagramRead = { readonly ok: true; readonly value: DiagramRequest } | { readonly ok: false; readonly error: DiagramRefusal };

const refuse = (parameter: string, message: string): { ok: false; error: DiagramRefusal } => ({ ok: false, error: { code: "bad_request", parameter, message: `${parameter}: ${message}` } });

/** Outside text quoted in a message: short, and as JSON writes it, so nothing in it can pass for the message's own words. */
const quote = (text: string): string => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: DiagramRefusal };

/** The comma-separated items of a list parameter, at most `most` of them; empty means none. */
function items(parameter: string, text: string | undefined, most: number): Parsed<string[]> {
  if (text === undefined || text === "") return { ok: true, value: [] };
  const list = text.split(",");
  if (list.length > most) return refuse(parameter, `at most ${most} items, separated by commas (${list.length} given).`);
  return { ok: true, value: list.map((item) => item.trim()) };
}

/** Each item read by `read`, or the first item's refusal. */
function readEach<T>(texts: readonly string[], read: (text: string) => Parsed<T>): Parsed<T[]> {
  const values: T[] = [];
  for (const text of texts) {
    const one = read(text);
    if (!one.ok) return one;
    values.push(one.value);
  }
  return { ok: true, value: values };
}

const isColour = (letter: string): letter is ShapeColour => (SHAPE_COLOURS as readonly string[]).includes(letter);

/**
 * `Ge2e4`, or `Ga1-b3` with a dash between the cells: a colour letter then two of the
 * board's cells. Without the dash the text is split where both halves are cells; a
 * split that two ways allow needs the dash.
 */
export function readArrowShape(text: string, cells: ReadonlySet<string>): Parsed<DiagramArrow> {
  const colour = text.charAt(0);
  const rest = text.slice(1).toLowerCase();
  if (!isColour(colour)) return refuse("arrows", `${quote(text)} does not start with a colour: G, R, Y or B (e.g. Ge2e4).`);
  // cell names are short: anything longer than two of them is refused before it is searched for a split
  if (rest.length > 2 * longest(cells) + 1) return refuse("arrows", `${quote(text)} is not a colour and two cells of this board (e.g. Ge2e4, or Ga1-b3).`);
  const dash = rest.split("-");
  const splits = dash.length === 2 ? [dash] : dash.length === 1 ? [...rest].map((_, i) => [rest.slice(0, i), rest.slice(i)]) : [];
  const fits = splits.filter(([from, to]) => cells.has(from) && cells.has(to));
  if (fits.length === 0) return refuse("arrows", `${quote(text)} is not a colour and two cells of this board (e.g. Ge2e4, or Ga1-b3).`);
  if (fits.length > 1) return refuse("arrows", `${quote(text)} can be read more than one way: put a dash between its cells.`);
  const [from, to] = fits[0];
  if (from === to) return refuse("arrows", `${quote(text)} starts and ends on one cell: circle it instead (circles=${colour}${from}).`);
  return { ok: true, value: { colour, from, to } };
}

const longest = (cells: ReadonlySet<string>): number => Math.max(0, ...[...cells].map((cell) => cell.length));

export function readCircleShape(text: string, cells: ReadonlySet<string>): Parsed<DiagramCircle> {
  const colour = text.charAt(0);
  const at = text.slice(1).toLowerCase();
  if (!isColour(colour)) return refuse("circles", `${quote(text)} does not start with a colour: G, R, Y or B (e.g. Gd4).`);
  if (!cells.has(at)) return refuse("circles", `${quote(text)} is not a colour and a cell of this board (e.g. Gd4).`);
  return { ok: true, value: { colour, at } };
}

function readSize(text: string | undefined): Parsed<number> {
  if (text === undefined || text === "") return { ok: true, value: DIAGRAM_LIMITS.defaultSize };
  const { minSize, maxSize } = DIAGRAM_LIMITS;
  const size = /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN;
  if (!(size >= minSize && size <= maxSize)) return refuse("size", `a whole number of pixels from ${minSize} to ${maxSize} (${quote(text)} given).`);
  return { ok: true, value: size };
}

/**
 * Reads the query of a diagram of `game`. `query` holds every value of each parameter
 * (a parameter given twice is refused), `raw` the query as sent, for its length.
 */
export function readDiagramQuery(game: AnyGame, query: Readonly<Record<string, readonly string[]>>, raw: string): DiagramRead {
  if (raw.length > DIAGRAM_LIMITS.query) return refuse("query", `at most ${DIAGRAM_LIMITS.query} characters (${raw.length} given).`);
  const one: Partial<Record<DiagramParameter, string>> = {};
  for (const [name, values] of Object.entries(query)) {
    if (!(DIAGRAM_PARAMETERS as readonly string[]).includes(name)) return refuse(quote(name), `not a parameter of a diagram (they are ${DIAGRAM_PARAMETERS.join(", ")}).`);
    if (values.length > 1) return refuse(name, "given more than once.");
    one[name as DiagramParameter] = values[0];
  }

  const text = one.position ?? "";
  if (text.length > DIAGRAM_LIMITS.position) return refuse("position", `at most ${DIAGRAM_LIMITS.position} characters (${text.length} given).`);
  const read = text === "" ? game.setup({}) : game.parsePosition(text);
  if (!read.ok) return refuse("position", read.error.message);
  const state = read.value;
  const view = game.view(state);
  const cells = new Set(view.cells.map((cell) => cell.id));

  const arrowTexts = items("arrows", one.arrows, DIAGRAM_LIMITS.arrows);
  if (!arrowTexts.ok) return arrowTexts;
  const arrows = readEach(arrowTexts.value, (item) => readArrowShape(item, cells));
  if (!arrows.ok) return arrows;
  const circleTexts = items("circles", one.circles, DIAGRAM_LIMITS.circles);
  if (!circleTexts.ok) return circleTexts;
  const circles = readEach(circleTexts.value, (item) => readCircleShape(item, cells));
  if (!circles.ok) return circles;
  const lastMove = items("lastMove", one.lastMove, DIAGRAM_LIMITS.lastMove);
  if (!lastMove.ok) return lastMove;
  const unknown = lastMove.value.find((cell) => !cells.has(cell.toLowerCase()));
  if (unknown !== undefined) return refuse("lastMove", `${quote(unknown)} is not a cell of this board (cells separated by commas, e.g. e2,e4).`);

  const flip = one.flip ?? "0";
  if (flip !== "0" && flip !== "1") return refuse("flip", `1 turns the board (Black at the bottom), 0 does not (${quote(flip)} given).`);
  const theme = one.theme ?? "light";
  if (theme !== "light" && theme !== "dark") return refuse("theme", `light or dark (${quote(theme)} given).`);
  const size = readSize(one.size);
  if (!size.ok) return size;

  return {
    ok: true,
    value: {
      position: game.makePosition(state),
      state,
      view,
      arrows: arrows.value,
      circles: circles.value,
      lastMove: lastMove.value.map((cell) => cell.toLowerCase()),
      flip: flip === "1",
      size: size.value,
      theme,
    },
  };
}
