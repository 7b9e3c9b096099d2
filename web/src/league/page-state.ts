/**
 * The league page's state: plain data the controllers change and the views draw. Nothing
 * here touches the DOM or the network.
 */
import type { GameSnapshot } from "../api.ts";
import type { LeagueLink } from "./link.ts";
import type { LeagueMe, LeagueOrganizerLinks, LeagueSnapshot } from "./types.ts";

export interface LeaguePageState {
  readonly id: string;
  readonly link: LeagueLink;
  league: LeagueSnapshot | undefined;
  /** The player's own games with their seat links (player links only). */
  me: LeagueMe | undefined;
  /** The league's links as the server gives them to the organizer (organizer links only, while the league is open). */
  organizerLinks: LeagueOrganizerLinks | undefined;
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
  return { id, link, league: undefined, me: undefined, organizerLinks: undefined, games: new Map(), missing: false, problem: undefined, busy: false, unmounted: false };
}

export type MyGameStanding = "your-turn" | "waiting" | "over" | "pending";

/** One of the player's games as "your games" lists it. */
export interface MyLeagueGame {
  readonly id: string;
  readonly url: string;
  readonly side: "white" | "black";
  readonly round: number;
  readonly opponent: string;
  readonly standing: MyGameStanding;
}

/**
 * The player's games, their turn first, then the opponent's, games being created, and
 * games over; by round within each. Whose turn comes from the game's own public state
 * when the page has read it (it is newer), else from what the league last heard.
 */
export function myGamesInOrder(state: LeaguePageState): MyLeagueGame[] {
  const me = state.me;
  if (!me) return [];
  const rank: Record<MyGameStanding, number> = { "your-turn": 0, waiting: 1, pending: 2, over: 3 };
  return me.games
    .map((g): MyLeagueGame => {
      const snapshot = state.games.get(g.id);
      let standing: MyGameStanding =
        g.status === "finished" ? "over" : g.status === "pending" ? "pending" : g.status === "your-turn" ? "your-turn" : "waiting";
      if (snapshot && standing !== "pending") standing = snapshot.status !== "active" ? "over" : snapshot.turn === g.side ? "your-turn" : "waiting";
      return { id: g.id, url: g.url, side: g.side, round: g.round, opponent: g.opponent, standing };
    })
    .sort((a, b) => rank[a.standing] - rank[b.standing] || a.round - b.round);
}
