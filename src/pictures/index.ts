/**
 * The picture renderer (issue 23): a Worker of its own, reached only through the game
 * Worker's service binding (env.PICTURES), that turns board views into PNG link previews
 * and animated GIFs, and a league's standings into the league page's preview, and any position into a diagram (PNG or SVG). It lives apart because the rasterizer, the typeface's outlines, the
 * piece shapes and the GIF encoder would take the game Worker past its 150 KiB (gzipped)
 * budget, and every game request would parse them on a cold start. It has no routes, no
 * storage and no bindings: it trusts its one caller, which reads the game, checks the
 * query, applies the rate limits and caches what it gets back (src/worker/routes/preview.ts, gif.ts).
 *
 * Text beyond Latin-1 (issue 31) is drawn from Noto slices that the caller hands over on
 * request (`fonts`, a function passed over RPC that reads the game Worker's static
 * assets): before drawing, the renderer loads the slices the picture's strings need and
 * keeps them (the 64 it needed most recently); HarfBuzz's wasm is part of this bundle.
 */
import { WorkerEntrypoint } from "cloudflare:workers";
import harfBuzzWasm from "harfbuzzjs/dist/harfbuzz.wasm";
import { prepareText, stringsIn, useHarfBuzz, type FontSource } from "./fonts/loader.ts";
import { renderBoardPng } from "./render-board.ts";
import { renderDiagram } from "./render-diagram.ts";
import { renderGameGif } from "./render-gif.ts";
import { renderStandingsPng } from "./render-standings.ts";
import type { DiagramInput, GifInput, PictureRenderer, PreviewInput, StandingsPicture } from "./rpc.ts";
import { isBuiltIn } from "./typeface.ts";

/** Loads what the strings of `input` need to be drawn. */
async function prepare(input: unknown, fonts: FontSource | undefined): Promise<void> {
  useHarfBuzz(harfBuzzWasm);
  await prepareText(stringsIn(input), isBuiltIn, fonts);
}

export default class Pictures extends WorkerEntrypoint implements PictureRenderer {
  /** The position as a PNG (a link preview). */
  async renderPreview(input: PreviewInput, fonts?: FontSource): Promise<Uint8Array> {
    await prepare(input, fonts);
    return renderBoardPng(input.view, input.options);
  }

  /** The frames as a looping GIF. */
  async renderGif(input: GifInput, fonts?: FontSource): Promise<Uint8Array> {
    await prepare(input, fonts);
    return renderGameGif(input.frames, input.options);
  }

  /** A league's standings as a PNG (the league page's link preview). */
  async renderStandings(input: StandingsPicture, fonts?: FontSource): Promise<Uint8Array> {
    await prepare(input, fonts);
    return renderStandingsPng(input);
  }

  /** A diagram of any position, with its arrows and circles, as PNG or SVG (issue 32). */
  async renderDiagram(input: DiagramInput, fonts?: FontSource): Promise<Uint8Array> {
    await prepare(input, fonts);
    return renderDiagram(input);
  }
}
