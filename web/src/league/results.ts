/**
 * A league's results read from one player's side, for the crosstable and the rounds:
 * pure functions of the league's public snapshot (no DOM), so the page and the embed
 * share them.
 */
import type { LeagueGame, LeagueResult, LeagueSnapshot } from "./types.ts";
import { pointsText } from "../../../src/engine/plural.ts";
import { t } from "../i18n.ts";

/** What a result gave one player: a score, a forfeit either way, or not decided yet. */
export type Score = "1" | "½" | "0" | "+" | "−" | "*";

/** The score of `name` in `game` (they play in it). */
export function scoreOf(game: LeagueGame, name: string): Score {
  const white = game.white === name;
  const table: Record<NonNullable<LeagueResult>, [Score, Score]> = {
    "1-0": ["1", "0"],
    "0-1": ["0", "1"],
    "1/2-1/2": ["½", "½"],
    "+/-": ["+", "−"],
    "-/+": ["−", "+"],
  };
  if (game.result === null) return "*";
  const [forWhite, forBlack] = table[game.result];
  return white ? forWhite : forBlack;
}

/** A tie-break figure as a cell shows it ("–" where it does not apply, as head-to-head between players who are not tied). */
export function figureText(value: number | null | undefined): string {
  return value === null || value === undefined ? "–" : pointsText(value);
}

/** The score in words, for the cell's accessible name ("won", "lost by forfeit"…). */
export function scoreWords(score: Score): string {
  const ids = { "1": "won", "½": "drew", "0": "lost", "+": "wonByForfeit", "−": "lostByForfeit", "*": "inPlay" } as const;
  return t(`league.score.${ids[score]}`);
}

/** Every game between two players, in round order (two in a double round-robin). */
export function gamesBetween(league: LeagueSnapshot, a: string, b: string): LeagueGame[] {
  return league.rounds.flatMap((round) => round.games.filter((g) => (g.white === a && g.black === b) || (g.white === b && g.black === a)));
}

/** The players in the order of the standings, then any not yet ranked (a league before its start). */
export function playersInOrder(league: LeagueSnapshot): string[] {
  const ranked = league.standings.map((s) => s.name);
  return [...ranked, ...league.players.map((p) => p.name).filter((name) => !ranked.includes(name))];
}

/** "Sonneborn-Berger" and the like for the API's tie-break keys; an unknown key is spelled out. */
export function tieBreakLabel(key: string): { short: string; long: string } {
  const known = ["sonnebornBerger", "buchholz", "buchholzCut1", "wins", "headToHead"];
  if (known.includes(key)) return { short: t(`league.tieBreak.${key}.short`), long: t(`league.tieBreak.${key}.long`) };
  const words = key.replace(/([a-z])([A-Z0-9])/g, "$1 $2").toLowerCase();
  const long = words.charAt(0).toUpperCase() + words.slice(1);
  return { short: long, long };
}

/** Points as people write them: 2½, ½, 3 (the league's picture writes them the same way). */
export { pointsText };
