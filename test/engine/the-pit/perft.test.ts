/**
 * The perft table test/fixtures/perft/the-pit.perft, counted by the engine (through
 * the game interface) and, for rows small enough to stay fast, by the naive reference
 * generator, which shares no code with the engine.
 */
import { describe, expect, it } from "vitest";
import { thePit } from "../../../src/engine/games/the-pit/index.ts";
import { divide, perft } from "../../../src/engine/perft.ts";
import { readFixture } from "../fixture-files.ts";
import { parsePerftFile } from "../perft-file.ts";
import { naiveLegalMoves, naiveMoveText, naiveParse, naivePerft } from "./naive-reference.ts";
import { at } from "./helpers.ts";

/** Rows up to this size are re-counted by the reference on every run; larger ones were checked offline. */
const REFERENCE_LIMIT = 25_000;
/** The largest rows take a few seconds; a busy machine can stretch that well past vitest's 5 s default. */
const SLOW = { timeout: 120_000 };

const cases = parsePerftFile(readFixture("perft/the-pit.perft"));

describe("perft: the-pit.perft", () => {
  it("covers the start and the tricky positions", () => {
    expect(cases.map((c) => c.id)).toEqual(expect.arrayContaining([
      "start", "hand-pawn", "hand-sorceror", "en-passant-both-sides", "en-passant-evasion", "en-passant-pinned",
      "sidesteps", "promotion-white", "promotion-black", "pins-and-evasions", "sorcerors-white", "fifty-move-rule", "bare-kings",
    ]));
    for (const { epd } of cases) expect(thePit.makePosition(at(epd))).toBe(epd);
  });

  for (const { id, epd, counts } of cases) {
    for (const { depth, nodes } of counts) {
      it(`${id}: perft ${depth} = ${nodes} (engine)`, SLOW, () => {
        expect(perft(thePit, at(epd), depth)).toBe(nodes);
      });
      if (nodes <= REFERENCE_LIMIT) {
        it(`${id}: perft ${depth} = ${nodes} (naive reference)`, SLOW, () => {
          expect(naivePerft(naiveParse(epd), depth)).toBe(nodes);
        });
      }
    }
  }

  it("the engine and the reference list the same move texts at the first ply of every row", () => {
    for (const { epd } of cases) {
      const naive = naiveParse(epd);
      const expected = naiveLegalMoves(naive).map((move) => naiveMoveText(naive, move)).sort();
      expect(thePit.legalMoves(at(epd)).map((move) => move.text).sort(), epd).toEqual(expected);
    }
  });

  it("divide splits the count by first move", () => {
    const start = at(cases[0].epd);
    const rows = divide(thePit, start, 2);
    expect(rows).toHaveLength(26);
    expect(rows.reduce((sum, row) => sum + row.nodes, 0)).toBe(676);
    expect(perft(thePit, start, 0)).toBe(1);
  });
});
