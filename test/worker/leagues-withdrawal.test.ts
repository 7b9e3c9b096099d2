// Withdrawal from a league (issue 22): fewer than half their games finished, a player's
// results are cancelled; otherwise their open games are lost by forfeit. Either way their
// open games end at once in their rooms.
import { describe, expect, it } from "vitest";
import type { LeagueWithdrawal } from "../../src/contract/league.ts";
import { call, getGame } from "./client.ts";
import { createLeague, deliver, finishGame, fireAlarm, getLeague, joinLeague, leagueStub, me, seatToken, startLeague } from "./league-client.ts";

/** A started five-player round-robin, with every player's link. */
async function fivePlayers() {
  const league = await createLeague({ maxPlayers: 5 });
  const players: Record<string, string> = {};
  for (const name of ["Ann", "Bo", "Cy", "Di", "Ed"]) players[name] = (await joinLeague(league, name)).token;
  await startLeague(league);
  return { league, players };
}

/** Plays `count` of Ed's games to a win for Ed's opponent; returns their ids. */
async function edLoses(leagueId: string, players: Record<string, string>, count: number): Promise<string[]> {
  const eds = (await me(leagueId, players.Ed)).games.slice(0, count);
  for (const game of eds) {
    const opponent = (await me(leagueId, players[game.opponent])).games.find((g) => g.id === game.id)!;
    const tokens = game.side === "white" ? { white: seatToken(game.url), black: seatToken(opponent.url) } : { white: seatToken(opponent.url), black: seatToken(game.url) };
    await finishGame(leagueId, game.id, tokens, game.side === "white" ? "0-1" : "1-0");
  }
  return eds.map((g) => g.id);
}

async function withdraw(leagueId: string, token: string, json: unknown = {}): Promise<LeagueWithdrawal> {
  const res = await call(`/api/leagues/${leagueId}/withdraw`, { method: "POST", token, json });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as LeagueWithdrawal;
}

describe("withdrawal", () => {
  it("lets a player leave a league that has not started: gone from the list, the name free again", async () => {
    const league = await createLeague();
    const ann = await joinLeague(league, "Ann");
    await joinLeague(league, "Bo");
    expect(await withdraw(league.id, ann.token)).toEqual({ name: "Ann", rule: "cancelled", ended: [] });
    expect((await getLeague(league.id)).players).toEqual([{ name: "Bo", withdrawn: false }]);
    expect((await call(`/api/leagues/${league.id}/me`, { token: ann.token })).status).toBe(403);
    await joinLeague(league, "Ann");
  });

  it("cancels every result of a player who finished fewer than half their games, and ends their open games", async () => {
    const { league, players } = await fivePlayers();
    const [lost] = await edLoses(league.id, players, 1);
    const before = await getLeague(league.id);
    // the win; the winner's bye waits for its round to be played
    expect(before.standings.find((r) => r.played === 1 && r.name !== "Ed")!.points).toBe(1);

    const out = await withdraw(league.id, players.Ed); // Ed's own link
    expect(out.rule).toBe("cancelled");
    expect(out.ended).toHaveLength(3);
    const view = await getLeague(league.id);
    expect(view.players.find((p) => p.name === "Ed")).toEqual({ name: "Ed", withdrawn: true });
    const eds = view.rounds.flatMap((r) => r.games).filter((g) => g.white === "Ed" || g.black === "Ed");
    expect(eds.every((g) => g.annulled)).toBe(true);
    expect(eds.find((g) => g.id === lost)!.result).not.toBeNull();
    // the win over Ed counts for nobody now: the bye is all anyone has
    expect(view.standings.filter((r) => r.name !== "Ed").every((r) => r.played === 0)).toBe(true);
    expect(view.standings.find((r) => r.name === "Ed")!.points).toBe(0); // the bye went with the results

    // the league ends the open games in their rooms (by alarm), and their reports change nothing
    await fireAlarm(leagueStub(league.id));
    for (const id of out.ended) {
      expect((await getGame(id)).status).toBe("finished");
      await deliver(league.id, id);
    }
    const after = await getLeague(league.id);
    expect(after.rounds.flatMap((r) => r.games).filter((g) => out.ended.includes(g.id)).every((g) => g.result === null && g.annulled)).toBe(true);
    expect(after.standings).toEqual(view.standings);
    expect((await me(league.id, players.Ed)).withdrawn).toBe(true);
    // once is enough
    expect((await call(`/api/leagues/${league.id}/withdraw`, { method: "POST", token: players.Ed, json: {} })).status).toBe(409);
  });

  it("forfeits the open games of a player who finished at least half (the organizer withdrawing them by name)", async () => {
    const { league, players } = await fivePlayers();
    await edLoses(league.id, players, 2);
    // a player's own link cannot withdraw someone else
    expect((await call(`/api/leagues/${league.id}/withdraw`, { method: "POST", token: players.Ann, json: { name: "Ed" } })).status).toBe(403);
    const out = await withdraw(league.id, league.organizer.token, { name: "ed" });
    expect(out).toMatchObject({ name: "Ed", rule: "forfeited" });
    expect(out.ended).toHaveLength(2);
    const view = await getLeague(league.id);
    const open = view.rounds.flatMap((r) => r.games).filter((g) => out.ended.includes(g.id));
    for (const game of open) expect(game.result).toBe(game.white === "Ed" ? "-/+" : "+/-");
    // Ed loses all four games and keeps the bye, whose point counts once the other games of its round are played
    const byeRound = view.rounds.find((r) => r.bye === "Ed")!;
    const byePlayed = byeRound.games.every((g) => g.result !== null || g.annulled);
    expect(view.standings.find((r) => r.name === "Ed")).toMatchObject({ points: byePlayed ? 1 : 0, played: 4 });

    await fireAlarm(leagueStub(league.id));
    for (const id of out.ended) {
      const game = await getGame(id);
      expect(game.status).toBe("finished");
      expect(game.outcome).toMatchObject({ status: "win", reason: "resignation" });
      await deliver(league.id, id); // the room's resignation reaches the league: the forfeit stands
    }
    expect((await getLeague(league.id)).standings).toEqual(view.standings);
    expect((await call(`/api/leagues/${league.id}/withdraw`, { method: "POST", token: league.organizer.token, json: { name: "Zed" } })).status).toBe(404);
  });
});
