/**
 * The league API's request bodies as zod schemas (issue 22; docs/api.md "Leagues"): what the
 * Worker checks every league request against. Kept apart from `league.ts` so that a page
 * importing the league's types does not pull zod in; the time control and a player's name
 * are the games' own rules (src/worker/inputs.ts), so a league's games take exactly what a
 * game does.
 */
import * as z from "zod/mini";
import { LEAGUE_LIMITS, LEAGUE_NAME_RULE } from "../contract/league.ts";
import { LEAGUE_PLAYER_NAME_RULE } from "../contract/text-rules.ts";
import { textRule, timeControl, toNfc } from "./inputs.ts";

const { players, swissRounds } = LEAGUE_LIMITS;

/** A name a league shows: the games' own rule for player names (contract/text-rules.ts), trimmed, and not empty. */
const leaguePlayerName = z.string().check(z.trim(), textRule(LEAGUE_PLAYER_NAME_RULE), toNfc);

/** A league's name: the text rules for one line of at most `nameLength.max` characters, trimmed, not empty. */
const leagueName = z.string().check(z.trim(), textRule(LEAGUE_NAME_RULE), toNfc);

/** A secret from a league link (join code, player or organizer token): 43 base64url characters. */
const linkSecret = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, "This is not a code from a join link."));

/** `POST /api/leagues`. */
export const createLeagueInput = z
  .strictObject({
    name: leagueName,
    variant: z.string().check(z.minLength(1), z.maxLength(40)),
    options: z._default(z.record(z.string().check(z.maxLength(40)), z.string().check(z.maxLength(40))), {}),
    format: z.enum(["round-robin", "swiss"]),
    /** Swiss only: 1-15. */
    rounds: z.optional(z.int().check(z.minimum(swissRounds.min, `must be ${swissRounds.min} to ${swissRounds.max}`), z.maximum(swissRounds.max, `must be ${swissRounds.min} to ${swissRounds.max}`))),
    /** Round-robin only: every pair twice, colours swapped. */
    double: z._default(z.boolean(), false),
    /** As for games: optional, `null` (the default) is no clock. */
    timeControl: z._default(z.nullable(timeControl), null),
    maxPlayers: z.int().check(z.minimum(players.min, `must be ${players.min} to ${players.max}`), z.maximum(players.max, `must be ${players.min} to ${players.max}`)),
    /** Players join with a named pocket (`Pocket-Auth`) and every game is rated (docs/ratings.md). */
    rated: z._default(z.boolean(), false),
  })
  .check(
    z.refine((league) => league.format === "swiss" || league.rounds === undefined, { message: "A round-robin's rounds follow from its players; send rounds only for a Swiss.", path: ["rounds"] }),
    z.refine((league) => league.format === "round-robin" || !league.double, { message: "double is for a round-robin.", path: ["double"] }),
  );

/** `POST /api/leagues/:id/players`: the name to play under and the code from the join link. */
export const joinLeagueInput = z.strictObject({ name: leaguePlayerName, code: linkSecret });

/** `POST /api/leagues/:id/withdraw`: empty with a player's bearer; `{ name }` with the organizer's. */
export const withdrawInput = z.strictObject({ name: z.optional(leaguePlayerName) });

/** `POST /api/leagues/:id/start`: nothing but the organizer's bearer. */
export const startLeagueInput = z.strictObject({});

export type CreateLeagueInput = z.infer<typeof createLeagueInput>;

/**
 * `PUT /api/leagues/:id/notices` with a player's bearer: the games' own notices body
 * (`{ webhook?, push? }`), applied to every current and future game of that player.
 */
export { noticesInput as leagueNoticesInput } from "./inputs.ts";
