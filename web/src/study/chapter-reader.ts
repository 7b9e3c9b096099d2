/**
 * A study chapter to read (issue 32): a read-only board with the chapter's moves (the
 * analysis board's tree, comments and marks), the author's arrows and circles of the
 * move shown, and steps by button or arrow keys. The embed's and the viewer's chapter;
 * an interactive chapter is the quiz instead (chapter-view.ts chooses).
 */
import type { AnyGame, Side } from "../../../src/engine/types.ts";
import { mainLineFrom, nodeOf, ROOT, type VariationTree } from "../../../src/engine/variations.ts";
import { positionComments, renderTreeView, scrollToCurrent } from "../analysis/tree-view.ts";
import { createBoard } from "../board/board.ts";
import { setArrows, setOrientation, setView, type BoardArrow } from "../board/state.ts";
import { sideName } from "../board/words.ts";
import { h } from "../dom.ts";
import { t } from "../i18n.ts";
import { boardLooksFor } from "../words.ts";

export interface ChapterReader {
  readonly element: HTMLElement;
  /** The chapter changed (a live edit): the board stays on its move when that move is still there. */
  setTree(tree: VariationTree): void;
}

export interface ChapterReaderOptions {
  readonly game: AnyGame;
  readonly tree: VariationTree;
  readonly orientation: Side;
  /** A node's shapes as the board draws them (the study's brushes). */
  readonly shapesOf: (tree: VariationTree, node: number) => readonly BoardArrow[];
  /** Makes the host's language the active one before words are drawn (the viewer's). */
  readonly speak?: () => void;
}

export function createChapterReader({ game, tree: first, orientation, shapesOf, speak = () => undefined }: ChapterReaderOptions): ChapterReader {
  let tree = first;
  let at = ROOT;
  const board = createBoard({ ...boardLooksFor(game), onClick: () => undefined });
  const steps = h("div", { class: "replay-controls chapter-steps" });
  const comment = h("div", { class: "chapter-comment", dir: "auto", "aria-live": "polite", "data-testid": "chapter-comment" });
  const moves = h("div", { class: "chapter-moves" });
  const element = h("div", { class: "chapter-reader", tabindex: -1 }, h("div", { class: "chapter-board" }, board.element, steps), h("div", { class: "chapter-side" }, comment, moves));

  function go(node: number | undefined): void {
    if (node === undefined || !tree.nodes.has(node)) return;
    at = node;
    render();
    scrollToCurrent(moves);
  }

  element.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const node = nodeOf(tree, at);
    const targets: Record<string, number | undefined> = {
      ArrowLeft: node.parent,
      ArrowRight: node.children[0],
      Home: ROOT,
      End: mainLineFrom(tree, at).at(-1) ?? at,
    };
    if (!(event.key in targets)) return;
    event.preventDefault();
    go(targets[event.key]);
  });

  function render(): void {
    speak();
    const node = nodeOf(tree, at);
    const parent = node.parent === undefined ? undefined : nodeOf(tree, node.parent);
    const lastMove = parent ? (game.legalMoves(parent.state).find((move) => move.text === node.move)?.path ?? []) : [];
    // the board draws at the next frame: the host's language is made the active one just before (frame callbacks run in order)
    requestAnimationFrame(speak);
    board.update((state) => {
      setView(state, game.view(node.state), lastMove);
      setOrientation(state, orientation);
      setArrows(state, shapesOf(tree, at));
    });
    const step = (label: string, title: string, target: number | undefined): HTMLElement =>
      h("button", { type: "button", class: "replay-button", "aria-label": title, title, disabled: target === undefined || target === at, onclick: () => go(target) }, label);
    const focused = element.querySelector<HTMLElement>(":focus");
    const refocus = focused?.getAttribute("aria-label");
    steps.replaceChildren(
      // the viewer's own words for its steps: a chapter reads in the embed and the viewer alike
      step("\u00AB", t("viewer.controls.first"), ROOT),
      step("\u2039", t("viewer.controls.previous"), node.parent),
      step("\u203A", t("viewer.controls.next"), node.children[0]),
      step("\u00BB", t("viewer.controls.last"), mainLineFrom(tree, at).at(-1) ?? at),
    );
    const said = positionComments(tree, at);
    comment.replaceChildren(...said.map((text) => h("p", {}, text)));
    comment.hidden = said.length === 0;
    moves.replaceChildren(
      renderTreeView({ tree, at, sideNames: { white: sideName(game, "white"), black: sideName(game, "black") }, onSelect: go, empty: t("viewer.moves.none") }),
    );
    // the buttons are drawn anew: a keyboard user's focus follows to the new copy
    if (refocus) steps.querySelector<HTMLElement>(`[aria-label="${CSS.escape(refocus)}"]:not(:disabled)`)?.focus();
    else if (focused?.classList.contains("tree-move")) moves.querySelector<HTMLElement>('[aria-current="true"]')?.focus();
  }

  render();
  return {
    element,
    setTree(next) {
      tree = next;
      if (!tree.nodes.has(at)) at = ROOT;
      render();
    },
  };
}
