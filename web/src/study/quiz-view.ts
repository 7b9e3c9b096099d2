/**
 * An interactive chapter on the board ("Find the move", issue 32): the reader plays the
 * chapter's side by mouse or keyboard (the board's own cells: arrow keys and Enter, as on
 * the analysis board), and the quiz (quiz.ts) answers each try. One component for the
 * study page, the embed and `<pigeon-viewer>`; it speaks through the page-wide `t`, and a
 * host with a language of its own (the viewer) passes `speak` to make it the active one.
 */
import type { AnyGame, Move, Side } from "../../../src/engine/types.ts";
import { nodeOf, type VariationTree } from "../../../src/engine/variations.ts";
import { commentWords } from "../analysis/tree-view.ts";
import { createBoard, type BoardApi } from "../board/board.ts";
import { setOrientation, setSelection, setView } from "../board/state.ts";
import { sideName } from "../board/words.ts";
import { h } from "../dom.ts";
import { say } from "../engine-words.ts";
import { renderMoveBar } from "../game/move-bar.ts";
import { t } from "../i18n.ts";
import { boardMarks, clickFor, completion, madeSoFar, nextClicks, previewState, startInput, type MoveInput } from "../move-input.ts";
import { boardLooksFor } from "../words.ts";
import { restartQuiz, showMove, startQuiz, tryMove, type QuizState } from "./quiz.ts";

export interface QuizView {
  readonly element: HTMLElement;
  /** The chapter changed (a live edit): the quiz starts again on the new tree. */
  setTree(tree: VariationTree): void;
  /** A click on the board (its cell or item id), for a host that passed its own board. */
  click(id: string | undefined): void;
}

export interface QuizViewOptions {
  readonly game: AnyGame;
  readonly tree: VariationTree;
  /** The side the reader plays: the chapter's orientation. */
  readonly reader: Side;
  /** Makes the host's language the active one before words are drawn (the viewer's). */
  readonly speak?: () => void;
  /**
   * The host's own board (the study page's), which then passes its clicks to `click`;
   * without one the quiz draws a board of its own, beside its words.
   */
  readonly board?: BoardApi;
}

export function createQuizView({ game, tree, reader, speak = () => undefined, board: hostBoard }: QuizViewOptions): QuizView {
  let quiz = startQuiz(tree, reader);
  let input: MoveInput = startInput([]);
  let choosing = false;
  const board = hostBoard ?? createBoard({ ...boardLooksFor(game), onClick: (id) => click(id) });
  const prompt = h("p", { class: "quiz-prompt", "data-testid": "quiz-prompt" });
  const feedback = h("p", { class: "quiz-feedback", role: "status", "aria-live": "polite", "data-testid": "quiz-feedback" });
  const words = h("div", { class: "quiz-comment", dir: "auto", "data-testid": "quiz-comment" });
  const moveBar = h("div", { class: "quiz-move-bar" });
  const actions = h("div", { class: "quiz-actions" });
  const panel = h("div", { class: "quiz-panel" }, prompt, feedback, words, actions);
  const element = hostBoard ? h("div", { class: "quiz" }, moveBar, panel) : h("div", { class: "quiz quiz-with-board" }, h("div", { class: "quiz-board" }, board.element, moveBar), panel);

  function position(): unknown {
    return nodeOf(quiz.tree, quiz.at).state;
  }

  /** The reader's legal moves, while there is a move to find. */
  function resetInput(): void {
    input = startInput(quiz.solved ? [] : game.legalMoves(position()));
    choosing = false;
  }

  function play(move: Move): void {
    quiz = tryMove(quiz, move.text);
    resetInput();
    render();
  }

  function click(id: string | undefined): void {
    const result = clickFor(game, input, id);
    input = result.input;
    choosing = false;
    if (result.play) play(result.play);
    else render();
  }

  function change(next: QuizState): void {
    quiz = next;
    resetInput();
    render();
  }

  /** The author's words on the nodes the last answer reached. */
  function authorWords(): string[] {
    const said = quiz.feedback && quiz.feedback.kind !== "wrong" ? [quiz.feedback.node] : [];
    const nodes = quiz.feedback?.kind === "answered" ? said : [...said, ...quiz.replies];
    return nodes.flatMap((id) => commentWords(nodeOf(quiz.tree, id).after));
  }

  function feedbackText(): string {
    const last = quiz.feedback;
    if (!last) return "";
    switch (last.kind) {
      case "right":
        return t("study.quiz.right", { move: nodeOf(quiz.tree, last.node).move });
      case "answered":
      case "wrong":
        return t("study.quiz.notTheMove", { move: last.move });
      case "shown":
        return t("study.quiz.shownMove", { move: nodeOf(quiz.tree, last.node).move });
    }
  }

  function render(): void {
    speak();
    const node = nodeOf(quiz.tree, quiz.at);
    const parent = node.parent === undefined ? undefined : nodeOf(quiz.tree, node.parent);
    const lastMove = parent ? (game.legalMoves(parent.state).find((move) => move.text === node.move)?.path ?? []) : [];
    const shown = previewState(game, position(), madeSoFar(input));
    const view = game.view(shown);
    // the board draws at the next frame: the host's language is made the active one just before (frame callbacks run in order)
    requestAnimationFrame(speak);
    board.update((state) => {
      setView(state, view, lastMove);
      setOrientation(state, reader);
      const marks = boardMarks(game, input);
      setSelection(state, marks.selected, marks.targets, marks.starts);
    });
    const side = sideName(game, reader);
    prompt.textContent = quiz.solved
      ? quiz.shown === 0
        ? t("study.quiz.solved", { tries: quiz.wrongTries })
        : t("study.quiz.solvedWithHelp", { tries: quiz.wrongTries, shown: quiz.shown })
      : t("study.quiz.findMove", { side });
    prompt.classList.toggle("quiz-solved", quiz.solved);
    feedback.textContent = feedbackText();
    feedback.dataset.kind = quiz.feedback?.kind ?? "";
    const said = authorWords();
    words.replaceChildren(...said.map((text) => h("p", {}, text)));
    words.hidden = said.length === 0;
    const { complete, continues } = completion(input);
    const drawn = new Set([...view.cells.map((c) => c.id), ...view.areas.flatMap((a) => a.items.map((i) => i.id))]);
    moveBar.replaceChildren(
      renderMoveBar({
        actions: [...nextClicks(input)].filter((id) => !drawn.has(id)),
        complete,
        continues,
        choosing,
        side: reader,
        paint: board.state.paint,
        onAction: (id) => click(id),
        label: (id) => say(game.actionLabel?.(position(), [...input.prefix, id])),
        onEndTurn: () => {
          if (complete.length === 1) play(complete[0]);
          else {
            choosing = true;
            render();
          }
        },
        onChoose: (move) => play(move),
        onCancel: () => click(undefined),
      }),
    );
    actions.replaceChildren(
      quiz.solved
        ? h("button", { type: "button", class: "quiet", onclick: () => change(restartQuiz(quiz)) }, t("study.quiz.restart"))
        : h("button", { type: "button", class: "quiet", onclick: () => change(showMove(quiz)) }, t("study.quiz.showMove")),
    );
  }

  resetInput();
  render();
  return {
    element,
    setTree(next) {
      change(startQuiz(next, reader));
    },
    click,
  };
}
