/**
 * The picture renderer (issue 23): a Worker of its own, reached only through the game
 * Worker's service binding (env.PICTURES), that turns board views into PNG link previews
 * and animated GIFs, and a league's standings into the league page's preview. It lives apart because the rasterizer, the typeface's outlines, the
 * piece shapes and the GIF encoder would take the game Worker past its 150 KiB (gzipped)
 * budget, and every game request would parse them on a cold start. It has no routes, no
 * storage and no bindings: it trusts its one caller, which reads the game, checks the
 * query, applies the rate limits and caches what it gets back (src/worker/routes/preview.ts, gif.ts).
 */
import { WorkerEntrypoint } from "cloudflare:workers";
import { renderBoardPng } from "./render-board.ts";
import { renderGameGif } from "./render-gif.ts";
import { renderStandingsPng } from "./render-standings.ts";
import type { GifInput, PictureRenderer, PreviewInput, StandingsPicture } from "./rpc.ts";

export default class Pictures extends WorkerEntrypoint implements PictureRenderer {
  /** The position as a PNG (a link preview). */
  async renderPreview(input: PreviewInput): Promise<Uint8Array> {
    return renderBoardPng(input.view, input.options);
  }

  /** The frames as a looping GIF. */
  async renderGif(input: GifInput): Promise<Uint8Array> {
    return renderGameGif(input.frames, input.options);
  }

  /** A league's standings as a PNG (the league page's link preview). */
  async renderStandings(input: StandingsPicture): Promise<Uint8Array> {
    return renderStandingsPng(input);
  }
}
