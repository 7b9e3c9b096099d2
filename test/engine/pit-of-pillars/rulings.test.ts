// One or more named tests for every Pit of Pillars ruling in RULINGS.md.
import { describe, expect, it } from "vitest";
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

const ONE_ROOMY_FIRST = "*6*/rwrwrwrw/8/wrwrwrwr/8/8/r1wrwrwr/*w5* r e:b1 0,0 0,0";

describe("ruling 1: the board and capacity", () => {
  it("ruling 1: the board is 8x8 without a1, h1, a8, h8: 60 squares", () => {
    expect(game.legalMoves(position(START))).toHaveLength(60);
    for (const corner of ["a1", "h1", "a8", "h8"]) expectRefused(position(START), corner, "malformed_move", /not a square/);
  });

  it("ruling 1: capacity counts on-board neighbours only, so the squares beside the cut-off corners have 2", () => {
    const start = position(START);
    for (const square of ["b1", "g1", "a2", "h2", "a7", "h7", "b8", "g8"]) expect(capacityAt(start, square)).toBe(2);
    expect(capacityAt(start, "c1")).toBe(3);
    expect(capacityAt(start, "b2")).toBe(4);
  });

  it("ruling 1: a neighbouring pillar of either colour lowers capacity, down to 0", () => {
    const state = build({ c1: "W", b2: "R", e4: "W", e6: "R", d5: "w", f5: "r" });
    expect(capacityAt(state, "b1")).toBe(0);
    expect(capacityAt(state, "e5")).toBe(2);
    expect(capacityAt(state, "c2")).toBe(2);
    expect(capacityAt(state, "b3")).toBe(3);
  });
});

describe("ruling 2: sides, supply and reserves", () => {
  it("ruling 2: White moves first, Red second", () => {
    const start = position(START);
    expect(game.turn(start)).toBe("white");
    expect(game.turn(playAll(start, "d4"))).toBe("black");
  });

  it("ruling 2: entering-stage men come from an unlimited supply and reserves stay 0 until a capture", () => {
    let state = position(START);
    let turns = 0;
    while (state.stage === "entering") {
      state = playOk(state, game.legalMoves(state)[0].text).state;
      turns++;
      expect(state.reserves).toEqual({ white: 0, black: 0 });
    }
    expect(turns).toBeGreaterThan(5);
    const capture = playAll(build({ b1: "rr", c1: "w", h4: "r" }), "c1-b1");
    expect(capture.reserves).toEqual({ white: 1, black: 0 });
  });
});

describe("ruling 3: the entering stage", () => {
  it("ruling 3: White's first turn is one man on any square, never two", () => {
    const start = position(START);
    expect(legalTexts(start)).toContain("b1");
    expectRefused(start, "d4,f6", "illegal_move", /single man/);
  });

  it("ruling 3: the first man goes on a vacant square next to the man the opponent entered last", () => {
    const state = playAll(position(START), "d4", "d5,b7");
    const firsts = new Set(legalTexts(state).map((t) => t.split(",")[0]));
    expect([...firsts].sort()).toEqual(["a7", "b6", "b8", "c7"]);
    expectRefused(state, "c5,g2", "illegal_move", /next to b7, the man Red entered last/);
    expectRefused(playAll(position(START), "d4", "d5,b7", "b6,g2"), "b7,e2", "illegal_move", /already occupied/);
  });

  it("ruling 3: the second square's neighbours are judged after the first man is placed", () => {
    const state = playAll(position(START), "d4");
    // d7 is open once d5 stands; d6 is next to d5, so it is not
    expect(legalTexts(state)).toContain("d5,d7");
    expectRefused(state, "d5,d6", "illegal_move", /d6 has an occupied neighbour/);
  });

  it("ruling 3: a player must choose a first square that leaves room for a second", () => {
    const state = position(ONE_ROOMY_FIRST);
    // first squares c1 and b2; only c1 leaves b3 with all neighbours vacant
    expect(legalTexts(state)).toEqual(["c1,b3"]);
    expectRefused(state, "b2", "illegal_move", /for example c1,b3/);
    expectRefused(state, "b2,b3", "illegal_move", /occupied neighbour/);
  });

  it("ruling 3: only when no first square leaves room is the turn short", () => {
    const state = playAll(position(ONE_ROOMY_FIRST), "c1,b3");
    const moves = game.legalMoves(state);
    expect(moves.map((m) => m.text).sort()).toEqual(["a3", "b2", "b4", "c3"]);
    expect(moves.every((m) => m.kind === "enter" && m.path.length === 1)).toBe(true);
  });

  it("ruling 3: a short entering turn ends the stage and the other player moves first", () => {
    const played = playOk(playAll(position(ONE_ROOMY_FIRST), "c1,b3"), "b4");
    expect(played.state.stage).toBe("movement");
    expect(game.turn(played.state)).toBe("black");
    expect(game.makePosition(played.state)).toMatch(/ r m 0,0 0,0$/);
    expect(legalTexts(played.state).every((t) => /^[a-h]\d-[a-h]\d$/.test(t))).toBe(true);
  });
});

describe("ruling 4: the compulsory part", () => {
  it("ruling 4: the top k men move exactly k squares and keep their order on top of what they land on", () => {
    const state = build({ d4: "rwrw", d6: "r", g7: "r" });
    const played = playAll(state, "d4-d6");
    expect(stackAt(played, "d4")).toBe("rw");
    expect(stackAt(played, "d6")).toBe("rrw");
    expectRefused(build({ d4: "ww", g7: "r" }), "d4-d7", "illegal_move", /takes 3 men.*only 2/);
  });

  it("ruling 4: only a stack the mover controls moves", () => {
    const state = build({ d4: "wr", e6: "w" });
    expectRefused(state, "d4-d5", "illegal_move", /do not control/);
    expectRefused(state, "c4-c5", "illegal_move", /no stack on c4/);
  });

  it("ruling 4: never over or onto a pillar, never off the board", () => {
    const state = build({ b2: "www", b3: "R", e6: "r" });
    const fromB2 = legalTexts(state).filter((t) => t.startsWith("b2-") && !t.includes("/"));
    // north blocked by the pillar on b3; west only a2 (a further step leaves the board); south only b1
    expect(fromB2.sort()).toEqual(["b2-a2", "b2-b1", "b2-c2", "b2-d2", "b2-e2"]);
    expectRefused(state, "b2-b4", "illegal_move", /pillar on b3/);
    expectRefused(state, "b2-b3", "illegal_move", /pillar on b3/);
  });

  it("ruling 4: a man from reserve enters on a vacant square or on top of any stack, either colour", () => {
    const state = build({ d4: "w", e5: "rr", c3: "W" }, "w m 2,0 0,0");
    expect(stackAt(playAll(state, "@e5"), "e5")).toBe("rrw");
    expect(stackAt(playAll(state, "@d4"), "d4")).toBe("ww");
    expect(playAll(state, "@h7").reserves.white).toBe(1);
    expectRefused(state, "@c3", "illegal_move", /holds a pillar/);
  });
});

describe("ruling 5: the optional pillar move", () => {
  const state = build({ d5: "ww", d4: "W", e4: "r", c3: "R" });

  it("ruling 5: the pillar move is judged on the board the compulsory part left", () => {
    // d5-d7 empties d5, so the pillar may pass it; d5-c5 fills c5, which blocks the way to b6
    expectRefused(state, "d5-d6/Pd4-d6", "illegal_move", /d5 is occupied/);
    expect(legalTexts(state)).toContain("d5-d7/Pd4-d6");
    expect(legalTexts(state)).toContain("d5-d6/Pd4-b6");
    expectRefused(state, "d5-c5/Pd4-b6", "illegal_move", /c5 is occupied/);
  });

  it("ruling 5: a diagonal pillar move may pass between two occupied squares", () => {
    // d4-e5 passes between d5 (White) and e4 (Red)
    const played = playAll(state, "d5-d6/Pd4-e5");
    expect(pillarAt(played, "e5")).toBe("white");
    expect(pillarAt(played, "d4")).toBeUndefined();
  });

  it("ruling 5: the pillar a capture has just made may move at once", () => {
    const capture = build({ b1: "rr", c1: "w", h4: "r" });
    const played = playOk(capture, "c1-b1/Pb1-b5");
    expect(pillarAt(played.state, "b5")).toBe("white");
    expect(pillarAt(played.state, "b1")).toBeUndefined();
    expect(played.move.path).toEqual(["c1", "b1", "b1", "b5"]);
    expect(played.move.kind).toBe("move+pillar");
  });

  it("ruling 5: only one of the mover's own pillars, and only onto a vacant square", () => {
    expectRefused(state, "d5-d6/Pc3-c2", "illegal_move", /no pillar of yours/);
    expectRefused(state, "d5-d6/Pd4-e4", "illegal_move", /e4 is occupied/);
    expectRefused(state, "d5-d6/Pd4-d4", "illegal_move", /not a straight line/);
  });

  it("ruling 5: pillars are unlimited: a capture makes a pillar however many stand already", () => {
    const many: Record<string, string> = { b1: "rr", c1: "w", h4: "r" };
    for (const square of ["d3", "e3", "f3", "g3", "d6", "e6", "f6", "g6", "b5", "c5", "d8", "e8"]) many[square] = "W";
    const played = playAll(build(many), "c1-b1");
    expect(game.view(played).pieces.filter((p) => p.kind === "pillar" && p.side === "white")).toHaveLength(13);
  });
});

describe("ruling 6: capture", () => {
  it("ruling 6: the receiving stack is captured when bi-coloured and taller than its capacity; equal to capacity is safe", () => {
    const safe = playAll(build({ b1: "r", c1: "w", h4: "r" }), "c1-b1");
    expect(stackAt(safe, "b1")).toBe("rw");
    const taken = playOk(build({ b1: "rr", c1: "w", h4: "r" }), "c1-b1");
    expect(pillarAt(taken.state, "b1")).toBe("white");
    expect(taken.state.reserves.white).toBe(1);
    expect(taken.state.out.black).toBe(2);
  });

  it("ruling 6: a moved group landing on a vacant square is captured too", () => {
    const played = playAll(build({ g4: "rrw", b7: "r" }), "g4-g1");
    expect(pillarAt(played, "g1")).toBe("white");
    expect(stackAt(played, "g4")).toBe("");
    expect(played.reserves).toEqual({ white: 1, black: 0 });
    expect(played.out).toEqual({ white: 0, black: 2 });
  });

  it("ruling 6: a single-coloured stack is never captured, however tall", () => {
    const played = playAll(build({ g4: "www", b7: "r" }), "g4-g1");
    expect(stackAt(played, "g1")).toBe("www");
    expect(pillarAt(played, "g1")).toBeUndefined();
  });

  it("ruling 6: entering from reserve onto a stack can capture", () => {
    const played = playAll(build({ a2: "rw", e5: "r" }, "r m 0,1 0,0"), "@a2");
    expect(pillarAt(played, "a2")).toBe("black");
    expect(played.reserves.black).toBe(2); // one entered, two returned from the captured stack
    expect(played.out.white).toBe(1);
  });

  it("ruling 6: only the receiving stack is judged: the stack left behind and the neighbours of a new pillar stay", () => {
    // d2 keeps 5 men over a capacity that falls to 3; c1 overflows when the pillar rises on d1: no cascade
    const state = build({ d1: "rrr", d2: "rwrwrw", c1: "wrw", b7: "r" });
    const played = playAll(state, "d2-d1");
    expect(pillarAt(played, "d1")).toBe("white");
    expect([stackAt(played, "d2"), capacityAt(played, "d2")]).toEqual(["rwrwr", 3]);
    expect([stackAt(played, "c1"), capacityAt(played, "c1")]).toEqual(["wrw", 2]);
  });

  it("ruling 6: a pillar move never captures; the over-capacity stack stays until someone adds to it", () => {
    const state = build({ b1: "wr", d2: "W", e5: "w" }, "w m 0,1 0,0");
    const after = playAll(state, "e5-e6/Pd2-c1");
    expect(capacityAt(after, "b1")).toBe(1);
    expect(stackAt(after, "b1")).toBe("wr");
    const added = playAll(after, "@b1");
    expect(pillarAt(added, "b1")).toBe("black");
  });
});

describe("ruling 7: winning and losing", () => {
  it("ruling 7: after the mover's whole turn, an opponent who controls no stack has lost, even if the mover has none either", () => {
    const after = playAll(build({ b1: "rr", c1: "w" }), "c1-b1");
    expect(game.outcome(after)).toEqual({ status: "win", winner: "white", reason: "no-stacks" });
  });

  it("ruling 7: a winning turn may still include its pillar move", () => {
    const after = playAll(build({ b1: "rr", c1: "w" }), "c1-b1/Pb1-e4");
    expect(pillarAt(after, "e4")).toBe("white");
    expect(game.outcome(after)).toEqual({ status: "win", winner: "white", reason: "no-stacks" });
  });

  it("ruling 7: men buried under the opponent's men do not count: control is what matters", () => {
    const after = playAll(build({ d4: "w", d5: "r" }), "d4-d5");
    expect(stackAt(after, "d5")).toBe("rw");
    expect(game.outcome(after)).toEqual({ status: "win", winner: "white", reason: "no-stacks" });
  });

  it("ruling 7: a player left without a stack while the opponent still controls one plays on", () => {
    // White's capture on g1 takes his own last stack; Red still controls d4, so Red moves
    const after = playAll(build({ g4: "rrw", d4: "wr" }), "g4-g1");
    expect(game.outcome(after)).toEqual({ status: "ongoing" });
    // Red's move uncovers a White man: White controls a stack again and plays on
    const uncovered = playAll(after, "d4-d5");
    expect(game.outcome(uncovered)).toEqual({ status: "ongoing" });
    expect(legalTexts(uncovered)).toContain("@c6");
    expect(legalTexts(uncovered)).toContain("d4-d3");
  });

  it("ruling 7: a player who has no legal move on his turn loses", () => {
    // Red's only stack, on b1, is walled in by White pillars on c1 and b2, and Red has no reserve
    const state = build({ b1: "r", c1: "W", b2: "W", e5: "w" }, "r m 0,0 0,0");
    expect(game.legalMoves(state)).toEqual([]);
    expect(game.outcome(state)).toEqual({ status: "win", winner: "white", reason: "no-legal-move" });
    expectRefused(state, "b1-b2", "game_over");
    // one man in reserve is a legal move, so the game goes on
    expect(game.outcome(build({ b1: "r", c1: "W", b2: "W", e5: "w" }, "r m 0,1 0,0"))).toEqual({ status: "ongoing" });
  });

  it("ruling 7: draws only by agreement: the engine never ends a game in a draw", () => {
    const walled = build({ b1: "r", c1: "W", b2: "W", g8: "w", f8: "R", g7: "R" }, "r m 0,0 0,0");
    expect(game.outcome(walled).status).toBe("win");
    expect(game.outcome(position(START)).status).toBe("ongoing");
  });
});

describe("ruling 8: notation", () => {
  const state = build({ c3: "www", e2: "W", h5: "r" }, "w m 1,0 0,0");

  it("ruling 8: a stack move is from-to and its length is the number of men moved", () => {
    const played = playOk(state, "c3-c6");
    expect(played.move).toEqual({ text: "c3-c6", path: ["c3", "c6"], kind: "move" });
    expect(stackAt(played.state, "c6")).toBe("www");
    expect(stackAt(playAll(state, "c3-c4"), "c3")).toBe("ww");
  });

  it("ruling 8: an entry from reserve is @square, built from the reserve area", () => {
    expect(playOk(state, "@d4").move).toEqual({ text: "@d4", path: ["reserve:white", "d4"], kind: "reserve" });
  });

  it("ruling 8: the optional pillar move follows a slash", () => {
    expect(playOk(state, "c3-c6/Pe2-e5").move).toEqual({ text: "c3-c6/Pe2-e5", path: ["c3", "c6", "e2", "e5"], kind: "move+pillar" });
    expect(playOk(state, "@d4/Pe2-h2").move).toEqual({ text: "@d4/Pe2-h2", path: ["reserve:white", "d4", "e2", "h2"], kind: "reserve+pillar" });
  });

  it("ruling 8: texts out of the notation are refused as malformed", () => {
    for (const text of ["C3-C6", "c3c6", "c3-c6/e2-e5", "c3-c6/P", "c3-c6 /Pe2-e5", "@d4,", "c3xc6", "", "c3-i3", "c3-c9"]) {
      expectRefused(state, text, "malformed_move");
    }
  });

  it("ruling 8: entering turns are one text with a comma, and the stage decides which kind of text is legal", () => {
    expect(playOk(position(START), "c4").move).toEqual({ text: "c4", path: ["c4"], kind: "enter" });
    expect(playOk(playAll(position(START), "c4"), "c5,f7").move).toEqual({ text: "c5,f7", path: ["c5", "f7"], kind: "enter" });
    expectRefused(position(START), "c3-c4", "illegal_move", /entering stage is still on/);
    expectRefused(state, "c4,f7", "illegal_move", /entering stage is over/);
  });
});
