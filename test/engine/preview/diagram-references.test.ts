// Reference diagrams (issue 32, item 6): for each game, a position 16 seeded random plies
// in with arrows and circled cells in the four colours and its last move marked, asked
// for by address as a blogger would (src/diagram/link.ts writes it, query.ts reads it, as
// the Worker does) and drawn by the picture renderer's diagram entry point
// (src/pictures/render-diagram.ts), compared with test/fixtures/preview/diagram-<game>.png.
// After a change you mean, look at test-results/diagram-<game>.png and write them:
//
//   UPDATE_REFERENCES=1 npm run test:engine -- diagram-references
import { describe, expect, it } from "vitest";
import { movePathFrom } from "../../../src/engine/move-path.ts";
import { makeRandom, randomPlayout } from "../../../src/engine/random-playout.ts";
import { getGame, listGames } from "../../../src/engine/registry.ts";
import type { BoardView } from "../../../src/engine/types.ts";
import { diagramPath } from "../../../src/diagram/link.ts";
import { readDiagramQuery } from "../../../src/diagram/query.ts";
import type { DiagramArrow, DiagramCircle } from "../../../src/diagram/shapes.ts";
import { renderDiagram } from "../../../src/pictures/render-diagram.ts";
import { decodePng } from "./decode-png.ts";
import { CHANGED_SHARE, changedShare, expectLikeReference } from "./reference-compare.ts";

/** Options that differ by game, so that flipping and the dark theme are covered too. */
const LOOK: Readonly<Record<string, { flip?: boolean; theme?: "dark" }>> = { "inside-out": { flip: true }, "in-the-bin": { theme: "dark" } };

/** Shapes from the position: arrows from the first pieces to the board's middle and a corner, circles on two other pieces. */
function shapesFor(view: BoardView): { arrows: DiagramArrow[]; circles: DiagramCircle[] } {
  const squares = view.cells.filter((cell) => cell.shape !== "hole");
  const distance = (id: string, x: number, y: number) => {
    const cell = view.cells.find((c) => c.id === id)!;
    return Math.hypot(cell.x + cell.w / 2 - x, cell.y + cell.h / 2 - y);
  };
  const nearest = (x: number, y: number) => [...squares].sort((a, b) => distance(a.id, x, y) - distance(b.id, x, y))[0].id;
  const middle = nearest(view.width / 2, view.height / 2);
  const corner = nearest(0, 0);
  const onBoard = view.pieces.filter((piece) => squares.some((cell) => cell.id === piece.at));
  const [a, b, c, d] = [onBoard[0], onBoard[1], onBoard[onBoard.length - 1], onBoard[onBoard.length - 2]].map((piece) => piece.at);
  return {
    arrows: [{ colour: "G", from: a, to: middle }, ...(b !== corner ? [{ colour: "B" as const, from: b, to: corner }] : [])],
    circles: [{ colour: "R", at: c }, { colour: "Y", at: d }],
  };
}

/** The diagram's address 16 plies into a seeded random game, read back as the Worker reads it. */
function midgameDiagram(id: string) {
  const game = getGame(id)!;
  const setup = game.setup({});
  if (!setup.ok) throw new Error(setup.error.message);
  const line = randomPlayout(game, setup.value, makeRandom(23), { plies: 16, avoidEnding: true });
  const last = line.states.length - 1;
  const state = line.states[last];
  const path = diagramPath({
    game: id,
    format: "png",
    position: game.makePosition(state),
    ...shapesFor(game.view(state)),
    lastMove: movePathFrom(game, line.states[last - 1], line.moves[last - 1]).filter((cell) => game.view(state).cells.some((c) => c.id === cell)),
    ...LOOK[id],
  });
  const url = new URL(path, "https://pigeon.test");
  const query = Object.fromEntries([...url.searchParams].map(([k, v]) => [k, [v]]));
  const read = readDiagramQuery(game, query, url.search.slice(1));
  if (!read.ok) throw new Error(read.error.message);
  return { game, request: read.value };
}

async function drawn(id: string): Promise<Uint8Array> {
  const { game, request } = midgameDiagram(id);
  return renderDiagram({
    format: "png",
    view: request.view,
    size: request.size,
    flip: request.flip,
    theme: request.theme,
    title: game.name,
    sideNames: game.sideNames,
    looks: game.glyphs,
    marks: request.lastMove,
    shapes: { arrows: request.arrows, circles: request.circles },
  });
}

describe("reference diagrams", () => {
  it.each(listGames().map((game) => game.id))("%s 16 plies in, with arrows and circles, looks as test/fixtures/preview/diagram-%s.png", async (id) => {
    const { request } = midgameDiagram(id);
    expect(request.arrows.length).toBeGreaterThan(0);
    expect(request.circles).toHaveLength(2);
    expectLikeReference(`diagram-${id}.png`, await drawn(id), `diagram-${id}.png`);
  });

  it("notices the shapes: the same diagram without its arrows and circles is not within the tolerance", async () => {
    const { game, request } = midgameDiagram("the-pit");
    const bare = await renderDiagram({ format: "png", view: request.view, size: request.size, flip: request.flip, theme: request.theme, title: game.name, sideNames: game.sideNames, marks: request.lastMove, shapes: { arrows: [], circles: [] } });
    expect(changedShare(decodePng(bare), decodePng(await drawn("the-pit")))).toBeGreaterThan(CHANGED_SHARE);
  });
});
