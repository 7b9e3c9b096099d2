// The Worker answers /api/games/... from its own app on Hono's RegExpRouter and every
// other address from the full app (src/worker/index.ts, issue 34 item 5). These tests fail
// if the game app falls back to a slower router, or if the split changes which routes
// answer an address: for any path under /api/games, and any method, the game app's
// RegExpRouter finds the same routes, in the same order, as a TrieRouter over every route
// of the full app (what served them before the split).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RegExpRouter } from "hono/router/reg-exp-router";
import { TrieRouter } from "hono/router/trie-router";
import type { Router } from "hono/router";
import { app, gameApi, isGamePath } from "../../src/worker/index.ts";
import { FUZZ_SEED, fuzzRuns } from "../fuzz/corpus.ts";

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const ORIGIN = "https://pigeon.example";

type Routes = readonly { method: string; path: string }[];

/**
 * A router over `routes` whose handlers are the routes' names, "index METHOD path". Both
 * apps register the shared layers and then the game routes first, so a route has the same
 * index in both, and the same name means the same handler (there are three `/api/*` layers).
 */
function routerOf(router: Router<string>, routes: Routes): Router<string> {
  routes.forEach(({ method, path }, index) => router.add(method, path, `${index} ${method} ${path}`));
  return router;
}

const everyRoute = routerOf(new TrieRouter(), app.routes);
const gameRoutes = routerOf(new RegExpRouter(), gameApi.routes);

const names = (router: Router<string>, method: string, path: string) => router.match(method, path)[0].map(([name]) => name);
/**
 * The full app's routes for an address, each once: the TrieRouter lists a route twice when
 * a segment is written exactly as the route's parameter (`/api/games/:id` matches `:id`
 * as a literal and as a parameter); the first of the two answers, as it did before.
 */
const before = (method: string, path: string) => [...new Set(names(everyRoute, method, path))];

/** Addresses from the game routes' own paths, with their parameters and wildcards filled. */
const routeAddresses = gameApi.routes.filter(({ path }) => path.startsWith("/api/games")).map(({ path }) => path.replace(/:[a-z]+/g, "AbCdEfGh12").replace(/\*$/, "anything"));

describe("the game routes' router", () => {
  it("is the RegExpRouter, and it can hold every game route (it throws on one it cannot)", () => {
    expect(gameApi.router.name).toBe("RegExpRouter");
    expect(names(gameApi.router as Router<unknown> as Router<string>, "POST", "/api/games/AbCdEfGh12/moves").length).toBeGreaterThan(0);
  });

  it("serves every route of the full app under /api/games", () => {
    const underGames = app.routes.filter(({ path }) => path.startsWith("/api/games")).map(({ method, path }) => `${method} ${path}`);
    const inGameApi = new Set(gameApi.routes.map(({ method, path }) => `${method} ${path}`));
    expect(underGames.length).toBeGreaterThan(20);
    expect(underGames.filter((route) => !inGameApi.has(route))).toEqual([]);
  });

  it("finds the same routes as the full app for every game route's address and every method", () => {
    const addresses = [...routeAddresses, "/api/games", "/api/games/", "/api/gamesx", "/api/games/AbCdEfGh12/nothing", "/api/games/a/b/c"];
    for (const path of addresses) {
      expect(isGamePath(`${ORIGIN}${path}`)).toBe(true);
      for (const method of METHODS) expect(names(gameRoutes, method, path), `${method} ${path}`).toEqual(before(method, path));
    }
  });

  it("finds the same routes as the full app for any path it is given (fast-check)", () => {
    const segment = fc.oneof(fc.constantFrom("moves", "notes", "socket", "record", "AbCdEfGh12", "", "*", ":id", "%2F", "games"), fc.string({ maxLength: 12 }));
    const gamePath = fc.tuple(fc.constantFrom("/api/games", "/api/games/", "/api/gamesx"), fc.array(segment, { maxLength: 4 })).map(([head, rest]) => [head, ...rest].join("/").replace(/[?#]/g, ""));
    fc.assert(
      fc.property(gamePath, fc.constantFrom(...METHODS), (path, method) => {
        if (!isGamePath(`${ORIGIN}${path}`)) return;
        expect(names(gameRoutes, method, path)).toEqual(before(method, path));
      }),
      { seed: FUZZ_SEED, numRuns: fuzzRuns(500) },
    );
  });
});

describe("isGamePath", () => {
  it("sends addresses under /api/games to the game app, and nothing else", () => {
    expect(isGamePath("https://pigeon.example/api/games/AbCdEfGh12/moves")).toBe(true);
    expect(isGamePath("http://localhost:8787/api/games")).toBe(true);
    expect(isGamePath("http://localhost:8787/api/games?x=1")).toBe(true);
    expect(isGamePath("http://localhost:8787/api/archive")).toBe(false);
    expect(isGamePath("http://localhost:8787/g/api/games")).toBe(false);
    expect(isGamePath("http://localhost:8787/api/game")).toBe(false);
    expect(isGamePath("http://api.games.example/")).toBe(false);
    expect(isGamePath("http://localhost:8787/?/api/games")).toBe(false);
  });
});
