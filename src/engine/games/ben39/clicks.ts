/**
 * Ben39's clicks in words: a click on a movable square stands for its handle ("square:l2"),
 * the prompt while a square is being moved, and what the move bar's buttons do. The page
 * asks these through the Game contract; the move generator (./moves.ts) knows none of it.
 */
import { ROTATE_ANTICLOCKWISE, ROTATE_CLOCKWISE } from "./moves.ts";
import type { Sentence } from "../../types.ts";
import { said } from "../../types.ts";
import { ben39Words } from "./words.ts";

const SQUARE_HANDLE = /^square:([a-o]\d+)$/;

/** The movable square a first click "square:l2" stands for ("l2"): clicking that square starts moving it. */
export function handleCell(id: string): string | undefined {
  return SQUARE_HANDLE.exec(id)?.[1];
}

/** What to click next while moving a square (the page's prompt), else undefined. */
export function squarePrompt(path: readonly string[]): Sentence | undefined {
  const square = path[0] === undefined ? undefined : handleCell(path[0]);
  if (!square) return undefined;
  if (path.length === 1) return said(`Click where the square ${square} goes (a marked place), or the square again to let go.`, ben39Words("squareWhere", { square }));
  return said("Click any of your pieces on its corners to take them along, then End turn.", ben39Words("squareCarry"));
}

/** What the move bar's buttons do, in words: "Move the square l2", "Turn the spider's pieces clockwise". */
export function actionLabel(path: readonly string[]): Sentence | undefined {
  const step = path[path.length - 1];
  const square = step === undefined ? undefined : handleCell(step);
  if (square) return said(`Move the square ${square}`, ben39Words("moveSquare", { square }));
  if (step === ROTATE_CLOCKWISE || step === ROTATE_ANTICLOCKWISE) return said(`Turn the pieces around the spider on ${path[0]} ${step}`, ben39Words("turnSpider", { cell: path[0], direction: step }));
  return undefined;
}
