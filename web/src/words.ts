/** Game states said in words, for status lines, the archive and page titles. */
import { paintFor } from "./board/pieces.ts";
import type { AnyGame, BySide, EndReason, Outcome, Side } from "../../src/engine/types.ts";
import { CHESS_WORDS, type BoardWords } from "./board/state.ts";

/** How a game ended, as the end of "White wins ..." or "Draw ...". */
const REASON_PHRASES: Record<EndReason, string> = {
  checkmate: "by checkmate",
  stalemate: "by stalemate",
  "king-captured": "by capturing the king",
  "no-kings": "by capturing every king",
  "no-stacks": "as the opponent controls no stack",
  "no-legal-move": "as the opponent has no legal move",
  "threefold-repetition": "by threefold repetition",
  "fifty-move-rule": "by the fifty-move rule",
  "insufficient-material": "by insufficient material",
  agreement: "by agreement",
  resignation: "by resignation",
  timeout: "on time",
};

/** Every way a game can end, for the archive's termination filter. */
export const END_REASONS = Object.keys(REASON_PHRASES) as readonly EndReason[];

/** A reason as a short label ("Threefold repetition"), for menus. */
export function reasonLabel(reason: string): string {
  const words = reason.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A reason in words; an unknown reason (a newer server) is shown as it came. */
export function reasonPhrase(reason: string): string {
  return REASON_PHRASES[reason as EndReason] ?? `(${reason.replace(/-/g, " ")})`;
}

/** "White wins by checkmate", "Draw by threefold repetition", or "" while the game goes on. */
export function describeOutcome(outcome: Outcome, sideNames: BySide<string>): string {
  if (outcome.status === "win") return `${sideNames[outcome.winner]} wins ${reasonPhrase(outcome.reason)}`;
  if (outcome.status === "draw") return `Draw ${reasonPhrase(outcome.reason)}`;
  return "";
}

/**
 * How a seat lost, where "You lost" followed by the winner's phrase would not read right
 * ("You lost by capturing the king"). The other reasons read well either way.
 */
const LOSER_PHRASES: Partial<Record<EndReason, string>> = {
  "king-captured": "as your king was captured",
  "no-kings": "as every king of yours was captured",
  "no-stacks": "as you control no stack",
  "no-legal-move": "as you have no legal move",
};

/**
 * The outcome as one viewer reads it: "You won by resignation" for the winner's seat,
 * "You lost on time" for the loser's, and describeOutcome's "White wins by resignation"
 * for a watcher (`viewer` undefined) and for a draw.
 */
export function outcomeFor(outcome: Outcome, sideNames: BySide<string>, viewer: Side | undefined): string {
  if (!viewer || outcome.status !== "win") return describeOutcome(outcome, sideNames);
  if (outcome.winner === viewer) return `You won ${reasonPhrase(outcome.reason)}`;
  return `You lost ${LOSER_PHRASES[outcome.reason as EndReason] ?? reasonPhrase(outcome.reason)}`;
}

/** An archive result ("1-0") with its termination, in words. */
export function describeResult(result: string, termination: string, sideNames: BySide<string>): string {
  const phrase = termination ? " " + reasonPhrase(termination) : "";
  if (result === "1-0") return `${sideNames.white} won${phrase}`;
  if (result === "0-1") return `${sideNames.black} won${phrase}`;
  return `Draw${phrase}`;
}

const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_FORMAT.format(date);
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
