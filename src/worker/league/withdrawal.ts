/**
 * A player leaves the league: the pure core's rule (engine/league/withdrawal.ts) applied to
 * the stored rounds, and each of their open games queued to end at once in its room.
 */
import { withdraw } from "../../engine/league/withdrawal.ts";
import type { LeagueWithdrawal } from "../../contract/league.ts";
import { apiError, type Outcome } from "../errors.ts";
import type { LeaguePlayer, LeagueStore } from "./league-store.ts";

/** The task that ends one game of a withdrawn player (tasks.ts): the player's seat resigns it. */
export interface EndGameTask {
  readonly gameId: string;
  readonly side: "white" | "black";
}

export function withdrawPlayer(store: LeagueStore, player: LeaguePlayer): Outcome<LeagueWithdrawal> {
  const meta = store.readMeta()!;
  if (player.withdrawn) return apiError(409, "withdrawn", `${player.name} has already withdrawn.`);
  if (meta.status === "finished") return apiError(409, "league_finished", "The league is over.");
  if (meta.status === "open") {
    // before the start there is nothing to cancel or forfeit: the player simply leaves, and the name is free again
    store.removePlayer(player.name);
    return { ok: true, value: { name: player.name, rule: "cancelled", ended: [] } };
  }
  const rounds = store.rounds();
  // a Swiss has rounds still to pair: the player's games are one a round, less the byes they had
  const byes = rounds.filter((r) => r.bye === player.name).length;
  const scheduled = meta.format === "swiss" ? Math.max(0, meta.rounds - byes) : undefined;
  const applied = withdraw(rounds, player.name, scheduled);
  if (!applied.ok) return apiError(409, applied.error.code, applied.error.message);
  const ended: string[] = [];
  applied.value.rounds.forEach((round, r) => {
    const before = rounds[r];
    if (round.byeAnnulled && !before.byeAnnulled) store.annulBye(before.number);
    round.games.forEach((game, g) => {
      const was = before.games[g];
      if (game.result !== was.result || (game.annulled ?? false) !== (was.annulled ?? false)) store.writeWithdrawal(was.id, game.result, game.annulled ?? false);
    });
  });
  for (const [r, g] of applied.value.ended) {
    const game = rounds[r].games[g];
    ended.push(game.id);
    store.addTask("end-game", { gameId: game.id, side: game.white === player.name ? "white" : "black" } satisfies EndGameTask);
  }
  store.markWithdrawn(player.name);
  return { ok: true, value: { name: player.name, rule: applied.value.rule, ended } };
}
