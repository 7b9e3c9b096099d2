/**
 * THE MOUNTING POINT of the interactive chapter ("Find the move", issue 32, item 4) on
 * the study page. In an interactive chapter a reader sees the quiz instead of the tree;
 * the quiz component itself is built with the embed and the viewer (its own module), and
 * is wired in here: this function receives the slot to draw into, the board, the
 * chapter's tree and the side the reader plays, and returns a handle, or undefined while
 * no quiz is wired (the page then shows the tree, as to an editor).
 */
import type { AnyGame, Side } from "../../../src/engine/types.ts";
import type { VariationTree } from "../../../src/engine/variations.ts";
import type { BoardApi } from "../board/board.ts";

export interface QuizMount {
  readonly slot: HTMLElement;
  readonly board: BoardApi;
  readonly game: AnyGame;
  readonly tree: VariationTree;
  readonly orientation: Side;
}

export interface MountedQuiz {
  /** A board click while the quiz runs (the reader's try). */
  click(id: string | undefined): void;
  /** The chapter changed (an editor's edit) or another is shown. */
  unmount(): void;
}

export function mountQuiz(_mount: QuizMount): MountedQuiz | undefined {
  // wired at merge: the quiz component of the sharing work (issue 32, item 4)
  return undefined;
}
