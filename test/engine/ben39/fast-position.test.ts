/**
 * Ben39's fast path (src/engine/games/ben39/fast-*.ts, issue 34) held to the readable
 * rules: move for move along seeded random games from the start and the perft table's
 * midgames, the perft table counted on it, and one test per rule it had to take care
 * over (movable squares carrying kings and pawns, teleports, rotations, the game's end).
 */
import { describe, expect, it } from "vitest";
import { ben39, type Ben39State } from "../../../src/engine/games/ben39/index.ts";
import { ben39FastPosition } from "../../../src/engine/games/ben39/fast-position.ts";
import { FAST_BLACK_WINS, FAST_ONGOING, FAST_WHITE_WINS, type FastPosition } from "../../../src/engine/search/fast-position.ts";
import { fastPerft } from "../../../src/engine/search/fast-perft.ts";
import { expectEveryMoveMatches, expectFastMatchesRules } from "../fast-reference.ts";
import { readFixture } from "../fixture-files.ts";
import { parsePerftFile } from "../perft-file.ts";
import { at, play, position, texts } from "./helpers.ts";

const SLOW = { timeout: 120_000 };
/** Rows up to this many nodes are counted (the start's depth 3, 32.6 million, is left to the benchmark). */
const FAST_LIMIT = 3_000_000;
const cases = parsePerftFile(readFixture("perft/ben39.perft"));

function parsed(text: string): Ben39State {
  const result = ben39.parsePosition(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function fastTexts(fast: FastPosition): string[] {
  const { list, count } = fast.legalMoves();
  return Array.from(list.subarray(0, count), (move) => fast.moveText(move));
}

/** Plays a move by its text on the fast position. */
function makeText(fast: FastPosition, text: string): void {
  const { list, count } = fast.legalMoves();
  const move = Array.from(list.subarray(0, count)).find((m) => fast.moveText(m) === text);
  if (move === undefined) throw new Error(`${text} is not among the fast moves`);
  fast.make(move);
}

/** The state checked against the rules with every move made and unmade, then the fast position. */
function checked(state: Ben39State, where: string): FastPosition {
  const fast = ben39FastPosition(state);
  expectEveryMoveMatches(ben39, fast, state, where);
  return fast;
}

describe("Ben39's fast position against the readable rules", () => {
  it("plays seeded random games from the start and the perft midgames move for move", SLOW, () => {
    const starts = cases.map(({ id, epd }) => ({ id, state: parsed(epd) }));
    expectFastMatchesRules(ben39, starts, { games: 2, plies: 50, everyMovesAt: 10 });
  });

  for (const { id, epd, counts } of cases) {
    for (const { depth, nodes } of counts.filter((row) => row.nodes <= FAST_LIMIT)) {
      it(`${id}: fast perft ${depth} = ${nodes}`, SLOW, () => {
        expect(fastPerft(ben39FastPosition(parsed(epd)), depth)).toBe(nodes);
      });
    }
  }
});

describe("Ben39's fast position: rules it takes care over", () => {
  it("keeps the evaluation's board sums through every move and its unmake, kings moving, captured and carried", () => {
    const kingMoves = position({
      pieces: { h2: "K", g3: "C", i3: "C", f4: "r", h4: "p", l2: "P", k3: "X", m1: "x", h14: "k", g13: "c", g15: "c", h12: "N", e5: "W", m5: "W" },
      movable: "l2,d14",
      hands: { white: { R: 1, P: 2 }, black: { B: 1 } },
    });
    const starts = [...cases.map(({ epd }) => parsed(epd)), kingMoves, { ...kingMoves, turn: "black" as const }];
    for (const state of starts) {
      const fast = ben39FastPosition(state);
      const { list, count } = fast.legalMoves();
      for (const move of Array.from(list.subarray(0, count))) {
        const text = fast.moveText(move);
        const before = fast.evaluate();
        fast.make(move);
        expect(fast.evaluate(), `after ${text}`).toBe(ben39.evaluate!(play(state, text)));
        fast.unmake(move);
        expect(fast.evaluate(), `${text} taken back`).toBe(before);
      }
      expect(fast.evaluate()).toBe(ben39.evaluate!(state));
    }
    // the position does what the test is for: kings step and capture, and a square carries a pawn
    expect(texts(kingMoves)).toEqual(expect.arrayContaining(["Kh2xh4", "Kh2xf4", "Kh2-j4", "#l2-n4"]));
    expect(texts({ ...kingMoves, turn: "black" })).toEqual(expect.arrayContaining(["Kh14xh12", "Kh14-f12"]));
  });

  it("a king carried by a movable square needs a castle where it arrives, and one travelling with it counts", () => {
    const state = position({ pieces: { l2: "K", k3: "C", h14: "k" }, movable: "l2,d14" });
    const fast = checked(state, "king on l2");
    const squareMoves = fastTexts(fast).filter((t) => t.startsWith("#")).sort();
    expect(squareMoves).toEqual(["#l2-d2:k3", "#l2-n4:k3"]);
    makeText(fast, "#l2-n4:k3");
    expect(fast.positionText()).toBe(ben39.makePosition(play(state, "#l2-n4:k3")));
    expect(fast.evaluate()).toBe(ben39.evaluate!(play(state, "#l2-n4:k3")));
  });

  it("a pawn carried by a movable square onto its last rank becomes a queen", () => {
    const state = position({ pieces: { n12: "P", o13: "X", m13: "X", h2: "K", h8: "k" }, movable: "n12,d14" });
    const fast = checked(state, "pawn on n12");
    makeText(fast, "#n12-l14");
    expect(at(parsed(fast.positionText()), "l14")).toBe("Q");
    expect(fast.evaluate()).toBe(ben39.evaluate!(play(state, "#n12-l14")));
  });

  it("a teleport sends a piece off the board to hand (a queen as a pawn) but never swaps with a frozen friend", () => {
    const state = position({ pieces: { e5: "W", m5: "W", f4: "Q", d4: "P", l4: "R", m3: "i", h2: "K", h14: "k" }, movable: "l14,d14" });
    const fast = checked(state, "wizards e5 m5");
    const moves = fastTexts(fast);
    expect(moves).toContain("We5:f4");
    expect(moves).not.toContain("We5:d4"); // the rook on l4 is frozen by the immobilizer on m3
    makeText(fast, "We5:f4");
    expect(parsed(fast.positionText()).hands.white.P).toBe(1);
  });

  it("a rotation turns every friend or none: not with a frozen friend, not with nothing to turn, not a king off the board", () => {
    const frozen = checked(position({ pieces: { g3: "Z", f4: "B", e5: "i", h2: "K", h14: "k" }, movable: "l14,d14" }), "frozen bishop");
    expect(fastTexts(frozen).filter((t) => /^Zg3[+-]$/.test(t))).toEqual([]);
    const kingOff = checked(position({ pieces: { g1: "Z", h2: "K", g3: "C", e3: "C", h14: "k" }, movable: "l14,d14" }), "king by the edge");
    // clockwise would turn the king from h2 off the board; anticlockwise takes it to f2, castles on both
    expect(fastTexts(kingOff).filter((t) => /^Zg1[+-]$/.test(t))).toEqual(["Zg1-"]);
    const turning = position({ pieces: { g3: "Z", f4: "B", h2: "K", g1: "C", i3: "C", h4: "r", h14: "k" }, movable: "l14,d14" });
    const fast = checked(turning, "bishop and king turn");
    expect(fastTexts(fast)).toEqual(expect.arrayContaining(["Zg3+"]));
    const capture = fast.legalMoves();
    const turn = Array.from(capture.list.subarray(0, capture.count)).find((m) => fast.moveText(m) === "Zg3+")!;
    expect(fast.isCapture(turn)).toBe(true); // the bishop turns onto the rook on h4
  });

  it("a castle alternates its steps and remembers the next through make and unmake", () => {
    const state = position({ pieces: { g7: "C", h2: "K", h14: "k" }, movable: "l14,d14", hands: { black: { X: 1 } } });
    const fast = checked(state, "castle g7");
    makeText(fast, "Cg7-g9");
    makeText(fast, "X@a5");
    expect(fastTexts(fast).filter((t) => t.startsWith("Cg9")).sort()).toEqual(["Cg9-e11", "Cg9-e7", "Cg9-i11", "Cg9-i7"]);
  });

  it("an immobilizer is not dropped where it freezes an enemy at once; a castle is dropped either way", () => {
    const state = position({ pieces: { f4: "b", h2: "K", h14: "k" }, movable: "l14,d14", hands: { white: { I: 1, C: 1 } } });
    const moves = fastTexts(checked(state, "drops"));
    expect(moves).not.toContain("I@e5");
    expect(moves).toEqual(expect.arrayContaining(["I@c5", "C@e5:o", "C@e5:d"]));
    expect(ben39FastPosition(state).countLegalMoves()).toBe(moves.length);
  });

  it("taking the king ends the game at once, and a player with no legal move loses", () => {
    const state = position({ pieces: { h4: "k", f2: "G", h8: "K" }, movable: "l14,d14" });
    const fast = checked(state, "king en prise");
    expect(fast.outcome()).toBe(FAST_ONGOING);
    makeText(fast, "Gf2xh4");
    expect(fast.outcome()).toBe(FAST_WHITE_WINS);
    expect(fast.legalMoves().count).toBe(0);
    const stuck = ben39FastPosition(position({ pieces: { h14: "k", h2: "K" }, turn: "black", movable: "l2,d2" }));
    expect(stuck.countLegalMoves()).toBe(0);
    expect(stuck.outcome()).toBe(FAST_WHITE_WINS);
    const stuckWhite = ben39FastPosition(position({ pieces: { h14: "k", h2: "K" }, turn: "white", movable: "l2,d2" }));
    expect(stuckWhite.outcome()).toBe(FAST_BLACK_WINS);
  });
});
