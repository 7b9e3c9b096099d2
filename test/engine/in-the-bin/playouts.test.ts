/**
 * Seeded random games of In The Bin, checking what the history rules promise: no board
 * and no bin ever comes back (the bin only where a capture, selection or push changed
 * it), 36 pieces and two kings between board and bin always, and an extra move only
 * after a move that added to the bin. (The soak sample checks the rest for every game:
 * listed moves play, slips are refused with a reason, texts round-trip.)
 */
import { describe, expect, it } from "vitest";
import { inTheBin } from "../../../src/engine/games/in-the-bin/index.ts";
import { makeRandom, randomPlayout } from "../../../src/engine/random-playout.ts";
import { at, START } from "./helpers.ts";

describe("random games", () => {
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    it(`seed ${seed}: no board or bin repeats, pieces are conserved, extra moves follow captures and pushes`, () => {
      const { states, moves } = randomPlayout(inTheBin, at(START), makeRandom(seed), { plies: 250, avoidEnding: true });
      const boards = new Set<string>();
      const bins = new Set<string>();
      states.forEach((state, i) => {
        const [placement, , , bin] = inTheBin.makePosition(state).split(" ");
        expect(boards.has(placement), `board repeats at ply ${i}`).toBe(false);
        boards.add(placement);
        const changesBin = i === 0 || /x|@|push/.test(moves[i - 1]);
        if (changesBin) {
          expect(bins.has(bin), `bin repeats at ply ${i} (${moves[i - 1]})`).toBe(false);
          bins.add(bin);
        }
        if (i > 0) {
          expect(inTheBin.checkStep?.(states[i - 1], state)).toBeUndefined();
          const addsToBin = /x|push/.test(moves[i - 1]);
          if (state.extra) expect(addsToBin).toBe(true);
          if (!addsToBin) expect(state.turn).not.toBe(states[i - 1].turn);
        }
      });
      expect(moves.length).toBeGreaterThan(100);
    });
  }
});
