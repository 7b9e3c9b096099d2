import { describe, expect, it } from "vitest";
import { attackersOf, isAttacked, makeAttackTable } from "../../../src/engine/chess/attacks.ts";
import type { PieceMovement } from "../../../src/engine/chess/movement.ts";
import { BISHOP, KING, KNIGHT, NIGHTRIDER, ROOK, leaper, orient, rider } from "../../../src/engine/chess/movement.ts";
import { makeGrid } from "../../../src/engine/geometry/grid.ts";
import type { Side } from "../../../src/engine/types.ts";

const grid = makeGrid(9, 9, (file, rank) => file === 4 && rank === 4);
const PAWN: PieceMovement = [leaper([[0, 1]], "move-only"), leaper([[1, 1], [-1, 1]], "capture-only")];
const BLACK_PAWN = orient(PAWN, "black");
const SHORT_ROOK: PieceMovement = [rider([[1, 0], [-1, 0], [0, 1], [0, -1]], "move-or-capture", 2)];
const table = makeAttackTable(grid, [KING, KNIGHT, ROOK, BISHOP, NIGHTRIDER, PAWN, BLACK_PAWN, SHORT_ROOK]);

function attacked(target: string, by: Side, pieces: Record<string, [Side, PieceMovement]>): boolean {
  const cells = new Map(Object.entries(pieces).map(([name, piece]) => [grid.parse(name)!, piece]));
  return isAttacked(table, grid.parse(target)!, by, {
    sideAt: (cell) => cells.get(cell)?.[0],
    movementAt: (cell) => cells.get(cell)![1],
  });
}

describe("isAttacked", () => {
  it("finds leapers and riders of the attacking side only", () => {
    expect(attacked("c3", "black", { b1: ["black", KNIGHT] })).toBe(true);
    expect(attacked("c3", "black", { b1: ["white", KNIGHT] })).toBe(false);
    expect(attacked("a9", "white", { a1: ["white", ROOK] })).toBe(true);
    expect(attacked("a9", "white", { a1: ["white", ROOK], a5: ["black", KING] })).toBe(false);
  });

  it("riders do not see through holes; a diagonal past a hole's corner is open", () => {
    expect(attacked("e9", "white", { e1: ["white", ROOK] })).toBe(false);
    expect(attacked("f6", "white", { d4: ["white", BISHOP] })).toBe(false);
    expect(attacked("e6", "white", { d5: ["white", BISHOP] })).toBe(true);
    expect(attacked("g6", "white", { a3: ["white", NIGHTRIDER] })).toBe(false);
    expect(attacked("c4", "white", { a3: ["white", NIGHTRIDER] })).toBe(true);
  });

  it("move-only steps do not attack; directional pieces attack their own way", () => {
    expect(attacked("c3", "white", { c2: ["white", PAWN] })).toBe(false);
    expect(attacked("d3", "white", { c2: ["white", PAWN] })).toBe(true);
    expect(attacked("d1", "black", { c2: ["black", BLACK_PAWN] })).toBe(true);
    expect(attacked("d3", "black", { c2: ["black", BLACK_PAWN] })).toBe(false);
  });

  it("a ride of limited range attacks no further than its range", () => {
    expect(attacked("a3", "white", { a1: ["white", SHORT_ROOK] })).toBe(true);
    expect(attacked("a4", "white", { a1: ["white", SHORT_ROOK] })).toBe(false);
  });

  it("refuses a movement it was not prepared for (a bug, not a user error)", () => {
    expect(() => attacked("c3", "white", { b1: ["white", [leaper([[1, 2]])]] })).toThrow(/not registered/);
  });
});

describe("attackersOf", () => {
  it("lists every attacker, leapers and riders, and none through a blocker", () => {
    const pieces: Record<string, [Side, PieceMovement]> = { b1: ["black", KNIGHT], c9: ["black", ROOK], a5: ["black", BISHOP], c6: ["white", KING], a1: ["black", ROOK] };
    const cells = new Map(Object.entries(pieces).map(([name, piece]) => [grid.parse(name)!, piece]));
    const found = attackersOf(table, grid.parse("c3")!, "black", { sideAt: (cell) => cells.get(cell)?.[0], movementAt: (cell) => cells.get(cell)![1] });
    expect(found.map((cell) => grid.name(cell)).sort()).toEqual(["a5", "b1"]);
  });
});
