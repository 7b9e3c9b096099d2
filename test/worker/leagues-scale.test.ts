// A league larger than one batch (issue 22, scale): the start answers once the pairings are
// recorded, and the games follow by alarm a batch a wake, each created exactly once.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { LeagueView } from "../../src/contract/league.ts";
import { CREATION_BATCH } from "../../src/worker/league/game-creation.ts";
import { START_GRACE_MS, type League } from "../../src/worker/league/league.ts";
import type { LeagueStore } from "../../src/worker/league/league-store.ts";
import { leagueView } from "../../src/worker/league/view.ts";
import { call } from "./client.ts";
import { createAllGames, createLeague, finishGame, fireAlarm, getLeague, joinLeague, leagueStub, me, seatToken, startLeague } from "./league-client.ts";

/** The League's insides a test looks at: its cached view, and its store to build one afresh. */
type LeagueInsides = { shown: (LeagueView & { [PROBE]?: true }) | undefined; store: LeagueStore };
/** Marks a cached view: kept by the copies that update its pending count, gone when the view is built again (and never in its JSON). */
const PROBE = Symbol("probe");

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

  it("keeps its view through the creation of rooms: every read exact, none rebuilding the table", async () => {
    const league = await createLeague({ maxPlayers: 12, double: true });
    const players: { name: string; token: string }[] = [];
    for (let i = 1; i <= 12; i++) players.push({ name: `Player ${i}`, token: (await joinLeague(league, `Player ${i}`)).token });
    await startLeague(league, { createGames: false });
    const stub = leagueStub(league.id);
    const insides = (instance: League) => instance as unknown as LeagueInsides;
    expect((await getLeague(league.id)).gamesPending).toBe(132);
    await runInDurableObject(stub, (instance: League) => {
      insides(instance).shown![PROBE] = true;
    });
    const seen = new Set<number>();
    for (let pending = 132, wakes = 0; pending > 0; wakes++) {
      expect(wakes, "wakes").toBeLessThan(50);
      await fireAlarm(stub);
      const read = await call(`/api/leagues/${league.id}`);
      expect(read.headers.get("Content-Type")).toMatch(/^application\/json/);
      const view = (await read.json()) as LeagueView;
      // never more than before (the runtime's own alarm may have created a batch as well)
      expect(view.gamesPending).toBeLessThanOrEqual(pending);
      pending = view.gamesPending;
      seen.add(pending);
      // the text the route answers and a view built afresh from the store, at one moment
      // (rooms may be in creation meanwhile: the runtime's own alarm runs beside this one)
      const { text, fresh, kept } = await runInDurableObject(stub, async (instance: League) => {
        const answered = await instance.viewText();
        return { text: answered.ok ? answered.value : "", fresh: leagueView(insides(instance).store), kept: insides(instance).shown?.[PROBE] === true };
      });
      expect(JSON.parse(text)).toEqual(fresh);
      expect(kept, `wake ${wakes + 1}`).toBe(true);
    }
    // read between batches, not only at the end
    expect([...seen].some((pending) => pending > 0 && pending < 132)).toBe(true);

    // a result changes the table: built again, with the result
    const mine = await me(league.id, players[0].token);
    const game = mine.games[0];
    const opponent = players.find((p) => p.name === game.opponent)!;
    const theirs = (await me(league.id, opponent.token)).games.find((g) => g.id === game.id)!;
    const tokens = game.side === "white" ? { white: seatToken(game.url), black: seatToken(theirs.url) } : { white: seatToken(theirs.url), black: seatToken(game.url) };
    await finishGame(league.id, game.id, tokens, "1-0");
    const after = await getLeague(league.id);
    expect(after.rounds.flatMap((r) => r.games).find((g) => g.id === game.id)!.result).toBe("1-0");
    expect(await runInDurableObject(stub, (instance: League) => insides(instance).shown?.[PROBE])).toBeUndefined();
    await fireAlarm(stub);
    expect(await getLeague(league.id)).toEqual(await runInDurableObject(stub, (instance: League) => leagueView(insides(instance).store)));
  });

  it("shows a player their own games, and only theirs, every one", async () => {
    const league = await createLeague({ maxPlayers: 12, double: true });
    const players = [];
    for (let i = 1; i <= 12; i++) players.push(await joinLeague(league, `Player ${i}`));
    const started = await startLeague(league, { createGames: false });
    const mine = await me(league.id, players[4].token);
    const expected = started.rounds.flatMap((r) => r.games).filter((g) => g.white === "Player 5" || g.black === "Player 5");
    expect(mine.games.map((g) => g.id)).toEqual(expected.map((g) => g.id));
    expect(mine.games).toHaveLength(22);
    expect(mine.games.every((g) => g.status === "pending")).toBe(true);
  });
});
