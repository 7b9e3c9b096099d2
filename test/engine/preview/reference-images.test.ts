// Reference pictures (issue 23): a position of each game, 16 seeded random plies in (so
// that moved pieces, captures, stacks, pillars and hands show), as a link preview draws it
// with its last move marked,
// compared with test/fixtures/preview/<game>.png within a small tolerance, so that a
// change to the piece shapes, the rasterizer, the font or the layout shows up here.
// After a change you mean, look at the new pictures (test-results/reference-<game>.png)
// and write them as the references:
//
//   UPDATE_REFERENCES=1 npm run test:engine -- reference-images
import { describe, expect, it } from "vitest";
import { movePathFrom } from "../../../src/engine/move-path.ts";
import { makeRandom, randomPlayout } from "../../../src/engine/random-playout.ts";
import { getGame, listGames } from "../../../src/engine/registry.ts";
import { renderBoardPng } from "../../../src/pictures/render-board.ts";
import { decodePng } from "./decode-png.ts";
import { CHANGED_SHARE, changedShare, expectLikeReference } from "./reference-compare.ts";

/** The picture 16 plies into a seeded random game: 600x315, half the Open Graph size, as a 600-wide /og request gets. */
async function midgamePicture(id: string): Promise<Uint8Array> {
  const game = getGame(id)!;
  const setup = game.setup({});
  if (!setup.ok) throw new Error(setup.error.message);
  const line = randomPlayout(game, setup.value, makeRandom(23), { plies: 16, avoidEnding: true });
  const last = line.states.length - 1;
  return renderBoardPng(game.view(line.states[last]), {
    width: 600,
    height: 315,
    title: `Ada vs Bob · ${game.name}`,
    subtitle: `${game.sideNames[game.turn(line.states[last])]} to move`,
    sideNames: game.sideNames,
    looks: game.glyphs,
    marks: movePathFrom(game, line.states[last - 1], line.moves[last - 1]),
  });
}

describe("reference pictures", () => {
  it.each(listGames().map((game) => game.id))("%s 16 plies in looks as test/fixtures/preview/%s.png", async (id) => {
    const png = await midgamePicture(id);
    expectLikeReference(`${id}.png`, png, `reference-${id}.png`);
  });

  it("notices a change: the same picture with one piece moved is not within the tolerance", async () => {
    const game = getGame("the-pit")!;
    const setup = game.setup({});
    if (!setup.ok) throw new Error(setup.error.message);
    const view = game.view(setup.value);
    const moved = { ...view, pieces: view.pieces.map((piece, i) => (i === 0 ? { ...piece, at: view.cells.find((c) => c.shape === "square" && !view.pieces.some((p) => p.at === c.id))!.id } : piece)) };
    const options = { width: 600, height: 315, title: `Ada vs Bob · ${game.name}`, subtitle: "White to move", sideNames: game.sideNames };
    const a = decodePng(await renderBoardPng(view, options));
    const b = decodePng(await renderBoardPng(moved, options));
    expect(changedShare(a, b)).toBeGreaterThan(CHANGED_SHARE);
  });
});
