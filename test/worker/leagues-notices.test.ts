// League notices (issue 22): turned on once for all of a player's games, current and future,
// and the league's own "round paired" and "league ended" notices.
import { describe, expect, it } from "vitest";
import { call } from "./client.ts";
import { createAllGames, createLeague, finishGame, fireAlarm, getLeague, joinLeague, leagueStub, me, recordLeagueNotices, seatToken, startLeague } from "./league-client.ts";

const HOOK = "https://hooks.example.com/league";

describe("league notices", () => {
  it("applies a player's notices to every game of theirs, and sends the league's own", async () => {
    const league = await createLeague({ format: "swiss", rounds: 2, maxPlayers: 4 });
    const players: Record<string, string> = {};
    for (const name of ["Ann", "Bo", "Cy", "Di"]) players[name] = (await joinLeague(league, name)).token;

    // the league's notices go through a local endpoint that records them
    const sent = await recordLeagueNotices(league.id);
    const set = await call(`/api/leagues/${league.id}/notices`, { method: "PUT", token: players.Ann, json: { webhook: HOOK } });
    expect(set.status, await set.clone().text()).toBe(200);
    expect(await set.json()).toEqual({ webhook: HOOK, push: false, pushAvailable: false });
    expect(await (await call(`/api/leagues/${league.id}/notices`, { token: players.Ann })).json()).toMatchObject({ webhook: HOOK });

    const started = await startLeague(league);
    await fireAlarm(leagueStub(league.id)); // the games' notice settings, by the league's alarm
    const [annsGame] = (await me(league.id, players.Ann)).games;
    const notices = await call(`/api/games/${annsGame.id}/notices`, { token: seatToken(annsGame.url) });
    expect(await notices.json()).toMatchObject({ webhook: HOOK });

    // round 1 ends: round 2 is paired, Ann hears of it, and her new game has her notices too
    const seats = new Map<string, { white: string; black: string }>();
    for (const token of Object.values(players)) {
      for (const game of (await me(league.id, token)).games) seats.set(game.id, { ...(seats.get(game.id) ?? { white: "", black: "" }), [game.side]: seatToken(game.url) });
    }
    for (const game of started.rounds[0].games) await finishGame(league.id, game.id, seats.get(game.id)!, "1-0");
    expect((await getLeague(league.id)).rounds).toHaveLength(2);
    await createAllGames(league.id);
    await fireAlarm(leagueStub(league.id));
    expect(sent).toContainEqual(expect.objectContaining({ event: "league-round", league: league.id, url: `https://pigeon.test/l/${league.id}` }));
    const second = (await me(league.id, players.Ann)).games.find((g) => g.round === 2)!;
    expect(await (await call(`/api/games/${second.id}/notices`, { token: seatToken(second.url) })).json()).toMatchObject({ webhook: HOOK });

    // a player's notices are theirs alone: Bo's games have none
    const [bosGame] = (await me(league.id, players.Bo)).games;
    expect(await (await call(`/api/games/${bosGame.id}/notices`, { token: seatToken(bosGame.url) })).json()).toMatchObject({ webhook: null });
  });
});
