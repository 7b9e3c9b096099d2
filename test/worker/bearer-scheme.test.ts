// `Authorization: bearer <token>` (issue 29 item 8): HTTP's auth scheme is case-blind (RFC
// 9110 section 11.1), so every route that reads a bearer (a game's seat, a league's player
// and organizer) takes `bearer`, `BEARER` and `Bearer`; the token itself stays exact.
import fc from "fast-check";
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

  it("reads any header a client can send as a 401, a 403 or the seat, never a 5xx, within a second (HOSTILE.md)", { timeout: 120_000 }, async () => {
    const game = await createGame();
    const token = game.seats.white.token;
    // header values a browser's fetch can carry (ASCII without line breaks), and the scheme in any case around a real or mangled token
    const scheme = fc.constantFrom("bearer", "Bearer", "BEARER", "bEARER", "Basic", "Bearer:", "");
    const value = fc.oneof(
      fc.string({ unit: fc.constantFrom(..." !\"#$%&'()*+,-./0123456789:;<=>?@ABZabz[\\]^_`{|}~\t"), maxLength: 200 }),
      fc.string({ unit: fc.integer({ min: 0x20, max: 0x7f }).map((code) => String.fromCharCode(code)), maxLength: 100 }),
      fc.tuple(scheme, fc.stringMatching(/^ {0,3}$/), fc.constantFrom(token, token.slice(1), `${token}=`, token.toLowerCase(), "")).map(([s, gap, t]) => `${s}${gap}${t}`),
    );
    await fc.assert(
      fc.asyncProperty(value, async (header) => {
        const started = Date.now();
        const res = await call(`/api/games/${game.id}/seat`, { headers: { Authorization: header } });
        expect(Date.now() - started).toBeLessThan(1_000);
        expect([200, 401, 403], `${JSON.stringify(header)}: ${res.status}`).toContain(res.status);
        const body = (await res.json()) as { side?: string; error?: { code: string } };
        // only a bearer of this seat's exact token opens it
        const isBearer = /^bearer +([A-Za-z0-9_-]{43})$/i.exec(header.trim())?.[1] === token;
        expect(res.status === 200, JSON.stringify(header)).toBe(isBearer);
        if (res.status === 200) expect(body.side).toBe("white");
        else expect(body.error?.code).toBe(res.status === 401 ? "missing_token" : "wrong_token");
        // a header that HTTP leaves empty (it strips spaces and tabs around a value) is no token at all
        expect(res.status === 401).toBe(header.replace(/^[ \t]+|[ \t]+$/g, "") === "");
      }),
      { numRuns: 150 },
    );
  });
});
