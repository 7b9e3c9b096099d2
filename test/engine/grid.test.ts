import { describe, expect, it } from "vitest";
import { KING_STEPS, KNIGHT_STEPS, makeGrid, scaleSteps } from "../../src/engine/geometry/grid.ts";

/** The Pit's board: 10x10 without d4-g7. */
const pit = makeGrid(10, 10, (file, rank) => file >= 3 && file <= 6 && rank >= 3 && rank <= 6);

describe("grid", () => {
  it("numbers cells rank by rank and leaves holes out of the cell list", () => {
    expect(pit.cells).toHaveLength(84);
    expect(pit.cells[0]).toBe(0);
    expect(pit.name(0)).toBe("a1");
    expect(pit.name(99)).toBe("j10");
    expect(pit.parse("j10")).toBe(99);
    expect(pit.parse("e5")).toBeUndefined();
    expect(pit.parse("k1")).toBeUndefined();
    expect(pit.isOnBoard(pit.at(4, 4) ?? 44)).toBe(false);
    expect(pit.at(4, 4)).toBeUndefined();
    expect(pit.file(37)).toBe(7);
    expect(pit.rank(37)).toBe(3);
  });

  it("offset leaves out cells off the board and in holes", () => {
    const c3 = pit.parse("c3")!;
    expect(pit.offset(c3, [1, 1])).toBeUndefined();
    expect(pit.name(pit.offset(c3, [1, 0])!)).toBe("d3");
    expect(pit.offset(pit.parse("a1")!, [-1, 0])).toBeUndefined();
    expect(pit.offset(pit.parse("j1")!, [1, 0])).toBeUndefined();
  });

  it("ray stops at the edge and before a hole, nearest cell first, and is cached", () => {
    const names = (cells: readonly number[]) => cells.map((cell) => pit.name(cell));
    expect(names(pit.ray(pit.parse("d1")!, [0, 1]))).toEqual(["d2", "d3"]);
    expect(names(pit.ray(pit.parse("a1")!, [1, 1]))).toEqual(["b2", "c3"]);
    expect(names(pit.ray(pit.parse("a4")!, [1, 0]))).toEqual(["b4", "c4"]);
    // f6 is a hole: a five-square ride step from a1 finds nothing.
    expect(pit.ray(pit.parse("a1")!, [5, 5])).toEqual([]);
    expect(pit.ray(pit.parse("a1")!, [0, 1])).toBe(pit.ray(pit.parse("a1")!, [0, 1]));
  });

  it("step sets and scaling", () => {
    expect(KING_STEPS).toHaveLength(8);
    expect(new Set(KNIGHT_STEPS.map(([dx, dy]) => `${dx},${dy}`)).size).toBe(8);
    expect(scaleSteps(KING_STEPS, 5)).toContainEqual([5, -5]);
    expect(pit.name(pit.offset(pit.parse("a1")!, [5, 0])!)).toBe("f1");
  });
});
