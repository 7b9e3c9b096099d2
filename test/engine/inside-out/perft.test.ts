/**
 * The move-count table test/fixtures/perft/inside-out.perft, checked against the engine
 * and, for the smaller rows, against the naive reference generator.
 */
import { describe, expect, it } from "vitest";
import { perft } from "../../../src/engine/perft.ts";
import { readFixture } from "./fixture-files.ts";
import { game, position } from "./helpers.ts";
import { naiveParse, naivePerft } from "./naive-reference.ts";

interface PerftCase {
  readonly id: string;
  readonly epd: string;
  readonly counts: readonly { readonly depth: number; readonly nodes: number }[];
}

/** Reads a shakmaty-style perft file: `id`, `epd`, `perft <depth> <nodes>`, `#` comments. */
function readPerftFile(text: string): PerftCase[] {
  const cases: { id: string; epd: string; counts: { depth: number; nodes: number }[] }[] = [];
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const [keyword, ...rest] = line.split(" ");
    if (keyword === "id") cases.push({ id: rest.join(" "), epd: "", counts: [] });
    else if (keyword === "epd") cases[cases.length - 1].epd = rest.join(" ");
    else if (keyword === "perft") cases[cases.length - 1].counts.push({ depth: Number(rest[0]), nodes: Number(rest[1]) });
    else throw new Error(`unknown perft line: ${line}`);
  }
  return cases;
}

/** Rows above these sizes were checked once (see the file's header), not on every run. */
const ENGINE_LIMIT = 200_000;
const REFERENCE_LIMIT = 12_000;

const cases = readPerftFile(readFixture("perft/inside-out.perft"));

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
