/**
 * Creating a league and joining it: the settings checked against the game they are for,
 * and the rules of joining (open leagues only, unique names, at most maxPlayers).
 */
import { resolveOptions } from "../../engine/options.ts";
import { getGame } from "../../engine/registry.ts";
import type { CreateLeagueInput } from "../league-inputs.ts";
import { LEAGUE_LIMITS } from "../../contract/league.ts";
import { apiError, type Outcome } from "../errors.ts";
import { hashToken, sameDigest } from "../tokens.ts";
import type { LeagueMeta, LeagueStore } from "./league-store.ts";
import { leagueJoinCode } from "./seat-links.ts";
import { counted } from "../../engine/plural.ts";
import type { RatedSeat } from "../lifecycle/rated-outbox.ts";

/** The league's settings as stored, or the refusal: an unknown game or options it does not take. */
export function leagueSettings(input: CreateLeagueInput): Outcome<Pick<LeagueMeta, "variant" | "options" | "format" | "rounds" | "double" | "timeControl" | "maxPlayers" | "name" | "rated">> {
  const game = getGame(input.variant);
  if (!game) return apiError(400, "bad_request", `Unknown game "${input.variant}".`);
  const options = resolveOptions(game, input.options);
  if (!options.ok) return apiError(400, "bad_request", options.error.message);
  return {
    ok: true,
    value: {
      name: input.name,
      variant: game.id,
      options: options.value,
      format: input.format,
      rounds: input.format === "swiss" ? (input.rounds ?? defaultSwissRounds(input.maxPlayers)) : 0,
      double: input.double,
      timeControl: input.timeControl,
      maxPlayers: input.maxPlayers,
      rated: input.rated,
    },
  };
}

/**
 * A Swiss's rounds when the organizer does not say: enough for a clear winner among
 * `maxPlayers` (log2 of the field, plus one, as clubs usually play), at most 15.
 */
export function defaultSwissRounds(maxPlayers: number): number {
  return Math.min(LEAGUE_LIMITS.swissRounds.max, Math.ceil(Math.log2(maxPlayers)) + 1);
}

/**
 * Whether `code` is the league's join code: the one derived from the server's key
 * (seat-links.ts), or, for a league created before codes were derived, the random one whose
 * hash it stored. Both compared in constant time.
 */
export async function isJoinCode(meta: LeagueMeta, secret: string | undefined, code: string): Promise<boolean> {
  const hash = await hashToken(code);
  const derived = secret ? sameDigest(hash, await hashToken(await leagueJoinCode(secret, meta.id))) : false;
  const stored = meta.joinHash !== undefined && sameDigest(hash, meta.joinHash);
  return derived || stored;
}

/**
 * Adds `name` with the join `code`: a wrong code is 403, a started league or a taken name 409.
 * A rated league takes only a named pocket (`rated`: the `Pocket-Auth` header's named pocket,
 * or why not; undefined without the header), and its player plays under the pocket's name.
 */
export async function join(store: LeagueStore, name: string, code: string, playerToken: string, secret: string | undefined, rated?: Outcome<RatedSeat>): Promise<Outcome<void>> {
  const meta = store.readMeta();
  if (!meta) return apiError(404, "not_found", "There is no league with this id.");
  if (!(await isJoinCode(meta, secret, code))) return apiError(403, "wrong_code", "This join code is not this league's.");
  if (meta.status !== "open") return apiError(409, "league_started", "This league has started: joining is closed.");
  if (store.playerCount() >= meta.maxPlayers) return apiError(409, "league_full", `This league is full (${counted(meta.maxPlayers, "player")}).`);
  if (meta.rated) {
    if (!rated) return apiError(403, "name_needed", "This league is rated: join it with a pocket that has a public name (your name in the league is that name).");
    if (!rated.ok) return rated;
    if (store.hasPocket(rated.value.pocket)) return apiError(409, "name_taken", "Your pocket already plays in this league.");
    if (store.hasName(rated.value.name)) return apiError(409, "name_taken", `Someone in this league already plays as "${rated.value.name}".`);
    store.addRatedPlayer(rated.value, await hashToken(playerToken));
    return { ok: true, value: undefined };
  }
  if (store.hasName(name)) return apiError(409, "name_taken", `Someone in this league already plays as "${name}"; choose another name.`);
  store.addPlayer(name, await hashToken(playerToken));
  return { ok: true, value: undefined };
}
