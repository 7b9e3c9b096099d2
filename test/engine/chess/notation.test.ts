import { describe, expect, it } from "vitest";
import { makeLongMove, parseLongMove } from "../../../src/engine/chess/notation.ts";

describe("long algebraic notation", () => {
  it("reads piece, squares, capture sign and promotion", () => {
    expect(parseLongMove("a2-a4")).toEqual({ from: "a2", capture: false, to: "a4" });
    expect(parseLongMove("Hc1xc7")).toEqual({ piece: "H", from: "c1", capture: true, to: "c7" });
    expect(parseLongMove("a9-a10=S")).toEqual({ from: "a9", capture: false, to: "a10", promotion: "S" });
    expect(parseLongMove("Qd4-g7")).toEqual({ piece: "Q", from: "d4", capture: false, to: "g7" });
  });

  it("refuses what is not long algebraic", () => {
    for (const text of ["", "a2a4", "e4", "A2-A4", "a2-a4=", "a2-a4=q", "Ka1-a2+", "a2--a4", " a2-a4", "a0-a1x", "a100-a2"]) {
      expect(parseLongMove(text), text).toBeUndefined();
    }
  });

  it("takes a game's own square pattern (Inside-out Chess writes fields: c3i)", () => {
    const square = "[a-f][1-6][io]?";
    expect(parseLongMove("Nb1-c3i", square)).toEqual({ piece: "N", from: "b1", capture: false, to: "c3i" });
    expect(parseLongMove("b3ixb3o", square)).toEqual({ from: "b3i", capture: true, to: "b3o" });
    expect(parseLongMove("a9-a10", square)).toBeUndefined();
  });

  it("writes what it reads", () => {
    for (const text of ["a2-a4", "Hc1xc7", "a9-a10=S", "b9xa10=Q", "Kf1-g2"]) expect(makeLongMove(parseLongMove(text)!)).toBe(text);
  });
});
