/**
 * The perft table test/fixtures/perft/ben39.perft, counted by the engine and, for rows
 * small enough to stay fast, by the naive reference, which shares no code with it; and
 * the two compared move for move (texts and positions after) along seeded random games.
 */
import { describe, expect, it } from "vitest";
import { ben39 } from "../../../src/engine/games/ben39/index.ts";
import { perft } from "../../../src/engine/perft.ts";
import { makeRandom, randomPlayout } from "../../../src/engine/random-playout.ts";
import { readFixture } from "../fixture-files.ts";
import { parsePerftFile } from "../perft-file.ts";
import { naiveFromPosition, naiveMoves, naiveMoveTexts, naivePerft, naiveToPosition } from "./naive-reference.ts";

const ENGINE_LIMIT = 300_000;
const REFERENCE_LIMIT = 30_000;
const SLOW = { timeout: 120_000 };
const cases = parsePerftFile(readFixture("perft/ben39.perft"));

function at(text: string) {
  const parsed = ben39.parsePosition(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

describe("perft: ben39.perft", () => {
  it("covers the start to depth 3 and midgames with wizards, spiders and movable squares", () => {
    expect(cases.map((c) => c.id)).toEqual(expect.arrayContaining(["start", "midgame-black-wizards", "midgame-square-on-n4"]));
    expect(cases.find((c) => c.id === "start")?.counts.map((c) => c.depth)).toEqual([1, 2, 3]);
    for (const { epd } of cases) {
      expect(ben39.makePosition(at(epd))).toBe(epd);
      const kinds = new Set(ben39.legalMoves(at(epd)).map((move) => move.kind));
      if (epd !== cases[0].epd) expect([...kinds]).toEqual(expect.arrayContaining(["teleport", "rotation", "square"]));
    }
  });

  for (const { id, epd, counts } of cases) {
    for (const { depth, nodes } of counts) {
      if (nodes <= ENGINE_LIMIT) {
        it(`${id}: perft ${depth} = ${nodes} (engine)`, SLOW, () => {
          expect(perft(ben39, at(epd), depth)).toBe(nodes);
        });
      }
      if (nodes <= REFERENCE_LIMIT) {
        it(`${id}: perft ${depth} = ${nodes} (naive reference)`, SLOW, () => {
          expect(naivePerft(naiveFromPosition(epd), depth)).toBe(nodes);
        });
      }
    }
  }

  it("agrees with the reference move for move, and on the position after each, along random games", SLOW, () => {
    let compared = 0;
    for (const seed of [7, 8]) {
      const start = ben39.setup();
      if (!start.ok) throw new Error(start.error.message);
      const { states } = randomPlayout(ben39, start.value, makeRandom(seed), { plies: 150 });
      states.forEach((state, i) => {
        const text = ben39.makePosition(state);
        const naive = naiveFromPosition(text);
        expect(ben39.legalMoves(state).map((m) => m.text).sort(), `position ${i} of seed ${seed}`).toEqual(naiveMoveTexts(naive));
        if (i % 10 !== 0) return;
        const after = new Map(naiveMoves(naive).map((m) => [m.text, naiveToPosition(m.after)]));
        for (const move of ben39.legalMoves(state)) {
          const played = ben39.play(state, move.text);
          expect(played.ok && ben39.makePosition(played.value.state), move.text).toBe(after.get(move.text));
          compared++;
        }
      });
    }
    expect(compared).toBeGreaterThan(1000);
  });
});
