/**
 * How a rating and a rated game are said on the pages (issue 33, docs/ratings.md): the
 * rating rounded, with a "?" while it is provisional (lichess's sign); a game from the
 * profile's player's side (won, lost, drawn, and against whom); the change it made.
 * Pure but for t() and the page's locale, so the unit tests read the English catalog.
 */
import type { Rating, RatedGameSummary } from "../../../src/contract/pocket.ts";
import { currentLocale, t } from "../i18n.ts";

const whole = (n: number): string => new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 0, useGrouping: false }).format(Math.round(n));

/** "1523", or "1500?" while the deviation is too wide to trust the number. */
export function ratingText(rating: Pick<Rating, "rating" | "provisional">): string {
  return rating.provisional ? t("ratings.value.provisional", { rating: whole(rating.rating) }) : whole(rating.rating);
}

/** "+12", "−8" or "±0": the change a game made (a true minus sign, as lichess shows it). */
export function ratingChangeText(before: number, after: number): string {
  const change = Math.round(after) - Math.round(before);
  if (change === 0) return "±0";
  return change > 0 ? `+${whole(change)}` : `−${whole(-change)}`;
}

export type GameOutcome = "won" | "lost" | "drawn";

/** The game's outcome for `player` (compared as the profile names them), or undefined for a result the page does not know. */
export function outcomeFor(game: Pick<RatedGameSummary, "white" | "black" | "result">, player: string): GameOutcome | undefined {
  if (game.result === "1/2-1/2") return "drawn";
  const side = game.white === player ? "white" : game.black === player ? "black" : undefined;
  if (!side) return undefined;
  if (game.result === "1-0") return side === "white" ? "won" : "lost";
  if (game.result === "0-1") return side === "black" ? "won" : "lost";
  return undefined;
}

/** The other player of a game, from `player`'s side. */
export function opponentOf(game: Pick<RatedGameSummary, "white" | "black">, player: string): string {
  return game.white === player ? game.black : game.white;
}

/** "Won against Ann", "Lost against Computer level 2", "Drew with Bo": one sentence each, so every language orders its words. */
export function outcomeSentence(game: Pick<RatedGameSummary, "white" | "black" | "result">, player: string): string {
  const opponent = opponentOf(game, player);
  const outcome = outcomeFor(game, player);
  if (outcome === "won") return t("ratings.recent.won", { opponent });
  if (outcome === "lost") return t("ratings.recent.lost", { opponent });
  if (outcome === "drawn") return t("ratings.recent.drawn", { opponent });
  return t("ratings.recent.played", { opponent, result: game.result });
}

