import { describe, expect, it } from "vitest";
import { NEW_STANDING, rateGame, ratePeriod } from "../../../src/worker/ratings/glicko.ts";

describe("Glicko-2", () => {
  it("gives Glickman's published figures for his worked example", () => {
    // Glickman, "Example of the Glicko-2 system" (glicko2.pdf): 1500/200/0.06 beats 1400/30, loses to 1550/100 and 1700/300
    const after = ratePeriod({ rating: 1500, deviation: 200, volatility: 0.06 }, [
      { opponent: { rating: 1400, deviation: 30, volatility: 0.06 }, score: 1 },
      { opponent: { rating: 1550, deviation: 100, volatility: 0.06 }, score: 0 },
      { opponent: { rating: 1700, deviation: 300, volatility: 0.06 }, score: 0 },
    ]);
    // the paper rounds its intermediate steps (mu' = -0.2069, phi' = 0.8722): exact arithmetic lands within 0.01 of its figures (1464.0507, not 1464.06)
    expect(Math.abs(after.rating - 1464.06)).toBeLessThan(0.01);
    expect(Math.abs(after.deviation - 151.52)).toBeLessThan(0.01);
    expect(Math.abs(after.volatility - 0.05999)).toBeLessThan(0.00001);
  });

  it("moves the winner up and the loser down by the same amount between two newcomers, and leaves a draw where it was", () => {
    const won = rateGame(NEW_STANDING, NEW_STANDING, 1);
    expect(won.white.rating).toBeGreaterThan(1500);
    expect(won.black.rating).toBeCloseTo(3000 - won.white.rating, 6);
    expect(won.white.deviation).toBeLessThan(350);
    const drawn = rateGame(NEW_STANDING, NEW_STANDING, 0.5);
    expect(drawn.white.rating).toBeCloseTo(1500, 6);
    expect(drawn.black.rating).toBeCloseTo(1500, 6);
  });
});
