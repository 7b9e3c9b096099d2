/**
 * A rated game as the game page sees it (issue 33): the snapshot's `rated` (the public
 * names bound to the seats, null for an unrated game), the seat's acceptance of a rated
 * challenge, and the players' ratings for their bars, fetched once per player and game
 * state from their public profiles.
 */
import { request, type GameSnapshot } from "../api.ts";
import type { BySide, Side } from "../../../src/engine/types.ts";
import type { PlayerProfile, Rating } from "../../../src/contract/pocket.ts";
import { fetchPlayerProfile } from "./ratings-api.ts";

/** The names bound to a rated game's seats (null: a seat not accepted yet). */
export type RatedSeats = BySide<string | null>;

/** The snapshot's `rated` (docs/api.md), or undefined for an unrated game (or one read back from the archive, which has none). */
export function ratedSeatsOf(snapshot: Pick<GameSnapshot, "rated">): RatedSeats | undefined {
  const rated = snapshot.rated;
  if (!rated) return undefined;
  // a name is never empty; anything else is a seat nobody has accepted yet
  const seat = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
  return { white: seat(rated.white), black: seat(rated.black) };
}

/** What a seat of a rated game still waits for: its own acceptance (a challenge), the opponent's, or nothing. */
export function ratedWait(rated: RatedSeats | undefined, side: Side | undefined): "accept" | "opponent" | undefined {
  if (!rated || !side) return undefined;
  if (rated[side] === null) return "accept";
  return rated[side === "white" ? "black" : "white"] === null ? "opponent" : undefined;
}

/** `POST /api/games/:id/rated-seat`: binds the seat of `token` to the named pocket of `pocketAuth`. */
export function acceptRatedSeat(gameId: string, token: string, pocketAuth: string): Promise<unknown> {
  return request<unknown>(`/api/games/${encodeURIComponent(gameId)}/rated-seat`, { method: "POST", headers: { "Pocket-Auth": pocketAuth } }, token);
}

/** Profiles fetched for the players' bars, by freshness and name; undefined once one could not be had. */
const profiles = new Map<string, PlayerProfile | undefined>();
const asking = new Set<string>();
/** How often, and how far apart, a finished game's profiles are asked again until the game is counted in them. */
const COUNTED_TRIES = 5;
const COUNTED_WAIT_MS = 2_000;

/**
 * `name`'s rating in `variant` if known now; otherwise its profile is fetched (once per
 * `freshness`) and `onArrive` is called when it is in. For a finished game (`endedGame`)
 * the room reports the result to the ratings a moment after the game ends, so the profile
 * is asked again, a few times, until it lists that game: the bars then show the rating the
 * game made.
 */
export function knownRating(name: string, variant: string, freshness: string, onArrive: () => void, endedGame?: string): Rating | undefined {
  const key = `${freshness}\n${name}`;
  if (!asking.has(key)) {
    asking.add(key);
    const ask = (tries: number): void =>
      void fetchPlayerProfile(name).then(
        (profile) => {
          profiles.set(key, profile);
          onArrive();
          const counted = endedGame === undefined || profile.recent.some((game) => game.gameId === endedGame);
          if (!counted && tries > 1) setTimeout(() => ask(tries - 1), COUNTED_WAIT_MS);
        },
        () => profiles.set(key, undefined),
      );
    ask(COUNTED_TRIES);
  }
  return profiles.get(key)?.ratings[variant];
}
