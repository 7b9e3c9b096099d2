/**
 * Who may play rated (issue 33; docs/ratings.md): a pocket with a public name at least a
 * day old, proven by its `Pocket-Auth` header; and the computer's levels, which play rated
 * under names of their own. And the named pocket behind a profile's name.
 */
import { eq } from "drizzle-orm/sql";
import { drizzle } from "drizzle-orm/d1";
import { nameKey } from "../../contract/text-rules.ts";
import { playerNames } from "../../db/schema.ts";
import { apiError, type Outcome } from "../errors.ts";
import type { RatedSeat } from "../lifecycle/rated-outbox.ts";
import { pocketIdentity } from "../pocket/identity.ts";

/**
 * A name younger than this cannot start or accept a rated game: a fresh pocket made only
 * to feed games to another costs a day per name, and names change at most 3 times in 30 days.
 */
export const NAME_MIN_AGE_MS = 24 * 60 * 60 * 1000;

/** The named pocket of a request's `Pocket-Auth` header as a rated seat, or why it cannot play rated. */
export async function ratedPlayer(env: Env, header: string | undefined, now: number): Promise<Outcome<RatedSeat>> {
  const who = await pocketIdentity(env, header);
  if (!who.ok) return who;
  const { pocketId, name, nameSince } = who.value;
  if (name === null || nameSince === null) {
    return apiError(403, "name_needed", "Rated games are for pockets with a public name: take a name in your pocket first (ratings are shown under it).");
  }
  // the browser tests' own server (RATE_LIMIT=off, wrangler.toml) plays rated games between names made a moment before
  if (env.RATE_LIMIT !== "off" && now - nameSince < NAME_MIN_AGE_MS) {
    const hours = Math.ceil((NAME_MIN_AGE_MS - (now - nameSince)) / 3_600_000);
    return apiError(409, "name_too_new", `Your name ${name} was taken less than a day ago: rated games open to it in ${hours} hour${hours === 1 ? "" : "s"}.`);
  }
  return { ok: true, value: { pocket: pocketId, name } };
}

/** The name a computer level plays rated under, and its profile's: "Computer level 2". */
export const computerRatedName = (level: number): string => `Computer level ${level}`;

/** A computer level's rated seat: its rating moves as any player's. */
export const computerSeat = (level: number): RatedSeat => ({ pocket: `computer-${level}`, name: computerRatedName(level) });

/** The pocket a profile's name stands for (its name as written, and since when), a computer level's included; undefined for a name nobody holds. */
export async function profileOwner(env: Env, name: string): Promise<{ pocket: string; name: string; since: number | null } | undefined> {
  const level = /^computer level ([123])$/.exec(nameKey(name))?.[1];
  if (level) return { ...computerSeat(Number(level)), since: null };
  const row = await drizzle(env.DB)
    .select({ pocketId: playerNames.pocketId, name: playerNames.name, claimedAt: playerNames.claimedAt })
    .from(playerNames)
    .where(eq(playerNames.nameKey, nameKey(name)))
    .get();
  return row && { pocket: row.pocketId, name: row.name, since: row.claimedAt };
}
