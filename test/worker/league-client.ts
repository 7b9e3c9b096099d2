/** Helpers for the league tests: a league made, joined and started through the API, and its games played. */
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import type { CreatedLeague, JoinedLeague, LeagueMe, LeagueView } from "../../src/contract/league.ts";
import type { League } from "../../src/worker/league/league.ts";
import { act, call, roomStub } from "./client.ts";

export function leagueStub(id: string): DurableObjectStub<League> {
  const ns = env.LEAGUE as DurableObjectNamespace<League>;
  return ns.get(ns.idFromName(id));
}

export async function createLeague(json: Record<string, unknown> = {}): Promise<CreatedLeague> {
  const res = await call("/api/leagues", {
    method: "POST",
    json: { name: "Club league", variant: "the-pit", format: "round-robin", timeControl: null, maxPlayers: 8, ...json },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as CreatedLeague;
}

/** The join code from a join link's fragment. */
export function codeOf(league: CreatedLeague): string {
  return new URL(league.joinUrl).hash.replace("#join=", "");
}

export async function joinLeague(league: CreatedLeague, name: string): Promise<JoinedLeague> {
  const res = await call(`/api/leagues/${league.id}/players`, { method: "POST", json: { name, code: codeOf(league) } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as JoinedLeague;
}

/** Starts the league by the organizer's link; the start's answer. Then, unless told not to, lets the alarm create every game. */
export async function startLeague(league: CreatedLeague, { createGames = true } = {}): Promise<LeagueView> {
  const res = await call(`/api/leagues/${league.id}/start`, { method: "POST", token: league.organizer.token, json: {} });
  expect(res.status, await res.clone().text()).toBe(200);
  const started = (await res.json()) as LeagueView;
  if (createGames) await createAllGames(league.id);
  return started;
}

export async function getLeague(id: string): Promise<LeagueView> {
  const res = await call(`/api/leagues/${id}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as LeagueView;
}

export async function me(id: string, token: string): Promise<LeagueMe> {
  const res = await call(`/api/leagues/${id}/me`, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as LeagueMe;
}

/** The seat token in a seat link. */
export function seatToken(url: string): string {
  return new URL(url).hash.replace("#seat=", "");
}

/**
 * Fires a room's alarm and then the league's, as time would: the room reports, the league
 * moves on. Each is set to now first, so the step runs here even where the runtime's own
 * alarm already fired (or is about to) on its own.
 */
export async function deliver(leagueId: string, gameId: string): Promise<void> {
  await fireAlarm(roomStub(gameId));
  await fireAlarm(leagueStub(leagueId));
}

/** Runs an object's alarm here and now (set to now first: the runtime's own may already have fired). */
export async function fireAlarm(stub: DurableObjectStub<League> | ReturnType<typeof roomStub>): Promise<void> {
  await runInDurableObject(stub as DurableObjectStub, (_o: unknown, state) => state.storage.setAlarm(Date.now()));
  await runDurableObjectAlarm(stub as DurableObjectStub);
}

/** Runs the league's alarm until its games all exist (a large league creates them in batches). */
export async function createAllGames(leagueId: string): Promise<void> {
  for (let i = 0; i < 200 && (await getLeague(leagueId)).gamesPending > 0; i++) await fireAlarm(leagueStub(leagueId));
}

/** Ends a league game through the API: `winner` resigns the other side's seat, or a draw is agreed. */
export async function finishGame(leagueId: string, gameId: string, tokens: { white: string; black: string }, result: "1-0" | "0-1" | "1/2-1/2"): Promise<void> {
  if (result === "1/2-1/2") {
    expect((await act(gameId, "draw", tokens.white, { action: "offer" })).status).toBe(200);
    expect((await act(gameId, "draw", tokens.black, { action: "accept" })).status).toBe(200);
  } else {
    const res = await act(gameId, "resign", result === "1-0" ? tokens.black : tokens.white);
    expect(res.status, await res.clone().text()).toBe(200);
  }
  await deliver(leagueId, gameId);
  // The runtime's own alarm, due the moment the game ended, can be mid-delivery when the test
  // runs it (then there is no alarm left to run, and the report is still on its way): on a
  // loaded CI machine a league was seen still running after its last game. Deliver until the
  // league has the result; delivery is idempotent, which the leagues' point counts check.
  for (let i = 0; i < 10 && !(await resultKnown(leagueId, gameId)); i++) await deliver(leagueId, gameId);
}

async function resultKnown(leagueId: string, gameId: string): Promise<boolean> {
  const view = await getLeague(leagueId);
  return view.rounds.some((round) => round.games.some((game) => game.id === gameId && game.result !== null));
}

/** Sends a league's own notices to a local endpoint that records each body, and gives the record. */
export async function recordLeagueNotices(leagueId: string): Promise<Record<string, unknown>[]> {
  const sent: Record<string, unknown>[] = [];
  await runInDurableObject(leagueStub(leagueId), (instance: League) => {
    instance.deliveryFetch = async (_input, init) => {
      sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return new Response(null, { status: 204 });
    };
  });
  return sent;
}
