// The analysis board's "Copy diagram link" (web/src/analysis/diagram-link.ts): the
// address names the position shown, its flip, its last move's cells and its arrows, and
// reads back through the Worker's reader (src/diagram/query.ts) as the same diagram.
import { describe, expect, it } from "vitest";
import { analysisDiagramPath } from "../../../web/src/analysis/diagram-link.ts";
import { readDiagramQuery } from "../../../src/diagram/query.ts";
import { getGame } from "../../../src/engine/registry.ts";

function shown(id: string) {
  const game = getGame(id)!;
  const setup = game.setup({});
  if (!setup.ok) throw new Error(setup.error.message);
  return { game, position: setup.value, view: game.view(setup.value) };
}

/** The address as the Worker reads it. */
function readBack(id: string, path: string) {
  const url = new URL(path, "https://pigeon.test");
  expect(url.pathname).toBe(`/diagram/${id}.png`);
  const result = readDiagramQuery(getGame(id)!, Object.fromEntries([...url.searchParams].map(([k, v]) => [k, [v]])), url.search.slice(1));
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe("Copy diagram link", () => {
  it("writes the position, the flip, the last move and the board's arrows and rings in lichess's colours", () => {
    const board = shown("the-pit");
    const path = analysisDiagramPath({
      ...board,
      orientation: "black",
      lastMove: ["e2", "e4"],
      arrows: [{ from: "d10", to: "d3", tone: "attack" }, { from: "b1", to: "c3", tone: "hint" }, { from: "e4", to: "e4", tone: "hint" }],
    });
    const read = readBack("the-pit", path);
    expect(read.position).toBe(board.game.makePosition(board.position));
    expect(read.flip).toBe(true);
    expect(read.lastMove).toEqual(["e2", "e4"]);
    expect(read.arrows).toEqual([{ colour: "R", from: "d10", to: "d3" }, { colour: "G", from: "b1", to: "c3" }]);
    expect(read.circles).toEqual([{ colour: "G", at: "e4" }]);
  });

  it("leaves out clicks off the board (a drop from the bin) and writes nothing it need not", () => {
    const board = shown("in-the-bin");
    const path = analysisDiagramPath({ ...board, orientation: "white", lastMove: ["bin:Q", "e4"], arrows: [{ from: "bin:Q", to: "e4", tone: "hint" }] });
    expect(path).not.toMatch(/flip|arrows|circles|size|theme/);
    expect(readBack("in-the-bin", path).lastMove).toEqual(["e4"]);
  });

  it("writes a study's shapes in their own four brushes (issue 32)", () => {
    const board = shown("the-pit");
    const path = analysisDiagramPath({
      ...board,
      orientation: "white",
      lastMove: [],
      arrows: [{ from: "d2", to: "d4", tone: "green" }, { from: "e2", to: "e4", tone: "blue" }, { from: "f2", to: "f2", tone: "red" }, { from: "g2", to: "g2", tone: "yellow" }],
    });
    const read = readBack("the-pit", path);
    expect(read.arrows).toEqual([{ colour: "G", from: "d2", to: "d4" }, { colour: "B", from: "e2", to: "e4" }]);
    expect(read.circles).toEqual([{ colour: "R", at: "f2" }, { colour: "Y", at: "g2" }]);
  });
});
