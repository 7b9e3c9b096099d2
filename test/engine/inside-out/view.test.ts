/** The board view: cells with their geometry, both fields of every dual square, pieces at field ids. */
import { describe, expect, it } from "vitest";
import { game, position, start } from "./helpers.ts";

describe("view", () => {
  it("draws 36 unit squares, x the file and y 5 minus the rank", () => {
    const view = game.view(start());
    expect(view.width).toBe(6);
    expect(view.height).toBe(6);
    expect(view.cells.find((cell) => cell.id === "a1")).toEqual({ id: "a1", x: 0, y: 5, w: 1, h: 1, shape: "square", shade: "dark" });
    expect(view.cells.find((cell) => cell.id === "f6")).toMatchObject({ x: 5, y: 0, w: 1, h: 1, shape: "square" });
    expect(view.areas).toEqual([]);
  });

  it("draws a dual square as its outer field with the inner field centred inside at half size", () => {
    const cells = game.view(start()).cells;
    expect(cells.find((cell) => cell.id === "c3o")).toMatchObject({ x: 2, y: 3, w: 1, h: 1, shape: "square" });
    expect(cells.find((cell) => cell.id === "c3i")).toEqual({ id: "c3i", x: 2.25, y: 3.25, w: 0.5, h: 0.5, shape: "inner", shade: "special" });
    expect(cells.find((cell) => cell.id === "c3")).toBeUndefined();
  });

  it("lists the inner cells after the squares they sit in, so they are drawn on top", () => {
    const shapes = game.view(start()).cells.map((cell) => cell.shape);
    expect(shapes.indexOf("inner")).toBe(36);
  });

  it("shows both occupants of a dual square", () => {
    const view = game.view(position("k5/6/6/2[Nr]3/6/K5 w - - centred"));
    expect(view.pieces).toEqual(
      expect.arrayContaining([
        { at: "c3o", side: "black", kind: "R" },
        { at: "c3i", side: "white", kind: "N" },
      ]),
    );
    expect(view.pieces).toHaveLength(4);
  });

  it("follows the layout", () => {
    const ids = game.view(start("as-printed")).cells.map((cell) => cell.id);
    expect(ids).toEqual(expect.arrayContaining(["b3", "f3o", "f3i", "f4o", "f4i"]));
    expect(ids).not.toContain("b3o");
  });

  it("uses the same ids as the move paths", () => {
    const state = position("1bk2r/r1ppk1/p[pB]1[n.]2/N2[P.][P.]p/PPP1P1/R1KK1R w b4i-b4o b5-b4i centred");
    const ids = new Set(game.view(state).cells.map((cell) => cell.id));
    for (const move of game.legalMoves(state)) for (const id of move.path) expect(ids.has(id), id).toBe(true);
  });
});
