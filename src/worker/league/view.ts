/**
 * What the league API shows: the public league (names, rounds, results, standings; no
 * secrets) and one player's own games with their seat links.
 */
import { standings } from "../../engine/league/standings.ts";
import type { LeagueMe, LeagueSeat, LeagueView } from "../../contract/league.ts";
import { safeStoredText as shown } from "../../contract/text-rules.ts";
import { leagueSeatToken } from "./seat-links.ts";
import type { LeaguePlayer, LeagueStore, StoredGame } from "./league-store.ts";

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/**
 * The public view of the league: `GET /api/leagues/:id`, and what the archive keeps of a
 * finished one. Every name goes through `shown`: names stored before the text rules may
 * hold a lone surrogate (the page's HTML rewriter then threw, a 500 on every visit), controls
 * or bidirectional controls; today's names come out unchanged.
 */
export function leagueView(store: LeagueStore): LeagueView {
  const meta = store.readMeta()!;
  const players = store.players();
  const rounds = store.rounds();
  const names = players.map((p) => p.name);
  return {
    id: meta.id,
    name: shown(meta.name),
    variant: meta.variant,
    options: meta.options,
    format: meta.format,
    status: meta.status,
    timeControl: meta.timeControl,
    double: meta.double,
    roundsPlanned: meta.rounds,
    maxPlayers: meta.maxPlayers,
    rated: meta.rated === true,
    players: players.map((p) => ({ name: shown(p.name), withdrawn: p.withdrawn })),
    rounds: rounds.map((round) => ({
      number: round.number,
      games: round.games.map((g) => ({ id: g.id, white: shown(g.white), black: shown(g.black), result: g.result, annulled: g.annulled === true })),
      bye: round.bye === null ? null : shown(round.bye),
    })),
    standings: standings(names, rounds, meta.format).map((row) => ({ ...row, name: shown(row.name) })),
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
        opponent: shown(side === "white" ? game.black : game.white),
        url: `${meta.origin}/g/${game.id}#seat=${token}`,
        status: statusOf(game, side),
        result: game.result,
      };
    }),
  );
  return { name: shown(player.name), withdrawn: player.withdrawn, games: seats };
}

function statusOf(game: StoredGame, side: "white" | "black"): LeagueSeat["status"] {
  if (game.result !== null || game.annulled) return "finished";
  if (!game.created) return "pending";
  return game.turn === side ? "your-turn" : "their-turn";
}
