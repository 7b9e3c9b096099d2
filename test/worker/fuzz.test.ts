// Standing fuzz (issue 12, item 6): at least 10,000 generated requests across every route,
// inside workerd, with every kind of bad input. Whatever comes in: never a 5xx, every
// error in the JSON error shape, and no game, archive row or notice setting changes
// unless the request was one that may change it (a write that the API accepted).
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getGame as engineGame } from "../../src/engine/registry.ts";
import type { CreatedGame } from "../../src/contract/api.ts";
import { call, createGame, getGame, playAll } from "./client.ts";

// 4,000 in CI (since fuzz-routes.test.ts holds every route to the corpus one by one, this
// broad random walk need not carry the whole load: at 10,000 it was 100 of the Worker
// phase's 144 s)
const RUNS = 4_000;
/** Fixed, so a failure reproduces; fast-check prints the seed and the shrunk request. */
const SEED = 20261124;

/** Each game route with the method it answers; a probe mostly uses it, sometimes any other. */
const GAME_ROUTES: readonly [string, string][] = [
  ["", "GET"],
  ["/moves", "POST"],
  ["/resign", "POST"],
  ["/abort", "POST"],
  ["/draw", "POST"],
  ["/takeback", "POST"],
  ["/rematch", "POST"],
  ["/record", "GET"],
  ["/seat", "GET"],
  ["/notices", "GET"],
  ["/notices", "PUT"],
  ["/recovery", "POST"],
  ["/notes", "GET"],
  ["/notes", "PUT"],
  ["/socket", "GET"],
];
const OTHER_ROUTES: readonly [string, string][] = [
  ["/api/games", "POST"],
  ["/api/import", "POST"],
  ["/api/recover", "POST"],
  ["/api/variants", "GET"],
  ["/api/push-key", "GET"],
  ["/api/archive/summary", "GET"],
  ["/api/nothing", "GET"],
];
const PAGE_ROUTES = ["/g/", "/embed/", "/og/", "/og/league/", "/l/"];
const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS"];
/** Writes that may change a game, an archive or notice settings when the API accepts them. */
const CHANGING = /^\/api\/(games(\/[^/]+\/(moves|resign|abort|draw|takeback|rematch|notices|notes|recovery))?|import|recover)$/;

interface Probe {
  readonly method: string;
  readonly path: string;
  readonly token: string | undefined;
  readonly body: string | undefined;
  readonly contentType: string | undefined;
}

/** What a refused write must not move: the game it named (moves, offers, notices, notes), and the archive. */
async function watched(game: CreatedGame | undefined, route: string): Promise<string> {
  if (!game) {
    const archive = await env.DB.prepare("SELECT COUNT(*) AS n FROM finished_games").first<{ n: number }>();
    return `archive ${archive?.n}`;
  }
  const s = await getGame(game.id);
  // presence and the clock's wording are not state: versions, moves and positions are
  const state = JSON.stringify([s.version, s.ply, s.moves, s.position, s.status, s.offers, s.outcome]);
  if (route !== "/notices" && route !== "/notes") return state;
  const notices = await Promise.all((["white", "black"] as const).map(async (side) => (await call(`/api/games/${game.id}${route}`, { token: game.seats[side].token })).text()));
  return `${state} ${notices.join(" ")}`;
}

function probes(games: readonly CreatedGame[], legalMoves: readonly string[]): fc.Arbitrary<Probe> {
  const [a, b] = games;
  const id = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(a.id, b.id) },
    { weight: 2, arbitrary: fc.stringMatching(/^[a-km-np-z2-9]{10}$/) },
    { weight: 1, arbitrary: fc.string({ maxLength: 24 }).map(encodeURIComponent) },
    { weight: 1, arbitrary: fc.constantFrom("ABCDEFGHIJ", "abcdefghi", "abcdefghijk", "..", "%00", "lo01lo01lo", `${a.id}.png`) },
  );
  const token = fc.oneof(
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 4, arbitrary: fc.constantFrom(a.seats.white.token, a.seats.black.token, b.seats.white.token, b.seats.black.token) },
    { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
  );
  const move = fc.oneof(fc.constantFrom(...legalMoves), fc.string({ maxLength: 12 }), fc.constantFrom("push", "Q@e4", "e2-e4", "a2-a9", "K@@", "", "x".repeat(300)));
  const ply = fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 0, max: 4 }) },
    { weight: 1, arbitrary: fc.integer({ min: -2, max: 1_000_001 }) },
    { weight: 1, arbitrary: fc.constantFrom(1e9, 1.5, Number.NaN, null) },
    { weight: 1, arbitrary: fc.string({ maxLength: 3 }) },
  );
  const json = fc.oneof(
    fc.record({ move, ply }, { requiredKeys: [] }),
    fc.record({ action: fc.oneof(fc.constantFrom("offer", "accept", "decline"), fc.string({ maxLength: 8 })) }, { requiredKeys: [] }),
    fc.record({ variant: fc.oneof(fc.constantFrom("the-pit", "pit-of-pillars", "inside-out", "chess"), fc.string()), names: fc.anything(), timeControl: fc.anything(), side: fc.anything(), options: fc.anything() }, { requiredKeys: [] }),
    fc.record({ webhook: fc.oneof(fc.constant(null), fc.webUrl(), fc.string()), push: fc.anything() }, { requiredKeys: [] }),
    fc.record({ text: fc.oneof(fc.string({ unit: "binary", maxLength: 60 }), fc.constantFrom("😀".repeat(4001), "a\r\nb\u0007", "")) }, { requiredKeys: [] }),
    fc.record({ code: fc.oneof(fc.stringMatching(/^[a-km-np-z2-9]{10}-[a-km-np-z2-9]{8}$/), fc.string()) }, { requiredKeys: [] }),
    fc.record({ record: fc.oneof(fc.string(), fc.constantFrom('[Variant "the-pit"]\n\n1. a2-a3 {', '[Variant "x"]', '[Variant "the-pit"]\n[White "\u0007"]\n[Result "1-0"]\n\n1. a2-a3 1-0')), save: fc.anything() }, { requiredKeys: [] }),
    fc.anything(),
  );
  const body = fc.oneof(
    { weight: 6, arbitrary: json.map((value) => JSON.stringify(value) ?? "null") },
    { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 1, arbitrary: fc.constantFrom("", "{", "null", "[]", '{"move":', "\u0000", "x".repeat(20_000), `{"record":"${"{".repeat(300_000)}"}`) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  const query = fc.oneof(
    fc.constant(""),
    fc.dictionary(fc.constantFrom("variant", "result", "termination", "player", "from", "to", "cursor", "limit", "url", "format", "maxwidth", "ply", "w"), fc.string({ maxLength: 12 }), { maxKeys: 4 }).map((q) => `?${new URLSearchParams(q)}`),
    fc.constantFrom("?limit=0", "?cursor=%%%", "?from=2026-02-30", `?url=${encodeURIComponent(`https://pigeon.test/g/${a.id}`)}`, "?ply=-1&w=99999"),
  );
  const method = (usual: string) =>
    fc.oneof({ weight: 6, arbitrary: fc.constant(usual) }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) });
  const target = fc.oneof(
    {
      weight: 8,
      // moves get half of the game requests: they are where the rules run
      arbitrary: fc.tuple(id, fc.oneof(fc.constant(GAME_ROUTES[1]), fc.constantFrom(...GAME_ROUTES))).chain(([gameId, [route, usual]]) =>
        fc.record({
          path: fc.constant(`/api/games/${gameId}${route}`),
          method: method(usual),
          // a move-shaped body most of the time, so that moves reach the turn, ply and rules checks
          body: route === "/moves" ? fc.oneof({ weight: 4, arbitrary: fc.record({ move, ply }).map((m) => JSON.stringify(m)) }, { weight: 1, arbitrary: body }) : body,
        }),
      ),
    },
    { weight: 2, arbitrary: fc.constantFrom(...OTHER_ROUTES).chain(([path, usual]) => fc.record({ path: fc.constant(path), method: method(usual) })) },
    { weight: 2, arbitrary: fc.record({ path: query.map((q) => `/api/archive${q}`), method: method("GET") }) },
    { weight: 1, arbitrary: fc.record({ path: query.map((q) => `/oembed${q}`), method: method("GET") }) },
    {
      weight: 1,
      arbitrary: fc.record({
        path: fc.tuple(fc.constantFrom(...PAGE_ROUTES), id, query).map(([route, gameId, q]) => `${route}${gameId}${route.startsWith("/og/") ? ".png" : ""}${q}`),
        method: method("GET"),
      }),
    },
  );
  return fc
    .record({ target, token, otherBody: body, contentType: fc.constantFrom(undefined, "application/json", "text/plain") })
    .map(({ target: t, otherBody, token: bearer, contentType }) => ({
      path: t.path,
      method: t.method,
      body: "body" in t ? (t.body as string | undefined) : otherBody,
      token: bearer,
      contentType,
    }));
}

describe("standing fuzz", () => {
  it(`answers ${RUNS.toLocaleString("en")} generated requests without a 5xx, in the error shape, changing nothing it refused`, async () => {
    const games = [await createGame(), await createGame({ variant: "pit-of-pillars" })];
    await playAll(games[0], ["a2-a3", "a9-a8"]);
    const pit = engineGame("the-pit")!;
    const legalAfterTwo = (() => {
      const start = pit.setup();
      if (!start.ok) throw new Error("no start");
      let state = start.value;
      for (const text of ["a2-a3", "a9-a8"]) {
        const played = pit.play(state, text);
        if (!played.ok) throw new Error(text);
        state = played.value.state;
      }
      return pit.legalMoves(state).map((m) => m.text);
    })();
    let accepted = 0;
    const statuses = new Map<number, number>();

    await fc.assert(
      fc.asyncProperty(probes(games, legalAfterTwo), async (probe) => {
        const pathOnly = probe.path.split("?")[0];
        const target = games.find((g) => pathOnly.startsWith(`/api/games/${g.id}`));
        const route = target ? pathOnly.slice(`/api/games/${target.id}`.length) : pathOnly;
        const isWrite = ["POST", "PUT", "DELETE", "PATCH"].includes(probe.method) && pathOnly.startsWith("/api/");
        const before = isWrite ? await watched(target, route) : "";

        const headers: Record<string, string> = {};
        if (probe.token !== undefined) headers.Authorization = `Bearer ${probe.token}`;
        if (probe.contentType) headers["Content-Type"] = probe.contentType;
        const withBody = probe.body !== undefined && !["GET", "HEAD"].includes(probe.method);
        const res = await call(probe.path, { method: probe.method, headers, body: withBody ? probe.body : undefined });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        // 501 is oEmbed's own answer for a format or size it cannot serve (its spec asks for it)
        if (!(res.status === 501 && pathOnly === "/oembed")) expect(res.status, `${probe.method} ${probe.path}`).toBeLessThan(500);
        // a preview image is read as bytes: only errors (JSON) are read as text
        const image = res.headers.get("Content-Type")?.startsWith("image/") ?? false;
        const text = probe.method === "HEAD" ? "" : image ? (await res.arrayBuffer(), "") : await res.text();
        const isApi = pathOnly.startsWith("/api/") || pathOnly === "/oembed" || pathOnly.startsWith("/og/");
        if (res.status >= 400 && isApi && probe.method !== "HEAD") {
          const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
          expect(typeof body.error?.code, text).toBe("string");
          expect(typeof body.error?.message, text).toBe("string");
        }
        const mayChange = res.status < 300 && ["POST", "PUT"].includes(probe.method) && CHANGING.test(pathOnly);
        if (mayChange) accepted++;
        else if (isWrite) expect(await watched(target, route), `${probe.method} ${probe.path} -> ${res.status}`).toBe(before);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    const summary = [...statuses].sort(([x], [y]) => x - y).map(([status, n]) => `${status}: ${n}`).join(", ");
    console.log(`fuzz: ${RUNS} requests (seed ${SEED}); ${accepted} accepted writes; statuses ${summary}`);
    expect([...statuses.values()].reduce((x, y) => x + y, 0)).toBe(RUNS);
  }, 600_000);
});
