/**
 * What the game page's controllers (server-sync.ts, input-control.ts) share: the state
 * they change, the elements they write messages into, and the page's own acts (drawing,
 * ending live updates). Made once by pages/game.ts.
 */
import type { PageElements } from "./layout.ts";
import type { GamePageState } from "./page-state.ts";

export interface PageContext {
  readonly state: GamePageState;
  readonly els: PageElements;
  /** Draws every view from the state. */
  render(): void;
  /** Ends live updates: for a game that never changes (imported). */
  stopLive(): void;
  /** There is no game at this address: ends live updates and shows only that, with a way on. */
  notFound(): void;
  /** Where the board, once made, reports clicks. */
  onBoardClick(clicked: string | undefined): void;
}
