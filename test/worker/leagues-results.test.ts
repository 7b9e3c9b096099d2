/**
 * Every league result arrives (issue 29 item 8): a five-player round-robin's standings once
 * lacked a finished game's result for more than a minute. The path is a room's outbox
 * (lifecycle/league-outbox.ts) delivered by the room's alarm; these tests end games in every
 * way, then run only the alarms the objects themselves set (runDurableObjectAlarm runs an
 * alarm only when one is set), so a report left without an alarm, or never marked due, fails.
 */
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { LeagueView } from "../../src/contract/league.ts";
import { leagueSeatToken } from "../../src/worker/league/seat-links.ts";
import type { GameRoom } from "../../src/worker/game-room.ts";
import { hashToken } from "../../src/worker/tokens.ts";
import { act, roomStub } from "./client.ts";
import { createAllGames, createLeague, getLeague, joinLeague, leagueStub, startLeague } from "./league-client.ts";

const SECRET = env.LEAGUE_SECRET ?? "";

/** A game's two seat tokens, as the league derives them. */
async function seatTokens(leagueId: string, gameId: string): Promise<{ white: string; black: string }> {
  return { white: await leagueSeatToken(SECRET, leagueId, gameId, "white"), black: await leagueSeatToken(SECRET, leagueId, gameId, "black") };
}

/** How many reports a room still owes its league (0: none, or not linked). */
function reportsOwed(gameId: string): Promise<number> {
  return runInDurableObject(roomStub(gameId), (_room: GameRoom, state) => {
    const linked = state.storage.sql.exec("SELECT name FROM sqlite_master WHERE name = 'league_link'").toArray().length > 0;
    return linked ? Number(state.storage.sql.exec("SELECT due FROM league_link").toArray()[0]?.due ?? 0) : 0;
  });
}

/** Runs each object's alarm if, and only if, it set one itself. */
async function runOwnAlarms(leagueId: string, gameIds: readonly string[]): Promise<void> {
  for (const id of gameIds) await runDurableObjectAlarm(roomStub(id));
  await runDurableObjectAlarm(leagueStub(leagueId));
}

const games = (view: LeagueView) => view.rounds.flatMap((round) => round.games);

describe("league results", () => {
  it("arrive from a game that ended before its room was linked to the league", async () => {
    // The start sets the league's alarm to create its games at once; the test deletes it to
    // make the rooms itself, but on a loaded machine the alarm can fire first and create
    // the room (then `create` answers 409 exists): that league cannot show the gap, so a
    // fresh one is tried, a few times at most.
    const setUp = async () => {
      const league = await createLeague();
      await joinLeague(league, "Ann");
      await joinLeague(league, "Bo");
      await startLeague(league, { createGames: false });
      // the league creates its games by its alarm: here the test does, one step at a time
      await runInDurableObject(leagueStub(league.id), (_league: unknown, state) => state.storage.deleteAlarm());
      const [game] = games(await getLeague(league.id));
      // as the league's batch creates the room (league/game-creation.ts), and a seat ends the game
      // before the batch links it: the league still creates and links it, and must hear the result
      const tokens = await seatTokens(league.id, game.id);
      const created = await roomStub(game.id).create({
        id: game.id,
        variant: "the-pit",
        options: {},
        names: { white: game.white, black: game.black },
        tokenHashes: { white: await hashToken(tokens.white), black: await hashToken(tokens.black) },
        timeControl: null,
        origin: "https://pigeon.test",
        computer: null,
      });
      if (!created.ok) {
        expect(created.error.code, "the only refusal expected: the league's own alarm made the room first").toBe("exists");
        return undefined;
      }
      return { league, game, tokens };
    };
    let made: Awaited<ReturnType<typeof setUp>>;
    for (let attempt = 0; attempt < 3 && made === undefined; attempt++) made = await setUp();
    expect(made, "three leagues' alarms all made their room before the test could").toBeDefined();
    const { league, game, tokens } = made!;
    const resigned = await act(game.id, "resign", tokens.white);
    expect(resigned.status, await resigned.clone().text()).toBe(200);
    expect(await reportsOwed(game.id)).toBe(0); // not linked yet: nothing to owe
    // linking marks the report due and sets the room's alarm (which may fire on its own at once)
    await createAllGames(league.id);
    await runOwnAlarms(league.id, [game.id]);
    expect(games(await getLeague(league.id))[0].result).toBe("0-1");
    expect(await reportsOwed(game.id)).toBe(0);
  });

  it("all arrive in ten five-player round-robins, every game ended (resigned, drawn, aborted, played)", { timeout: 300_000 }, async () => {
    const leagues = [];
    for (let i = 0; i < 10; i++) {
      const league = await createLeague({ name: `Round-robin ${i}` });
      for (const name of ["Ann", "Bo", "Cy", "Di", "Ed"]) await joinLeague(league, name);
      await startLeague(league);
      leagues.push(league);
    }
    let ended = 0;
    for (const league of leagues) {
      const ids: string[] = [];
      // a round-robin pairs every round at the start; a format that pairs later would show more games after each pass
      for (let pass = 0; pass < 10; pass++) {
        const open = games(await getLeague(league.id)).filter((g) => g.result === null && !g.annulled && !ids.includes(g.id));
        if (open.length === 0) break;
        for (const game of open) {
          const tokens = await seatTokens(league.id, game.id);
          const way = ended++ % 4;
          const steps: [string, string, unknown][] =
            way === 0
              ? [["resign", tokens.black, {}]]
              : way === 1
                ? [["draw", tokens.white, { action: "offer" }], ["draw", tokens.black, { action: "accept" }]]
                : way === 2
                  ? [["abort", tokens.black, {}]]
                  : [["moves", tokens.white, { move: "a2-a3", ply: 0 }], ["moves", tokens.black, { move: "a9-a8", ply: 1 }], ["resign", tokens.white, {}]];
          for (const [what, token, json] of steps) {
            const res = await act(game.id, what, token, json);
            expect(res.status, `${what}: ${await res.clone().text()}`).toBe(200);
          }
          ids.push(game.id);
        }
        await runOwnAlarms(league.id, ids);
      }
      const view = await getLeague(league.id);
      const missing = games(view).filter((g) => g.result === null && !g.annulled);
      expect(missing, `${league.id}: games without a result`).toEqual([]);
      for (const id of ids) expect(await reportsOwed(id), id).toBe(0);
      expect(games(view)).toHaveLength(10);
      expect(view.status).toBe("finished");
      // the standings count every game (a point each) and every bye (a point: five players, one sits out each round)
      expect(view.standings.reduce((sum, row) => sum + row.points, 0)).toBe(10 + view.rounds.filter((round) => round.bye).length);
    }
  });
});
