/** Browser-test steps that go straight to the HTTP API: games created and played without a page. */
import { expect, type APIRequestContext } from "@playwright/test";

export interface ApiGame {
  readonly id: string;
  readonly tokens: { readonly white: string; readonly black: string };
}

/** Creates a game through `POST /api/games`. */
export async function createGameByApi(request: APIRequestContext, variant = "the-pit", names = { white: "Ann", black: "Bo" }): Promise<ApiGame> {
  const response = await request.post("/api/games", { data: { variant, side: "white", names } });
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
