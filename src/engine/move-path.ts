import type { AnyGame } from "./types.ts";

/**
 * The clicks (cell and area ids) that make the move `text` from `before`: what the board
 * marks as the last move, on the page and in the GIFs. Empty when no legal move has that text.
 */
export function movePathFrom(game: AnyGame, before: unknown, text: string): readonly string[] {
  return game.legalMoves(before).find((move) => move.text === text)?.path ?? [];
}
