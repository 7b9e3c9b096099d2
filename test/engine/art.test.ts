import { describe, expect, it } from "vitest";
import { CHESS_OUTLINES } from "../../src/art/chess-outlines.ts";
import { flattenPath, formatPath, parsePath, transformPath } from "../../src/art/path.ts";
import { isChessKind, pieceArt } from "../../src/art/pieces.ts";
import { listGames } from "../../src/engine/registry.ts";

describe("path data", () => {
  it("reads what it writes", () => {
    const d = "M0.5 0.1L0.9 0.5Q1 1 0.5 0.9C0.4 0.8 0.2 0.7 0.1 0.5Z";
    expect(formatPath(parsePath(d))).toBe(d);
    expect(() => parsePath("M0 0A1 1 0 0 1 2 2")).toThrow();
  });

  it("reads relative commands, as the font data is written, into absolute ones", () => {
    expect(formatPath(parsePath("m10 20l5 0q1 1 2-3c1 1 2 2 3 3zm1 1l2 2z"))).toBe("M10 20L15 20Q16 21 17 17C18 18 19 19 20 20ZM11 21L13 23Z");
  });

  it("scales and moves every point", () => {
    expect(formatPath(transformPath(parsePath("M1 2Q3 4 5 6"), 2, 10, 20))).toBe("M12 24Q16 28 20 32");
  });

  it("flattens a curve into pieces that stay near it", () => {
    const [line] = flattenPath(parsePath("M0 0Q50 100 100 0"), 0.1);
    expect(line.points.length).toBeGreaterThan(10);
    // the top of the curve is at (50, 50)
    const ys = line.points.filter((_, i) => i % 2 === 1);
    expect(Math.max(...ys)).toBeGreaterThan(49.8);
  });
});

describe("piece art", () => {
  it("has the six chess silhouettes inside the 1x1 box", () => {
    for (const kind of ["K", "Q", "R", "B", "N", "P"]) {
      expect(isChessKind(kind)).toBe(true);
      const xs = flattenPath(parsePath(CHESS_OUTLINES[kind]), 0.001).flatMap((line) => line.points);
      expect(Math.min(...xs), kind).toBeGreaterThan(0);
      expect(Math.max(...xs), kind).toBeLessThan(1);
    }
  });

  it("gives every piece of every game's legend a drawing whose paths parse", () => {
    for (const game of listGames()) {
      for (const piece of game.pieces ?? []) {
        for (const side of ["white", "black"] as const) {
          const layers = pieceArt({ kind: piece.kind, side }, game.glyphs?.[piece.kind]);
          expect(layers.length, `${game.id} ${piece.kind}`).toBeGreaterThan(0);
          for (const layer of layers) if (layer.kind === "shape") expect(() => parsePath(layer.d)).not.toThrow();
        }
      }
    }
  });

  it("draws a stack as one man a layer with a badge for its height, and a letter with no shape in a disc", () => {
    const stack = pieceArt({ kind: "stack", side: "white", stack: ["white", "black", "white"] });
    expect(stack.filter((l) => l.kind === "shape" && l.className?.startsWith("man ")).length).toBe(3);
    expect(stack.find((l) => l.kind === "text")).toMatchObject({ text: "3", className: "stack-height" });
    expect(pieceArt({ kind: "Z", side: "black" }).find((l) => l.kind === "text")).toMatchObject({ text: "Z", fill: "black-ink" });
    // Ben39 draws its N as the nightrider and its S as a letter in a disc
    expect(pieceArt({ kind: "N", side: "white" }, "M").length).toBe(3);
    expect(pieceArt({ kind: "S", side: "white" }, "disc").find((l) => l.kind === "text")).toMatchObject({ text: "S" });
  });
});
