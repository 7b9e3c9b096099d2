/**
 * The league calls of the HTTP API (docs/api.md, "Leagues"). Same client as api.ts:
 * every refusal is an `ApiError` in the server's words.
 */
import { noticesRequest, request, type TimeControlRequest } from "./api.ts";
import type { CreatedLeague, JoinedLeague, LeagueMe, LeagueOrganizerLinks, LeagueSnapshot } from "./league/types.ts";
import type { NoticeSettings } from "../../src/contract/api.ts";
import type { GameOptions } from "../../src/engine/types.ts";

export type { CreatedLeague, JoinedLeague, LeagueMe, LeagueSnapshot };

/** What the home page's "Start a league" form sends. */
export interface CreateLeagueRequest {
  readonly name: string;
  readonly variant: string;
  readonly options?: GameOptions;
  readonly format: "round-robin" | "swiss";
  /** Swiss only: 1-15. */
  readonly rounds?: number;
  /** Round-robin only: every pair twice, colours swapped. */
  readonly double?: boolean;
  readonly timeControl: TimeControlRequest | null;
  readonly maxPlayers: number;
  /** A rated league: players join with named pockets, and its games move their ratings. */
  readonly rated?: boolean;
}

/** A link the API answered, relative to the site (`/g/<id>#seat=<token>`), as saved links are kept. */
export function sitePath(url: string): string {
  const parsed = new URL(url, location.href);
  return parsed.pathname + parsed.hash;
}

const path = (id: string, rest = ""): string => `/api/leagues/${encodeURIComponent(id)}${rest}`;
const post = (value: unknown): RequestInit => ({ method: "POST", body: JSON.stringify(value) });

export function createLeague(body: CreateLeagueRequest): Promise<CreatedLeague> {
  return request<CreatedLeague>("/api/leagues", post(body));
}

export function fetchLeague(id: string): Promise<LeagueSnapshot> {
  return request<LeagueSnapshot>(path(id));
}

/** `pocketAuth`: a named pocket's header, which a rated league needs (its player plays under the pocket's name). */
export function joinLeague(id: string, name: string, code: string, pocketAuth?: string): Promise<JoinedLeague> {
  return request<JoinedLeague>(path(id, "/players"), { ...post({ name, code }), ...(pocketAuth ? { headers: { "Pocket-Auth": pocketAuth } } : {}) });
}

export function startLeague(id: string, organizerToken: string): Promise<unknown> {
  return request<unknown>(path(id, "/start"), post({}), organizerToken);
}

/** The league's links for its organizer (organizer token), the join link among them: on any device, not only the one that created the league. */
export function fetchOrganizerLinks(id: string, organizerToken: string): Promise<LeagueOrganizerLinks> {
  return request<LeagueOrganizerLinks>(path(id, "/organizer"), {}, organizerToken);
}

/** The player's own games, with the seat link of each (player token). */
export function fetchMyLeagueGames(id: string, playerToken: string): Promise<LeagueMe> {
  return request<LeagueMe>(path(id, "/me"), {}, playerToken);
}

/** Withdraws the player whose token this is, or (organizer's token) the player named. */
export function withdrawFromLeague(id: string, token: string, name?: string): Promise<unknown> {
  return request<unknown>(path(id, "/withdraw"), post(name === undefined ? {} : { name }), token);
}

/** The player's notice settings, for every one of their league games. */
export function fetchLeagueNotices(id: string, playerToken: string): Promise<NoticeSettings> {
  return request<NoticeSettings>(path(id, "/notices"), {}, playerToken);
}

/** Turns one kind of notice on (a target) or off (null) for all the player's league games. */
export function putLeagueNotices(id: string, playerToken: string, change: { webhook?: string | null; push?: PushSubscriptionJSON | null }): Promise<NoticeSettings> {
  return request<NoticeSettings>(path(id, "/notices"), noticesRequest(change), playerToken);
}
