/**
 * The board's words in the reader's language (issue 31): cells' accessible names, the
 * off-board areas (a hand, the bin, a reserve) and their items, the key line, a keyboard
 * step across a hole. Piece names stay as the game defines them; the sentence around
 * them is translated. A side is named by its colour ("white", "black", Pit of Pillars'
 * "red"), and each colour has its own message, so that a language can agree the colour
 * with the noun or put it after. A colour or an area no catalog knows (a newer game) is
 * said in English words as the engine gave them. Ids are written out whole in tables, so
 * that the build's check of unused ids finds each one in the code.
 */
import type { AnyGame, AreaView, BySide, Side } from "../../../src/engine/types.ts";
import { currentLocale, t } from "../i18n.ts";
import { directionOf } from "../../../src/i18n/locales.ts";
import type { MessageValues } from "../../../src/i18n/translator.ts";

/**
 * Words already in the page's language, put into another message: the translator isolates
 * every value by its first strong letter, which for "Sorceror من g1 إلى b6" is Latin and
 * would lay an Arabic phrase out left to right. Marked as running the page's way, the
 * phrase keeps its order (a right-to-left isolate inside; nothing changes left to right).
 */
export function ownWords(text: string): string {
  return directionOf(currentLocale()) === "rtl" ? `\u2067${text}\u2069` : text;
}

/** Message ids by side colour. */
export type ByColour = Readonly<Record<string, string>>;

/** The colour's message from `ids` with `values`, or `english()` for a colour `ids` has no message for. */
export function colourMessage(ids: ByColour, colour: string | undefined, values: MessageValues, english: () => string): string {
  const id = colour === undefined ? undefined : ids[colour];
  return id ? t(id, values) : english();
}

/** The colour a game gives a side ("white", "black", "red"): the key of that side's messages. */
export function sideColour(game: AnyGame, side: Side): string {
  return game.sideNames[side].toLowerCase();
}

const SIDE_NAMES: ByColour = { white: "board.side.white", black: "board.side.black", red: "board.side.red" };

/** A side named in English by its colour ("White", "Red"), in `say`'s language; a colour no catalog knows as the English gives it. */
function byColour(english: string, say: (id: string) => string): string {
  const id = SIDE_NAMES[english.toLowerCase()];
  return id ? say(id) : english;
}

/** A side's name on its own, for labels ("White", "Red"), through `say` (the page's translator unless an element has its own). */
export function sideName(game: AnyGame, side: Side, say: (id: string) => string = t): string {
  return byColour(game.sideNames[side], say);
}

/** Sides named in English (a game's, or a server's list of games: "White", "Red"), in the page's language: by their colour. */
export function sidesByColour(english: BySide<string>, say: (id: string) => string = t): BySide<string> {
  return { white: byColour(english.white, say), black: byColour(english.black, say) };
}

/**
 * Both sides' names in the page's language, for sentences ("Белые to move" is never
 * said: "Ход: Белые"). The engine's `sideNames` stay English: they key the colours
 * (sideColour) and travel in records.
 */
export function sideNamesIn(game: AnyGame, say: (id: string) => string = t): BySide<string> {
  return sidesByColour(game.sideNames, say);
}

const OWNED: ByColour = { white: "board.piece.white", black: "board.piece.black", red: "board.piece.red", neutral: "board.piece.neutral" };
const SINGLE_MAN: ByColour = { white: "board.stack.single.white", black: "board.stack.single.black", red: "board.stack.single.red" };
const TOPPED: ByColour = { white: "board.stack.topped.white", black: "board.stack.topped.black", red: "board.stack.topped.red" };

/** "white pawn", "red man", "neutral pillar": a piece and whose it is. */
export function ownedPiece(colour: string, piece: string): string {
  return colourMessage(OWNED, colour, { piece }, () => `${colour} ${piece}`);
}

/** "white man", or "stack of 3, white on top". */
export function stackWords(colour: string, height: number): string {
  if (height === 1) return colourMessage(SINGLE_MAN, colour, {}, () => `${colour} man`);
  return colourMessage(TOPPED, colour, { count: height }, () => `stack of ${height}, ${colour} on top`);
}

/** A frozen piece's words: "white queen, frozen". */
export function frozenPiece(words: string): string {
  return t("board.cell.frozen", { piece: ownWords(words) });
}

/** A cell's own name: "e4", "c3 inner field", "point g7", "c5, a place for a movable square". */
export function placeWords(shape: string, id: string): string {
  if (shape === "inner") return t("board.cell.inner", { cell: id.replace(/[io]$/, "") });
  if (shape === "point") return t("board.cell.point", { cell: id });
  if (shape === "slot") return t("board.cell.slot", { cell: id });
  return id;
}

/** The facts of a cell's name put together: "a2, white pawn, selected". */
export function cellFacts(facts: readonly string[]): string {
  return facts.join(t("board.cell.separator"));
}

export const emptyWord = (): string => t("board.cell.empty");
export const selectedWord = (): string => t("board.cell.selected");
export const targetWord = (): string => t("board.cell.target");

const ACROSS: Readonly<Record<string, string>> = { "the pit": "board.hole.pit.across", "the bin": "board.hole.bin.across", "the gap": "board.hole.gap.across" };

/** "Across the pit to e8, empty.": what a keyboard step jumped, and where it landed. */
export function crossingWords(hole: string, cell: string): string {
  const id = ACROSS[hole];
  return id ? t(id, { cell: ownWords(cell) }) : t("board.hole.other.across", { hole, cell: ownWords(cell) });
}

/** The board's own name with its keys, for a board of one layer or of squares and points (Ben39). */
export function boardKeysLabel(layered: boolean): string {
  return layered ? t("board.keys.layered") : t("board.keys.plain");
}

/** What an area is, from its id: "bin", "hand:white", "reserve:black", "out:white". */
function areaKind(area: AreaView): "bin" | "hand" | "reserve" | "out" | undefined {
  const prefix = area.id.split(":")[0];
  return prefix === "bin" || prefix === "hand" || prefix === "reserve" || prefix === "out" ? prefix : undefined;
}

const AREA_LABELS: Readonly<Record<"hand" | "reserve" | "out", ByColour>> = {
  hand: { white: "board.area.hand.white", black: "board.area.hand.black" },
  reserve: { white: "board.area.reserve.white", red: "board.area.reserve.red" },
  out: { white: "board.area.out.white", red: "board.area.out.red" },
};

/** An area's label: "The bin", "White's hand", "Red reserve", "White men out of the game". */
export function areaLabel(area: AreaView, colour: string | undefined): string {
  const kind = areaKind(area);
  if (kind === "bin") return t("board.area.bin");
  return kind ? colourMessage(AREA_LABELS[kind], colour, {}, () => area.label) : area.label;
}

const ITEMS: Readonly<Record<"hand" | "reserve", ByColour>> = {
  hand: { white: "board.item.hand.white", black: "board.item.hand.black" },
  reserve: { white: "board.item.reserve.white", red: "board.item.reserve.red" },
};

/** "Nightrider: 2 in the bin", "Castle: 1 in White's hand", "Man: 3 out of the game". */
export function itemWords(kind: string, count: number, area: AreaView, colour: string | undefined, english: () => string): string {
  const where = areaKind(area);
  if (where === "bin") return t("board.item.bin", { kind, count });
  if (where === "out") return t("board.item.out", { kind, count });
  return where ? colourMessage(ITEMS[where], colour, { kind, count }, english) : english();
}

const HOT_SPOTS: ByColour = { white: "board.key.hotSpots.white", black: "board.key.hotSpots.black" };

/** The key line's entry for In The Bin's hot spots: "White's hot spots". */
export function hotSpotsWords(colour: string, english: string): string {
  return colourMessage(HOT_SPOTS, colour, {}, () => english);
}

/** An item's title when a click on it is refused: its name, then the engine's reason. */
export function refusedItem(name: string, reason: string): string {
  return t("board.item.refused", { name: ownWords(name), reason });
}
