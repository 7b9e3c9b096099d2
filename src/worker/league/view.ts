/**
 * What the league API shows: the public league (names, rounds, results, standings; no
 * secrets) and one player's own games with their seat links.
 */
import { standings } from "../../engine/league/standings.ts";
import type { LeagueMe, LeagueSeat, LeagueView } from "../../contract/league.ts";
import { leagueSeatToken } from "./seat-links.ts";
import type { LeaguePlayer, LeagueStore, StoredGame } from "./league-store.ts";

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/** The public view of the league: `GET /api/leagues/:id`, and what the archive keeps of a finished one. */
export function leagueView(store: LeagueStore): LeagueView {
  const meta = store.readMeta()!;
  const players = store.players();
  const rounds = store.rounds();
  const names = players.map((p) => p.name);
  return {
    id: meta.id,
    name: meta.name,
    variant: meta.variant,
    options: meta.options,
    format: meta.format,
    status: meta.status,
    timeControl: meta.timeControl,
    double: meta.double,
    roundsPlanned: meta.rounds,
    maxPlayers: meta.maxPlayers,
    players: players.map((p) => ({ name: p.name, withdrawn: p.withdrawn })),
    rounds: rounds.map((round) => ({
      number: round.number,
      games: round.games.map((g) => ({ id: g.id, white: g.white, black: g.black, result: g.result, annulled: g.annulled === true })),
      bye: round.bye,
    })),
    standings: standings(names, rounds, meta.format),
    gamesPending: store.pendingCount(),
    createdAt: iso(meta.createdAt)!,
    startedAt: iso(meta.startedAt),
    finishedAt: iso(meta.finishedAt),
  };
}

/** A player's own page: every game of theirs with its seat link, worked out from the server's key (seat-links.ts). */
export async function playerView(store: LeagueStore, player: LeaguePlayer, secret: string): Promise<LeagueMe> {
  const meta = store.readMeta()!;
  const games = store.gamesOf(player.name);
  const seats = await Promise.all(
    games.map(async (game): Promise<LeagueSeat> => {
      const side = game.white === player.name ? "white" : "black";
      const token = await leagueSeatToken(secret, meta.id, game.id, side);
      return {
        id: game.id,
        round: game.round,
        side,
        opponent: side === "white" ? game.black : game.white,
        url: `${meta.origin}/g/${game.id}#seat=${token}`,
        status: statusOf(game, side),
        result: game.result,
      };
    }),
  );
  return { name: player.name, withdrawn: player.withdrawn, games: seats };
}

function statusOf(game: StoredGame, side: "white" | "black"): LeagueSeat["status"] {
  if (game.result !== null || game.annulled) return "finished";
  if (!game.created) return "pending";
  return game.turn === side ? "your-turn" : "their-turn";
}
