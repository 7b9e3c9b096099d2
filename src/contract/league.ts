/**
 * The leagues' contract (issue 22, docs/api.md "Leagues"): the JSON shapes the league API
 * sends, its limits, and the shapes of the links it hands out. Types and plain data only,
 * so the web can import it at no cost; the request bodies' zod schemas are in
 * `src/worker/league-inputs.ts`.
 */
import type { GameOptions, Side } from "../engine/types.ts";
import type { LeagueFormat, LeagueResult } from "../engine/league/types.ts";
import type { StandingRow as LeagueStandingRow, TieBreaks as LeagueTieBreaks } from "../engine/league/standings.ts";
import type { TimeControl } from "./time-control.ts";
import type { TextRule } from "./text-rules.ts";

export type { LeagueFormat, LeagueResult };

/** The bounds a league's creation is checked against. */
export const LEAGUE_LIMITS = {
  /** Players a league may take (its `maxPlayers`). */
  players: { min: 3, max: 64 },
  /** Rounds of a Swiss. */
  swissRounds: { min: 1, max: 15 },
  /** A league's name, in characters. */
  nameLength: { min: 1, max: 80 },
} as const;

/** A league's name by the text rules (contract/text-rules.ts): one line, 1 to `nameLength.max` characters. */
export const LEAGUE_NAME_RULE: TextRule = { subject: "A league's name", max: LEAGUE_LIMITS.nameLength.max, whenEmpty: "The league needs a name." };

/** A league's life: taking players, being played, over. */
export type LeagueStatus = "open" | "running" | "finished";

/** `POST /api/leagues` → 201. */
export interface CreatedLeague {
  readonly id: string;
  /** The organizer's link: `<origin>/l/<id>#organizer=<token>`; `token` goes as the bearer for start and withdraw. */
  readonly organizer: LeagueLink;
  /** Whoever holds this joins: `<origin>/l/<id>#join=<code>`. */
  readonly joinUrl: string;
  /** Public: `<origin>/l/<id>`. */
  readonly watchUrl: string;
}

/** `GET /api/leagues/:id/organizer` with the organizer's bearer: the league's links, on any device. */
export interface LeagueOrganizerLinks {
  /** `<origin>/l/<id>#join=<code>`: the same join link as at creation. */
  readonly joinUrl: string;
  readonly watchUrl: string;
  /** `<origin>/l/<id>#organizer=<token>`. */
  readonly organizerUrl: string;
}

/** A secret link: its token (a bearer) and the whole URL that carries it after `#`. */
export interface LeagueLink {
  readonly token: string;
  readonly url: string;
}

/** `POST /api/leagues/:id/players` → 201: the player's own link, `<origin>/l/<id>#player=<token>`. */
export type JoinedLeague = LeagueLink;

/** One game of a round, as everyone may see it. */
export interface LeagueGameView {
  /** The game's id: watch it at `/g/<id>`. */
  readonly id: string;
  readonly white: string;
  readonly black: string;
  /** `null` while it is being played (or, at the very start of a large league, not yet created). */
  readonly result: LeagueResult;
  /** Cancelled by the withdrawal rule (the player had finished fewer than half their games): it counts for nobody. */
  readonly annulled: boolean;
}

export interface LeagueRoundView {
  /** 1-based. */
  readonly number: number;
  readonly games: readonly LeagueGameView[];
  /** The player who sits this round out (a point), or null. */
  readonly bye: string | null;
}

/** A standings row and its tie-breaks, in the order the format applies them (docs/leagues.md): the engine's own shapes. */
export type { LeagueStandingRow, LeagueTieBreaks };

/** `GET /api/leagues/:id`: public, names only, no secrets. */
export interface LeagueView {
  readonly id: string;
  readonly name: string;
  readonly variant: string;
  readonly options: GameOptions;
  readonly format: LeagueFormat;
  readonly status: LeagueStatus;
  readonly timeControl: TimeControl | null;
  /** Round-robin: every pair twice, colours swapped. */
  readonly double: boolean;
  /** Swiss: how many rounds; round-robin: how many the tables make (0 while open). */
  readonly roundsPlanned: number;
  readonly maxPlayers: number;
  /** A rated league (issue 33; docs/ratings.md): its players are named pockets, and its games move their ratings. */
  readonly rated: boolean;
  /** In seed order (the order they joined). */
  readonly players: readonly { readonly name: string; readonly withdrawn: boolean }[];
  /** Rounds paired so far, in order (a round-robin has them all from the start). */
  readonly rounds: readonly LeagueRoundView[];
  readonly standings: readonly LeagueStandingRow[];
  /** Games still being created after the start of a large league (created in batches): 0 once all exist. */
  readonly gamesPending: number;
  readonly createdAt: string;
  readonly startedAt: string | null;
  readonly finishedAt: string | null;
}

/** A player's game as their own link sees it (`GET /api/leagues/:id/me`). */
export interface LeagueSeat {
  readonly id: string;
  /** 1-based round number. */
  readonly round: number;
  readonly side: Side;
  readonly opponent: string;
  /** The player's seat link for this game: `<origin>/g/<gameId>#seat=<token>`. */
  readonly url: string;
  /**
   * What the league knows of the game: "your-turn" / "their-turn" while it is played (as
   * of the game's last move the league heard of), "finished" once its result is in, or
   * "pending" while a large league is still creating it.
   */
  readonly status: "your-turn" | "their-turn" | "finished" | "pending";
  readonly result: LeagueResult;
}

/** `GET /api/leagues/:id/me` with the player's bearer. */
export interface LeagueMe {
  readonly name: string;
  readonly withdrawn: boolean;
  readonly games: readonly LeagueSeat[];
}

/** `POST /api/leagues/:id/withdraw` → 200. */
export interface LeagueWithdrawal {
  readonly name: string;
  /** "cancelled": fewer than half their games finished, all their results count for nobody; "forfeited": their open games are lost. */
  readonly rule: "cancelled" | "forfeited";
  /** The ids of the player's games that were open and end now. */
  readonly ended: readonly string[];
}

/** `POST /api/leagues/:id/start` → 200: the league as it now stands. */
export type StartedLeague = LeagueView;

/** The league's public page. */
export function leagueWatchPath(id: string): string {
  return `/l/${id}`;
}

/** The link a would-be player opens to join. */
export function leagueJoinPath(id: string, code: string): string {
  return `/l/${id}#join=${code}`;
}

/** A player's own link: every one of their games from one page. */
export function leaguePlayerPath(id: string, token: string): string {
  return `/l/${id}#player=${token}`;
}

/** The organizer's link: start, and withdraw a player. */
export function leagueOrganizerPath(id: string, token: string): string {
  return `/l/${id}#organizer=${token}`;
}

/** Which secret a league link's fragment carries, read as the page reads it (`#join=`, `#player=`, `#organizer=`). */
export function readLeagueFragment(hash: string): { readonly kind: "join" | "player" | "organizer"; readonly secret: string } | undefined {
  const match = /^#?(join|player|organizer)=([A-Za-z0-9_-]+)$/.exec(hash);
  return match ? { kind: match[1] as "join" | "player" | "organizer", secret: match[2] } : undefined;
}

/**
 * `GET`/`PUT /api/leagues/:id/notices` with a player's bearer: where notices of all the
 * player's league games go (the games' own settings shape, contract/api.ts `NoticeSettings`).
 */
export type { NoticeSettings as LeagueNoticeSettings } from "./api.ts";
