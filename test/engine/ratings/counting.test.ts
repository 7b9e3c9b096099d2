import { describe, expect, it } from "vitest";
import { countingVerdict, MIN_PLIES, PAIR_LIMIT, whiteScore, type RatedReport } from "../../../src/worker/ratings/counting.ts";

const ANN = { pocket: "annPocketAAAAAAAAAAA", name: "Ann" };
const BO = { pocket: "boPocketBBBBBBBBBBBB", name: "Bo" };
const game = (change: Partial<RatedReport> = {}): RatedReport => ({ gameId: "g", variant: "the-pit", white: ANN, black: BO, result: "1-0", plies: 10, endedAt: 0, ...change });

describe("what counts (docs/ratings.md)", () => {
  it("counts a finished game of two moves or more between two pockets", () => {
    expect(countingVerdict(game(), 0)).toBeNull();
    expect(countingVerdict(game({ plies: MIN_PLIES, result: "1/2-1/2" }), 0)).toBeNull();
  });

  it("never counts an aborted game, one under two moves, or one pocket against itself", () => {
    expect(countingVerdict(game({ result: null }), 0)).toBe("aborted");
    expect(countingVerdict(game({ plies: 1 }), 0)).toBe("too_short");
    expect(countingVerdict(game({ plies: 0, result: "0-1" }), 0)).toBe("too_short");
    expect(countingVerdict(game({ black: ANN }), 0)).toBe("same_pocket");
  });

  it("stops at the pair limit, except against a computer level", () => {
    expect(countingVerdict(game(), PAIR_LIMIT.games - 1)).toBeNull();
    expect(countingVerdict(game(), PAIR_LIMIT.games)).toBe("pair_limit");
    expect(countingVerdict(game({ black: { pocket: "computer-3", name: "Computer level 3" } }), 50)).toBeNull();
    expect(countingVerdict(game({ black: { pocket: "computer-4", name: "Computer level 4" } }), 50)).toBe("pair_limit");
  });

  it("scores White's result", () => {
    expect([whiteScore("1-0"), whiteScore("1/2-1/2"), whiteScore("0-1")]).toEqual([1, 0.5, 0]);
  });
});
