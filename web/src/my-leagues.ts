/**
 * League links this browser has created or opened (player and organizer links), kept in
 * localStorage beside the seat links (my-games.ts), so My games can list a league's games
 * under it and lead back to the league. Like a seat link, a league link is a key: it
 * never leaves the browser except as the bearer of that league's own requests.
 */
import { leagueItem } from "./pocket/items.ts";
import { notePocketChange, notePocketItem } from "./pocket/outbox.ts";

export type LeagueRole = "player" | "organizer";

export interface MyLeague {
  readonly id: string;
  readonly name: string;
  readonly variant: string;
  readonly role: LeagueRole;
  /** The link, relative to the site: `/l/<id>#player=<token>` or `/l/<id>#organizer=<token>`. */
  readonly url: string;
  /** The player's name in the league (player links). */
  readonly playerName?: string;
  /** The join link (organizer links, kept by the browser that created the league; any other device asks GET /organizer). */
  readonly joinUrl?: string;
  readonly savedAt: string;
}

const KEY = "pigeon-post:my-leagues";
const LIMIT = 30;

/** Newest first; an unreadable store reads as empty. */
export function listMyLeagues(): MyLeague[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(value) ? (value as MyLeague[]).filter((l) => l && typeof l.url === "string" && typeof l.id === "string") : [];
  } catch {
    return [];
  }
}

function store(leagues: readonly MyLeague[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(leagues.slice(0, LIMIT)));
  } catch {
    // Storage full or disabled: the link itself still works.
  }
}

/** Saves a league link (again), moving it to the top; a link new to this browser goes into its pocket too (issue 33), unless it came from there. */
export function rememberLeague(league: MyLeague, fromPocket = false): void {
  const leagues = listMyLeagues();
  const known = leagues.some((l) => l.url === league.url);
  store([league, ...leagues.filter((l) => l.url !== league.url)]);
  if (!known && !fromPocket) notePocketItem(leagueItem(league));
}

/** The saved links of league `id`, the player link first. */
export function leagueLinksOf(id: string): MyLeague[] {
  return listMyLeagues()
    .filter((l) => l.id === id)
    .sort((a, b) => (a.role === b.role ? 0 : a.role === "player" ? -1 : 1));
}

/** Takes a league link off the list, and out of the pocket unless the pocket said so. */
export function forgetLeague(url: string, fromPocket = false): void {
  const leagues = listMyLeagues();
  store(leagues.filter((l) => l.url !== url));
  if (!fromPocket && leagues.some((l) => l.url === url)) notePocketChange({ kind: "league", key: url }, null);
}
