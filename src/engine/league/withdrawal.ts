/**
 * The withdrawal rule chess leagues use (the one that lets a round-robin survive a player who
 * drops out): a player who has finished fewer than half of their games has all their results
 * cancelled, so their games count for nobody; otherwise their unfinished games are lost by forfeit.
 */
import type { Result } from "../types.ts";
import { leagueFail, type LeagueError, type LeagueGame, type LeagueRound } from "./types.ts";

/** Which side of the rule applied. */
export type WithdrawalRule = "cancelled" | "forfeited";

/** The league's rounds after a withdrawal, and what changed. */
export interface Withdrawal {
  readonly rule: WithdrawalRule;
  readonly rounds: LeagueRound<LeagueGame>[];
  /** The player's games that were still open and end now: [round index, game index]. */
  readonly ended: readonly (readonly [round: number, game: number])[];
}

/**
 * Applies the withdrawal rule to `player`. `scheduledGames` is how many games the player was
 * to play in the whole league (a Swiss has rounds not yet paired); it defaults to the games
 * already paired, which is all of them in a round-robin. Byes are not games: they do not count
 * towards the half, and a cancelled player's byes are cancelled with their results.
 */
export function withdraw(
  rounds: readonly LeagueRound<LeagueGame>[],
  player: string,
  scheduledGames?: number,
): Result<Withdrawal, LeagueError> {
  const plays = (game: LeagueGame): boolean => game.white === player || game.black === player;
  const theirs = rounds.flatMap((round) => round.games.filter((game) => plays(game) && !game.annulled));
  if (theirs.length === 0 && !rounds.some((round) => round.bye === player) && scheduledGames === undefined) {
    return leagueFail("unknown_player", `${player} has no games in this league.`);
  }
  const finished = theirs.filter((game) => game.result !== null).length;
  const rule: WithdrawalRule = finished * 2 < (scheduledGames ?? theirs.length) ? "cancelled" : "forfeited";

  const ended: [number, number][] = [];
  const after = rounds.map((round, r): LeagueRound<LeagueGame> => {
    const games = round.games.map((game, g): LeagueGame => {
      if (!plays(game) || game.annulled) return game;
      if (game.result === null) ended.push([r, g]);
      if (rule === "cancelled") return { ...game, annulled: true };
      if (game.result !== null) return game;
      return { ...game, result: game.white === player ? "-/+" : "+/-" };
    });
    const byeAnnulled = rule === "cancelled" && round.bye === player ? { byeAnnulled: true } : {};
    return { ...round, games, ...byeAnnulled };
  });
  return { ok: true, value: { rule, rounds: after, ended } };
}
