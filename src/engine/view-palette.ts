/**
 * The colours every drawing of a board shares (the browser's SVG board, the embed and
 * the Worker's PNG previews), so a game looks the same wherever it is shown.
 */
import type { BoardView, BySide, Side } from "./types.ts";

/** A piece's colour: a side or nobody's. */
export type Owner = Side | "neutral";

/** Body and outline of a piece, as CSS hex colours. */
export interface Paint {
  readonly fill: string;
  readonly ink: string;
}

/** Colours named by games' side names; "White"/"Black" cover most games, Pit of Pillars says "Red". */
const NAMED_PAINT: Readonly<Record<string, Paint>> = {
  white: { fill: "#fbfbf8", ink: "#1d1d1b" },
  black: { fill: "#26241f", ink: "#f4f1e8" },
  red: { fill: "#c2372d", ink: "#fff5f2" },
  blue: { fill: "#2d5fc2", ink: "#f2f6ff" },
  green: { fill: "#2f8a3b", ink: "#f2fff4" },
};
const NEUTRAL_PAINT: Paint = { fill: "#b9b5ab", ink: "#1d1d1b" };

/** Paint per owner, from the game's side names (a side named "Red" is drawn red). */
export function paintFor(sideNames: BySide<string> | undefined): Readonly<Record<Owner, Paint>> {
  return {
    white: NAMED_PAINT[sideNames?.white.toLowerCase() ?? ""] ?? NAMED_PAINT.white,
    black: NAMED_PAINT[sideNames?.black.toLowerCase() ?? ""] ?? NAMED_PAINT.black,
    neutral: NEUTRAL_PAINT,
  };
}

/**
 * The board's own colours as the pictures draw them (the PNG previews and GIFs,
 * src/pictures/render-board.ts, and the diagrams' SVG, src/pictures/render-diagram-svg.ts).
 */
export const BOARD_TINTS = {
  background: "#ece8e0",
  frame: "#5b4a3a",
  /** Under the cells of a board with points: the surface its lines are drawn on. */
  lattice: "#e4d5b9",
  text: "#1f1d1a",
  subtitle: "#5b4a3a",
  /** The page's last-move mark, rgba(155, 199, 0, 0.41). */
  lastMove: "#9bc700",
  dark: { background: "#1f1d1a", text: "#ece8e0", subtitle: "#c9b8a4" },
  square: { light: "#f0d9b5", dark: "#b58863", special: "#d9b65a" },
  inner: { light: "#f8e9cf", dark: "#c99d78", special: "#e6c978" },
  line: "#7d6650",
  dot: "#5b4a3a",
  /** Opaque, so the rims of two sides do not darken twice where they meet at a corner. */
  rim: "#30251b",
  badge: "#1f1d1a",
  badgeText: "#ffffff",
  shadow: "#000000",
} as const;

/** A hole group's well (a pit, a bin), centre to rim: black in the middle, brown where it meets the board. */
export const WELL_STOPS: readonly { readonly at: number; readonly colour: string }[] = [
  { at: 0, colour: "#0b0907" },
  { at: 0.55, colour: "#231b14" },
  { at: 1, colour: "#5a4634" },
];

/**
 * Cells a side owns (In The Bin's hot spots), each side's in its own tint: gold for
 * White, blue for Black. The page's stylesheet (web/src/styles.css, `.owner-white`,
 * `.owner-black`) paints the same two, and a test holds them equal.
 */
export const OWNED_TINT: Readonly<BySide<string>> = { white: "#e3c46a", black: "#8fa9c9" };

/** One entry of the key under a board whose cells some side owns: "White's hot spots" in White's tint. */
export interface OwnedKeyEntry {
  readonly side: Side;
  readonly label: string;
  readonly tint: string;
}

/**
 * The key line under a board: one entry per side that owns cells, worded as the page's
 * key and the pictures both say it ("White's hot spots", "Black's hot spots").
 */
export function ownedCellsKey(view: BoardView, sideName: (side: Side) => string): OwnedKeyEntry[] {
  const sides: readonly Side[] = ["white", "black"];
  return sides
    .filter((side) => view.cells.some((cell) => cell.owner === side))
    .map((side) => {
      const name = sideName(side);
      return { side, label: `${name.charAt(0).toUpperCase()}${name.slice(1)}'s ${view.ownedCells ?? "cells"}`, tint: OWNED_TINT[side] };
    });
}
