// Clicking a cell that also stands for another first step (issue 20, item 4): Ben39's
// movable square, moved by a click on the square itself (web/src/move-input.ts, pure).
import { describe, expect, it } from "vitest";
import { boardMarks, clickFor, startInput } from "../../../web/src/move-input.ts";
import { ben39 } from "../../../src/engine/games/ben39/index.ts";
import { inTheBin } from "../../../src/engine/games/in-the-bin/index.ts";
import type { Move } from "../../../src/engine/types.ts";
import { position } from "../ben39/helpers.ts";
import { at, line, START } from "../in-the-bin/helpers.ts";

// White controls l2 (chad rooks on k3 and m3) and has a gold general standing on it
const state = position({ pieces: { l2: "G", k3: "X", m3: "X", h8: "K", g7: "C", h14: "k", g13: "c" } });
const moves: readonly Move[] = ben39.legalMoves(state);

describe("a movable square is moved by clicking it", () => {
  it("the square's own piece first, a second click switches to the square, a third lets go", () => {
    const first = clickFor(ben39, startInput(moves), "l2");
    expect(first.input.prefix).toEqual(["l2"]);
    const second = clickFor(ben39, first.input, "l2");
    expect(second.input.prefix).toEqual(["square:l2"]);
    expect(boardMarks(ben39, second.input).selected).toEqual(["l2"]);
    expect(boardMarks(ben39, second.input).targets).toContain("n4");
    expect(clickFor(ben39, second.input, "l2").input.prefix).toEqual([]);
  });

  it("an empty movable square starts moving the square at once", () => {
    const empty = position({ pieces: { k3: "X", m3: "X", h8: "K", g7: "C", h14: "k", g13: "c" } });
    const result = clickFor(ben39, startInput(ben39.legalMoves(empty)), "l2");
    expect(result.input.prefix).toEqual(["square:l2"]);
  });

  it("with a piece selected elsewhere, a click on the square picks the piece standing there", () => {
    const elsewhere = clickFor(ben39, startInput(moves), "k3");
    expect(elsewhere.input.prefix).toEqual(["k3"]);
    expect(clickFor(ben39, elsewhere.input, "l2").input.prefix).toEqual(["l2"]);
  });

  it("a hand piece stays a start while a board piece is selected", () => {
    const withHand = position({ pieces: { k3: "X", m3: "X", h8: "K", g7: "C", h14: "k", g13: "c" }, hands: { white: { W: 1 } } });
    const selected = clickFor(ben39, startInput(ben39.legalMoves(withHand)), "k3");
    expect(boardMarks(ben39, selected.input).starts).toContain("hand:white:W");
    expect(clickFor(ben39, selected.input, "hand:white:W").input.prefix).toEqual(["hand:white:W"]);
  });
});

describe("the buttons under the board say what they do", () => {
  it("Ben39: what to click next while moving a square", () => {
    expect(ben39.prompt?.(state, ["square:l2"])?.message).toBe("Click where the square l2 goes (a marked place), or the square again to let go.");
    expect(ben39.prompt?.(state, ["square:l2", "n4"])?.message).toBe("Click any of your pieces on its corners to take them along, then End turn.");
    expect(ben39.prompt?.(state, ["l2"])?.message).toBeUndefined();
  });

  it("Ben39: moving a square, turning a spider's pieces", () => {
    expect(ben39.actionLabel?.(state, ["square:l2"])?.message).toBe("Move the square l2");
    expect(ben39.actionLabel?.(state, ["e5", "clockwise"])?.message).toBe("Turn the pieces around the spider on e5 clockwise");
  });

  it("In The Bin: what a push takes back into the bin", () => {
    const pushing = line(at(START), "Q@d4", "F@d6", "W@e4", "Ke9-f8");
    expect(inTheBin.actionLabel?.(pushing, ["push"])?.message).toBe("Push the queen on d4 and the wazir on e4 back into the bin");
  });
});
