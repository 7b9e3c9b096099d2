import { describe, expect, it } from "vitest";
import { getGame, listGames } from "../../../src/engine/registry.ts";
import type { BoardView, CellView, PieceView } from "../../../src/engine/types.ts";
import type { Box, RenderOptions } from "../../../src/pictures/render-board.ts";
import { boardBox, drawBoardRaster, OG_SIZE, renderBoardPng } from "../../../src/pictures/render-board.ts";
import type { DecodedPng } from "./decode-png.ts";
import { decodePng } from "./decode-png.ts";
import { saveImage } from "./save-image.ts";

const LIGHT = "f0d9b5";
const DARK = "b58863";

const square = (id: string, x: number, y: number, shade: "light" | "dark"): CellView => ({ id, x, y, w: 1, h: 1, shape: "square", shade });

/**
 * A 3x2 board: light and dark squares, a hole, a square holding an inner field, and
 * pieces of every sort. Row y = 0 is the top.
 *
 *     a2 light (white K)  b2 dark (black Q)   c2 hole
 *     a1 dark (stack)     b1 light (pillar)   c1 light, inner field c1i (neutral X)
 */
function sampleView(pieces: readonly PieceView[] = SAMPLE_PIECES): BoardView {
  return {
    width: 3,
    height: 2,
    cells: [
      square("a2", 0, 0, "light"),
      square("b2", 1, 0, "dark"),
      { id: "c2", x: 2, y: 0, w: 1, h: 1, shape: "hole" },
      square("a1", 0, 1, "dark"),
      square("b1", 1, 1, "light"),
      square("c1", 2, 1, "light"),
      { id: "c1i", x: 2.25, y: 1.25, w: 0.5, h: 0.5, shape: "inner", shade: "light" },
    ],
    pieces,
    areas: [],
  };
}

const SAMPLE_PIECES: readonly PieceView[] = [
  { at: "a2", side: "white", kind: "K" },
  { at: "b2", side: "black", kind: "Q" },
];

/** Renders and decodes, and reads pixels by view units: (1.5, 0.5) is the centre of b2. */
async function render(view: BoardView, options: Partial<RenderOptions> = {}) {
  const full: RenderOptions = { width: 600, height: 400, ...options };
  const png = await renderBoardPng(view, full);
  const decoded = decodePng(png);
  const box = boardBox(view, full);
  const scale = box.w / view.width;
  const flip = full.flip ?? false;
  /** The colour at view point (ux, uy) as rrggbb. */
  const at = (ux: number, uy: number): string => {
    const x = flip ? view.width - ux : ux;
    const y = flip ? view.height - uy : uy;
    return colourAt(decoded, box.x + x * scale, box.y + y * scale);
  };
  return { png, decoded, box, scale, at };
}

function colourAt(decoded: DecodedPng, x: number, y: number): string {
  const [r, g, b] = decoded.pixel(Math.floor(x), Math.floor(y));
  return [r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("");
}

const brightness = (rrggbb: string) => [0, 2, 4].reduce((sum, i) => sum + parseInt(rrggbb.slice(i, i + 2), 16), 0) / 3;

/** How many pixels of a box (in pixels) pass `test`. */
function countColour(decoded: DecodedPng, box: Box, test: (rrggbb: string) => boolean): number {
  let count = 0;
  for (let y = Math.floor(box.y); y < box.y + box.h; y++) {
    for (let x = Math.floor(box.x); x < box.x + box.w; x++) if (test(colourAt(decoded, x, y))) count++;
  }
  return count;
}

/** How many pixels of a box (in pixels) are darker than `below`. */
function darkPixels(decoded: DecodedPng, box: Box, below: number): number {
  return countColour(decoded, box, (rgb) => brightness(rgb) < below);
}

describe("renderBoardPng on a made-up board", () => {
  it("makes a PNG of the asked size", async () => {
    const { decoded } = await render(sampleView(), { width: 321, height: 123 });
    expect([decoded.width, decoded.height]).toEqual([321, 123]);
  });

  it("paints light and dark squares in the lichess colours and a hole as a dark pit", async () => {
    const { at } = await render(sampleView());
    expect(at(1.5, 1.5)).toBe(LIGHT); // b1, empty in this position
    expect(at(0.5, 1.5)).toBe(DARK);
    expect(brightness(at(2.5, 0.5))).toBeLessThan(30);
  });

  it("draws an inner field as a smaller square with a border inside its cell", async () => {
    const { at, scale } = await render(sampleView());
    expect(at(2.5, 1.5)).toBe("f8e9cf");
    expect(at(2.1, 1.5)).toBe(LIGHT); // the outer field around it
    // The border: a pixel or two just inside the inner field's edge is darker than both.
    const border = at(2.25 + 1 / scale, 1.5);
    expect(brightness(border)).toBeLessThan(brightness(LIGHT) - 40);
  });

  it("draws a white piece light with a dark outline and a black piece dark with a light one", async () => {
    const { at, decoded, box, scale } = await render(sampleView());
    // In the king's and the queen's bodies.
    expect(at(0.5, 0.7)).toBe("fbfbf8");
    expect(at(1.5, 0.7)).toBe("26241f");
    // The white king's outline: dark pixels on a light square; the black queen's: light on a dark one.
    const cell = (x: number) => ({ x: box.x + x * scale, y: box.y, w: scale, h: scale });
    expect(darkPixels(decoded, cell(0), 60)).toBeGreaterThan(200);
    expect(countColour(decoded, cell(1), (rgb) => brightness(rgb) > 200)).toBeGreaterThan(200);
  });

  it("writes the letter of a kind without a shape of its own in a disc", async () => {
    const { at, decoded, box, scale } = await render(sampleView([{ at: "a2", side: "white", kind: "X" }]));
    // Below the letter, inside the disc; on the outline, 0.4 of a square from the centre.
    expect(at(0.5, 0.8)).toBe("fbfbf8");
    expect(brightness(at(0.5, 0.5 + 0.4))).toBeLessThan(60);
    // The letter: dark pixels in the middle of the white disc.
    const middle = { x: box.x + 0.35 * scale, y: box.y + 0.35 * scale, w: 0.3 * scale, h: 0.3 * scale };
    expect(darkPixels(decoded, middle, 80)).toBeGreaterThan(20);
  });

  it("turns the board half a turn when flipped", async () => {
    const straight = await render(sampleView());
    const flipped = await render(sampleView(), { flip: true });
    // `at` takes view units and does the turning itself, so the same point gives the same colour...
    for (const [x, y] of [[0.5, 0.7], [1.5, 0.7], [2.5, 0.5], [0.5, 1.5]]) expect(flipped.at(x, y)).toBe(straight.at(x, y));
    // ...while the image itself has White's king bottom right instead of top left.
    expect(colourAt(flipped.decoded, flipped.box.x + 2.5 * flipped.scale, flipped.box.y + 1.7 * flipped.scale)).toBe("fbfbf8");
  });

  it("draws neutral pieces grey and paints a side named Red red", async () => {
    const view = sampleView([{ at: "b2", side: "black", kind: "Q" }, { at: "c1i", side: "neutral", kind: "X" }]);
    const { at } = await render(view, { sideNames: { white: "White", black: "Red" } });
    expect(at(1.5, 0.7)).toBe("c2372d");
    expect(at(2.5, 1.5 + 0.5 * 0.25)).toBe("b9b5ab"); // on the inner field, below the letter
  });

  it("draws a stack as men of each owner's colour, bottom to top, with its height", async () => {
    const view = sampleView([{ at: "a1", side: "white", kind: "stack", stack: ["black", "white", "black"] }]);
    const { at, decoded, box, scale } = await render(view);
    // Men are 0.2 of a square tall, the bottom one ending 0.86 down the square.
    expect(at(0.5, 1 + 0.86 - 0.1)).toBe("26241f");
    expect(at(0.5, 1 + 0.86 - 0.3)).toBe("fbfbf8");
    expect(at(0.5, 1 + 0.86 - 0.5)).toBe("26241f");
    // The badge in the top right corner carries the height in white on black.
    const badge = { x: box.x + 0.7 * scale, y: box.y + 1.02 * scale, w: 0.28 * scale, h: 0.28 * scale };
    expect(darkPixels(decoded, badge, 60)).toBeGreaterThan(50);
  });

  it("draws a pillar as the page does, a shaft under a capital, in its owner's colour", async () => {
    const view = sampleView([{ at: "b1", side: "black", kind: "pillar" }]);
    const { at } = await render(view, { sideNames: { white: "White", black: "Red" } });
    expect(at(1.5, 1.5)).toBe("c2372d"); // the shaft
    expect(at(1.5 - 0.2, 1.17)).toBe("c2372d"); // the capital, wider than the shaft
    expect(at(1.5 - 0.25, 1.5)).toBe(LIGHT); // beside the shaft
  });

  it("puts the piece of a field that has an inner field inside it in the corner", async () => {
    const view = sampleView([{ at: "c1", side: "white", kind: "P" }, { at: "c1i", side: "black", kind: "P" }]);
    const { at } = await render(view);
    expect(brightness(at(2.5, 1.5 + 0.12))).toBeLessThan(60); // the inner field's black pawn
    // The outer field's white pawn, 0.42 of a square, in the top left corner of c1 (its foot).
    expect(at(2.21, 1 + 0.42 * 0.75)).toBe("fbfbf8");
    expect(at(2.8, 1.8)).toBe(LIGHT); // and nothing in the other corners
  });

  it("draws lines between points and a dot on each point", async () => {
    // The square sets the line width (0.04 of a square); the line runs along y = 0.8.
    const view: BoardView = {
      width: 4,
      height: 2,
      cells: [
        { id: "p1", x: 0, y: 0.3, w: 1, h: 1, shape: "point" },
        { id: "p2", x: 3, y: 0.3, w: 1, h: 1, shape: "point" },
        square("s", 1.5, 1.3, "light"),
      ],
      lines: [{ from: "p1", to: "p2" }],
      pieces: [],
      areas: [],
    };
    const { at } = await render(view);
    expect(at(0.5, 0.8)).toBe("5b4a3a");
    expect(at(1.2, 0.8)).toBe("7d6650");
    expect(at(1.2, 0.5)).toBe("e4d5b9"); // the lattice's surface
  });

  it("tints the last move's cells as the page does", async () => {
    const { at } = await render(sampleView([]), { marks: ["b1", "a2"] });
    // rgba(155, 199, 0, 0.41) over the light square f0d9b5
    const tint = (square: number, mark: number) => Math.round(square * 0.59 + mark * 0.41);
    const expected = [tint(0xf0, 155), tint(0xd9, 199), tint(0xb5, 0)].map((c) => c.toString(16).padStart(2, "0")).join("");
    expect(at(1.5, 1.5)).toBe(expected);
    expect(at(0.5, 0.5)).toBe(expected);
    expect(at(2.5, 1.1)).toBe(LIGHT);
  });

  it("writes the title across the top", async () => {
    const titled = await render(sampleView(), { title: "The Pit · White to move" });
    const plain = await render(sampleView());
    expect(titled.box.y).toBeGreaterThan(plain.box.y + 20);
    // Above the board's frame: text in one, background only in the other.
    const band = (y: number) => ({ x: 0, y: 0, w: 600, h: y - 15 });
    expect(darkPixels(titled.decoded, band(titled.box.y), 80)).toBeGreaterThan(100);
    expect(darkPixels(plain.decoded, band(plain.box.y), 80)).toBe(0);
  });

  it("lists the areas beside the board on a wide image and below it on a tall one", async () => {
    const view: BoardView = {
      ...sampleView(),
      areas: [
        { id: "reserve:white", label: "White reserve", side: "white", items: [{ kind: "man", count: 12, id: "reserve:white" }] },
        { id: "reserve:black", label: "Black reserve", side: "black", items: [{ kind: "man", count: 11, id: "reserve:black" }] },
      ],
    };
    const wide = await render(view, { width: 1200, height: 630 });
    expect(wide.box.x + wide.box.w).toBeLessThan(820);
    expect(darkPixels(wide.decoded, { x: wide.box.x + wide.box.w + 20, y: 0, w: 1200 - wide.box.x - wide.box.w - 20, h: 630 }, 80)).toBeGreaterThan(200);
    const tall = await render(view, { width: 500, height: 900 });
    expect(tall.box.y + tall.box.h).toBeLessThan(800);
    expect(darkPixels(tall.decoded, { x: 0, y: tall.box.y + tall.box.h + 20, w: 500, h: 900 - tall.box.y - tall.box.h - 20 }, 80)).toBeGreaterThan(200);
  });

  it("refuses sizes that are not whole pixels or are too large", () => {
    expect(() => drawBoardRaster(sampleView(), { width: 0, height: 10 })).toThrow(RangeError);
    expect(() => drawBoardRaster(sampleView(), { width: 10.5, height: 10 })).toThrow(RangeError);
    expect(() => drawBoardRaster(sampleView(), { width: 5000, height: 10 })).toThrow(RangeError);
  });

  it("still draws something sensible when the image is tiny", async () => {
    const { decoded } = await render(sampleView(), { width: 40, height: 21, title: "A long title that cannot fit" });
    expect([decoded.width, decoded.height]).toEqual([40, 21]);
  });
});

describe("renderBoardPng on the games in the registry", () => {
  const startView = (id: string) => {
    const game = getGame(id);
    if (game === undefined) throw new Error(`no game ${id}`);
    const setup = game.setup({});
    if (!setup.ok) throw new Error(setup.error.message);
    return { game, view: game.view(setup.value) };
  };

  it.each(listGames().map((game) => game.id))("renders %s's start position as a 1200x630 PNG", async (id) => {
    const { game, view } = startView(id);
    const png = await renderBoardPng(view, { ...OG_SIZE, title: `${game.name} · ${game.sideNames.white} to move`, sideNames: game.sideNames, looks: game.glyphs });
    saveImage(`preview-${id}.png`, png);
    const decoded = decodePng(png);
    expect([decoded.width, decoded.height]).toEqual([1200, 630]);
    expect(decoded.chunks.map((chunk) => chunk.type)).toEqual(["IHDR", "IDAT", "IEND"]);
    // A link preview has to stay small.
    expect(png.length).toBeLessThan(200_000);
  });

  it("shows The Pit's pit dark, its empty squares in board colours and White's men light", async () => {
    const { view } = startView("the-pit");
    const { at } = await render(view, OG_SIZE);
    const centre = (cell: CellView) => [cell.x + cell.w / 2, cell.y + cell.h / 2] as const;
    const holes = view.cells.filter((cell) => cell.shape === "hole");
    expect(holes.length).toBe(16);
    for (const hole of holes) expect(brightness(at(...centre(hole)))).toBeLessThan(90);
    const occupied = new Set(view.pieces.map((piece) => piece.at));
    const empty = view.cells.filter((cell) => cell.shape === "square" && !occupied.has(cell.id));
    for (const cell of empty) expect(at(...centre(cell))).toBe(cell.shade === "dark" ? DARK : LIGHT);
    const { decoded, box, scale } = await render(view, OG_SIZE);
    for (const piece of view.pieces) {
      const cell = view.cells.find((c) => c.id === piece.at)!;
      // A good part of every square with a piece is in the piece's body colour.
      const fill = piece.side === "white" ? "fbfbf8" : "26241f";
      const square = { x: box.x + cell.x * scale, y: box.y + cell.y * scale, w: scale, h: scale };
      expect(countColour(decoded, square, (rgb) => rgb === fill), piece.at).toBeGreaterThan(scale * scale * 0.08);
    }
  });
});
