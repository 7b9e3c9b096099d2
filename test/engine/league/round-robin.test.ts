import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bergerTable, roundRobin } from "../../../src/engine/league/round-robin.ts";
import { readFixture } from "../fixture-files.ts";

/** The printed Berger tables, from test/fixtures/league/berger-tables.txt, by player count. */
function printedTables(): Map<number, [number, number][][]> {
  const tables = new Map<number, [number, number][][]>();
  let current: [number, number][][] = [];
  for (const line of readFixture("league/berger-tables.txt").split("\n")) {
    const players = /^players (\d+)$/.exec(line);
    if (players) tables.set(Number(players[1]), (current = []));
    const round = /^round \d+: (.*)$/.exec(line);
    if (round) current.push(round[1].split(" ").map((board) => board.split("-").map(Number) as [number, number]));
  }
  return tables;
}

const names = (n: number): string[] => Array.from({ length: n }, (_, i) => `P${i + 1}`);

describe("round-robin pairings", () => {
  const tables = printedTables();

  it("reads the printed tables for 4, 6, 8 and 10 from the fixture", () => {
    expect([...tables.keys()]).toEqual([4, 6, 8, 10]);
  });

  for (const [n, printed] of tables) {
    it(`builds the printed Berger table for ${n} players, board for board`, () => {
      expect(bergerTable(n)).toEqual(printed);
      const rounds = roundRobin(names(n));
      expect(rounds.map((round) => round.games.map((g) => [g.white, g.black]))).toEqual(
        printed.map((round) => round.map(([w, b]) => [`P${w}`, `P${b}`])),
      );
      expect(rounds.every((round) => round.bye === null)).toBe(true);
    });
  }

  it("pairs 5 players by the 6-player table, number 6 being the bye", () => {
    const rounds = roundRobin(names(5));
    const six = tables.get(6)!;
    expect(rounds).toHaveLength(5);
    rounds.forEach((round, r) => {
      const playing = six[r].filter((board) => !board.includes(6));
      expect(round.games.map((g) => [g.white, g.black])).toEqual(playing.map(([w, b]) => [`P${w}`, `P${b}`]));
      const sitting = six[r].find((board) => board.includes(6))!.find((player) => player !== 6);
      expect(round.bye).toBe(`P${sitting}`);
    });
  });

  it("has every pair meet exactly once, each player once a round, a bye each when odd", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 64 }), (n) => {
        const rounds = roundRobin(names(n));
        expect(rounds).toHaveLength(n % 2 === 0 ? n - 1 : n);
        const met = new Map<string, number>();
        const byes = new Map<string, number>();
        for (const round of rounds) {
          const seated = round.games.flatMap((g) => [g.white, g.black]).concat(round.bye ?? []);
          expect(new Set(seated).size).toBe(n);
          for (const g of round.games) {
            const key = [g.white, g.black].sort().join("|");
            met.set(key, (met.get(key) ?? 0) + 1);
          }
          if (round.bye !== null) byes.set(round.bye, (byes.get(round.bye) ?? 0) + 1);
        }
        expect(met.size).toBe((n * (n - 1)) / 2);
        expect([...met.values()].every((times) => times === 1)).toBe(true);
        expect(byes.size).toBe(n % 2 === 0 ? 0 : n);
      }),
    );
  });

  it("keeps every player's colours within one of even (Berger's alternation)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 64 }), (n) => {
        const balance = new Map<string, number>();
        for (const round of roundRobin(names(n))) {
          for (const g of round.games) {
            balance.set(g.white, (balance.get(g.white) ?? 0) + 1);
            balance.set(g.black, (balance.get(g.black) ?? 0) - 1);
          }
        }
        expect([...balance.values()].every((b) => Math.abs(b) <= 1)).toBe(true);
      }),
    );
  });

  it("with double, has every pair meet twice, once with each colour", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), (n) => {
        const rounds = roundRobin(names(n), { double: true });
        expect(rounds).toHaveLength(2 * (n % 2 === 0 ? n - 1 : n));
        const games = new Set<string>();
        for (const g of rounds.flatMap((round) => round.games)) games.add(`${g.white}>${g.black}`);
        expect(games.size).toBe(n * (n - 1));
        for (const key of games) expect(games.has(key.split(">").reverse().join(">"))).toBe(true);
      }),
    );
  });

  it("refuses duplicate names as a bug", () => {
    expect(() => roundRobin(["Ann", "Ann", "Bo"])).toThrow(/unique/);
  });
});
