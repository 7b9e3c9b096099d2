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
import { decodePng, type DecodedPng } from "./decode-png.ts";
import { saveImage } from "./save-image.ts";

interface FileSystem {
  readFileSync(path: URL): Uint8Array;
  writeFileSync(path: URL, data: Uint8Array): void;
  existsSync(path: URL): boolean;
}

const fs = (await import(`node:${"fs"}`)) as FileSystem;
const env = ((await import(`node:${"process"}`)) as { env: Record<string, string | undefined> }).env;
const folder = new URL("../../fixtures/preview/", (import.meta as unknown as { url: string }).url);

/** A channel counts as changed when it moves by more than this: anti-aliasing noise stays under it. */
const CHANNEL_TOLERANCE = 24;
/** At most this share of pixels (about 95 of 600x315) may change: one piece moved changes three times as many. */
const CHANGED_SHARE = 0.0005;

/** The share of pixels whose colour differs by more than the tolerance in any channel. */
function changedShare(a: DecodedPng, b: DecodedPng): number {
  let changed = 0;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      const p = a.pixel(x, y);
      const q = b.pixel(x, y);
      if ([0, 1, 2].some((c) => Math.abs(p[c] - q[c]) > CHANNEL_TOLERANCE)) changed++;
    }
  }
  return changed / (a.width * a.height);
}

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
    saveImage(`reference-${id}.png`, png);
    const file = new URL(`${id}.png`, folder);
    if (env.UPDATE_REFERENCES === "1") fs.writeFileSync(file, png);
    const reference = decodePng(fs.readFileSync(file));
    const drawn = decodePng(png);
    expect([drawn.width, drawn.height]).toEqual([reference.width, reference.height]);
    expect(changedShare(drawn, reference)).toBeLessThanOrEqual(CHANGED_SHARE);
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
