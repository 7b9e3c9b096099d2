// One named test per rule of the seed's rules section, numbered in the order the seed
// states them (docs/engine/pit-of-pillars.md lists the same numbers).
import { describe, expect, it } from "vitest";
import { makeRandom } from "../../../src/engine/random-playout.ts";
import {
  build,
  capacityAt,
  expectRefused,
  game,
  legalTexts,
  pillarAt,
  playAll,
  playOk,
  position,
  stackAt,
  START,
} from "./helpers.ts";

/** Entering stage, Red to move after White's man on b1; b3 is the only square with all neighbours vacant. */
const ONE_ROOMY_FIRST = "*6*/rwrwrwrw/8/wrwrwrwr/8/8/r1wrwrwr/*w5* r e:b1 0,0 0,0";

describe("seed rules", () => {
  it("seed 1: two players, White and Red, on an 8x8 board without its corner squares", () => {
    expect(game.sideNames).toEqual({ white: "White", black: "Red" });
    const cells = game.view(position(START)).cells;
    expect(cells.filter((c) => c.shape === "square")).toHaveLength(60);
    for (const corner of ["a1", "a8", "h1", "h8"]) expect(cells.some((c) => c.id === corner)).toBe(false);
    expectRefused(position(START), "h8", "malformed_move", /not a square/);
  });

  it("seed 2: capacity is the number of orthogonal neighbours: 8 squares of 2, 16 of 3, 36 of 4 at the start", () => {
    const counts = new Map<string, number>();
    for (const cell of game.view(position(START)).cells) {
      if (cell.hint !== undefined) counts.set(cell.hint, (counts.get(cell.hint) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ "2": 8, "3": 16, "4": 36 });
  });

  it("seed 3: a single man is a stack, stacks mix colours, and the colour on top controls the stack", () => {
    const state = build({ d4: "wr", e6: "w" });
    expect(legalTexts(state).filter((t) => t.startsWith("d4"))).toEqual([]);
    expect(legalTexts(state)).toContain("e6-e7");
    expectRefused(state, "d4-d5", "illegal_move", /do not control the stack on d4/);
    const redToMove = build({ d4: "wr", e6: "w" }, "r m 0,0 0,0");
    expect(legalTexts(redToMove)).toContain("d4-d5");
  });

  it("seed 4: a pillar reduces the capacity of each square next to it by one", () => {
    const state = build({ d4: "W", b2: "R", c1: "W", g7: "r", e5: "w" });
    expect(["c4", "e4", "d3", "d5"].map((s) => capacityAt(state, s))).toEqual([3, 3, 3, 3]);
    expect(capacityAt(state, "d4")).toBe(4);
    expect(capacityAt(state, "b1")).toBe(0);
  });

  it("seed 5: the game starts with the board empty and White enters one man", () => {
    const start = game.setup();
    expect(start.ok).toBe(true);
    if (!start.ok) return;
    expect(game.view(start.value).pieces).toEqual([]);
    expect(game.turn(start.value)).toBe("white");
    const moves = game.legalMoves(start.value);
    expect(moves).toHaveLength(60);
    expect(moves.every((m) => m.kind === "enter" && m.path.length === 1 && m.text === m.path[0])).toBe(true);
  });

  it("seed 6: a turn's first man goes next to the man the opponent entered just before", () => {
    const state = playAll(position(START), "d4");
    const firsts = new Set(legalTexts(state).map((t) => t.split(",")[0]));
    expect([...firsts].sort()).toEqual(["c4", "d3", "d5", "e4"]);
    expectRefused(state, "f6,b2", "illegal_move", /next to d4/);
  });

  it("seed 7: the second man goes where it has only vacant squares next to it", () => {
    const state = playAll(position(START), "d4");
    expect(legalTexts(state)).toContain("d5,b4");
    expectRefused(state, "d5,e4", "illegal_move", /only vacant squares next to it/);
  });

  it("seed 8: both men are compulsory; when the second cannot be entered the turn ends and the opponent starts the movement stage", () => {
    const state = position(ONE_ROOMY_FIRST);
    expect(legalTexts(state)).toEqual(["c1,b3"]);
    expectRefused(state, "c1", "illegal_move", /second man can still be entered/);
    const white = playAll(state, "c1,b3");
    expect(legalTexts(white).sort()).toEqual(["a3", "b2", "b4", "c3"]);
    const played = playOk(white, "a3");
    expect(played.state.stage).toBe("movement");
    expect(game.turn(played.state)).toBe("black");
    expect(played.notes[0].message).toMatch(/Red makes the first move of the movement stage/);
  });

  it("seed 9: White and Red enter equally many men, and either may start the movement stage", () => {
    const starters = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const random = makeRandom(seed);
      let state = position(START);
      while (state.stage === "entering") {
        const moves = game.legalMoves(state);
        state = playOk(state, moves[Math.floor(random() * moves.length)].text).state;
      }
      const men = game.view(state).pieces.flatMap((p) => p.stack ?? []);
      expect(men.filter((s) => s === "white").length).toBe(men.filter((s) => s === "black").length);
      starters.add(game.turn(state));
    }
    expect([...starters].sort()).toEqual(["black", "white"]);
  });

  it("seed 10: a movement turn moves one of the mover's stacks or enters a man from his reserves", () => {
    const withReserve = build({ d4: "w", e6: "r" }, "w m 1,0 0,0");
    const kinds = new Set(game.legalMoves(withReserve).map((m) => m.kind));
    expect([...kinds].sort()).toEqual(["move", "reserve"]);
    const withoutReserve = build({ d4: "w", e6: "r" });
    expect(legalTexts(withoutReserve).sort()).toEqual(["d4-c4", "d4-d3", "d4-d5", "d4-e4"]);
    expectRefused(withoutReserve, "Pd4-d5", "malformed_move");
  });

  it("seed 11: a stack moves as many squares as men it moves, along a file or rank, and may split", () => {
    const state = build({ d4: "rwrw", g7: "r" });
    const fromD4 = legalTexts(state).filter((t) => t.startsWith("d4-") && !t.includes("/"));
    // north d5-d8, south d3-d1, west c4-a4, east e4-h4: every distance from 1 to 4 the board allows
    expect(fromD4).toHaveLength(14);
    const oneMan = playAll(state, "d4-d5");
    expect([stackAt(oneMan, "d4"), stackAt(oneMan, "d5")]).toEqual(["rwr", "w"]);
    const twoMen = playAll(state, "d4-d6");
    expect([stackAt(twoMen, "d4"), stackAt(twoMen, "d6")]).toEqual(["rw", "rw"]);
    expectRefused(state, "d4-e5", "illegal_move", /not a straight orthogonal line/);
  });

  it("seed 12: stacks move over and onto vacant or occupied squares, but never over or onto a pillar", () => {
    const state = build({ d4: "ww", d5: "r", d6: "R", c4: "R", e6: "r" });
    expect(stackAt(playAll(state, "d4-d5"), "d5")).toBe("rw");
    expectRefused(state, "d4-d6", "illegal_move", /pillar on d6/);
    expectRefused(state, "d4-b4", "illegal_move", /pillar on c4/);
    const over = build({ d4: "ww", d5: "r", e6: "r" });
    expect(stackAt(playAll(over, "d4-d6"), "d6")).toBe("ww");
  });

  it("seed 13: instead, a man from reserve enters on any vacant square or on top of any stack", () => {
    const state = build({ d4: "w", e5: "r", c3: "R" }, "w m 1,0 0,0");
    const entries = legalTexts(state).filter((t) => t.startsWith("@"));
    expect(entries).toHaveLength(59);
    expect(stackAt(playAll(state, "@e5"), "e5")).toBe("rw");
    expect(stackAt(playAll(state, "@d4"), "d4")).toBe("ww");
    expectRefused(state, "@c3", "illegal_move", /pillar/);
    expectRefused(build({ d4: "w", e5: "r" }), "@f6", "illegal_move", /no men in reserve/);
  });

  it("seed 14: after the compulsory part a player may move one of his pillars like a queen, never onto or over a stack or pillar", () => {
    const state = build({ d5: "ww", d4: "W", e4: "r", c3: "R" });
    expect(legalTexts(state)).toContain("d5-d6/Pd4-e5");
    expect(legalTexts(state)).toContain("d5-d6/Pd4-d1");
    expectRefused(state, "d5-d6/Pd4-d5", "illegal_move", /d5 is occupied/);
    expectRefused(state, "d5-d6/Pd4-e4", "illegal_move", /e4 is occupied/);
    expectRefused(state, "d5-d6/Pd4-b2", "illegal_move", /c3 is occupied/);
    expectRefused(state, "d5-d6/Pd4-c6", "illegal_move", /not a straight line/);
    expectRefused(state, "d5-d6/Pc3-c2", "illegal_move", /no pillar of yours on c3/);
    expectRefused(state, "d5-d6/Pd4-e5/Pe5-f6", "malformed_move");
  });

  it("seed 15: a bi-coloured stack made taller than its capacity is captured: mover's men to reserve, opponent's out, a pillar of the mover's colour", () => {
    const state = build({ b1: "rr", c1: "w", h4: "r" });
    const played = playOk(state, "c1-b1");
    expect(stackAt(played.state, "b1")).toBe("");
    expect(pillarAt(played.state, "b1")).toBe("white");
    expect(played.state.reserves).toEqual({ white: 1, black: 0 });
    expect(played.state.out).toEqual({ white: 0, black: 2 });
    expect(played.notes[0].message).toMatch(/b1 captured: 1 White man back to White's reserve, 2 Red men out of the game/);
    // a stack already above capacity is captured as soon as it is heightened
    const above = build({ b1: "wr", c1: "W", e5: "w", h4: "r" }, "r m 0,1 0,0");
    expect(capacityAt(above, "b1")).toBe(1);
    expect(pillarAt(playAll(above, "@b1"), "b1")).toBe("black");
  });

  it("seed 16: a pillar's emergence or move never captures (no cascade); the overloaded stack may be captured next turn", () => {
    const state = build({ b1: "wr", b2: "rrrr", c2: "w" }, "w m 0,1 0,0");
    const afterCapture = playAll(state, "c2-b2");
    expect(pillarAt(afterCapture, "b2")).toBe("white");
    expect(capacityAt(afterCapture, "b1")).toBe(1);
    expect(stackAt(afterCapture, "b1")).toBe("wr"); // over capacity, not captured
    const redCaptures = playAll(afterCapture, "@b1");
    expect(pillarAt(redCaptures, "b1")).toBe("black");
    expect(redCaptures.reserves.black).toBe(2);

    const pillarMove = playAll(build({ b1: "wr", d2: "W", e5: "w" }), "e5-e6/Pd2-c1");
    expect(capacityAt(pillarMove, "b1")).toBe(1);
    expect(stackAt(pillarMove, "b1")).toBe("wr");
  });

  it("seed 17: leaving the opponent without stacks wins, whatever his reserves, even when the winner's own last stack goes too", () => {
    const state = build({ b1: "rr", c1: "w" }, "w m 0,5 0,0");
    const after = playAll(state, "c1-b1");
    expect(game.view(after).pieces.filter((p) => p.kind === "stack")).toEqual([]);
    expect(game.outcome(after)).toEqual({ status: "win", winner: "white", reason: "no-stacks" });
    expect(game.legalMoves(after)).toEqual([]);
    expectRefused(after, "@d4", "game_over");
  });

  it("seed 18: no draws in regular play: a repeated position goes on", () => {
    let state = build({ d4: "w", f6: "r" });
    for (let i = 0; i < 3; i++) state = playAll(state, "d4-d5", "f6-f7", "d5-d4", "f7-f6");
    expect(game.makePosition(state)).toBe(game.makePosition(build({ d4: "w", f6: "r" })));
    expect(game.outcome(state)).toEqual({ status: "ongoing" });
  });
});
