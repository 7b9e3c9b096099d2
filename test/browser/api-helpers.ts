/** Browser-test steps that go straight to the HTTP API: games created and played without a page. */
import { expect, type APIRequestContext } from "@playwright/test";

export interface ApiGame {
  readonly id: string;
  readonly tokens: { readonly white: string; readonly black: string };
}

/**
 * Creates a game through `POST /api/games`. A creation answers in 28 ms (p50) and 49 ms
 * (p99) under three clients at once (1,000 in a row against wrangler dev, /tmp/stress.mjs
 * in the issue-29 note); one CI run saw a single POST left unanswered for 10 s while every
 * other request of both workers was answered, the dev server's connection rather than the
 * Worker. So a creation unanswered in 10 s is sent once more (a stray game harms no test)
 * and the test goes on; two in a row still fail it. A loaded run saw two 5 s waits in a row
 * go unanswered, so the waits are 10 s and then 20 s.
 */
export async function createGameByApi(request: APIRequestContext, variant = "the-pit", names = { white: "Ann", black: "Bo" }): Promise<ApiGame> {
  const create = (timeout: number) => request.post("/api/games", { data: { variant, side: "white", names }, timeout });
  const response = await create(10_000).catch((error: unknown) => {
    console.warn(`POST /api/games unanswered in 10 s, sent again: ${String(error).split("\n")[0]}`);
    return create(20_000);
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { id: string; seats: { white: { token: string }; black: { token: string } } };
  return { id: body.id, tokens: { white: body.seats.white.token, black: body.seats.black.token } };
}

/** Plays `moves` in turn, White first, from ply `from`, with each side's seat token. */
export async function playByApi(request: APIRequestContext, game: ApiGame, moves: readonly string[], from = 0): Promise<void> {
  for (const [i, move] of moves.entries()) {
    const ply = from + i;
    const token = ply % 2 === 0 ? game.tokens.white : game.tokens.black;
    const response = await request.post(`/api/games/${game.id}/moves`, { data: { move, ply }, headers: { Authorization: `Bearer ${token}` } });
    expect(response.status(), `move ${move} at ply ${ply}`).toBe(200);
  }
}

export async function resignByApi(request: APIRequestContext, game: ApiGame, side: "white" | "black"): Promise<void> {
  const response = await request.post(`/api/games/${game.id}/resign`, { data: {}, headers: { Authorization: `Bearer ${game.tokens[side]}` } });
  expect(response.status()).toBe(200);
}

/** The opening of a real game of The Pit (test/fixtures/records/the-pit/bare-kings.pgn). */
export const PIT_OPENING = ["e2-e3", "Hh10-i8", "Hc1-e2", "Hi8-b8", "Hh1-g3"] as const;

export interface ApiLeague {
  readonly id: string;
  readonly organizerToken: string;
  /** Each player's own link, site-relative (`/l/<id>#player=<token>`), by name. */
  readonly players: Readonly<Record<string, string>>;
}

/** Creates a league of The Pit through `POST /api/leagues`, joins `names` and, with `start`, starts it. */
export async function createLeagueByApi(request: APIRequestContext, names: readonly string[], options: { format?: "round-robin" | "swiss"; start?: boolean; name?: string } = {}): Promise<ApiLeague> {
  const format = options.format ?? "round-robin";
  const created = await request.post("/api/leagues", {
    data: { name: options.name ?? "Club league", variant: "the-pit", format, ...(format === "swiss" ? { rounds: 3 } : {}), timeControl: null, maxPlayers: 8 },
  });
  expect(created.status()).toBe(201);
  const league = (await created.json()) as { id: string; organizer: { token: string }; joinUrl: string };
  const code = new URL(league.joinUrl).hash.replace("#join=", "");
  const players: Record<string, string> = {};
  for (const name of names) {
    const joined = await request.post(`/api/leagues/${league.id}/players`, { data: { name, code } });
    expect(joined.status(), `${name} joins`).toBe(201);
    const url = new URL(((await joined.json()) as { url: string }).url);
    players[name] = url.pathname + url.hash;
  }
  if (options.start) {
    const started = await request.post(`/api/leagues/${league.id}/start`, { data: {}, headers: { Authorization: `Bearer ${league.organizer.token}` } });
    expect(started.status()).toBe(200);
  }
  return { id: league.id, organizerToken: league.organizer.token, players };
}
