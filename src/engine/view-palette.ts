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
