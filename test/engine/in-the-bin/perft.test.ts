/**
 * The perft table test/fixtures/perft/in-the-bin.perft, counted by the engine and, for
 * rows small enough to stay fast, by the naive reference, which shares no code with it.
 */
import { describe, expect, it } from "vitest";
import { inTheBin } from "../../../src/engine/games/in-the-bin/index.ts";
import { perft } from "../../../src/engine/perft.ts";
import { readFixture } from "../fixture-files.ts";
import { parsePerftFile } from "../perft-file.ts";
import { at, START } from "./helpers.ts";
import { naiveFromPosition, naiveMoveTexts, naivePerft } from "./naive-reference.ts";

const REFERENCE_LIMIT = 40_000;
const SLOW = { timeout: 120_000 };
const cases = parsePerftFile(readFixture("perft/in-the-bin.perft"));

describe("perft: in-the-bin.perft", () => {
  it("covers the start, pushes, capture chains, the nightrider by the bin", () => {
    expect(cases.map((c) => c.id)).toEqual(expect.arrayContaining(["start", "push-ready", "capture-chain", "capture-chain-extra", "hot-spots-full", "nightrider-by-the-bin"]));
    for (const { epd } of cases) expect(inTheBin.makePosition(at(epd))).toBe(epd);
  });

  for (const { id, epd, counts } of cases) {
    for (const { depth, nodes } of counts) {
      it(`${id}: perft ${depth} = ${nodes} (engine)`, SLOW, () => {
        expect(perft(inTheBin, at(epd), depth)).toBe(nodes);
      });
      if (nodes <= REFERENCE_LIMIT) {
        it(`${id}: perft ${depth} = ${nodes} (naive reference)`, SLOW, () => {
          expect(naivePerft(naiveFromPosition(epd), depth)).toBe(nodes);
        });
      }
    }
  }

  it("lists the same moves as the reference, text for text, at the start", () => {
    expect(inTheBin.legalMoves(at(START)).map((m) => m.text).sort()).toEqual(naiveMoveTexts(naiveFromPosition(START)));
  });
});
