/**
 * The move-count table test/fixtures/perft/inside-out.perft, checked against the engine
 * and, for the smaller rows, against the naive reference generator.
 */
import { describe, expect, it } from "vitest";
import { perft } from "../../../src/engine/perft.ts";
import { readFixture } from "../fixture-files.ts";
import { parsePerftFile } from "../perft-file.ts";
import { game, position } from "./helpers.ts";
import { naiveParse, naivePerft } from "./naive-reference.ts";

/** Rows above these sizes were checked once (see the file's header), not on every run. */
const ENGINE_LIMIT = 200_000;
const REFERENCE_LIMIT = 12_000;

const cases = parsePerftFile(readFixture("perft/inside-out.perft"));

describe("inside-out.perft", () => {
  it("has the positions the rules need", () => {
    expect(cases.map((c) => c.id)).toEqual(
      expect.arrayContaining(["start-centred", "start-as-printed", "slide-stops-inside", "no-legal-move", "reverse-is-the-only-move"]),
    );
  });

  for (const { id, epd, counts } of cases) {
    it(`${id}: the position text round-trips`, () => {
      expect(game.makePosition(position(epd))).toBe(epd);
    });

    for (const { depth, nodes } of counts.filter((row) => row.nodes <= ENGINE_LIMIT)) {
      it(`${id}: engine perft ${depth} = ${nodes}`, () => {
        expect(perft(game, position(epd), depth)).toBe(nodes);
      });
    }

    for (const { depth, nodes } of counts.filter((row) => row.nodes <= REFERENCE_LIMIT)) {
      it(`${id}: reference perft ${depth} = ${nodes}`, () => {
        expect(naivePerft(naiveParse(epd), depth)).toBe(nodes);
      });
    }
  }
});
