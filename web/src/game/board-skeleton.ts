/**
 * The board's room, held before the game arrives (issue 20, item 13): a newcomer's phone
 * shows the page before the server has answered, and a board that then appears pushes
 * everything under it away from the thumb. When the page knows which game it is (the
 * Worker names it in the page it serves, or My games remembers it), the game's starting
 * position is drawn greyed in the board's place, at the real board's size; otherwise
 * the empty slot keeps a square (styles.css).
 */
import { createBoard } from "../board/board.ts";
import { setView } from "../board/state.ts";
import { findSeatOfGame } from "../my-games.ts";
import { boardLooksFor } from "../words.ts";
import { getGame } from "../../../src/engine/registry.ts";
import type { AnyGame } from "../../../src/engine/types.ts";

/**
 * The game's variant before its snapshot comes: from the `pigeon-post:variant` tag the
 * Worker adds to /g/:id (only for the game this document was served for: a client-side
 * navigation keeps the first page's head), else from a seat of it in My games.
 */
export function expectedGame(id: string): AnyGame | undefined {
  const tag = document.querySelector<HTMLMetaElement>('meta[name="pigeon-post:variant"]');
  const variant = tag?.dataset.game === id ? tag.content : findSeatOfGame(id)?.variant;
  return variant === undefined ? undefined : getGame(variant);
}

/** The starting position, greyed and inert, hidden from screen readers: a placeholder with the board's size. */
export function boardSkeleton(game: AnyGame): HTMLElement | undefined {
  const start = game.setup();
  if (!start.ok) return undefined;
  const board = createBoard({ ...boardLooksFor(game), onClick: () => undefined });
  board.update((state) => setView(state, game.view(start.value), []));
  // not a board to the page's code, its tests or its styles of play: none of it answers a click
  const element = board.element;
  element.className = "board-skeleton";
  element.querySelector("svg")?.setAttribute("class", "board-placeholder");
  element.setAttribute("aria-hidden", "true");
  element.inert = true;
  return element;
}
