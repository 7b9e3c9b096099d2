// A game's fast move count (`countLegalMoves`, used by perft's last ply) says what its
// move list says, along seeded random games of every game that has one.
import { describe, expect, it } from "vitest";
import { makeRandom, randomPlayout } from "../../src/engine/random-playout.ts";
import { listGames } from "../../src/engine/registry.ts";

describe("countLegalMoves", () => {
  for (const game of listGames().filter((g) => g.countLegalMoves)) {
    it(`${game.id}: counts exactly the listed moves`, () => {
      const start = game.setup();
      if (!start.ok) throw new Error(start.error.message);
      for (const seed of [1, 2, 3]) {
        const { states } = randomPlayout(game, start.value, makeRandom(seed), { plies: 150 });
        for (const state of states) expect(game.countLegalMoves!(state)).toBe(game.legalMoves(state).length);
      }
    });
  }
});
