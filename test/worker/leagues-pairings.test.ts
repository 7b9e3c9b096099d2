// Pairings as the API gives them (issue 22 follow-up): the smallest Swiss that uses every
// rule of its byes and rematches, and a double round-robin's second cycle.
import { describe, expect, it } from "vitest";
import { createAllGames, createLeague, finishGame, getLeague, joinLeague, me, seatToken, startLeague } from "./league-client.ts";

const pairKey = (g: { white: string; black: string }) => [g.white, g.black].sort().join("-");

describe("pairings through the API", () => {
  it("a Swiss of 3 players over 3 rounds: the bye rotates (one each), no pair meets twice", async () => {
    const league = await createLeague({ format: "swiss", rounds: 3, maxPlayers: 3 });
    const players: Record<string, string> = {};
    for (const name of ["Ann", "Bo", "Cy"]) players[name] = (await joinLeague(league, name)).token;
    await startLeague(league);
    for (let round = 1; round <= 3; round++) {
      const view = await getLeague(league.id);
      expect(view.rounds).toHaveLength(round);
      await createAllGames(league.id);
      const [game] = view.rounds[round - 1].games;
      const seats = { white: "", black: "" };
      for (const token of Object.values(players)) {
        for (const seat of (await me(league.id, token)).games) if (seat.id === game.id) seats[seat.side] = seatToken(seat.url);
      }
      await finishGame(league.id, game.id, seats, round === 2 ? "0-1" : "1-0");
    }
    const done = await getLeague(league.id);
    expect(done.status).toBe("finished");
    expect(done.rounds).toHaveLength(3);
    expect(done.rounds.every((r) => r.games.length === 1)).toBe(true);
    expect(done.rounds.map((r) => r.bye).sort()).toEqual(["Ann", "Bo", "Cy"]);
    expect(new Set(done.rounds.map((r) => pairKey(r.games[0]))).size).toBe(3);
    // a point a bye, a point a game: six points in all
    expect(done.standings.reduce((sum, row) => sum + row.points, 0)).toBe(6);
  });

  it("a double round-robin of 4: 12 games, every pair twice with the colours swapped", async () => {
    const league = await createLeague({ double: true, maxPlayers: 4 });
    for (const name of ["Ann", "Bo", "Cy", "Di"]) await joinLeague(league, name);
    const started = await startLeague(league);
    const games = started.rounds.flatMap((r) => r.games);
    expect(started.rounds).toHaveLength(6);
    expect(games).toHaveLength(12);
    expect(started.rounds.every((r) => r.bye === null)).toBe(true);
    const byPair = new Map<string, typeof games>();
    for (const game of games) byPair.set(pairKey(game), [...(byPair.get(pairKey(game)) ?? []), game]);
    expect(byPair.size).toBe(6);
    for (const [first, second] of byPair.values()) {
      expect(second).toBeDefined();
      expect([second.white, second.black]).toEqual([first.black, first.white]);
    }
    // every player: three Whites and three Blacks
    for (const name of ["Ann", "Bo", "Cy", "Di"]) expect(games.filter((g) => g.white === name)).toHaveLength(3);
    expect((await getLeague(league.id)).gamesPending).toBe(0);
  });
});
