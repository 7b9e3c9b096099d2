/** Game states said in words, for status lines, the archive and page titles. */
import { paintFor } from "./board/pieces.ts";
import type { AnyGame, BySide, EndReason, Outcome, Side } from "../../src/engine/types.ts";
import { CHESS_WORDS, type BoardWords } from "./board/state.ts";
import { currentLocale, t } from "./i18n.ts";

/**
 * Every way a game can end, for the archive's termination filter. Each outcome sentence
 * is its own message per reason ("outcome.wins.checkmate": "{winner} wins by checkmate"),
 * so every language words the whole sentence; an unknown reason (a newer server) is shown
 * as it came, in a sentence of its own ("outcome.wins.unknown").
 */
export const END_REASONS = Object.keys({
  checkmate: 0, stalemate: 0, "king-captured": 0, "no-kings": 0, "no-stacks": 0, "no-legal-move": 0, "threefold-repetition": 0,
  "fifty-move-rule": 0, "insufficient-material": 0, agreement: 0, resignation: 0, timeout: 0,
} satisfies Record<EndReason, 0>) as readonly EndReason[];

/** The reason's part of a message id ("threefold-repetition" → "threefoldRepetition"), "unknown" for a reason this page does not know. */
function reasonKey(reason: string): string {
  return (END_REASONS as readonly string[]).includes(reason) ? reason.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()) : "unknown";
}

/** The outcome sentence of `form` for `reason`, with the unknown reason's words put in when the page does not know it. */
function outcomeSentence(form: "wins" | "won" | "draw" | "youWon" | "youLost", reason: string, winner?: string): string {
  return t(`outcome.${form}.${reasonKey(reason)}`, { winner, reason: reason.replace(/-/g, " ") });
}

/** A reason as a short label ("Threefold repetition"), for menus. */
export function reasonLabel(reason: string): string {
  return reasonKey(reason) === "unknown" ? reason.replace(/-/g, " ") : t(`outcome.reason.${reasonKey(reason)}`);
}

/** "White wins by checkmate", "Draw by threefold repetition", or "" while the game goes on. */
export function describeOutcome(outcome: Outcome, sideNames: BySide<string>): string {
  if (outcome.status === "win") return outcomeSentence("wins", outcome.reason, sideNames[outcome.winner]);
  if (outcome.status === "draw") return outcomeSentence("draw", outcome.reason);
  return "";
}

/**
 * The outcome as one viewer reads it: "You won by resignation" for the winner's seat,
 * "You lost on time" for the loser's ("You lost as your king was captured", where the
 * winner's phrase would not read right), and describeOutcome's "White wins by
 * resignation" for a watcher (`viewer` undefined) and for a draw.
 */
export function outcomeFor(outcome: Outcome, sideNames: BySide<string>, viewer: Side | undefined): string {
  if (!viewer || outcome.status !== "win") return describeOutcome(outcome, sideNames);
  return outcomeSentence(outcome.winner === viewer ? "youWon" : "youLost", outcome.reason);
}

/** An archive result ("1-0") with its termination, in words. */
export function describeResult(result: string, termination: string, sideNames: BySide<string>): string {
  const reason = termination || "none";
  if (result === "1-0" || result === "0-1") {
    const winner = result === "1-0" ? sideNames.white : sideNames.black;
    return termination ? outcomeSentence("won", reason, winner) : t("outcome.won.none", { winner });
  }
  return termination ? outcomeSentence("draw", reason) : t("outcome.draw.none");
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date and time in the page's language ("27 Nov 2026, 18:40"). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = intlLocale();
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" })));
  return format.format(date);
}

/**
 * The locale Intl formats dates and numbers with: the page's language; for English (and
 * the pseudo-locale) the reader's own English (en-GB writes 24-hour times), as the pages
 * always did.
 */
export function intlLocale(): string {
  const locale = currentLocale();
  if (locale !== "en" && locale !== "en-XA") return locale;
  const languages = typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]);
  return languages.find((tag) => /^en(-|$)/i.test(tag)) ?? "en";
}

/** "A, B and C" in the page's language (English without the serial comma, as the pages always wrote it). */
export function listText(items: readonly string[]): string {
  const locale = currentLocale();
  return new Intl.ListFormat(locale === "en" || locale === "en-XA" ? "en-GB" : locale, { type: "conjunction" }).format(items);
}

/** The words a board reads its cells with: the game's side names and piece names. */
/** Everything the board needs to draw and name a game's pieces: colours, words, the game's own looks. */
export function boardLooksFor(game: AnyGame): { paint: ReturnType<typeof paintFor>; words: BoardWords; glyphs: Readonly<Record<string, string>> } {
  return { paint: paintFor(game.sideNames), words: boardWordsFor(game), glyphs: game.glyphs ?? {} };
}

export function boardWordsFor(game: AnyGame): BoardWords {
  const pieces: Record<string, string> = { ...CHESS_WORDS };
  for (const piece of game.pieces ?? []) pieces[piece.kind] = piece.name.toLowerCase();
  return { sides: { white: game.sideNames.white.toLowerCase(), black: game.sideNames.black.toLowerCase() }, pieces };
}
