/**
 * In The Bin's fast path (src/engine/games/in-the-bin/fast-*.ts) held to the readable
 * rules: whole random games from the start and from the perft table's positions, every
 * row of the perft table counted on it, and one test per rule that needed care (the
 * board-state and bin-state rules with the history a state carries, extra moves and
 * their lapse, the end).
 */
import { describe, expect, it } from "vitest";
import { inTheBin, type InTheBinState } from "../../../src/engine/games/in-the-bin/index.ts";
import { fastPerft } from "../../../src/engine/search/fast-perft.ts";
import { FAST_DRAW, FAST_ONGOING, FAST_WHITE_WINS, type FastPosition } from "../../../src/engine/search/fast-position.ts";
import { fastPositionOf } from "../../../src/engine/search/fast-registry.ts";
import { expectEveryMoveMatches, expectFastMatchesRules } from "../fast-reference.ts";
import { readFixture } from "../fixture-files.ts";
import { parsePerftFile } from "../perft-file.ts";
import { at, custom, line, START } from "./helpers.ts";

const cases = parsePerftFile(readFixture("perft/in-the-bin.perft"));
const SLOW = { timeout: 60_000 };

function fast(state: InTheBinState): FastPosition {
  const position = fastPositionOf(inTheBin, state);
  if (position === undefined) throw new Error("in-the-bin has no fast path");
  return position;
}

function fastTexts(position: FastPosition): string[] {
  const { list, count } = position.legalMoves();
  return Array.from(list.subarray(0, count), (move) => position.moveText(move)).sort();
}

/** Makes the moves written `texts` on `position`, one by one, from its own legal lists; returns them. */
function makeLine(position: FastPosition, ...texts: string[]): number[] {
  const made: number[] = [];
  for (const text of texts) {
    const { list, count } = position.legalMoves();
    const move = Array.from(list.subarray(0, count)).find((m) => position.moveText(m) === text);
    if (move === undefined) throw new Error(`${text} is not a fast move`);
    position.make(move);
    made.push(move);
  }
  return made;
}

describe("in-the-bin fast path against the readable rules", () => {
  it("along random games from the start", SLOW, () => {
    expectFastMatchesRules(inTheBin, [{ id: "start", state: at(START) }], { games: 6, plies: 120, everyMovesAt: 10 });
  });

  it("along random games from every perft position", SLOW, () => {
    const starts = cases.filter((c) => c.id !== "start").map((c) => ({ id: c.id, state: at(c.epd) }));
    expectFastMatchesRules(inTheBin, starts, { games: 2, plies: 60, everyMovesAt: 6, seed: 7 });
  });

  it("along long games deep into the endgame", SLOW, () => {
    expectFastMatchesRules(inTheBin, [{ id: "start", state: at(START) }], { games: 2, plies: 400, everyMovesAt: 50, seed: 31 });
  });
});

describe("in-the-bin.perft on the fast path", () => {
  for (const { id, epd, counts } of cases) {
    for (const { depth, nodes } of counts) {
      it(`${id}: perft ${depth} = ${nodes}`, SLOW, () => {
        expect(fastPerft(fast(at(epd)), depth)).toBe(nodes);
      });
    }
  }
});

describe("in-the-bin fast path: the rules that needed care", () => {
  it("board-state rule: a king's return to the start's board is refused, also from a state that carries that history", () => {
    const position = fast(at(START));
    const made = makeLine(position, "Ke1-e2", "Ke9-e8", "Ke2-e1");
    expect(fastTexts(position)).not.toContain("Ke8-e9");
    expect(fastTexts(position)).toContain("Ke8-d8");
    const carried = line(at(START), "Ke1-e2", "Ke9-e8", "Ke2-e1");
    expect(fastTexts(fast(carried))).toEqual(inTheBin.legalMoves(carried).map((m) => m.text).sort());
    expect(fastTexts(fast(carried))).not.toContain("Ke8-e9");
    // taken back to White's first move, the history forgets the boards after it: the board
    // of kings on e1 and e8 stood only in the line taken back, so Kd8-e8 may make it now
    position.unmake(made[2]);
    position.unmake(made[1]);
    makeLine(position, "Ke9-d8", "Ke2-e1");
    expect(fastTexts(position)).toContain("Kd8-e8");
    expectEveryMoveMatches(inTheBin, position, line(at(START), "Ke1-e2", "Ke9-d8", "Ke2-e1"), "after a line taken back");
  });

  it("bin-state rule: Emma and Anna, the capture that would bring a bin back is refused until the bin has changed", () => {
    const position = fast(at(START));
    makeLine(position, "Q@d4", "Q@d6");
    expect(fastTexts(position)).not.toContain("Qd4xd6");
    makeLine(position, "W@e4", "W@e6");
    expect(fastTexts(position)).toContain("Qd4xd6");
    expectEveryMoveMatches(inTheBin, position, line(at(START), "Q@d4", "Q@d6", "W@e4", "W@e6"), "Emma and Anna");
  });

  it("bin-state rule: a single piece pushed cannot be selected straight back with the push's extra move", () => {
    const alone = custom({ a1: "K", i9: "k", e4: "r" }, "Q2R3B4N6M2F8W10");
    const position = fast(alone);
    makeLine(position, "push");
    expect(position.turn()).toBe("white");
    expect(fastTexts(position)).not.toContain("R@e4");
    expectEveryMoveMatches(inTheBin, position, line(alone, "push"), "after a push of one piece");
  });

  it("extra moves: a capture earns another move of the same side, and the chain goes on", () => {
    const chain = at("4k4/9/9/9/4*4/9/9/wwww5/R3K4 w - Q2R3B4N6M2F8W6");
    const position = fast(chain);
    makeLine(position, "Ra1xa2", "Ra2xb2");
    expect(position.positionText()).toBe(inTheBin.makePosition(line(chain, "Ra1xa2", "Ra2xb2")));
    expect(position.turn()).toBe("white");
    expect(position.positionText().split(" ")[2]).toBe("x");
  });

  it("extra moves: with no legal extra move it lapses and the opponent is to move", () => {
    const state = custom({ a1: "K", d4: "W", b9: "r", i2: "r", i9: "k" }, "-", "white");
    const position = fast(state);
    makeLine(position, "push");
    expect(position.turn()).toBe("black");
    expect(position.positionText()).toBe(inTheBin.makePosition(line(state, "push")));
  });

  it("the end: checkmate is a win, no move out of check a draw; a mating capture waits for its extra move", () => {
    expect(fast(custom({ a1: "K", a9: "R", a8: "R", i9: "k" }, "Q2R2B4N6M2F8W10", "black")).outcome()).toBe(FAST_WHITE_WINS);
    expect(fast(custom({ a1: "K", h1: "R", a8: "R", i9: "k" }, "-", "black")).outcome()).toBe(FAST_DRAW);
    const state = custom({ a1: "K", a8: "R", h8: "q", i9: "k" }, "Q1R3B4N6M2F8W10", "white");
    const position = fast(state);
    makeLine(position, "Ra8xh8");
    expect(position.turn()).toBe("white");
    expect(position.outcome()).toBe(FAST_ONGOING);
  });

  it("the key names the state: the same board, bin, side and extra flag reached by two orders give one key, another side another", () => {
    const a = fast(line(at(START), "Q@d4", "Q@d6", "W@e4"));
    const b = fast(line(at(START), "W@e4", "Q@d6", "Q@d4"));
    expect(a.key()).toBe(b.key());
    expect(a.positionText()).toBe(b.positionText());
    const other = fast(line(at(START), "Q@d4", "Q@d6", "W@e4", "Ke9-e8"));
    expect(other.key()).not.toBe(a.key());
  });
});
