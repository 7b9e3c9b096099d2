// A seeded sample of the soak (npm run soak) for every game in the registry: a few hundred
// games in all, every invariant of src/engine/soak.ts checked at every position.
import { describe, expect, it } from "vitest";
import { listGames } from "../../src/engine/registry.ts";
import { soak } from "../../src/engine/soak.ts";

describe("soak sample", () => {
  for (const game of listGames()) {
    it(`${game.id}: 100 seeded games, no violation`, () => {
      const report = soak(game, { games: 100, seed: 7, maxPlies: 80, slips: 4, movesPerPosition: 8 });
      expect(report.violations).toEqual([]);
      expect(report.plies).toBeGreaterThan(100);
      expect(report.slipsRefused).toBeGreaterThan(100);
    }, 120_000);
  }
});

describe("the soak catches what it checks", () => {
  const pit = listGames().find((g) => g.id === "the-pit")!;
  const parse = (text: string) => {
    const read = pit.parsePosition(text);
    if (!read.ok) throw new Error(read.error.message);
    return read.value;
  };
  const START = "rchsqkshcr/pppppppppp/10/3****3/3****3/3****3/3****3/10/PPPPPPPPPP/RCHSQKSHCR w - - 0 1";

  it("The Pit's laws: no piece made, one king a side", () => {
    expect(pit.checkStep?.(parse(START), parse("rchsqkshcr/pppppppppp/10/3****3/3****3/3****3/3****3/Q9/PPPPPPPPPP/RCHSQKSHCR b - - 0 1"))).toBe(
      "white went from 20 to 21 pieces",
    );
    // the parser refuses a side without its king: take the king off by hand
    const start = parse(START) as { board: readonly ({ side: string; kind: string } | undefined)[] };
    const kingless = { ...start, board: start.board.map((p) => (p?.kind === "K" && p.side === "white" ? undefined : p)) };
    expect(pit.checkStep?.(start, kingless)).toBe("white has 0 kings");
  });

  it("reports a game whose listed moves break its laws, naming seed, ply and position", () => {
    const broken = { ...pit, checkStep: () => "a piece appeared" };
    const report = soak(broken, { games: 1, seed: 3, maxPlies: 2, slips: 1, movesPerPosition: 2 });
    expect(report.violationCount).toBe(6);
    expect(report.violations[0]).toMatch(/^the-pit seed 3 ply 0 \(rchsqkshcr\/.+\): after \S+: a piece appeared$/);
  });

  it("reports an unlisted text that plays, and a listed one that does not", () => {
    const lax = { ...pit, legalMoves: (s: unknown) => pit.legalMoves(s).slice(1), play: (s: unknown, t: string) => (t === "a2-a3" ? pit.play(s, "zz") : pit.play(s, t)) };
    const report = soak(lax, { games: 1, seed: 1, maxPlies: 0, slips: 0 });
    expect(report.violations.some((v) => v.includes("listed move a2-a3 is refused"))).toBe(true);
  });
});
