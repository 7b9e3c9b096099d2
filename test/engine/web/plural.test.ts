// Counted words from one place (issue 30, item 5): "1 point", never "(1 points)".
import { describe, expect, it } from "vitest";
import { counted, nounFor } from "../../../src/engine/plural.ts";

describe("counted", () => {
  it.each([
    [0, "point", undefined, "0 points"],
    [1, "point", undefined, "1 point"],
    [2, "point", undefined, "2 points"],
    [1.5, "point", undefined, "1.5 points"],
    [0, "player", undefined, "0 players"],
    [1, "player", undefined, "1 player"],
    [2, "player", undefined, "2 players"],
    [1, "ply", "plies", "1 ply"],
    [2, "ply", "plies", "2 plies"],
    [0, "day", undefined, "0 days"],
    [1, "day", undefined, "1 day"],
  ] as const)("%s %s", (count, one, other, expected) => {
    expect(counted(count, one, other)).toBe(expected);
  });

  it("writes the number as asked, keeping the noun's agreement", () => {
    expect(counted(1.5, "point", undefined, "1½")).toBe("1½ points");
    expect(counted(1, "point", undefined, "1")).toBe("1 point");
  });

  it("agrees a verb too", () => {
    expect([0, 1, 2].map((n) => nounFor(n, "is", "are"))).toEqual(["are", "is", "are"]);
  });
});
