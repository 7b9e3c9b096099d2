import { describe, expect, it } from "vitest";
import { makeGrid } from "../../../src/engine/geometry/grid.ts";
import type { PieceMovement } from "../../../src/engine/chess/movement.ts";
import { BISHOP, FERZ, KING, KNIGHT, NIGHTRIDER, QUEEN, ROOK, WAZIR, combine, forEachDestination, leaper, orient, rider } from "../../../src/engine/chess/movement.ts";
import type { Side } from "../../../src/engine/types.ts";

/** A 9x9 board with a hole at e5, as In The Bin has. */
const grid = makeGrid(9, 9, (file, rank) => file === 4 && rank === 4);

function destinations(from: string, movement: PieceMovement, pieces: Record<string, Side> = {}, mover: Side = "white"): string[] {
  const sides = new Map(Object.entries(pieces).map(([name, side]) => [grid.parse(name)!, side]));
  const found: string[] = [];
  forEachDestination(grid, grid.parse(from)!, movement, mover, (cell) => sides.get(cell), (to, isCapture) => {
    found.push(`${isCapture ? "x" : ""}${grid.name(to)}`);
  });
  return found.sort();
}

describe("movement data", () => {
  it("a leaper reaches its step squares over anything, but not a hole or the edge", () => {
    expect(destinations("a1", KNIGHT)).toEqual(["b3", "c2"]);
    expect(destinations("d3", KNIGHT, { d4: "white", c3: "black" })).toEqual(["b2", "b4", "c1", "c5", "e1", "f2", "f4"]);
    expect(destinations("e4", WAZIR)).toEqual(["d4", "e3", "f4"]);
    expect(destinations("d4", FERZ)).toEqual(["c3", "c5", "e3"]);
  });

  it("a rider stops before its own pieces, on an enemy (capturing) and before a hole", () => {
    expect(destinations("e1", ROOK, { e3: "black", c1: "white" })).toEqual(["d1", "e2", "f1", "g1", "h1", "i1", "xe3"]);
    expect(destinations("e2", ROOK)).toEqual(["a2", "b2", "c2", "d2", "e1", "e3", "e4", "f2", "g2", "h2", "i2"]);
    // A diagonal that only touches the hole's corner is open.
    expect(destinations("d5", BISHOP)).toContain("e6");
  });

  it("a nightrider repeats the knight step and stops where a step would land in the hole", () => {
    expect(destinations("a1", NIGHTRIDER)).toEqual(["b3", "c2", "c5", "d7", "e3", "e9", "g4", "i5"]);
    // From a3 the (2,1) ride reaches c4, then e5 is the hole: g6 is out of reach.
    expect(destinations("a3", NIGHTRIDER)).toContain("c4");
    expect(destinations("a3", NIGHTRIDER)).not.toContain("g6");
  });

  it("a ride of limited range stops after that many steps; modes restrict moves and captures", () => {
    const twoStep = [rider([[0, 1]], "move-only", 2)];
    expect(destinations("c2", twoStep)).toEqual(["c3", "c4"]);
    expect(destinations("c2", twoStep, { c4: "black" })).toEqual(["c3"]);
    const capturer = [leaper([[1, 1], [-1, 1]], "capture-only")];
    expect(destinations("c2", capturer, { b3: "black", d3: "white" })).toEqual(["xb3"]);
  });

  it("combine joins movements; orient turns forward steps for Black", () => {
    expect(destinations("a1", combine(ROOK, KNIGHT))).toHaveLength(8 + 8 + 2);
    expect(destinations("d4", QUEEN)).toEqual(destinations("d4", combine(ROOK, BISHOP)));
    const forward = [leaper([[0, 1]], "move-only")];
    expect(destinations("c5", orient(forward, "black"), {}, "black")).toEqual(["c4"]);
    expect(orient(KING, "white")).toBe(KING);
  });
});

describe("forEachDestination stops when asked", () => {
  it("stops at the first cell a visit accepts, and says so", () => {
    const seen: number[] = [];
    const stopped = forEachDestination(grid, grid.parse("d4")!, [rider([[1, 0]])], "white", () => undefined, (to) => {
      seen.push(to);
      return seen.length === 2;
    });
    expect(stopped).toBe(true);
    expect(seen.map((cell) => grid.name(cell))).toEqual(["e4", "f4"]);
  });
  it("says it went through every cell when no visit stopped it", () => {
    expect(forEachDestination(grid, grid.parse("d4")!, [rider([[1, 0]])], "white", () => undefined, () => false)).toBe(false);
  });
});
