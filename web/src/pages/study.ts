/**
 * A study (`/s/<id>`, `/s/<id>/<chapter>`; issue 32): the analysis board made shared and
 * live, in chapters. Whoever holds the editor link (`#editor=<token>`, kept in this
 * browser and dropped from the address bar) edits: moves from any node, deletion,
 * promotion, comments, marks, shapes, chapters; every change is one edit sent with the
 * version the page holds, and the page changes only as the server announces it
 * (study/controller.ts). Anyone else reads, live, following the editor's board unless
 * they step away. The parts: study/ (state, controller, views), the analysis board's
 * tree view and step functions, the board.
 */
import { shapesOf } from "../../../src/contract/study-tree.ts";
import { studyChapterPath } from "../../../src/contract/study.ts";
import type { AnyGame } from "../../../src/engine/types.ts";
import { nodeOf, ROOT, type VariationTree } from "../../../src/engine/variations.ts";
import { analysisDiagramPath } from "../analysis/diagram-link.ts";
import { back, forward, STEP_KEYS, toEnd, toStart, type AnalysisState } from "../analysis/state.ts";
import { stepControls } from "../analysis/step-controls.ts";
import { renderTreeView, scrollToCurrent } from "../analysis/tree-view.ts";
import { createBoard, type BoardApi } from "../board/board.ts";
import { setArrows, setOrientation, setSelection, setView } from "../board/state.ts";
import { sideName } from "../board/words.ts";
import { h, replaceChildren } from "../dom.ts";
import { say } from "../engine-words.ts";
import { confirmDialog } from "../game/confirm.ts";
import { renderMoveBar } from "../game/move-bar.ts";
import { t } from "../i18n.ts";
import { boardMarks, clickFor, completion, madeSoFar, nextClicks, previewState, startInput, type MoveInput } from "../move-input.ts";
import { editorTokenOf, rememberStudy } from "../my-studies.ts";
import type { Page } from "../router.ts";
import { addChapter } from "../study-api.ts";
import { renderChapterList, renderChapterSettings, renameForm } from "../study/chapter-list.ts";
import { createStudyController } from "../study/controller.ts";
import { createShapeDrawing, type ShapeDrawing } from "../study/draw.ts";
import { editorTokenFromHash } from "../study/link.ts";
import { createNewChapterForm } from "../study/new-chapter.ts";
import { createNodePanel } from "../study/node-panel.ts";
import { mountQuiz, type MountedQuiz } from "../study/quiz-mount.ts";
import { renderSharePanel } from "../study/share-panel.ts";
import { readShapeList, shapeArrows, shapeText, toggleShape, type Shape } from "../study/shapes.ts";
import { boardLooksFor } from "../words.ts";
import "../analysis/analysis.css";
import "../analysis/tree-view.css";
import "../study/study.css";

/** The board of one game, with its shape drawing: made anew when a chapter of another game is shown. */
interface GameBoard {
  readonly game: AnyGame;
  readonly board: BoardApi;
  readonly drawing: ShapeDrawing;
}

/** The editor's token: from the link (kept in this browser, then taken out of the address bar), else the one kept. */
function editorToken(id: string): string | undefined {
  const fromLink = editorTokenFromHash(location.hash);
  if (!fromLink) return editorTokenOf(id);
  rememberStudy({ id, name: "", token: fromLink });
  history.replaceState(null, "", location.pathname + location.search);
  return fromLink;
}

export function studyPage(root: HTMLElement, id: string, chapterInPath: string | undefined): Page {
  const token = editorToken(id);
  const notice = h("p", { class: "banner error", role: "alert", hidden: true });
  const heading = h("h1", {}, t("study.page.loading"));
  const ctl = createStudyController(id, token, chapterInPath, {
    render,
    notice: (text) => {
      notice.textContent = text;
      notice.hidden = text === "";
    },
    failed: (error) => {
      // a study never shown (an unknown id, no network) says so in its heading; a later failed re-read only in the notice
      if (!sync.study) heading.textContent = t("study.page.unavailable");
      notice.textContent = error instanceof Error ? error.message : String(error);
      notice.hidden = false;
    },
  });
  const sync = ctl.sync;
  let current: GameBoard | undefined;
  let input: MoveInput = startInput([]);
  let choosing = false;
  /** The node and the position the move input was made for. */
  let inputFor: { at: number; state: unknown } | undefined;
  let quiz: { chapter: string; board: BoardApi; tree: VariationTree; handle: MountedQuiz } | undefined;

  const boardSlot = h("div", { class: "board-slot" });
  const moveBar = h("div", { class: "analysis-move-bar" });
  const drawSlot = h("div", {});
  const chapterList = h("nav", { class: "study-chapter-list", "aria-label": t("study.chapters.heading") });
  const treeSlot = h("div", { class: "analysis-tree" });
  const quizSlot = h("div", { class: "study-quiz" });
  const settingsSlot = h("div", {});
  const shareSlot = h("div", {});
  const followBox = h("input", { type: "checkbox", name: "follow", onchange: () => ctl.follow(followBox.checked) });
  const follow = h("label", { class: "study-follow" }, followBox, " ", t("study.follow.label"));
  const followState = h("p", { class: "muted study-follow-state", role: "status", "aria-live": "polite" });
  const note = createNodePanel(
    (text) => void editNode((node) => ({ kind: "comment", chapter: node.chapter, node: node.at, text })),
    (nags) => void editNode((node) => ({ kind: "marks", chapter: node.chapter, node: node.at, nags })),
  );

  /** Sends an edit of the node shown. */
  function editNode(make: (here: { chapter: string; at: number }) => Parameters<typeof ctl.edit>[0]): Promise<unknown> {
    if (!sync.chapter) return Promise.resolve();
    return ctl.edit(make({ chapter: sync.chapter.id, at: sync.at }));
  }

  /**
   * The reader's or editor's own steps through the tree, counted: a move still on its way
   * does not pull the board to itself once they have stepped anywhere, back to the move it
   * was played from included.
   */
  let steppedTimes = 0;
  function goTo(node: number): void {
    steppedTimes++;
    ctl.goTo(node);
  }

  /** The analysis board's step functions, run on the chapter's tree; the board then goes where they lead. */
  function step(run: (state: AnalysisState) => void): void {
    const chapter = sync.chapter;
    if (!chapter) return;
    const state: AnalysisState = { game: chapter.game, tree: chapter.tree, at: sync.at, input: startInput([]), choosing: false, orientation: chapter.orientation, refusal: undefined };
    run(state);
    goTo(state.at);
  }

  const steps = stepControls(
    { group: t("study.page.steps"), start: t("study.page.stepStart"), back: t("study.page.stepBack"), forward: t("study.page.stepForward"), end: t("study.page.stepEnd") },
    step,
  );
  const tools = h(
    "div",
    { class: "analysis-tools" },
    h("button", { type: "button", class: "quiet", title: t("study.edit.deleteTitle"), onclick: () => void deleteHere() }, t("study.edit.delete")),
    h("button", { type: "button", class: "quiet", title: t("study.edit.promoteTitle"), onclick: () => void editNode((here) => ({ kind: "promote", chapter: here.chapter, node: here.at })) }, t("study.edit.promote")),
  );

  async function deleteHere(): Promise<void> {
    if (sync.at === ROOT) return;
    await editNode((here) => ({ kind: "delete", chapter: here.chapter, node: here.at }));
  }

  async function playMove(text: string): Promise<void> {
    const chapter = sync.chapter;
    if (!chapter) return;
    const from = sync.at;
    const stepped = steppedTimes;
    const result = await ctl.edit({ kind: "move", chapter: chapter.id, node: from, move: text });
    // to the move played, unless the editor stepped anywhere while it was on its way
    if (result?.node !== undefined && steppedTimes === stepped && sync.at === from && sync.chapter?.id === chapter.id) ctl.goTo(result.node);
  }

  function onShape(shape: Shape): void {
    const chapter = sync.chapter;
    if (!ctl.editor || !chapter) return;
    const node = nodeOf(chapter.tree, sync.at);
    const cells = new Set(chapter.game.view(node.state).cells.map((cell) => cell.id));
    const shapes = toggleShape(readShapeList(shapesOf(node), cells), shape);
    void ctl.edit({ kind: "shapes", chapter: chapter.id, node: sync.at, shapes: shapes.map(shapeText) });
  }

  function onBoardClick(id: string | undefined): void {
    const chapter = sync.chapter;
    if (!current || !chapter) return;
    if (current.drawing.active) return current.drawing.click(id);
    if (quiz) return quiz.handle.click(id);
    if (!ctl.editor) return;
    const result = clickFor(chapter.game, input, id);
    input = result.input;
    choosing = false;
    if (result.play) void playMove(result.play.text);
    render();
  }

  /** The board for the chapter's game (a new one when the game changes). */
  function boardFor(game: AnyGame): GameBoard {
    if (current?.game === game) return current;
    const board = createBoard({ ...boardLooksFor(game), onClick: onBoardClick });
    const drawing = createShapeDrawing(board, onShape, render);
    current = { game, board, drawing };
    boardSlot.replaceChildren(board.element);
    drawSlot.replaceChildren(ctl.editor ? drawing.element : "");
    return current;
  }

  async function deleteChapter(chapter: { id: string; name: string }): Promise<void> {
    if (!(await confirmDialog(t("study.chapters.deleteQuestion", { name: chapter.name }), t("study.chapters.deleteButton")))) return;
    await ctl.edit({ kind: "delete-chapter", chapter: chapter.id });
  }

  async function newChapter(chapter: Parameters<typeof addChapter>[2]): Promise<boolean> {
    if (!token) return false;
    try {
      const made = await addChapter(id, token, chapter);
      await ctl.openChapter(made.id);
      return true;
    } catch (error) {
      notice.textContent = error instanceof Error ? error.message : String(error);
      notice.hidden = false;
      return false;
    }
  }

  /** The diagram of the node shown, its shapes drawn. */
  function diagram(): string | undefined {
    const chapter = sync.chapter;
    if (!chapter || !current) return undefined;
    const node = nodeOf(chapter.tree, sync.at);
    return analysisDiagramPath({ game: chapter.game, position: node.state, view: chapter.game.view(node.state), orientation: chapter.orientation, lastMove: current.board.state.lastMove, arrows: current.board.state.arrows });
  }

  const newChapterForm = token ? createNewChapterForm(newChapter) : "";
  const nameSlot = h("div", {});
  replaceChildren(
    root,
    h(
      "section",
      { class: "analysis-page study-page" },
      heading,
      notice,
      h(
        "div",
        { class: "study-layout" },
        h("div", { class: "card study-chapters-card" }, h("h2", {}, t("study.chapters.heading")), chapterList, newChapterForm, settingsSlot, nameSlot),
        h("div", { class: "analysis-board" }, boardSlot, moveBar, drawSlot),
        h("div", { class: "analysis-side card" }, steps, ctl.editor ? "" : follow, ctl.editor ? "" : followState, quizSlot, treeSlot, ctl.editor ? note.element : "", ctl.editor ? tools : ""),
      ),
      shareSlot,
    ),
  );

  /** Draws `slot` anew only when what it shows changed: a field being typed in, or a focused button, stays. */
  function redraw(slot: HTMLElement, key: string, draw: () => HTMLElement | ""): void {
    if (slot.dataset.key === key) return;
    slot.dataset.key = key;
    slot.replaceChildren(draw());
  }

  function render(): void {
    const study = sync.study;
    const chapter = sync.chapter;
    if (!study) return;
    document.title = t("study.page.docTitle", { name: study.name });
    heading.textContent = study.name;
    if (token) rememberStudy({ id, name: study.name, token });
    redraw(chapterList, JSON.stringify([study.chapters, chapter?.id]), () =>
      renderChapterList({ chapters: study.chapters, shown: chapter?.id, editor: ctl.editor, onOpen: (c) => void ctl.openChapter(c), onEdit: (edit) => void ctl.edit(edit), onDelete: (c) => void deleteChapter(c) }),
    );
    redraw(settingsSlot, chapter ? JSON.stringify([chapter.id, chapter.name, chapter.orientation, chapter.mode]) : "", () => (ctl.editor && chapter ? renderChapterSettings(chapter, (edit) => void ctl.edit(edit)) : ""));
    redraw(nameSlot, study.name, () => (ctl.editor ? renameForm(t("study.page.studyName"), study.name, (name) => void ctl.edit({ kind: "rename", name })) : ""));
    redraw(shareSlot, chapter?.id ?? "", () => renderSharePanel({ id, token, chapter: chapter?.id, diagram }));
    followBox.checked = sync.following;
    followState.textContent = sync.editorAt === undefined ? t("study.follow.noEditor") : sync.following ? t("study.follow.following") : t("study.follow.away");
    if (!chapter) {
      treeSlot.replaceChildren(h("p", { class: "muted" }, ctl.editor ? t("study.chapters.emptyEditor") : t("study.chapters.empty")));
      return;
    }
    if (location.pathname !== studyChapterPath(id, chapter.id)) history.replaceState(null, "", studyChapterPath(id, chapter.id));
    const { game } = chapter;
    const { board, drawing } = boardFor(game);
    // an interactive chapter quizzes its readers on the page's board; editors see the tree
    if (quiz && (quiz.chapter !== chapter.id || chapter.mode !== "interactive" || quiz.board !== board)) {
      quiz.handle.unmount();
      quiz = undefined;
    }
    if (!quiz && chapter.mode === "interactive" && !ctl.editor) {
      quiz = { chapter: chapter.id, board, tree: chapter.tree, handle: mountQuiz({ slot: quizSlot, board, game, tree: chapter.tree, orientation: chapter.orientation }) };
    } else if (quiz && quiz.tree !== chapter.tree) {
      // an editor changed the chapter: the quiz starts again on the new tree
      quiz.handle.setTree(chapter.tree);
      quiz.tree = chapter.tree;
    }
    const node = nodeOf(chapter.tree, sync.at);
    // A move half made stays while the position it is made in stays: another edit (a comment,
    // a mark, a circle, a move elsewhere in the tree) keeps the node's state, and must not drop
    // the piece the editor has picked up.
    if (inputFor?.at !== sync.at || inputFor.state !== node.state) {
      input = startInput(ctl.editor ? game.legalMoves(node.state) : []);
      choosing = false;
      inputFor = { at: sync.at, state: node.state };
    }
    const shown = previewState(game, node.state, madeSoFar(input));
    const view = game.view(shown);
    const cells = new Set(view.cells.map((cell) => cell.id));
    const lastPath = node.parent === undefined ? [] : (game.legalMoves(nodeOf(chapter.tree, node.parent).state).find((m) => m.text === node.move)?.path ?? []);
    // the quiz draws the board while it runs
    if (!quiz) board.update((b) => {
      setView(b, view, lastPath);
      setOrientation(b, chapter.orientation);
      const marks = boardMarks(game, input);
      if (drawing.active) setSelection(b, drawing.pending === undefined ? [] : [drawing.pending], new Set());
      else setSelection(b, marks.selected, marks.targets, marks.starts);
      setArrows(b, shapeArrows(readShapeList(shapesOf(node), cells)));
    });
    const { complete, continues } = completion(input);
    moveBar.replaceChildren(
      ctl.editor
        ? renderMoveBar({
            actions: [...nextClicks(input)].filter((click) => !cells.has(click) && !view.areas.some((a) => a.items.some((i) => i.id === click))),
            complete,
            continues,
            choosing,
            side: game.turn(node.state),
            paint: board.state.paint,
            onAction: (click) => onBoardClick(click),
            label: (click) => say(game.actionLabel?.(node.state, [...input.prefix, click])),
            onEndTurn: () => {
              if (complete.length === 1) void playMove(complete[0].text);
              else choosing = true;
              render();
            },
            onChoose: (move) => void playMove(move.text),
            onCancel: () => onBoardClick(undefined),
          })
        : "",
    );
    treeSlot.hidden = quiz !== undefined;
    steps.hidden = quiz !== undefined;
    const sideNames = { white: sideName(game, "white"), black: sideName(game, "black") };
    treeSlot.replaceChildren(renderTreeView({ tree: chapter.tree, at: sync.at, sideNames, onSelect: (node) => goTo(node), empty: ctl.editor ? t("study.page.emptyTreeEditor") : t("study.page.emptyTree") }));
    scrollToCurrent(treeSlot);
    note.show(node);
  }

  /** Arrows step through the tree (Up and Down between variations) unless a text box or the board has the keys. */
  function onKey(event: KeyboardEvent): void {
    const typing = event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement || event.target instanceof HTMLSelectElement;
    const onBoard = event.target instanceof Node && boardSlot.contains(event.target);
    if (event.key === "Escape" && current?.drawing.active && !typing) {
      current.drawing.setActive(false);
      return;
    }
    if (typing || onBoard || event.altKey || event.ctrlKey || event.metaKey) return;
    const run = STEP_KEYS[event.key];
    if (!run) return;
    event.preventDefault();
    step(run);
  }
  document.addEventListener("keydown", onKey);
  return {
    unmount() {
      quiz?.handle.unmount();
      ctl.close();
      document.removeEventListener("keydown", onKey);
    },
  };
}
