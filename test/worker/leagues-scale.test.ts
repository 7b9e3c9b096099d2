// A league larger than one batch (issue 22, scale): the start answers once the pairings are
// recorded, and the games follow by alarm a batch a wake, each created exactly once.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CREATION_BATCH } from "../../src/worker/league/game-creation.ts";
import { START_GRACE_MS } from "../../src/worker/league/league.ts";
import { call } from "./client.ts";
import { createAllGames, createLeague, getLeague, joinLeague, leagueStub, startLeague } from "./league-client.ts";

describe("a league of more games than a batch", () => {
  it("answers the start at once and creates the games by alarm a batch a wake, every game once", async () => {
    const league = await createLeague({ maxPlayers: 12, double: true });
    for (let i = 1; i <= 12; i++) await joinLeague(league, `Player ${i}`);
    const before = Date.now();
    const started = await startLeague(league, { createGames: false });
    // the first batch waits a moment, so that the answer (the whole table) is out before rooms are made beside it
    const firstWake = await runInDurableObject(leagueStub(league.id), (_l, state) => state.storage.getAlarm());
    expect(firstWake).toBeGreaterThanOrEqual(before + START_GRACE_MS);
    const games = started.rounds.flatMap((r) => r.games);
    expect(games).toHaveLength(132); // 12 players, every pair twice
    expect(new Set(games.map((g) => g.id)).size).toBe(132);
    expect(started.gamesPending).toBe(132); // the answer comes once the pairings are recorded, before any room
    expect(CREATION_BATCH).toBeLessThan(132); // so this league takes several wakes

    await createAllGames(league.id);
    const view = await getLeague(league.id);
    expect(view.gamesPending).toBe(0);
    // the same ids as recorded at the start, each a game between its two players
    expect(view.rounds.flatMap((r) => r.games).map((g) => g.id)).toEqual(games.map((g) => g.id));
    for (const game of games.filter((_, i) => i % 11 === 0)) {
      const snapshot = (await (await call(`/api/games/${game.id}`)).json()) as { names: { white: string; black: string }; ply: number };
      expect(snapshot.names).toEqual({ white: game.white, black: game.black });
      expect(snapshot.ply).toBe(0);
    }
  });
});
