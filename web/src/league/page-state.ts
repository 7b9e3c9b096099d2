/**
 * The league page's state: plain data the controllers change and the views draw. Nothing
 * here touches the DOM or the network.
 */
import type { GameSnapshot } from "../api.ts";
import type { LeagueLink } from "./link.ts";
import type { LeagueMe, LeagueSnapshot } from "./types.ts";

export interface LeaguePageState {
  readonly id: string;
  readonly link: LeagueLink;
  league: LeagueSnapshot | undefined;
  /** The player's own games with their seat links (player links only). */
  me: LeagueMe | undefined;
  /** The public snapshot of each of the player's games, for "your turn". */
  games: Map<string, GameSnapshot>;
  /** The league does not exist. */
  missing: boolean;
  /** The last refusal or failure, in the server's words. */
  problem: string | undefined;
  /** A request of this page is under way (buttons wait for it). */
  busy: boolean;
  unmounted: boolean;
}

export function createLeagueState(id: string, link: LeagueLink): LeaguePageState {
  return { id, link, league: undefined, me: undefined, games: new Map(), missing: false, problem: undefined, busy: false, unmounted: false };
}

/** The player's games, their turn first, then games in play, then games over. */
export function myGamesInOrder(state: LeaguePageState): { id: string; url: string; side: "white" | "black"; opponent: string; standing: "your-turn" | "waiting" | "over" | "unknown" }[] {
  const me = state.me;
  if (!me) return [];
  const rank = { "your-turn": 0, waiting: 1, unknown: 2, over: 3 } as const;
  const games = state.league?.rounds.flatMap((r) => r.games) ?? [];
  return me.games
    .map((g) => {
      const snapshot = state.games.get(g.id);
      const paired = games.find((x) => x.id === g.id);
      const opponent = paired ? (paired.white === me.name ? paired.black : paired.white) : snapshot ? snapshot.names[g.side === "white" ? "black" : "white"] : "";
      const standing: "your-turn" | "waiting" | "over" | "unknown" =
        paired?.result || (snapshot && snapshot.status !== "active") ? "over" : !snapshot ? "unknown" : snapshot.turn === g.side ? "your-turn" : "waiting";
      return { ...g, opponent, standing };
    })
    .sort((a, b) => rank[a.standing] - rank[b.standing]);
}
