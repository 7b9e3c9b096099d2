/**
 * A study node's arrows and circles as the board draws them and an editor changes them
 * (issue 32, item 2), pure: which brush a mouse gesture paints (lichess's modifier keys),
 * what drawing a shape does to the node's list (the same shape again takes it off, the
 * same cells in another colour repaint it, as chessground does), and the shapes as the
 * board's arrows. The texts are the contract's (`Ge2e4`, `Ga1-b3`, `Rd4`), read by the
 * diagrams' own reader so the page and the server agree on what a shape is.
 */
import { readArrowShape, readCircleShape } from "../../../src/diagram/query.ts";
import type { ShapeColour } from "../../../src/diagram/shapes.ts";
import type { BoardArrow } from "../board/state.ts";

export interface Shape {
  readonly colour: ShapeColour;
  readonly from: string;
  /** Equal to `from` for a circled cell. */
  readonly to: string;
}

/** The brush of a right-button gesture, as lichess chooses it: none green, Shift red, Alt blue, both yellow. */
export function brushOf(keys: { readonly shiftKey: boolean; readonly altKey: boolean }): ShapeColour {
  if (keys.shiftKey && keys.altKey) return "Y";
  if (keys.shiftKey) return "R";
  if (keys.altKey) return "B";
  return "G";
}

/** The contract's text of a shape: a dash between an arrow's cells, which reads back one way on every board. */
export function shapeText(shape: Shape): string {
  return shape.from === shape.to ? `${shape.colour}${shape.from}` : `${shape.colour}${shape.from}-${shape.to}`;
}

/** A node's shape texts read against the board's cells; one that no longer reads (never written by the server) is left out. */
export function readShapeList(texts: readonly string[], cells: ReadonlySet<string>): Shape[] {
  const shapes: Shape[] = [];
  for (const text of texts) {
    const circle = readCircleShape(text, cells);
    if (circle.ok) shapes.push({ colour: circle.value.colour, from: circle.value.at, to: circle.value.at });
    else {
      const arrow = readArrowShape(text, cells);
      if (arrow.ok) shapes.push({ colour: arrow.value.colour, from: arrow.value.from, to: arrow.value.to });
    }
  }
  return shapes;
}

/**
 * The node's shapes after drawing `drawn`: the same shape in the same colour is taken
 * off, on the same cells in another colour it is repainted, else it is added.
 */
export function toggleShape(current: readonly Shape[], drawn: Shape): Shape[] {
  const same = current.find((shape) => shape.from === drawn.from && shape.to === drawn.to);
  if (!same) return [...current, drawn];
  const others = current.filter((shape) => shape !== same);
  return same.colour === drawn.colour ? others : [...others, drawn];
}

const TONES: Readonly<Record<ShapeColour, BoardArrow["tone"]>> = { G: "green", R: "red", Y: "yellow", B: "blue" };

/** The shapes as the board draws them (a circle is an arrow from a cell to itself). */
export function shapeArrows(shapes: readonly Shape[]): BoardArrow[] {
  return shapes.map((shape) => ({ from: shape.from, to: shape.to, tone: TONES[shape.colour] }));
}
