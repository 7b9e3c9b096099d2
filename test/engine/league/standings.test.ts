import { describe, expect, it } from "vitest";
import { standings } from "../../../src/engine/league/standings.ts";
import type { LeagueGame, LeagueResult, LeagueRound } from "../../../src/engine/league/types.ts";

/** A round from "White-Black result" lines and the bye's name. */
function round(games: string[], bye: string | null = null): LeagueRound {
  return {
    games: games.map((line): LeagueGame => {
      const [pair, result] = line.split(" ");
      const [white, black] = pair.split("-");
      return { white, black, result: result === "null" ? null : (result as LeagueResult) };
    }),
    bye,
  };
}

/** Rows as "rank name points played tie-breaks…", one string each, for readable expectations. */
function table(rows: ReturnType<typeof standings>): string[] {
  return rows.map((row) => [row.rank, row.name, row.points, row.played, ...Object.values(row.tieBreaks)].join(" "));
}

const FOUR = ["A", "B", "C", "D"];

describe("standings", () => {
  it("ranks a round-robin by points, then Sonneborn-Berger", () => {
    // The Berger rounds for 4 players; points and Sonneborn-Berger (SB) worked out:
    //   A: beat D 1, lost to B 0, drew C ½ = 1.5   SB = 1×0.5 + 0 + ½×2 = 1.5
    //   B: drew C ½, beat A 1, drew D ½ = 2        SB = ½×2 + 1×1.5 + ½×0.5 = 2.75
    //   C: drew B ½, beat D 1, drew A ½ = 2        SB = ½×2 + 1×0.5 + ½×1.5 = 2.25
    //   D: lost, lost, drew B ½ = 0.5              SB = ½×2 = 1
    const rounds = [
      round(["A-D 1-0", "B-C 1/2-1/2"]),
      round(["D-C 0-1", "A-B 0-1"]),
      round(["B-D 1/2-1/2", "C-A 1/2-1/2"]),
    ];
    expect(table(standings(FOUR, rounds, "round-robin"))).toEqual([
      "1 B 2 3 2.75 1 ",
      "2 C 2 3 2.25 1 ",
      "3 A 1.5 3 1.5 1 ",
      "4 D 0.5 3 1 0 ",
    ]);
  });

  it("breaks an equal round-robin by wins, and shares the rank when head-to-head is equal too", () => {
    // Everyone 1.5 points; every SB = sum of ½ or 1 × 1.5 = 2.25.
    //   A drew all three: 0 wins, last. B beat D, C beat B, D beat C: 1 win each, and a cycle
    //   among them, 1 point each head-to-head, so B, C and D share first place.
    const rounds = [
      round(["A-D 1/2-1/2", "B-C 0-1"]),
      round(["D-C 1-0", "A-B 1/2-1/2"]),
      round(["B-D 1-0", "C-A 1/2-1/2"]),
    ];
    expect(table(standings(FOUR, rounds, "round-robin"))).toEqual([
      "1 B 1.5 3 2.25 1 1",
      "1 C 1.5 3 2.25 1 1",
      "1 D 1.5 3 2.25 1 1",
      "4 A 1.5 3 2.25 0 ",
    ]);
  });

  it("breaks an equal round-robin by head-to-head last", () => {
    //   B: ½ + ½ + 1 = 2. C: ½ (B) + 0 (D) + 1 (A) = 1.5, SB = ½×2 + 1×1 = 2, 1 win.
    //   D: ½ (A) + 1 (C) + 0 (B) = 1.5, SB = ½×1 + 1×1.5 = 2, 1 win. D beat C: D second.
    const rounds = [
      round(["A-D 1/2-1/2", "B-C 1/2-1/2"]),
      round(["D-C 1-0", "A-B 1/2-1/2"]),
      round(["B-D 1-0", "C-A 1-0"]),
    ];
    expect(table(standings(FOUR, rounds, "round-robin"))).toEqual([
      "1 B 2 3 2.75 1 ",
      "2 D 1.5 3 2 1 1",
      "3 C 1.5 3 2 1 0",
      "4 A 1 3 1.75 0 ",
    ]);
  });

  it("ranks a Swiss by points, then Buchholz cut 1, counting a bye 1 and a forfeit as a win", () => {
    // Scores: A 1+1+½ = 2.5; B ½+bye 1+½ = 2; C 0; D ½ + forfeit win 1 + bye 1 = 2.5; E bye 1+0+1 = 2.
    // Buchholz cut 1 (a bye is an opponent with 0, the one cut):
    //   A: C 0 + E 2 + B 2 = 4, less 0 = 4      D: B 2 + C 0 + bye 0 = 2, less 0 = 2
    //   B: D 2.5 + bye 0 + A 2.5 = 5, less 0 = 5  E: bye 0 + A 2.5 + C 0 = 2.5, less 0 = 2.5
    //   C: A 2.5 + D 2.5 + E 2 = 7, less 2 = 5
    // Sonneborn-Berger: A = C 0 + E 2 + ½×B 2 = 3; D = ½×2 + 0 = 1; B = ½×2.5 + ½×2.5 = 2.5; E = 0; C = 0
    const rounds = [
      round(["A-C 1-0", "B-D 1/2-1/2"], "E"),
      round(["E-A 0-1", "D-C +/-"], "B"),
      round(["A-B 1/2-1/2", "C-E 0-1"], "D"),
    ];
    expect(table(standings(["A", "B", "C", "D", "E"], rounds, "swiss"))).toEqual([
      "1 A 2.5 3 4 3 ",
      "2 D 2.5 2 2 1 ",
      "3 B 2 2 5 2.5 ",
      "4 E 2 2 2.5 0 ",
      "5 C 0 3 5 0 ",
    ]);
  });

  it("breaks an equal Swiss by Sonneborn-Berger after Buchholz", () => {
    // A beat C, B beat D, then A and B drew each other, C beat D: A and B 1.5 each,
    // Buchholz cut 1: A = C 1 + B 1.5 less 1 = 1.5; B = D 0 + A 1.5 less 0 = 1.5.
    // SB: A = 1×1 + ½×1.5 = 1.75; B = 1×0 + ½×1.5 = 0.75. A first.
    const rounds = [round(["A-C 1-0", "D-B 0-1"]), round(["B-A 1/2-1/2", "C-D 1-0"])];
    expect(table(standings(FOUR, rounds, "swiss")).slice(0, 2)).toEqual(["1 A 1.5 2 1.5 1.75 ", "2 B 1.5 2 1.5 0.75 "]);
  });

  it("scores a round-robin's bye a point, as a Swiss bye (the issue's 'a bye 1')", () => {
    // A: bye 1 + draw = 1.5; B: win + draw = 1.5; C: loss + bye 1 = 1. A and B tie on points:
    // Sonneborn-Berger B = C's 1 (beaten) + ½ x A's 1.5 = 1.75, A = ½ x B's 1.5 = 0.75
    const rounds = [round(["B-C 1-0"], "A"), round(["A-B 1/2-1/2"], "C")];
    expect(table(standings(["A", "B", "C"], rounds, "round-robin")).map((row) => row.split(" ").slice(0, 3).join(" "))).toEqual([
      "1 B 1.5",
      "2 A 1.5",
      "3 C 1",
    ]);
  });

  it("scores a bye only once its round is played: after Swiss round 1, round 2's bye ranks nobody above round 1's winner", () => {
    // Round 1: A beat B, C beat D, E had the bye; round 2 paired: A-C, B-E, D sits out.
    const five = ["A", "B", "C", "D", "E"];
    const round1 = round(["A-B 1-0", "C-D 1-0"], "E");
    const paired = round(["A-C null", "B-E null"], "D");
    const points = (rounds: LeagueRound[]) => Object.fromEntries(standings(five, rounds, "swiss").map((row) => [row.name, row.points]));
    expect(points([round1, paired])).toEqual({ A: 1, B: 0, C: 1, D: 0, E: 1 });
    expect(standings(five, [round1, paired], "swiss")[4].name).not.toBe("A");
    expect(standings(five, [round1, paired], "swiss").find((row) => row.name === "D")!.rank).toBeGreaterThan(1);
    // one game of round 2 finished: still not played
    const half = round(["A-C 1-0", "B-E null"], "D");
    expect(points([round1, half]).D).toBe(0);
    // the round played (one game cancelled counts as over): D's bye counts
    const played: LeagueRound = { ...round(["A-C 1-0", "B-E 0-1"], "D") };
    expect(points([round1, played]).D).toBe(1);
    const cancelled: LeagueRound = { games: [{ white: "A", black: "C", result: "1-0" }, { white: "B", black: "E", result: null, annulled: true }], bye: "D" };
    expect(points([round1, cancelled]).D).toBe(1);
  });

  it("counts unfinished and annulled games for nobody", () => {
    const rounds: LeagueRound[] = [
      { games: [{ white: "A", black: "B", result: "1-0", annulled: true }, { white: "C", black: "D", result: null }], bye: null },
    ];
    expect(table(standings(FOUR, rounds, "round-robin"))).toEqual(["1 A 0 0 0 0 ", "1 B 0 0 0 0 ", "1 C 0 0 0 0 ", "1 D 0 0 0 0 "]);
  });
});
