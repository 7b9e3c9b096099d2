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
 *
 * A picture's own words (a status line, a table's headings, an area's label) come in the
 * language its input names (`locale`): the game Worker sends the sentences' ids and
 * values, and words.ts puts them into words; their glyphs are loaded with the rest.
 */
import { WorkerEntrypoint } from "cloudflare:workers";
import harfBuzzWasm from "harfbuzzjs/dist/harfbuzz.wasm";
import { prepareText, stringsIn, useHarfBuzz, type FontSource } from "./fonts/loader.ts";
import { boardWords, renderBoardPng } from "./render-board.ts";
import { renderDiagram } from "./render-diagram.ts";
import { renderGameGif } from "./render-gif.ts";
import { renderStandingsPng, standingsWords } from "./render-standings.ts";
import type { DiagramInput, GifInput, PictureRenderer, PreviewInput, StandingsPicture } from "./rpc.ts";
import { isBuiltIn } from "./typeface.ts";
import { pictureWords, type PictureText } from "./words.ts";

/** Loads what the strings of `input` and the picture's own `words` need to be drawn. */
async function prepare(input: unknown, fonts: FontSource | undefined, words: readonly string[]): Promise<void> {
  useHarfBuzz(harfBuzzWasm);
  await prepareText([...stringsIn(input), ...words], isBuiltIn, fonts);
}

/** A picture's sentences in its language, for loading their glyphs. */
const said = (locale: string | undefined, texts: readonly (PictureText | undefined)[]): string[] =>
  texts.flatMap((text) => (text === undefined ? [] : [pictureWords(locale).say(text)]));

export default class Pictures extends WorkerEntrypoint implements PictureRenderer {
  /** The position as a PNG (a link preview). */
  async renderPreview(input: PreviewInput, fonts?: FontSource): Promise<Uint8Array> {
    const { options } = input;
    await prepare(input, fonts, [...said(options.locale, [options.subtitle]), ...boardWords(input.view, options)]);
    return renderBoardPng(input.view, options);
  }

  /** The frames as a looping GIF. */
  async renderGif(input: GifInput, fonts?: FontSource): Promise<Uint8Array> {
    const { frames, options } = input;
    // the areas' labels are the same in every frame; their counts' digits are too
    const areas = frames.length > 0 ? [...boardWords(frames[0].view, options), ...boardWords(frames[frames.length - 1].view, options)] : [];
    await prepare(input, fonts, [...said(options.locale, frames.map((frame) => frame.caption)), ...areas]);
    return renderGameGif(frames, options);
  }

  /** A league's standings as a PNG (the league page's link preview). */
  async renderStandings(input: StandingsPicture, fonts?: FontSource): Promise<Uint8Array> {
    const table = Object.values(standingsWords(pictureWords(input.locale), input.rows.length));
    await prepare(input, fonts, [...said(input.locale, [input.subtitle]), ...table]);
    return renderStandingsPng(input);
  }

  /** A diagram of any position, with its arrows and circles, as PNG or SVG (issue 32). */
  async renderDiagram(input: DiagramInput, fonts?: FontSource): Promise<Uint8Array> {
    // a diagram's areas are labelled in English: its address names no language
    await prepare(input, fonts, boardWords(input.view, { flip: input.flip, sideNames: input.sideNames, locale: undefined }));
    return renderDiagram(input);
  }
}
