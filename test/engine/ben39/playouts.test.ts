// Seeded random games of Ben39 with every invariant: pieces conserved between board and
// hands, line pieces only on intersections and square pieces only on squares of the
// board as it is, every listed move plays, a slip is refused with a reason, and the
// position text round-trips.
import { describe, expect, it } from "vitest";
import { ben39 } from "../../../src/engine/games/ben39/index.ts";
import { makeRandom, randomPlayout } from "../../../src/engine/random-playout.ts";

const SLIPS = (text: string): string[] => [text.replace(/\d+$/, "15"), `${text}x`, text.replace(/^[A-Z]/, "Q"), text.replace("@", "@o")];

describe("Ben39 random games", () => {
  for (const seed of [1, 2, 3, 4]) {
    it(`seed ${seed}: conserved, on the right layer, texts round-trip, slips refused`, () => {
      const start = ben39.setup();
      if (!start.ok) throw new Error(start.error.message);
      const random = makeRandom(seed);
      const { states, moves } = randomPlayout(ben39, start.value, random, { plies: 120 });
      const kinds = new Set<string>();
      states.forEach((state, i) => {
        const text = ben39.makePosition(state);
        const parsed = ben39.parsePosition(text);
        expect(parsed.ok && ben39.makePosition(parsed.value)).toBe(text);
        if (i > 0) expect(ben39.checkStep?.(states[i - 1], state), `ply ${i}: ${moves[i - 1]}`).toBeUndefined();
        const legal = new Set(ben39.legalMoves(state).map((move) => move.text));
        for (const slip of SLIPS(moves[i] ?? "")) {
          if (legal.has(slip) || moves[i] === undefined) continue;
          const refused = ben39.play(state, slip);
          expect(refused.ok).toBe(false);
          if (!refused.ok) expect(refused.error.message.length).toBeGreaterThan(10);
        }
      });
      for (const move of ben39.legalMoves(start.value)) kinds.add(move.kind);
      expect(moves.length).toBeGreaterThan(20);
    });
  }
});
