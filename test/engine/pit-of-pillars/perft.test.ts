// Move counts from test/fixtures/perft/pit-of-pillars.perft, checked by the engine
// (through the shared perft over legalMoves and play) and by the naive reference
// generator, which shares no code with the engine.
import { describe, expect, it } from "vitest";
import { perft } from "../../../src/engine/perft.ts";
import { readFixture } from "../fixture-files.ts";
import { parsePerftFile } from "../perft-file.ts";
import { game, position } from "./helpers.ts";
import { naivePerft, readPosition } from "./naive-reference.ts";

const cases = parsePerftFile(readFixture("perft/pit-of-pillars.perft"));

// Every row of the file was checked by both generators when it was written. On every run
// the engine re-counts rows up to a million nodes and the naive generator (about four
// times slower) rows up to 100,000, so the suite stays within seconds on two cores.
const ENGINE_LIMIT = 1_000_000;
const REFERENCE_LIMIT = 100_000;

describe("perft: pit-of-pillars.perft", () => {
  it("has entering-stage and movement-stage positions", () => {
    expect(cases.some((c) => c.epd.includes(" e:"))).toBe(true);
    expect(cases.some((c) => c.epd.includes(" m "))).toBe(true);
  });

  for (const { id, epd, counts } of cases) {
    it(`${id}: the position text round-trips`, () => {
      expect(game.makePosition(position(epd))).toBe(epd);
    });
    for (const { depth, nodes } of counts.filter((row) => row.nodes <= ENGINE_LIMIT)) {
      it(`${id}: perft ${depth} = ${nodes} (engine)`, () => {
        expect(perft(game, position(epd), depth)).toBe(nodes);
      });
    }
    for (const { depth, nodes } of counts.filter((row) => row.nodes <= REFERENCE_LIMIT)) {
      it(`${id}: perft ${depth} = ${nodes} (naive reference)`, () => {
        expect(naivePerft(readPosition(epd), depth)).toBe(nodes);
      });
    }
  }
});
