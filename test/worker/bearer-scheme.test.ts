// `Authorization: bearer <token>` (issue 29 item 8): HTTP's auth scheme is case-blind (RFC
// 9110 section 11.1), so every route that reads a bearer (a game's seat, a league's player
// and organizer) takes `bearer`, `BEARER` and `Bearer`; the token itself stays exact.
import { describe, expect, it } from "vitest";
import { call, createGame, errorOf } from "./client.ts";
import { createLeague, joinLeague } from "./league-client.ts";

const SCHEMES = ["Bearer", "bearer", "BEARER", "bEaReR", "bearer  "];

/** `path` read with `Authorization: <scheme> <token>`, spelled exactly so. */
function withScheme(path: string, scheme: string, token: string, init: RequestInit = {}): Promise<Response> {
  return call(path, { ...init, headers: { Authorization: `${scheme} ${token}` } });
}

describe("the bearer scheme", () => {
  it("is case-blind for a game's seat, and the token is still checked", async () => {
    const game = await createGame();
    for (const scheme of SCHEMES) {
      const res = await withScheme(`/api/games/${game.id}/seat`, scheme, game.seats.black.token);
      expect(res.status, `${scheme}: ${await res.clone().text()}`).toBe(200);
      expect(await res.json()).toEqual({ side: "black" });
    }
    // a write too: the move is played
    const moved = await call(`/api/games/${game.id}/moves`, {
      method: "POST",
      headers: { Authorization: `bearer ${game.seats.white.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ move: "a2-a3", ply: 0 }),
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    // the token is not case-blind, and other schemes are not a bearer
    const swapped = game.seats.black.token.replace(/[a-z]/g, (ch) => ch.toUpperCase()).replace(/^[A-Z]/, (ch) => ch.toLowerCase());
    expect(swapped).not.toBe(game.seats.black.token);
    expect(await errorOf(await withScheme(`/api/games/${game.id}/seat`, "bearer", swapped))).toMatchObject({ status: 403, code: "wrong_token" });
    for (const scheme of ["Basic", "Bearerx", "Token"]) {
      expect(await errorOf(await withScheme(`/api/games/${game.id}/seat`, scheme, game.seats.black.token))).toMatchObject({ status: 403, code: "wrong_token" });
    }
  });

  it("is case-blind for a league's player and its organizer", async () => {
    const league = await createLeague();
    const ann = await joinLeague(league, "Ann");
    for (const scheme of SCHEMES) {
      const organizer = await withScheme(`/api/leagues/${league.id}/organizer`, scheme, league.organizer.token);
      expect(organizer.status, `${scheme}: ${await organizer.clone().text()}`).toBe(200);
      const mine = await withScheme(`/api/leagues/${league.id}/me`, scheme, ann.token);
      expect(mine.status, `${scheme}: ${await mine.clone().text()}`).toBe(200);
      expect(await mine.json()).toMatchObject({ name: "Ann" });
    }
  });
});
