/**
 * What the game Worker sends the picture renderer (src/pictures/index.ts) over its
 * service binding, and gets back: plain data only (RPC copies it), no code. The game
 * Worker stays the authority on the game: it reads it, replays it, and hands over the
 * board views to draw with their captions and marks; the renderer only makes pixels.
 * Type-only imports, so that the game Worker's bundle holds none of the renderer.
 */
import type { BoardView, BySide } from "../engine/types.ts";
import type { DiagramShapes } from "../diagram/shapes.ts";
import type { FontSource } from "./fonts/loader.ts";
import type { RenderOptions } from "./render-board.ts";
import type { GifFrame, GifOptions } from "./render-gif.ts";
import type { StandingsPicture } from "./render-standings.ts";
import type { PictureMessage, PictureText } from "./words.ts";

export type { GifFrame, GifOptions, PictureMessage, PictureText, RenderOptions, StandingsPicture };

/** Frames a GIF may have: 600 plies at the smallest delay is a minute of game. */
export const MAX_GIF_FRAMES = 600;

/**
 * How long the last frame shows, in ms, when the others show `delay`: the final position
 * deserves a look. Here, not in the renderer, because the game Worker retimes cached GIFs
 * by the same rule (src/worker/gif-timing.ts).
 */
export function lastFrameDelay(delay: number): number {
  return Math.max(3 * delay, 2000);
}

/** One picture of one position: a link preview. */
export interface PreviewInput {
  readonly view: BoardView;
  readonly options: RenderOptions;
}

/** An animated GIF: one frame a ply. */
export interface GifInput {
  readonly frames: readonly GifFrame[];
  readonly options: GifOptions;
}

/** A diagram (issue 32, item 6): a position with its shapes, as a PNG or a standalone SVG. */
export interface DiagramInput {
  readonly format: "png" | "svg";
  readonly view: BoardView;
  /** Pixels of the image's longer side. */
  readonly size: number;
  readonly flip: boolean;
  readonly theme: "light" | "dark";
  /** The SVG's title, for screen readers: the game and who is to move. */
  readonly title: string;
  readonly sideNames?: BySide<string>;
  readonly looks?: Readonly<Record<string, string>>;
  /** The last move's cells. */
  readonly marks: readonly string[];
  readonly shapes: DiagramShapes;
}

/**
 * The renderer's RPC methods, as the game Worker calls them through env.PICTURES. `fonts`
 * (a function, which RPC passes as a stub) reads the Noto slices that text beyond
 * Latin-1 needs; without it such characters are drawn as "?".
 */
export interface PictureRenderer {
  /** The position as a PNG. */
  renderPreview(input: PreviewInput, fonts?: FontSource): Promise<Uint8Array>;
  /** The frames as a looping GIF. */
  renderGif(input: GifInput, fonts?: FontSource): Promise<Uint8Array>;
  /** A league's standings as a PNG (the league page's link preview). */
  renderStandings(input: StandingsPicture, fonts?: FontSource): Promise<Uint8Array>;
  /** A diagram: PNG bytes, or the SVG file's UTF-8. */
  renderDiagram(input: DiagramInput, fonts?: FontSource): Promise<Uint8Array>;
}
