/**
 * In The Bin, rule by rule: every numbered ruling of RULINGS.md ("In The Bin", 1-12), the
 * seed's own rules and its three bin-state examples, each in a test of its own name.
 */
import { describe, expect, it } from "vitest";
import { inTheBin } from "../../../src/engine/games/in-the-bin/index.ts";
import { at, custom, line, refusal, START, texts } from "./helpers.ts";

const start = at(START);

describe("ruling 1: the board and the bin", () => {
  it("nothing moves onto the bin", () => {
    const state = custom({ e1: "K", e9: "k", e3: "R" }, "Q2R3B4N6M2F8W10");
    expect(texts(state)).not.toContain("Re3-e5");
    expect(refusal(state, "Re3-e5")).toBe("Nothing may enter the bin.");
    expect(refusal(at(START), "Q@e5")).toBe("Nothing may enter the bin.");
  });

  it("nothing slides through the bin", () => {
    const state = custom({ a1: "K", i9: "k", e3: "R", c3: "B" }, "Q2R3B3N6M2F8W10");
    expect(texts(state)).not.toContain("Re3-e7");
    expect(refusal(state, "Re3-e7")).toBe("Nothing may slide through the bin.");
    expect(texts(state)).not.toContain("Bc3-g7");
    expect(refusal(state, "Bc3-g7")).toBe("Nothing may slide through the bin.");
  });

  it("a diagonal that only touches the bin's corner is not blocked (Bd5-e6)", () => {
    const state = custom({ a1: "K", i9: "k", d5: "B" }, "Q2R4B3N6M2F8W10");
    expect(texts(state)).toEqual(expect.arrayContaining(["Bd5-e6", "Bd5-f7", "Bd5-e4", "Bd5-f3"]));
  });

  it("a knight jumps past the bin; a single step whose line passes near it is fine", () => {
    const state = custom({ a1: "K", i9: "k", d3: "N" }, "Q2R4B4N5M2F8W10");
    // d3 to e5 would land on the bin; d3 to f4 and c5 pass beside it
    expect(texts(state)).toEqual(expect.arrayContaining(["Nd3-f4", "Nd3-c5", "Nd3-b4", "Nd3-f2"]));
    expect(texts(state)).not.toContain("Nd3-e5");
  });

  it("a nightrider's ride ends where its next knight step would land on the bin", () => {
    const state = custom({ a9: "K", i9: "k", c1: "M" }, "Q2R4B4N6M1F8W10");
    expect(texts(state)).toContain("Mc1-d3");
    expect(texts(state)).not.toContain("Mc1-f7"); // c1-d3-e5: the ride stops at d3
    expect(texts(state)).toEqual(expect.arrayContaining(["Mc1-e2", "Mc1-g3", "Mc1-i4"]));
  });
});

describe("ruling 2: hot spots", () => {
  it("White's are d4 e4 f4 and Black's d6 e6 f6: each selects onto its own", () => {
    expect(texts(start).filter((t) => t.startsWith("Q@"))).toEqual(["Q@d4", "Q@e4", "Q@f4"]);
    const black = line(start, "Ke1-e2");
    expect(texts(black).filter((t) => t.startsWith("Q@"))).toEqual(["Q@d6", "Q@e6", "Q@f6"]);
    expect(refusal(start, "Q@d6")).toBe("A selected piece goes on one of your own hot spots: d4, e4, f4.");
  });

  it("kings may not move onto any hot spot, their own or the opponent's", () => {
    const state = custom({ e3: "K", e7: "k" }, "Q2R4B4N6M2F8W10");
    expect(texts(state).filter((t) => t.startsWith("K")).sort()).toEqual(["Ke3-d2", "Ke3-d3", "Ke3-e2", "Ke3-f2", "Ke3-f3"]);
    expect(refusal(state, "Ke3-e4")).toBe("Kings may not stand on a hot spot.");
    const black = custom({ a1: "K", e7: "k" }, "Q2R4B4N6M2F8W10", "black");
    expect(refusal(black, "Ke7-e6")).toBe("Kings may not stand on a hot spot.");
  });
});

describe("ruling 3: the start", () => {
  it("kings on e1 and e9, the bin holding B4 F8 N6 M2 Q2 R4 W10 as neutral pieces, White to move", () => {
    expect(inTheBin.makePosition(start)).toBe(START);
    expect(inTheBin.turn(start)).toBe("white");
    const bin = inTheBin.view(start).areas.find((area) => area.id === "bin");
    expect(bin?.side).toBeUndefined();
    expect(Object.fromEntries(bin?.items.map((item) => [item.kind, item.count]) ?? [])).toEqual({ B: 4, F: 8, N: 6, M: 2, Q: 2, R: 4, W: 10 });
  });
});

describe("ruling 4: selection", () => {
  it("a piece of a kind the bin holds, onto an empty hot spot of the mover, takes the mover's colour", () => {
    const after = line(start, "M@f4");
    expect(inTheBin.view(after).pieces).toContainEqual({ at: "f4", side: "white", kind: "M" });
    expect(inTheBin.makePosition(after)).toBe("4k4/9/9/9/4*4/5M3/9/9/4K4 b - Q2R4B4N6M1F8W10");
  });

  it("not onto a taken hot spot, and not a kind the bin lacks", () => {
    const state = line(start, "M@f4", "Ke9-e8", "Q@d4", "Ke8-e9");
    expect(refusal(state, "Q@f4")).toBe("f4 is taken: a selection needs an empty hot spot.");
    const noKnights = custom({ a1: "K", i9: "k" }, "Q2R4B4M2F8W10");
    expect(refusal(noKnights, "N@d4")).toBe("The bin holds no knight.");
  });
});

describe("ruling 5: push", () => {
  it("every piece on the mover's hot spots, of either colour, goes into the bin", () => {
    const state = custom({ a1: "K", i9: "k", d4: "Q", f4: "r" }, "Q1R3B4N6M2F8W10");
    const after = line(state, "push");
    expect(inTheBin.makePosition(after).startsWith("8k/9/9/9/4*4/9/9/9/K8 w x ")).toBe(true);
    expect(inTheBin.makePosition(after).endsWith("Q2R4B4N6M2F8W10")).toBe(true);
  });

  it("needs a piece on the mover's own hot spots", () => {
    expect(texts(start)).not.toContain("push");
    expect(refusal(start, "push")).toBe("Nothing stands on your hot spots to push.");
    const theirs = custom({ a1: "K", i9: "k", d6: "Q" }, "Q1R4B4N6M2F8W10");
    expect(texts(theirs)).not.toContain("push");
  });
});

describe("ruling 6: the capture rule", () => {
  it("a capture gives the same player another move, and the chain goes on while each move adds to the bin", () => {
    const state = at("4k4/9/9/9/4*4/9/9/wwww5/R3K4 w - Q2R3B4N6M2F8W6");
    const first = line(state, "Ra1xa2");
    expect(inTheBin.turn(first)).toBe("white");
    expect(first.extra).toBe(true);
    const second = line(first, "Ra2xb2");
    expect(inTheBin.turn(second)).toBe("white");
    const quiet = line(second, "Ke1-f1");
    expect(inTheBin.turn(quiet)).toBe("black");
    expect(quiet.extra).toBe(false);
  });

  it("a push gives an extra move too, which may take the opponent's pushed piece into one's army", () => {
    // one's own wazir and the opponent's rook pushed together: selecting the rook back is a new bin
    const state = custom({ a1: "K", i9: "k", e4: "r", d4: "W" }, "Q2R3B4N6M2F8W9");
    const pushed = line(state, "push");
    expect(inTheBin.turn(pushed)).toBe("white");
    expect(texts(pushed)).toContain("R@e4");
    // a single piece pushed and selected straight back would bring the bin back: refused (rule 7)
    const alone = line(custom({ a1: "K", i9: "k", e4: "r" }, "Q2R3B4N6M2F8W10"), "push");
    expect(refusal(alone, "R@e4")).toMatch(/^The bin held exactly these pieces before/);
  });

  it("an extra move with no legal move lapses and the opponent is to move", () => {
    // White pushes its only other piece into an empty bin: selecting it back would bring the
    // empty bin back (rule 7), and the rooks on b9 and i2 cover a2, b1 and b2: the extra move lapses.
    const state = custom({ a1: "K", d4: "W", b9: "r", i2: "r", i9: "k" }, "-", "white");
    const played = inTheBin.play(state, "push");
    expect(played.ok).toBe(true);
    if (!played.ok) return;
    expect(played.value.notes.map((note) => note.message)).toContain("White has no legal extra move: it lapses.");
    expect(inTheBin.turn(played.value.state)).toBe("black");
  });
});

describe("ruling 7: the bin-state rule", () => {
  it("the seed's Emma and Anna: after one queen is selected, the other cannot be captured while the bin would be as it was", () => {
    const both = line(start, "Q@d4", "Q@d6");
    expect(refusal(both, "Qd4xd6")).toBe("The bin held exactly these pieces before (after move 1): the bin-state rule forbids it.");
    // once the bin has changed (a wazir selected by each side), the capture is allowed
    const changed = line(both, "W@e4", "W@e6");
    expect(texts(changed)).toContain("Qd4xd6");
  });

  it("the seed's two rooks and knights: no knight may be captured or pushed back; a nightrider's capture opens it again", () => {
    // The bin held two rooks and three knights (the start of this test); Black selects a knight.
    const earlier = custom({ a1: "K", a4: "R", b6: "Q", f4: "N", a8: "m", i9: "k" }, "R2N3", "black");
    const selected = line(earlier, "N@d6");
    expect(inTheBin.makePosition(selected).endsWith("R2N2")).toBe(true);
    // no capture of a knight (the bin would hold R2 N3 again), and no push of one either
    for (const capture of ["Qb6xd6", "push"]) {
      expect(refusal(selected, capture)).toBe("The bin held exactly these pieces before (at the start): the bin-state rule forbids it.");
    }
    // capturing the nightrider makes R2 N2 M1, never seen: allowed, and then knights may be captured again
    const afterNightrider = line(selected, "Ra4xa8");
    expect(inTheBin.makePosition(afterNightrider).endsWith("R2N2M1")).toBe(true);
    expect(texts(afterNightrider)).toContain("Qb6xd6");
  });

  it("the seed's queen and three bishops: a queen cannot be selected while the bin would return to one queen and three bishops", () => {
    // earlier: Q1 B3; now Q2 B3 (a queen captured since): selecting a queen would bring back Q1 B3
    const before = custom({ a1: "K", i9: "k", a8: "q", a2: "R" }, "Q1B3", "white");
    const captured = line(before, "Ra2xa8");
    expect(inTheBin.makePosition(captured).endsWith("Q2B3")).toBe(true);
    // White's extra move: a queen selection is refused, a bishop's is allowed
    expect(refusal(captured, "Q@d4")).toBe("The bin held exactly these pieces before (at the start): the bin-state rule forbids it.");
    expect(texts(captured)).toContain("B@d4");
  });

  it("counts kinds only, and compares with every earlier moment: the start, and after every single move, extra moves included", () => {
    const state = line(start, "W@d4", "W@d6", "Wd4-c4", "Wd6-c6");
    // pushing nothing is impossible; selecting a wazir each brought W10 -> W9 -> W8; a capture of one wazir would bring back W9
    expect(refusal(line(state, "Wc4-c5"), "Wc6xc5")).toMatch(/^The bin held exactly these pieces before \(after move 1\)/);
  });

  it("does not touch ordinary moves", () => {
    const state = line(start, "Ke1-e2");
    expect(texts(state).filter((t) => t.startsWith("K"))).toContain("Ke9-e8");
  });
});

describe("ruling 8: the board-state rule", () => {
  it("no move may bring back an earlier board, the start's included; the side to move does not count", () => {
    const state = line(start, "Ke1-e2", "Ke9-e8", "Ke2-e1");
    expect(texts(state)).not.toContain("Ke8-e9");
    expect(refusal(state, "Ke8-e9")).toBe("This board stood before (at the start): the board-state rule forbids it.");
  });
});

describe("ruling 9: king safety", () => {
  it("no move may leave one's own king attacked, a pinned piece still attacks, kings never stand next to each other", () => {
    const pinned = custom({ a1: "K", a3: "R", a7: "q", i9: "k" }, "Q1R3B4N6M2F8W10");
    expect(refusal(pinned, "Ra3-b3")).toBe("Your king would be in check.");
    // the queen behind the bin pins nothing: e7 to e1 crosses e5
    const behindTheBin = custom({ e1: "K", e3: "R", e7: "q", i9: "k" }, "Q1R3B4N6M2F8W10");
    expect(texts(behindTheBin)).toContain("Re3-d3");
    const close = custom({ c2: "K", c4: "k" }, "Q2R4B4N6M2F8W10");
    expect(texts(close)).not.toContain("Kc2-c3");
  });

  it("a selection or push that would leave one's king in check is refused; one that blocks a check is allowed", () => {
    const checked = custom({ e1: "K", a5: "q", i9: "k" }, "Q1R4B4N6M2F8W10");
    // the queen on a5 checks along a5-e1; d2 is no hot spot, but f4... the selections onto d4 e4 f4 do not block a5-e1
    expect(texts(checked).some((t) => t.includes("@"))).toBe(false);
    const blockable = custom({ e1: "K", e7: "r", i9: "k" }, "Q2R3B4N6M2F8W10");
    // the rook on e7 is stopped by the bin: White is not in check
    expect(texts(blockable).some((t) => t.includes("@"))).toBe(true);
    const diagonal = custom({ c1: "K", h6: "b", i9: "k" }, "Q2R4B3N6M2F8W10");
    // the bishop checks along h6-g5-f4-e3-d2-c1; a selection onto f4 blocks it
    expect(texts(diagonal).filter((t) => t.includes("@")).every((t) => t.endsWith("@f4"))).toBe(true);
  });

  it("a king is never captured", () => {
    const attacked = custom({ a1: "K", c2: "Q", c8: "k" }, "Q1R4B4N6M2F8W10", "white");
    expect(refusal(attacked, "Qc2xc8")).toBe("A king is never captured.");
  });

  it("a capture that gives mate is not final: the extra move comes first", () => {
    const state = custom({ a1: "K", a8: "R", h8: "q", i9: "k" }, "Q1R3B4N6M2F8W10", "white");
    const after = line(state, "Ra8xh8");
    expect(inTheBin.turn(after)).toBe("white");
    expect(inTheBin.outcome(after).status).toBe("ongoing");
  });
});

describe("ruling 10: the end", () => {
  it("the side to move without a legal move is checkmated when in check (a win), stalemated otherwise (a draw)", () => {
    // rank 9 is the a9 rook's, rank 8 the a8 rook's: no king step, and no selection blocks rank 9
    const mate = custom({ a1: "K", a9: "R", a8: "R", i9: "k" }, "Q2R2B4N6M2F8W10", "black");
    expect(inTheBin.legalMoves(mate)).toEqual([]);
    expect(inTheBin.outcome(mate)).toEqual({ status: "win", winner: "white", reason: "checkmate" });
    // not in check, nothing in the bin, nothing to push, every king step covered
    const stalemate = custom({ a1: "K", h1: "R", a8: "R", i9: "k" }, "-", "black");
    expect(inTheBin.legalMoves(stalemate)).toEqual([]);
    expect(inTheBin.outcome(stalemate)).toEqual({ status: "draw", reason: "stalemate" });
    // there is no repetition or move-count draw: the start is simply ongoing
    expect(inTheBin.outcome(start)).toEqual({ status: "ongoing" });
  });
});

describe("ruling 11: notation", () => {
  it("board moves Qd4-g7, captures Qd4xg7, selections Q@d4, push; K Q R B N M F W upper case for both sides", () => {
    const state = custom({ a1: "K", i9: "k", d4: "Q", d7: "n", f4: "m" }, "Q1R4B4N5M1F8W10");
    expect(texts(state)).toEqual(expect.arrayContaining(["Qd4xd7", "Qd4-e3", "Qd4-c5", "push", "Ka1-b1", "W@e4"]));
    const black = custom({ a1: "K", i9: "k", d6: "q" }, "Q1R4B4N6M2F8W10", "black");
    expect(texts(black)).toEqual(expect.arrayContaining(["Qd6-d7", "Q@e6", "push"]));
  });

  it("refuses other spellings with a reason", () => {
    expect(inTheBin.play(start, "ke1-e2").ok).toBe(false);
    expect(inTheBin.play(start, "e1-e2").ok).toBe(false);
    expect(refusal(start, "Qe1-e2")).toBe("The piece on e1 is a king, not a queen.");
    expect(refusal(start, "Ke1xe2")).toBe("There is nothing to capture on e2.");
    expect(refusal(start, "hello")).toMatch(/^"hello" is not a move/);
    expect(refusal(start, "K@d4")).toBe("Kings are never selected: they never go into the bin.");
  });
});

describe("ruling 12: position text", () => {
  it("holds the board, the bin's counts, the side to move and the extra-move flag, and round-trips", () => {
    for (const text of [START, "4k4/9/9/9/4*4/9/9/wwww5/R3K4 w x Q2R3B4N6M2F8W6", "8k/9/9/9/4*4/9/9/9/K8 b - Q2R4B4N6M2F8W10"]) {
      expect(inTheBin.makePosition(at(text))).toBe(text);
    }
  });

  it("refuses impossible positions with a reason", () => {
    const wrong = (text: string) => {
      const read = inTheBin.parsePosition(text);
      return read.ok ? "read" : read.error.message;
    };
    expect(wrong("4k4/9/9/9/4*4/9/9/9/4K4 w - Q2R4B4N6M2F8W9")).toBe("The board and the bin hold 9 of the wazir kind; a game has exactly 10.");
    expect(wrong("4k4/9/9/9/9/9/9/9/4K4 w - Q2R4B4N6M2F8W10")).toBe('Rank 5: e5 is in the bin and must be written "*".');
    expect(wrong("9/9/9/9/4*4/9/9/9/4K4 w - Q2R4B4N6M2F8W10")).toBe("Black must have exactly one king, not 0.");
    expect(wrong("4k4/9/9/9/4*4/4K4/9/9/9 w - Q2R4B4N6M2F8W10")).toBe("The White king stands on the hot spot e4, where kings may not stand.");
    expect(wrong("4k4/9/9/9/4*4/9/9/9/4K4 w - W10Q2R4B4N6M2F8")).toBe("The bin's kinds are written once each, in the order Q R B N M F W.");
  });

  it("a game begun from a position text knows only that position as its history", () => {
    const state = at("4k4/9/9/9/4*4/9/9/9/3K5 w - Q2R4B4N6M2F8W10");
    // from the start this board would have stood before; from this text it has not
    expect(texts(line(state, "Kd1-e1", "Ke9-e8", "Ke1-e2"))).toContain("Ke8-e9");
  });
});

describe("seed: the pieces", () => {
  it("the ferz steps one square diagonally, the wazir one orthogonally", () => {
    const state = custom({ a1: "K", i9: "k", c3: "F", g3: "W" }, "Q2R4B4N6M2F7W9");
    expect(texts(state).filter((t) => /^F[a-i]/.test(t)).sort()).toEqual(["Fc3-b2", "Fc3-b4", "Fc3-d2", "Fc3-d4"]);
    expect(texts(state).filter((t) => /^W[a-i]/.test(t)).sort()).toEqual(["Wg3-f3", "Wg3-g2", "Wg3-g4", "Wg3-h3"]);
  });

  it("the nightrider makes a series of knight moves in one line until something stops it", () => {
    const state = custom({ a9: "K", i9: "k", a1: "M", e3: "n" }, "Q2R4B4N5M1F8W10");
    expect(texts(state)).toEqual(expect.arrayContaining(["Ma1-b3", "Ma1-c5", "Ma1-d7", "Ma1-c2", "Ma1xe3"]));
    expect(texts(state)).not.toContain("Ma1-g4");
  });
});

describe("explaining a click without a round trip", () => {
  it("says why a bin piece or the push leads to no legal move, and nothing when one does", () => {
    const captured = line(start, "Q@d4", "F@d6", "W@e4", "Ke9-f8", "Qd4xd6");
    expect(inTheBin.explainPath?.(captured, ["bin:F"])?.message).toBe("The bin held exactly these pieces before (after move 2): the bin-state rule forbids it.");
    expect(inTheBin.explainPath?.(captured, ["push"])?.message).toBe("The bin held exactly these pieces before (after move 1): the bin-state rule forbids it.");
    expect(inTheBin.explainPath?.(captured, ["bin:R"])?.message).toBeUndefined();
    expect(inTheBin.explainPath?.(start, ["push"])?.message).toBeUndefined(); // nothing to push: no option to grey
    expect(inTheBin.explainPath?.(custom({ a1: "K", i9: "k", d4: "Q", e4: "R", f4: "B" }, "Q1R3B3N6M2F8W10"), ["bin:N"])?.message).toBe(
      "Your hot spots are all taken: push, or move a piece off them, to select.",
    );
  });
});
