/** The drawing of a position: 100 cells, the pit as holes, White at the bottom. */
import { describe, expect, it } from "vitest";
import { thePit } from "../../../src/engine/games/the-pit/index.ts";
import { at, board } from "./helpers.ts";

describe("view", () => {
  const view = thePit.view(at("rchsqkshcr/pppppppppp/10/3****3/3****3/3****3/3****3/10/PPPPPPPPPP/RCHSQKSHCR w - - 0 1"));
  const cell = (id: string) => view.cells.find((c) => c.id === id);

  it("has 100 unit cells, x by file and y from the top, with no areas", () => {
    expect(view.width).toBe(10);
    expect(view.height).toBe(10);
    expect(view.cells).toHaveLength(100);
    expect(new Set(view.cells.map((c) => c.id)).size).toBe(100);
    expect(cell("a1")).toEqual({ id: "a1", x: 0, y: 9, w: 1, h: 1, shape: "square", shade: "dark" });
    expect(cell("j10")).toMatchObject({ x: 9, y: 0, shade: "dark" });
    expect(cell("b1")).toMatchObject({ x: 1, y: 9, shade: "light" });
    expect(cell("a10")).toMatchObject({ x: 0, y: 0, shade: "light" });
    expect(view.areas).toEqual([]);
  });

  it("draws the 16 pit squares as holes without shade", () => {
    const holes = view.cells.filter((c) => c.shape === "hole");
    expect(holes).toHaveLength(16);
    expect(cell("e5")).toEqual({ id: "e5", x: 4, y: 5, w: 1, h: 1, shape: "hole" });
    expect(cell("c4")?.shape).toBe("square");
  });

  it("lists the pieces with their side and letter", () => {
    expect(view.pieces).toHaveLength(40);
    expect(view.pieces).toContainEqual({ at: "f1", side: "white", kind: "K" });
    expect(view.pieces).toContainEqual({ at: "d10", side: "black", kind: "S" });
    expect(view.pieces).toContainEqual({ at: "c9", side: "black", kind: "P" });
    expect(thePit.view(at(board("Ka1 Hc5 kj10"))).pieces).toEqual([
      { at: "a1", side: "white", kind: "K" },
      { at: "c5", side: "white", kind: "H" },
      { at: "j10", side: "black", kind: "K" },
    ]);
  });
});
