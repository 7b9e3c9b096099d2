/**
 * A league player's games kept under My games: the league page and My games both ask the
 * league which games a player link has (GET /me) and save each seat with its league, so
 * a league's games appear on the home page as soon as the league creates them, whichever
 * page the player has open.
 */
import type { GameSnapshot } from "./api.ts";
import { fetchMyLeagueGames, sitePath } from "./league-api.ts";
import { findMySeat, glanceOf, rememberSeat, type MySeat } from "./my-games.ts";
import type { MyLeague } from "./my-leagues.ts";
import { leagueLinkFromHash } from "./league/link.ts";
import type { LeagueSeat } from "../../src/contract/league.ts";

/** Saves one league game's seat under its league, with its glance when the snapshot is known. */
export function rememberLeagueSeat(league: { readonly id: string; readonly name: string; readonly variant: string }, game: LeagueSeat, snapshot?: GameSnapshot): void {
  const url = sitePath(game.url);
  const before = findMySeat(url);
  const seat: MySeat = {
    id: game.id,
    variant: snapshot?.variant ?? league.variant,
    side: game.side,
    url,
    opponent: game.opponent,
    savedAt: before?.savedAt ?? new Date().toISOString(),
    ...(snapshot ? { glance: glanceOf(snapshot, game.side) } : {}),
    league: { id: league.id, name: league.name },
  };
  rememberSeat(seat);
}

/**
 * Asks the league of each player link kept here for the player's games and saves the
 * seats not yet kept (a game still being created is left for the next time). The caller
 * then reads every game's snapshot, as for any seat. A league that cannot be asked now
 * is left as it was.
 */
export async function followLeagues(links: readonly MyLeague[]): Promise<void> {
  const players = links.filter((link) => link.role === "player");
  await Promise.all(
    players.map(async (link) => {
      const secret = leagueLinkFromHash(new URL(link.url, location.href).hash);
      if (secret.role !== "player") return;
      try {
        const me = await fetchMyLeagueGames(link.id, secret.token);
        for (const game of me.games) {
          if (game.status !== "pending" && !findMySeat(sitePath(game.url))) rememberLeagueSeat(link, game);
        }
      } catch {
        // offline, or a link no longer valid: My games keeps what it has
      }
    }),
  );
}
