// One meaning of "move" (issue 10, item 7): numbered moves as the move list numbers
// them, plies where a count must be exact.
import { describe, expect, it } from "vitest";
import { countMoves, moveNumbers, movesText, plyLabel, positionAfter, recordMoveName } from "../../src/engine/move-words.ts";
import type { Side } from "../../src/engine/types.ts";

const alternating: Side[] = ["white", "black", "white", "black", "white"];
// In The Bin: White captures and moves again, so plies 1-3 are all move 1
const extra: Side[] = ["white", "white", "black", "white", "black"];

describe("move words", () => {
  it("numbers plies as the move list does", () => {
    expect(moveNumbers(alternating)).toEqual([1, 1, 2, 2, 3]);
    expect(moveNumbers(extra)).toEqual([1, 1, 1, 2, 2]);
  });

  it("counts numbered moves, exactly when the sides are known", () => {
    expect(countMoves(12)).toBe(6);
    expect(countMoves(11)).toBe(6);
    expect(countMoves(3, extra)).toBe(1);
    expect(movesText(0)).toBe("no moves yet");
    expect(movesText(1)).toBe("1 move");
    expect(movesText(12)).toBe("6 moves");
  });

  it("names a ply and a position after it", () => {
    const moves = ["e2-e3", "e9-e8", "a2-a3", "a9-a8", "b2-b3"];
    expect(plyLabel(4, alternating, moves)).toBe("2… a9-a8");
    expect(positionAfter(5, 12, alternating, moves)).toBe("the position after 3. b2-b3 (ply 5 of 12)");
    expect(positionAfter(0, 12, alternating, moves)).toBe("the start position");
    expect(recordMoveName(4, alternating, { white: "White", black: "Black" }, "a9-a8")).toBe("Move 2 (Black's a9-a8)");
  });
});
