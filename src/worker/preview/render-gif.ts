/**
 * An animated GIF of a game: one frame a ply, each drawn by the link previews' renderer
 * with the ply's move written under the title and its cells marked, the last frame held
 * longer. Encoded by gifenc (quantize, applyPalette, LZW) with one palette for the whole
 * animation, taken from the first and the last frame: the board's colours are the same
 * throughout, and the last frame has the last-move mark and the most pieces' colours
 * next to each other.
 */
import { applyPalette, GIFEncoder, quantize } from "gifenc";
import type { BoardView } from "../../engine/types.ts";
import { drawBoardRaster, type RenderOptions } from "./render-board.ts";

/** One frame: the position, its caption and the cells its move touched. */
export interface GifFrame {
  readonly view: BoardView;
  readonly caption: string;
  readonly marks: readonly string[];
}

export interface GifOptions extends Omit<RenderOptions, "subtitle" | "marks"> {
  /** Milliseconds each frame shows. GIF counts in hundredths of a second. */
  readonly delay: number;
}

/** Frames a GIF may have: 600 plies at the smallest delay is a minute of game. */
export const MAX_GIF_FRAMES = 600;

/** How long the last frame shows: the final position deserves a look. */
export function lastFrameDelay(delay: number): number {
  return Math.max(3 * delay, 2000);
}

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
  const palette = quantize(sample, 256);
  const gif = GIFEncoder();
  frames.forEach((frame, i) => {
    const pixels = i === 0 ? first : i === frames.length - 1 ? last : draw(frame);
    const delay = i === frames.length - 1 ? lastFrameDelay(options.delay) : options.delay;
    gif.writeFrame(applyPalette(pixels, palette), options.width, options.height, i === 0 ? { palette, delay, repeat: 0 } : { delay });
  });
  gif.finish();
  return gif.bytes();
}
