// Every ruling of RULINGS.md's Ben39 section, by number, and the seed's rules that the
// diagrams (seed-diagrams.test.ts) do not already show.
import { describe, expect, it } from "vitest";
import { ben39 } from "../../../src/engine/games/ben39/index.ts";
import { CYCLE, FIXED_SQUARES, geometryOf, nameOf, OUTSIDE_CORNER, parseCell } from "../../../src/engine/games/ben39/board.ts";
import { squareDestinations } from "../../../src/engine/games/ben39/moves.ts";
import { at, play, position, texts } from "./helpers.ts";

const start = () => {
  const setup = ben39.setup();
  if (!setup.ok) throw new Error(setup.error.message);
  return setup.value;
};

describe("Ben39 ruling 1: coordinates, squares and the movable squares' cycle", () => {
  it("has 37 fixed squares at even/even coordinates, and 39 with the movable ones", () => {
    expect(FIXED_SQUARES).toHaveLength(37);
    expect(geometryOf(1, 5).squares).toHaveLength(39);
    expect(FIXED_SQUARES.map(nameOf)).toEqual(expect.arrayContaining(["f2", "h2", "j2", "d4", "l4", "b6", "n10", "d12", "j14"]));
  });

  it("moves the squares along d2 - l2 - n4 - n12 - l14 - d14 - b12 - b4", () => {
    expect(CYCLE.map(nameOf)).toEqual(["d2", "l2", "n4", "n12", "l14", "d14", "b12", "b4"]);
    expect(squareDestinations(1, 5).map((p) => nameOf(CYCLE[p])).sort()).toEqual(["d2", "n4"]);
  });

  it("an intersection, segment or diagonal exists only while it belongs to an existing square", () => {
    const geo = geometryOf(1, 5);
    expect(geo.point[parseCell("m1")!]).toBe(1); // l2's outside corner
    expect(geo.point[parseCell("c1")!]).toBe(0); // d2 is empty
    expect(geo.link(parseCell("g3")!, parseCell("i3")!)).toBe(true);
    expect(geo.link(parseCell("c1")!, parseCell("e1")!)).toBe(false); // d2's lower edge, while d2 is empty
    expect(geometryOf(0, 5).link(parseCell("c1")!, parseCell("e1")!)).toBe(true); // once a square stands on d2
    expect(geo.link(parseCell("e3")!, parseCell("g5")!)).toBe(true); // the diagonal across f4
  });
});

describe("Ben39 ruling 2: the start", () => {
  it("places both armies, everything else in hand, White to move", () => {
    const state = start();
    expect(["f2", "h2", "j2", "f4", "h4", "j4", "f6", "h6", "j6"].map((name) => at(state, name))).toEqual(["G", "K", "S", "B", "N", "R", "P", "P", "P"]);
    expect(["f14", "h14", "j14", "f12", "h12", "j12", "f10", "h10", "j10"].map((name) => at(state, name))).toEqual(["s", "k", "g", "r", "n", "b", "p", "p", "p"]);
    expect(state.hands.white).toMatchObject({ X: 5, I: 1, W: 2, Z: 2, C: 2 });
    expect(state.turn).toBe("white");
    expect(ben39.makePosition(state)).toBe("15/5s1k1g5/15/5r1n1b5/15/5p1p1p5/15/15/15/5P1P1P5/15/5B1N1R5/15/5G1K1S5/15 w l2,d14 X5I1W2Z2C2 X5I1W2Z2C2");
  });
});

describe("Ben39 ruling 3: capture the king; no check; no move loses", () => {
  it("leaving the king attacked is legal, and taking it ends the game at once", () => {
    // Black's king is attacked and cannot step away (no castle), yet Black may drop a pawn elsewhere
    const state = position({ pieces: { h4: "k", f2: "G", h8: "K" }, turn: "black", movable: "l14,d14", hands: { black: { P: 1 } } });
    expect(texts(state)).toContain("P@b8");
    const white = position({ pieces: { h4: "k", f2: "G", h8: "K" }, turn: "white", movable: "l14,d14" });
    const after = play(white, "Gf2xh4");
    expect(ben39.outcome(after)).toEqual({ status: "win", winner: "white", reason: "king-captured" });
    expect(ben39.legalMoves(after)).toEqual([]);
  });

  it("a player with no legal move loses", () => {
    // Black's king alone, no castle: it cannot move; nothing in hand
    const state = position({ pieces: { h14: "k", h2: "K" }, turn: "black", movable: "l2,d2" });
    expect(ben39.legalMoves(state)).toEqual([]);
    expect(ben39.outcome(state)).toEqual({ status: "win", winner: "white", reason: "no-legal-move" });
  });
});

describe("Ben39 ruling 4: square pieces", () => {
  it("the knightrider needs every landing square to exist and be empty", () => {
    const state = position({ pieces: { h4: "N", h2: "K", h14: "k" }, movable: "l14,d14" });
    const moves = texts(state).filter((text) => text.startsWith("Nh4"));
    expect(moves).toEqual(expect.arrayContaining(["Nh4-j8", "Nh4-l12"]));
    const blocked = position({ pieces: { h4: "N", j8: "P", h2: "K", h14: "k" }, movable: "l14,d14" });
    expect(texts(blocked)).not.toContain("Nh4-l12");
  });

  it("the bishop also steps one square orthogonally, never capturing so", () => {
    const state = position({ pieces: { h8: "B", h10: "p", f8: "K", h14: "k" }, movable: "l14,d14" });
    const moves = texts(state).filter((text) => text.startsWith("Bh8"));
    expect(moves).toEqual(expect.arrayContaining(["Bh8-j8", "Bh8-h6"]));
    expect(moves).not.toContain("Bh8xh10");
  });

  it("the pawn has no double step and promotes to a queen on rank 14", () => {
    const state = position({ pieces: { h6: "P", h12: "P", h2: "K", f14: "k" }, movable: "l14,d14" });
    expect(texts(state)).not.toContain("h6-h10");
    expect(at(play(state, "h12-h14"), "h14")).toBe("Q");
  });

  it("the generals step as in shogi, forward for each side", () => {
    const white = position({ pieces: { h8: "G", j8: "S", h2: "K", h14: "k" }, movable: "l14,d14" });
    expect(texts(white).filter((t) => t.startsWith("Gh8")).sort()).toEqual(["Gh8-f10", "Gh8-f8", "Gh8-h10", "Gh8-h6", "Gh8-j10"]);
    expect(texts(white).filter((t) => t.startsWith("Sj8")).sort()).toEqual(["Sj8-h10", "Sj8-h6", "Sj8-j10", "Sj8-l10", "Sj8-l6"]);
  });
});

describe("Ben39 ruling 5: drops", () => {
  it("a square piece is not dropped where it could never move, a pawn on rank 1 is", () => {
    const state = position({ pieces: { h2: "K", h14: "k" }, movable: "l14,d14", hands: { white: { P: 1 } } });
    const drops = texts(state).filter((t) => t.startsWith("P@"));
    expect(drops).not.toContain("P@h14");
    expect(drops).toContain("P@f2");
  });

  it("an immobilizer is not dropped where it freezes an enemy at once; a castle is dropped with its first step", () => {
    const state = position({ pieces: { h2: "K", h8: "p", h14: "k" }, movable: "l14,d14", hands: { white: { I: 1, C: 1 } } });
    const moves = texts(state);
    expect(moves).not.toContain("I@g9");
    expect(moves).toContain("I@g11");
    expect(moves).toEqual(expect.arrayContaining(["C@e5:o", "C@e5:d"]));
    expect(at(play(state, "C@e5:d"), "e5")).toBe("D");
  });
});

describe("Ben39 ruling 6: frozen pieces and the spider's turns", () => {
  it("a rotation that would move a frozen friend, move nothing, or send the king off is illegal", () => {
    const frozen = position({ pieces: { g3: "Z", f4: "B", e5: "i", h2: "K", h14: "k" }, movable: "l14,d14" });
    expect(texts(frozen).filter((t) => /^Zg3[+-]$/.test(t))).toEqual([]);
    const empty = position({ pieces: { g7: "Z", h2: "K", h14: "k" }, movable: "l14,d14" });
    expect(texts(empty).filter((t) => /^Zg7[+-]$/.test(t))).toEqual([]);
  });
});

describe("Ben39 ruling 7 and 13: the king rule for every way a king moves", () => {
  it("a teleported king needs a castle where it leaves and where it lands", () => {
    const state = position({ pieces: { h2: "K", g3: "C", i3: "W", m5: "W", h14: "k" }, movable: "l14,d14" });
    expect(texts(state)).not.toContain("Wi3:h2"); // no castle on l4's corners
  });

  it("a castle remembers its next step and alternates", () => {
    const state = position({ pieces: { g7: "C", h2: "K", h14: "k" }, movable: "l14,d14", hands: { black: { X: 1 } } });
    const orthogonal = texts(state).filter((t) => t.startsWith("Cg7")).sort();
    expect(orthogonal).toEqual(["Cg7-e7", "Cg7-g5", "Cg7-g9", "Cg7-i7"]);
    const after = play(state, "Cg7-g9");
    expect(at(after, "g9")).toBe("D");
    const next = play(after, texts(after)[0]); // Black's move
    expect(texts(next).filter((t) => t.startsWith("Cg9")).sort()).toEqual(["Cg9-e11", "Cg9-e7", "Cg9-i11", "Cg9-i7"]);
  });
});

describe("Ben39 ruling 8 and 14: movable squares", () => {
  it("a square skips over the other when it is next in the cycle", () => {
    expect(squareDestinations(1, 2).map((p) => nameOf(CYCLE[p])).sort()).toEqual(["d2", "n12"]);
  });

  it("travellers keep their offset, the outside corner's piece always goes, and a move never captures", () => {
    const state = position({ pieces: { l2: "P", m1: "x", k3: "X", h2: "K", h14: "k" }, movable: "l2,d14" });
    // White: P on the square and X k3 = 2; Black: x m1 = 1
    const moves = texts(state).filter((t) => t.startsWith("#"));
    expect(moves.sort()).toEqual(["#l2-d2", "#l2-d2:k3", "#l2-n4", "#l2-n4:k3"]);
    const after = play(state, "#l2-n4:k3");
    expect([at(after, "n4"), at(after, "o3"), at(after, "m5")]).toEqual(["P", "x", "X"]);
    expect(OUTSIDE_CORNER.map(nameOf)).toEqual(["c1", "m1", "o3", "o13", "m15", "c15", "a13", "a3"]);
  });
});

describe("Ben39 ruling 9: notation", () => {
  it("writes every kind of move as the ruling shows", () => {
    const state = position({
      pieces: { j4: "R", h4: "N", f6: "P", a5: "X", g5: "W", m5: "W", d6: "P", g3: "Z", f4: "B", h2: "K", g1: "C", f8: "p", h14: "k" },
      movable: "l14,d14",
      hands: { white: { P: 1, C: 1 } },
    });
    expect(texts(state)).toEqual(expect.arrayContaining(["Rj4-j10", "Nh4xf8", "d6-d8", "Xa5-a9", "P@h8", "C@e5:o", "Wg5:f4", "Zg3+"]));
  });
});

describe("Ben39 ruling 10: the two layers do not block each other", () => {
  it("a chad rook slides past square pieces; a rook slides under line pieces", () => {
    const state = position({ pieces: { c7: "X", d8: "P", b8: "R", c9: "x", h2: "K", h14: "k" }, movable: "l14,d14" });
    const moves = texts(state);
    expect(moves).toEqual(expect.arrayContaining(["Xc7-e7", "Rb8-b10"]));
    expect(moves).not.toContain("Xc7-c11"); // the black chad rook on c9 blocks it
  });
});

describe("Ben39 ruling 11: pieces in hand", () => {
  it("a queen sent off the board goes to hand as a pawn", () => {
    const state = position({ pieces: { e5: "W", m5: "W", f4: "Q", h2: "K", h14: "k" }, movable: "l14,d14" });
    const after = play(state, "We5:f4");
    expect(after.hands.white.P).toBe(1);
  });
});

describe("Ben39 ruling 12: the immobilizer", () => {
  it("a frozen piece cannot move or capture, and pins the movable square it stands on", () => {
    const state = position({ pieces: { l2: "R", k3: "i", m3: "X", k1: "X", h2: "K", h14: "k" }, movable: "l2,d14" });
    const moves = texts(state);
    expect(moves.filter((t) => t.startsWith("Rl2") || t.startsWith("#l2"))).toEqual([]);
  });
});

describe("Ben39 ruling 15: promotion by any means", () => {
  it("a pawn carried by a movable square onto rank 14 becomes a queen", () => {
    const state = position({ pieces: { n12: "P", o13: "X", m13: "X", h2: "K", h8: "k" }, movable: "n12,d14" });
    const after = play(state, "#n12-l14");
    expect(at(after, "l14")).toBe("Q");
  });
});

describe("Ben39 ruling 16: no draws but by agreement", () => {
  it("the rules end a game only by a king's capture or a player without a move", () => {
    const state = start();
    expect(ben39.outcome(state)).toEqual({ status: "ongoing" });
  });
});

describe("Ben39 ruling 3: the warning in place of check", () => {
  it("names the side to move's king that can be captured, and its attacker, and nothing otherwise", () => {
    const attacked = position({ pieces: { h4: "k", f2: "G", h8: "K" }, turn: "black", movable: "l14,d14", hands: { black: { P: 1 } } });
    expect(ben39.attackedKings?.(attacked)).toEqual([{ side: "black", king: "h4", attackers: ["f2"] }]);
    expect(ben39.attackedKings?.(start())).toEqual([]);
  });

  it("shows a frozen piece as frozen", () => {
    const state = position({ pieces: { f2: "G", e3: "i", h2: "K", h14: "k" }, movable: "l14,d14" });
    expect(ben39.view(state).pieces.find((piece) => piece.at === "f2")).toMatchObject({ frozen: true });
  });
});

describe("Ben39: a click that makes no move is explained", () => {
  it("names the freezing immobilizer, the king rule, a bad drop", () => {
    const state = position({ pieces: { f2: "G", e3: "i", h2: "K", h14: "k" }, movable: "l14,d14", hands: { white: { P: 1 } } });
    expect(ben39.explainPath?.(state, ["f2"])?.message).toBe("The gold general on f2 is frozen by the immobilizer on e3.");
    expect(ben39.explainPath?.(state, ["h2"])?.message).toBe("The king cannot move: no castle of its own stands on a corner of its square.");
    expect(ben39.explainPath?.(state, ["hand:white:P", "h14"])?.message).toBe("h14 is taken.");
    expect(ben39.explainPath?.(state, ["hand:white:P", "f14"])?.message).toBe("A pawn may not be dropped where it could never move.");
    expect(ben39.play(state, "Kh2-h4")).toMatchObject({ ok: false, error: { message: "The king may only move from a square with one of its own castles on a corner to another such square." } });
  });
});
