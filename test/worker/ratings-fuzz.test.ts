// The readers of issue 33's ratings routes under hostile input (HOSTILE.md; docs/fuzzing.md):
// the name in GET /api/players/:name, and the Pocket-Auth header of rated creation and
// acceptance. Never a 5xx, every refusal in the JSON error shape, and a refused rated
// game is never created nor its seat bound.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CreatedGame } from "../../src/contract/api.ts";
import { FUZZ_SEED, fuzzRuns, hostileField, JSON_SYNTAX, OTHER_LAYERS, randomText, UNICODE_EDGES } from "../fuzz/corpus.ts";
import { call, createGame, getGame } from "./client.ts";
import { namedPocket } from "./rated-client.ts";

const RUNS = fuzzRuns(200);

/** Percent-encodes what a URL path cannot hold, lone surrogates included (encodeURIComponent throws on those). */
function pathSegment(text: string): string {
  return [...text].map((ch) => (/^[\ud800-\udfff]$/.test(ch) ? "%ED%A0%80" : encodeURIComponent(ch))).join("");
}

function isRefusal(body: unknown): boolean {
  const error = (body as { error?: { code?: unknown; message?: unknown } }).error;
  return typeof error?.code === "string" && typeof error.message === "string";
}

describe("ratings' readers under hostile input", () => {
  it("GET /api/players/:name answers a profile or a 404 in the error shape, whatever the name", async () => {
    const names = fc.oneof(
      hostileField,
      fc.constantFrom(...UNICODE_EDGES, ...OTHER_LAYERS, "Computer level 0", "computer level 3", "Computer level 2 ", "%", "%E0%A4%A", "..", "a/b"),
      randomText(JSON_SYNTAX, 80),
    );
    await fc.assert(
      fc.asyncProperty(names, fc.boolean(), async (name, raw) => {
        const res = await call(`/api/players/${raw ? name.replace(/[\s/?#\ud800-\udfff]/g, "") : pathSegment(name)}`);
        expect(res.status === 200 || res.status === 404, `${res.status} for ${JSON.stringify(name)}`).toBe(true);
        const body = (await res.json()) as unknown;
        if (res.status === 404) expect(isRefusal(body)).toBe(true);
        else expect(body).toHaveProperty("ratings");
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });

  it("a hostile Pocket-Auth header creates no rated game and binds no seat", async () => {
    const real = await namedPocket("Fuzz Target");
    const game = await createGame({ variant: "the-pit" });
    const headers = fc.oneof(
      fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 90 }),
      fc.constantFrom("", " ", ".", `${real.keys.id}.`, `.${real.keys.auth}`, `${real.keys.id}.${real.keys.auth}x`, `${real.keys.id}.${"A".repeat(43)}`, `${"A".repeat(20)}.${real.keys.auth}`, `${real.keys.id}..${real.keys.auth}`),
    );
    await fc.assert(
      fc.asyncProperty(headers, async (header) => {
        const created = await call("/api/games", { method: "POST", json: { variant: "the-pit", rated: true }, headers: { "Pocket-Auth": header } });
        expect([401, 403, 404, 410], `${created.status} for ${JSON.stringify(header)}`).toContain(created.status);
        expect(isRefusal(await created.json())).toBe(true);
        const bound = await call(`/api/games/${game.id}/rated-seat`, { method: "POST", token: game.seats.black.token, json: {}, headers: { "Pocket-Auth": header } });
        expect([401, 403, 404, 409, 410]).toContain(bound.status);
        expect(isRefusal(await bound.json())).toBe(true);
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
    expect((await getGame(game.id)).rated).toBeNull();
    // the real pocket still creates a rated game: nothing above broke it
    const ok = await call("/api/games", { method: "POST", json: { variant: "the-pit", rated: true }, headers: { "Pocket-Auth": real.header } });
    expect(ok.status).toBe(201);
    expect((await getGame(((await ok.json()) as CreatedGame).id)).rated).not.toBeNull();
  });
});
