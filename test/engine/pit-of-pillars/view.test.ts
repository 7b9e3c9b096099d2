import { describe, expect, it } from "vitest";
import { build, game, position, START } from "./helpers.ts";

describe("view", () => {
  it("draws the 60 squares, x the file and y 7 minus the rank, and no corners", () => {
    const cells = game.view(position(START)).cells;
    expect(cells).toHaveLength(60);
    for (const corner of ["a1", "h1", "a8", "h8"]) expect(cells.find((c) => c.id === corner)).toBeUndefined();
    expect(cells.find((c) => c.id === "d4")).toEqual({ id: "d4", x: 3, y: 4, w: 1, h: 1, shape: "square", shade: "dark", hint: "4" });
    expect(cells.find((c) => c.id === "b1")?.hint).toBe("2");
    expect(cells.find((c) => c.id === "b1")?.shade).toBe("light");
  });

  it("hints each square's current capacity, lowered by neighbouring pillars", () => {
    const cells = game.view(build({ d4: "W", c1: "R", b2: "W", e6: "r", f6: "w" })).cells;
    const hint = (id: string) => cells.find((c) => c.id === id)?.hint;
    expect([hint("d5"), hint("c4"), hint("b1"), hint("d4")]).toEqual(["3", "3", "0", "4"]);
  });

  it("shows stacks bottom to top with their controlling side, and pillars with their colour", () => {
    const view = game.view(build({ d4: "rrw", e5: "r", c3: "R", f2: "W" }));
    expect(view.pieces).toEqual([
      { at: "f2", side: "white", kind: "pillar" },
      { at: "c3", side: "black", kind: "pillar" },
      { at: "d4", side: "white", kind: "stack", stack: ["black", "black", "white"] },
      { at: "e5", side: "black", kind: "stack", stack: ["black"] },
    ]);
  });

  it("shows both reserves and the men out of the game as areas", () => {
    const view = game.view(build({ d4: "w", e5: "r" }, "r m 3,1 2,5"));
    expect(view.areas).toEqual([
      { id: "reserve:white", label: "White reserve", where: "in White's reserve", side: "white", items: [{ kind: "man", count: 3, id: "reserve:white" }] },
      { id: "reserve:black", label: "Red reserve", where: "in Red's reserve", side: "black", items: [{ kind: "man", count: 1, id: "reserve:black" }] },
      { id: "out:white", label: "White men out of the game", where: "out of the game", side: "white", items: [{ kind: "man", count: 2, id: "out:white" }] },
      { id: "out:black", label: "Red men out of the game", where: "out of the game", side: "black", items: [{ kind: "man", count: 5, id: "out:black" }] },
    ]);
    expect(game.legalMoves(build({ d4: "w", e5: "r" }, "r m 3,1 2,5")).find((m) => m.kind === "reserve")?.path[0]).toBe("reserve:black");
  });
});
