// A finished game in words for each viewer (issue 20, item 8): the winner's seat reads
// "You won ...", the loser's "You lost ...", a watcher "White wins ...", for every way a
// game can end, and no loser reads the winner's phrase where it would not fit.
import { describe, expect, it } from "vitest";
import { END_REASONS, outcomeFor } from "../../../web/src/words.ts";
import type { Outcome } from "../../../src/engine/types.ts";

const names = { white: "White", black: "Black" };

describe("outcomeFor", () => {
  it("says a resignation three ways", () => {
    const resigned: Outcome = { status: "win", winner: "black", reason: "resignation" };
    expect(outcomeFor(resigned, names, "black")).toBe("You won by resignation");
    expect(outcomeFor(resigned, names, "white")).toBe("You lost by resignation");
    expect(outcomeFor(resigned, names, undefined)).toBe("Black wins by resignation");
  });

  it("has words for every ending, from each side and for a watcher", () => {
    for (const reason of END_REASONS) {
      const won: Outcome = { status: "win", winner: "white", reason };
      expect(outcomeFor(won, names, "white"), reason).toMatch(/^You won (by|on|as) [a-z -]+$/);
      expect(outcomeFor(won, names, "black"), reason).toMatch(/^You lost (by|on|as) [a-z -]+$/);
      expect(outcomeFor(won, names, undefined), reason).toMatch(/^White wins (by|on|as) [a-z -]+$/);
      const drawn: Outcome = { status: "draw", reason };
      for (const viewer of ["white", "black", undefined] as const) expect(outcomeFor(drawn, names, viewer), reason).toMatch(/^Draw (by|on|as) [a-z -]+$/);
    }
  });

  it("tells the loser what happened to them, not what they did", () => {
    expect(outcomeFor({ status: "win", winner: "white", reason: "king-captured" }, names, "black")).toBe("You lost as your king was captured");
    expect(outcomeFor({ status: "win", winner: "white", reason: "no-stacks" }, names, "black")).toBe("You lost as you control no stack");
    expect(outcomeFor({ status: "win", winner: "white", reason: "no-legal-move" }, names, "black")).toBe("You lost as you have no legal move");
    expect(outcomeFor({ status: "win", winner: "white", reason: "timeout" }, names, "black")).toBe("You lost on time");
    for (const reason of END_REASONS) expect(outcomeFor({ status: "win", winner: "white", reason }, names, "black")).not.toMatch(/opponent|by capturing/);
  });
});
