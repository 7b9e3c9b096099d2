// Every diagram of the Ben39 seed, move for move as its text says (with RULINGS.md's
// king rule where a diagram leaves castles out).
import { describe, expect, it } from "vitest";
import { at, play, position, texts } from "./helpers.ts";

describe("Ben39 seed diagram: the immobilizer", () => {
  // Black K h4, N f4; White N j4, G f2, B h2; Black I m3. The G on f2 attacks h4.
  const pieces = { h4: "k", f4: "n", j4: "N", f2: "G", h2: "B", m3: "i", h14: "K" };

  it("the gold general on f2 can take the king on h4", () => {
    expect(texts(position({ pieces, turn: "white", movable: "l14,d14" }))).toContain("Gf2xh4");
  });

  it("Black lifts the check by moving the immobilizer to g3 or e3, which freezes the general", () => {
    const black = position({ pieces, turn: "black", movable: "l14,d14" });
    expect(texts(black)).toEqual(expect.arrayContaining(["Im3-g3", "Im3-e3"]));
    for (const to of ["g3", "e3"]) {
      const after = play(black, `Im3-${to}`);
      expect(texts(after).filter((text) => text.startsWith("Gf2"))).toEqual([]);
    }
  });
});

describe("Ben39 seed diagram: the wizards", () => {
  // White W e5 and m5; P d6, B f6, N n6, R d4, S f4; Black G l4.
  const state = position({ pieces: { e5: "W", m5: "W", d6: "P", f6: "B", n6: "N", d4: "R", f4: "S", l4: "g", h2: "K", h14: "k" }, movable: "l14,d14" });
  const teleports = texts(state).filter((text) => /^W[a-o]\d+:/.test(text));

  it("sends the pawn d6 to l6, beside the other wizard as it stood beside this one", () => {
    expect(at(play(state, "We5:d6"), "l6")).toBe("P");
  });

  it("swaps the bishop f6 with the knightrider on n6", () => {
    const after = play(state, "We5:f6");
    expect([at(after, "n6"), at(after, "f6")]).toEqual(["B", "N"]);
  });

  it("captures the gold general on l4 with the rook from d4", () => {
    const after = play(state, "We5:d4");
    expect(at(after, "l4")).toBe("R");
    expect(after.hands.white.G).toBe(1);
  });

  it("sends the silver general f4 off the board, into White's hand", () => {
    const after = play(state, "We5:f4");
    expect(at(after, "f4")).toBeUndefined();
    expect(after.hands.white.S).toBe(1);
  });

  it("lists exactly the teleports of both wizards", () => {
    expect(teleports.sort()).toEqual(["We5:d4", "We5:d6", "We5:f4", "We5:f6", "Wm5:n6"]);
  });
});

describe("Ben39 seed diagram: the spiders", () => {
  // White Z g3 and k3; B f4, R j4, K h2, S j2; Black G l4. The diagram shows no castles;
  // the king rule (ruling 7) needs one on a corner of h2 and of where the king lands:
  // g1 (h2 and f2) and i3 (h2 and h4).
  const state = position({ pieces: { g3: "Z", k3: "Z", f4: "B", j4: "R", h2: "K", j2: "S", l4: "g", g1: "C", i3: "C", h14: "k" }, movable: "l14,d14" });

  it("Zg3+ turns the bishop to h4 and the king to f2; Zg3- the bishop to f2 and the king to h4", () => {
    const clockwise = play(state, "Zg3+");
    expect([at(clockwise, "h4"), at(clockwise, "f2")]).toEqual(["B", "K"]);
    const anticlockwise = play(state, "Zg3-");
    expect([at(anticlockwise, "f2"), at(anticlockwise, "h4")]).toEqual(["B", "K"]);
  });

  it("a half turn in one move is no move, and the king never turns alone", () => {
    const afterEach = ["Zg3+", "Zg3-"].map((text) => play(state, text));
    expect(afterEach.some((after) => at(after, "h2") === "B" && at(after, "f4") === "K")).toBe(false);
    expect(texts(state).filter((text) => text.startsWith("Zg3") && /[+-]$/.test(text)).sort()).toEqual(["Zg3+", "Zg3-"]);
  });

  it("Zk3+ captures the gold general with the rook; Zk3- sends the silver general off the board", () => {
    const clockwise = play(state, "Zk3+");
    expect([at(clockwise, "l4"), at(clockwise, "j4")]).toEqual(["R", "S"]);
    expect(clockwise.hands.white.G).toBe(1);
    const anticlockwise = play(state, "Zk3-");
    expect(at(anticlockwise, "j2")).toBe("R");
    expect(anticlockwise.hands.white.S).toBe(1);
  });

  it("the king turns only where a castle of its own stands on a corner of its new square", () => {
    const onlyG1 = position({ pieces: { g3: "Z", f4: "B", h2: "K", g1: "C", h14: "k" }, movable: "l14,d14" });
    expect(texts(onlyG1).filter((text) => /^Zg3[+-]$/.test(text))).toEqual(["Zg3+"]);
  });

  it("without a castle the king cannot be turned at all", () => {
    const bare = position({ pieces: { g3: "Z", f4: "B", h2: "K", h14: "k" }, movable: "l14,d14" });
    expect(texts(bare).filter((text) => text.startsWith("Zg3") && /[+-]$/.test(text))).toEqual([]);
  });
});

describe("Ben39 seed diagram: the king and its castles", () => {
  // White K h2; castles g3 and k5; wizards i3 and m5.
  const state = position({ pieces: { h2: "K", g3: "C", k5: "C", i3: "W", m5: "W", h14: "k" }, movable: "l14,d14" });

  it("the king steps to f2, f4, h4 or j4, never to j2, and can be teleported to l4", () => {
    expect(texts(state).filter((text) => text.startsWith("Kh2")).sort()).toEqual(["Kh2-f2", "Kh2-f4", "Kh2-h4", "Kh2-j4"]);
    expect(at(play(state, "Wi3:h2"), "l4")).toBe("K");
  });

  it("a king with no castle on a corner of its own square cannot move, by any means", () => {
    const stuck = position({ pieces: { h2: "K", g5: "C", k3: "C", i3: "Z", h14: "k" }, movable: "l14,d14" });
    const moves = texts(stuck);
    expect(moves.filter((text) => text.startsWith("Kh2"))).toEqual([]);
    expect(moves.filter((text) => /^Zi3[+-]$/.test(text))).toEqual([]);
    // the castles may walk away from the king
    expect(moves.some((text) => text.startsWith("Cg5-"))).toBe(true);
  });
});

describe("Ben39 seed diagram: moving a square", () => {
  // Movable squares on b4 (White's G, frozen by Black's I on c5) and l2 (White's K).
  const state = position({
    pieces: { a5: "X", c5: "i", b4: "G", a3: "X", c3: "z", k3: "C", m3: "X", l2: "K", k1: "x", m1: "c", h14: "k" },
    movable: "b4,l2",
  });
  const squareMoves = texts(state).filter((text) => text.startsWith("#"));

  it("nobody controls b4: two against two, the frozen general not counted", () => {
    expect(squareMoves.filter((text) => text.startsWith("#b4"))).toEqual([]);
  });

  it("White moves l2 to n4 only with the castle k3 along, the chad rook m3 at will; never to d2", () => {
    expect(squareMoves.sort()).toEqual(["#l2-n4:k3", "#l2-n4:k3,m3"]);
  });

  it("the square carries its king and Black's castle on the outside corner; the chad rook k1 stays", () => {
    const after = play(state, "#l2-n4:k3");
    expect([at(after, "n4"), at(after, "o3"), at(after, "m5"), at(after, "m3"), at(after, "k1")]).toEqual(["K", "c", "C", "X", "x"]);
    expect(after.movable.map((p) => p).length).toBe(2);
  });
});
