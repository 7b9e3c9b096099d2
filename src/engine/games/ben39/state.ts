/** A position of Ben39: both layers on one lattice, the movable squares, both hands, whose turn. */
import type { BySide, Side } from "../../types.ts";
import type { Hand, Piece } from "./pieces.ts";

export interface Ben39State {
  /** Per lattice cell (`LATTICE` numbering): the piece there. Squares hold square pieces, intersections line pieces. */
  readonly cells: readonly (Piece | undefined)[];
  /** The movable squares' cycle positions (0-7 in `CYCLE`), lower first. */
  readonly movable: readonly [number, number];
  readonly hands: BySide<Hand>;
  readonly turn: Side;
  /** Set when a king has been captured: the game is over (ruling 16). */
  readonly winner?: Side;
}

export const SIDE_NAME: BySide<string> = { white: "White", black: "Black" };
