/** Rated games in the workerd tests (issue 33): rooms made rated directly, the Ratings object, the outbox's alarm. */
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { expect } from "vitest";
import { resolveOptions } from "../../src/engine/options.ts";
import { getGame } from "../../src/engine/registry.ts";
import type { BySide } from "../../src/engine/types.ts";
import type { RatedSeat } from "../../src/worker/lifecycle/rated-outbox.ts";
import { ratingsObject } from "../../src/worker/ratings/ratings.ts";
import { hashToken, newGameId, newSeatToken } from "../../src/worker/tokens.ts";
import type { PlayerProfile } from "../../src/contract/pocket.ts";
import { call, ORIGIN, roomStub } from "./client.ts";
import { createPocket, pocketCall, pocketStub, type PocketHand } from "./pocket-client.ts";

/** A rated game of The Pit made straight in its room (no pockets): its id and both seats' tokens. */
export async function ratedRoom(seats: BySide<RatedSeat | null>): Promise<{ id: string; tokens: BySide<string> }> {
  const id = newGameId();
  const tokens = { white: newSeatToken(), black: newSeatToken() };
  const options = resolveOptions(getGame("the-pit")!, {});
  if (!options.ok) throw new Error(options.error.message);
  const created = await roomStub(id).create(
    {
      id,
      variant: "the-pit",
      options: options.value,
      names: { white: "Anonymous", black: "Anonymous" },
      tokenHashes: { white: await hashToken(tokens.white), black: await hashToken(tokens.black) },
      timeControl: null,
      origin: ORIGIN,
      computer: null,
    },
    null,
    seats,
  );
  expect(created.ok).toBe(true);
  return { id, tokens };
}

/** Fires the room's alarm until no report is left to send (the outbox delivers there). */
export async function deliverReports(id: string): Promise<void> {
  for (let i = 0; i < 3; i++) await runDurableObjectAlarm(roomStub(id));
}

/** A pocket's rating in The Pit as the Ratings object holds it (undefined: never rated). */
export async function pitRating(pocket: string): Promise<{ rating: number; games: number } | undefined> {
  const profile = await ratingsObject(env).profile(pocket, pocket, null);
  return profile.ratings["the-pit"];
}

/** A pocket with a public name taken `ageMs` ago (its meta rewritten: the 24-hour rule would otherwise hold every test for a day). */
export async function namedPocket(name: string, ageMs = 25 * 60 * 60 * 1000): Promise<PocketHand & { header: string }> {
  const pocket = await createPocket();
  const named = await pocketCall(pocket, "/name", { method: "PUT", json: { name } });
  expect(named.status, await named.clone().text()).toBe(200);
  await runInDurableObject(pocketStub(pocket.keys.id), (_pocket, state) => {
    state.storage.sql.exec("UPDATE meta SET json = json_set(json, '$.nameSince', ?) WHERE id = 1", Date.now() - ageMs);
  });
  return { ...pocket, header: `${pocket.keys.id}.${pocket.keys.auth}` };
}

/** Asserts a refusal's status and code. */
export async function refusal(res: Response, status: number, code: string): Promise<void> {
  expect(res.status, await res.clone().text()).toBe(status);
  expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code);
}

/** A player's public profile (200 expected). */
export async function profileOf(name: string): Promise<PlayerProfile> {
  const res = await call(`/api/players/${encodeURIComponent(name)}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as PlayerProfile;
}
