// The evaluations the search plays by (each game's evaluate.ts) and the king drive they
// share: even at a symmetric start, for White when White is ahead, and the drive pushing
// a beaten king to the edge only once the game is a matter of mating.
import { describe, expect, it } from "vitest";
import { makeGrid } from "../../../src/engine/geometry/grid.ts";
import { getGame, listGames } from "../../../src/engine/registry.ts";
import { kingDrive } from "../../../src/engine/search/king-drive.ts";
import { searchBestMove } from "../../../src/engine/search/search.ts";

const grid = makeGrid(8, 8);
const at = (name: string) => grid.parse(name)!;

describe("kingDrive", () => {
  it("is nothing while neither side is clearly ahead, or a king is missing", () => {
    expect(kingDrive(grid, 200, { white: at("e1"), black: at("a8") })).toBe(0);
    expect(kingDrive(grid, 900, { white: at("e1"), black: undefined })).toBe(0);
  });
  it("rewards the side ahead for a cornered enemy king near its own, and mirrors for Black", () => {
    const cornered = kingDrive(grid, 900, { white: at("c6"), black: at("a8") });
    const centred = kingDrive(grid, 900, { white: at("c6"), black: at("d5") });
    const far = kingDrive(grid, 900, { white: at("h1"), black: at("a8") });
    expect(cornered).toBeGreaterThan(centred);
    expect(cornered).toBeGreaterThan(far);
    expect(kingDrive(grid, -900, { white: at("a8"), black: at("c6") })).toBe(-cornered);
  });
});

describe("every game's evaluation", () => {
  for (const game of listGames()) {
    it(`${game.id}: the start is even, and exists for the search`, () => {
      expect(game.evaluate).toBeDefined();
      const start = game.setup();
      if (!start.ok) throw new Error(start.error.message);
      expect(game.evaluate!(start.value)).toBe(0);
    });
  }
  it("the-pit: a side a queen up is ahead", () => {
    const pit = getGame("the-pit")!;
    const position = pit.parsePosition("k9/10/10/3****3/3****3/3****3/3****3/10/10/1Q7K w - - 0 1");
    if (!position.ok) throw new Error(position.error.message);
    expect(pit.evaluate!(position.value)).toBeGreaterThan(900);
  });
});

describe("quiescence", () => {
  // White's queen can take a pawn on b8 that the pawn on c9 defends.
  const pit = getGame("the-pit")!;
  const position = pit.parsePosition("9k/2p7/1p8/3****3/3****3/3****3/3****3/1Q8/10/K9 w - - 0 1");
  if (!position.ok) throw new Error(position.error.message);
  it("without it, a one-ply search takes the defended pawn (the horizon hides the recapture)", () => {
    const found = searchBestMove(pit, position.value, { maxDepth: 1, nodeBudget: 10_000 });
    expect(found.move?.text).toMatch(/xb8/);
  });
  it("with it, the same search sees the recapture and keeps the queen", () => {
    const found = searchBestMove(pit, position.value, { maxDepth: 1, nodeBudget: 10_000, quiescence: 2 });
    expect(found.move?.text).not.toMatch(/xb8/);
    expect(found.score).toBeGreaterThan(0);
  });
});

describe("a game that turns quiescence off", () => {
  it("in-the-bin: a level that asks for quiescence searches exactly as without it", () => {
    const bin = getGame("in-the-bin")!;
    expect(bin.quiescence).toBe(false);
    // a midgame with captures on offer, from the wins-in-two table
    const position = bin.parsePosition("4n4/2fk1b3/2f4nN/4q1F2/m1N1*4/1n1N1B3/4M4/4K4/9 w - Q1R4B2F5W10");
    if (!position.ok) throw new Error(position.error.message);
    const without = searchBestMove(bin, position.value, { maxDepth: 2, nodeBudget: 20_000 });
    const asked = searchBestMove(bin, position.value, { maxDepth: 2, nodeBudget: 20_000, quiescence: 4 });
    expect(asked).toEqual(without);
  });
  it("every other game follows captures when asked (the search visits more positions)", () => {
    const pit = getGame("the-pit")!;
    const position = pit.parsePosition("9k/2p7/1p8/3****3/3****3/3****3/3****3/1Q8/10/K9 w - - 0 1");
    if (!position.ok) throw new Error(position.error.message);
    const without = searchBestMove(pit, position.value, { maxDepth: 1, nodeBudget: 10_000 });
    const asked = searchBestMove(pit, position.value, { maxDepth: 1, nodeBudget: 10_000, quiescence: 2 });
    expect(asked.nodes).toBeGreaterThan(without.nodes);
  });
});
