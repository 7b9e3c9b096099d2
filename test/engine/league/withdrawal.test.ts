import { describe, expect, it } from "vitest";
import { roundRobin } from "../../../src/engine/league/round-robin.ts";
import { standings } from "../../../src/engine/league/standings.ts";
import { withdraw } from "../../../src/engine/league/withdrawal.ts";
import type { LeagueGame, LeagueResult, LeagueRound } from "../../../src/engine/league/types.ts";

const FIVE = ["A", "B", "C", "D", "E"];

/** A 5-player round-robin (4 games each) with the first `played` rounds finished, White winning. */
function league(played: number, result: LeagueResult = "1-0"): LeagueRound[] {
  return roundRobin(FIVE).map((round, r) => ({
    bye: round.bye,
    games: round.games.map((game): LeagueGame => ({ ...game, result: r < played ? result : null })),
  }));
}

function applied(rounds: LeagueRound[], player: string, scheduled?: number) {
  const result = withdraw(rounds, player, scheduled);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const pointsOf = (rounds: LeagueRound[]): Record<string, number> =>
  Object.fromEntries(standings(FIVE, rounds, "round-robin").map((row) => [row.name, row.points]));

describe("withdrawal", () => {
  it("cancels every result of a player who finished fewer than half of their games", () => {
    // Berger round 1 for 5 players: A has the bye, B beats E, C beats D. E has finished 1 of 4.
    const before = league(1);
    const done = applied(before, "E");
    expect(done.rule).toBe("cancelled");
    const theirs = done.rounds.flatMap((round) => round.games).filter((g) => g.white === "E" || g.black === "E");
    expect(theirs).toHaveLength(4);
    expect(theirs.every((g) => g.annulled)).toBe(true);
    // their three open games end now; the finished one keeps its result in the record
    expect(done.ended).toHaveLength(3);
    expect(theirs[0]).toMatchObject({ white: "B", black: "E", result: "1-0" });
    // B's win over E now counts for nobody; the others keep theirs
    // every round of a round-robin is paired at the start, but a bye's point counts only once its round is
    // played: after round 1, only A's
    expect(pointsOf(before)).toEqual({ A: 1, B: 1, C: 1, D: 0, E: 0 });
    // (D's bye waits for its round; E's own bye is one of its results, cancelled too)
    expect(pointsOf(done.rounds)).toEqual({ A: 1, B: 0, C: 1, D: 0, E: 0 });
  });

  it("forfeits the unfinished games of a player who finished half or more", () => {
    const before = league(3, "1/2-1/2");
    const player = "A";
    const open = before.flatMap((round) => round.games).filter((g) => g.result === null && (g.white === player || g.black === player));
    const done = applied(before, player);
    expect(done.rule).toBe("forfeited");
    expect(done.ended).toHaveLength(open.length);
    for (const [r, g] of done.ended) {
      const game = done.rounds[r].games[g];
      expect(game.result).toBe(game.white === player ? "-/+" : "+/-");
      expect(game.annulled).toBeUndefined();
    }
    // finished games stand, and the forfeits count as wins for the opponents
    const opponents = open.map((g) => (g.white === player ? g.black : g.white));
    const points = pointsOf(done.rounds);
    for (const name of opponents) expect(points[name]).toBe(pointsOf(before)[name] + 1);
  });

  it("measures the half against the games scheduled, not only those paired (a Swiss)", () => {
    // one game of a 7-round Swiss finished: fewer than half, whatever has been paired so far
    const rounds: LeagueRound[] = [{ games: [{ white: "A", black: "B", result: "1-0" }], bye: "C" }];
    expect(applied(rounds, "A", 7).rule).toBe("cancelled");
    expect(applied(rounds, "A").rule).toBe("forfeited");
    const cancelled = applied(rounds, "C", 7);
    expect(cancelled.rounds[0].byeAnnulled).toBe(true);
    expect(standings(["A", "B", "C"], cancelled.rounds, "swiss").find((row) => row.name === "C")?.points).toBe(0);
  });

  it("refuses a player with no games", () => {
    const refused = withdraw(league(0), "Zed");
    expect(refused.ok ? undefined : refused.error.code).toBe("unknown_player");
  });
});
