/**
 * The interactive chapter ("Find the move", issue 32, item 4) on the study page: a reader
 * of an interactive chapter plays it on the page's own board, and the quiz's words and
 * buttons take the tree's place. The quiz itself (quiz-view.ts) is the one the embed and
 * `<pigeon-viewer>` show.
 */
import type { AnyGame, Side } from "../../../src/engine/types.ts";
import type { VariationTree } from "../../../src/engine/variations.ts";
import type { BoardApi } from "../board/board.ts";
import { createQuizView } from "./quiz-view.ts";

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
  /** An editor changed the chapter: the quiz starts again on the new tree. */
  setTree(tree: VariationTree): void;
  /** Another chapter is shown, or the chapter is no longer interactive. */
  unmount(): void;
}

export function mountQuiz({ slot, board, game, tree, orientation }: QuizMount): MountedQuiz {
  const view = createQuizView({ game, tree, reader: orientation, board });
  slot.replaceChildren(view.element);
  return { click: view.click, setTree: view.setTree, unmount: () => slot.replaceChildren() };
}
