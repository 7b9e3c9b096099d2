// Move counts from test/fixtures/perft/pit-of-pillars.perft, checked by the engine and
// by the naive reference generator, which shares no code with it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { PitOfPillarsState } from "../../../src/engine/games/pit-of-pillars/index.ts";
import { game, playOk, position } from "./helpers.ts";
import { naivePerft, readPosition } from "./naive-reference.ts";

interface PerftCase {
  readonly id: string;
  readonly epd: string;
  readonly counts: readonly { readonly depth: number; readonly nodes: number }[];
}

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

/** Leaf count through the public API: every turn is played from its text. */
function perft(state: PitOfPillarsState, depth: number): number {
  const moves = game.legalMoves(state);
  if (depth === 1) return moves.length;
  let nodes = 0;
  for (const move of moves) nodes += perft(playOk(state, move.text).state, depth - 1);
  return nodes;
}

const cases = readPerftFile(readFileSync(new URL("../../fixtures/perft/pit-of-pillars.perft", import.meta.url), "utf8"));

describe("perft: pit-of-pillars.perft", () => {
  it("has entering-stage and movement-stage positions", () => {
    expect(cases.some((c) => c.epd.includes(" e:"))).toBe(true);
    expect(cases.some((c) => c.epd.includes(" m "))).toBe(true);
  });

  for (const { id, epd, counts } of cases) {
    it(`${id}: the position text round-trips`, () => {
      expect(game.makePosition(position(epd))).toBe(epd);
    });
    for (const { depth, nodes } of counts) {
      it(`${id}: perft ${depth} = ${nodes} (engine)`, () => {
        expect(perft(position(epd), depth)).toBe(nodes);
      });
      it(`${id}: perft ${depth} = ${nodes} (naive reference)`, () => {
        expect(naivePerft(readPosition(epd), depth)).toBe(nodes);
      });
    }
  }
});
