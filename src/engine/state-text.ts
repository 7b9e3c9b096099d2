/**
 * The whole state of any game as text: the game's own state text when its position
 * text leaves history out, the position text when that is already complete.
 */
import type { AnyGame, Result } from "./types.ts";

export function makeStateText(game: AnyGame, state: unknown): string {
  return game.makeState ? game.makeState(state) : game.makePosition(state);
}

export function parseStateText(game: AnyGame, text: string): Result<unknown> {
  return game.parseState ? game.parseState(text) : game.parsePosition(text);
}
