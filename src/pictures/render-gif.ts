/**
 * An animated GIF of a game: one frame a ply, each drawn by the link previews' renderer
 * with the ply's move written under the title and its cells marked, the last frame held
 * longer. Encoded by gifenc (quantize, applyPalette, LZW) with one palette for the whole
 * animation, taken from the first and the last frame: the board's colours are the same
 * throughout, and the last frame has the last-move mark and the most pieces' colours
 * next to each other. After the first frame, every pixel that a frame keeps from the one
 * before is written transparent over it: a move changes a few cells and the caption, and
 * runs of one index pack to almost nothing (a 100-ply GIF is a tenth of the size).
 */
import { applyPalette, GIFEncoder, quantize } from "gifenc";
import type { BoardView } from "../engine/types.ts";
import { drawBoardRaster, type RenderOptions } from "./render-board.ts";
import { lastFrameDelay, MAX_GIF_FRAMES } from "./rpc.ts";
import type { PictureText } from "./words.ts";

/** One frame: the position, its caption (in `options.locale`'s words) and the cells its move touched. */
export interface GifFrame {
  readonly view: BoardView;
  readonly caption: PictureText;
  readonly marks: readonly string[];
}

export interface GifOptions extends Omit<RenderOptions, "subtitle" | "marks"> {
  /** Milliseconds each frame shows. GIF counts in hundredths of a second. */
  readonly delay: number;
}

export { lastFrameDelay, MAX_GIF_FRAMES };

/**
 * Encodes `frames` as a looping GIF of `options.width` x `options.height`.
 *
 * @throws {RangeError} with no frames, more than MAX_GIF_FRAMES, or a size the renderer refuses.
 */
export function renderGameGif(frames: readonly GifFrame[], options: GifOptions): Uint8Array {
  if (frames.length === 0 || frames.length > MAX_GIF_FRAMES) throw new RangeError(`a GIF has 1 to ${MAX_GIF_FRAMES} frames, not ${frames.length}`);
  const draw = (frame: GifFrame) => drawBoardRaster(frame.view, { ...options, subtitle: frame.caption, marks: frame.marks }).pixels;
  const first = draw(frames[0]);
  const last = frames.length > 1 ? draw(frames[frames.length - 1]) : first;
  const sample = new Uint8Array(first.length + last.length);
  sample.set(first);
  sample.set(last, first.length);
  // 255 colours and one more entry, never drawn, for "unchanged"
  const palette = quantize(sample, 255);
  const unchanged = palette.length;
  palette.push([0, 0, 0]);
  const gif = GIFEncoder();
  let previous: Uint8Array | undefined;
  frames.forEach((frame, i) => {
    const pixels = i === 0 ? first : i === frames.length - 1 ? last : draw(frame);
    const delay = i === frames.length - 1 ? lastFrameDelay(options.delay) : options.delay;
    const index = applyPalette(pixels, palette.slice(0, unchanged));
    if (previous === undefined) {
      gif.writeFrame(index, options.width, options.height, { palette, delay, repeat: 0 });
    } else {
      const delta = index.map((value, p) => (value === previous![p] ? unchanged : value));
      // dispose 1: the frame stays, and the next one's transparent pixels show it
      gif.writeFrame(delta, options.width, options.height, { delay, transparent: true, transparentIndex: unchanged, dispose: 1 });
    }
    previous = index;
  });
  gif.finish();
  return gif.bytes();
}
