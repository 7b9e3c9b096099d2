/**
 * The analysis board: any game, from its start or a shared position, with moves for both
 * sides checked by the rules in the browser (nothing goes to the server, nothing changes
 * a game). Lines branch into a variation tree; a line can be shared as a link and the
 * tree exported as a record with its variations.
 */
import { boardLooksFor } from "../words.ts";
import { t } from "../i18n.ts";
import { colourMessage, ownWords, sideColour, sideName, type ByColour } from "../board/words.ts";
import { makeOptionsTag, replayMoves, startTags } from "../../../src/engine/record.ts";
import { getGame } from "../../../src/engine/registry.ts";
import type { AnyGame, EndReason } from "../../../src/engine/types.ts";
import { mainLineFrom, makeTreeRecord, nodeOf, pathTo, ROOT } from "../../../src/engine/variations.ts";
import { reviewBudgetOf, reviewKey } from "../../../src/engine/review/review.ts";
import { createReviewPanel } from "../review/review-panel.ts";
import { askHint, describeHint } from "../hint/hint.ts";
import { makeAnalysisLink, parseAnalysisLink } from "../analysis/link.ts";
import { analysisDiagramPath } from "../analysis/diagram-link.ts";
import {
  back,
  choose,
  clickAt,
  commentHere,
  createAnalysis,
  deleteHere,
  flip,
  forward,
  goTo,
  markHere,
  playText,
  positionOf,
  promoteHere,
  STEP_KEYS,
  toEnd,
  toStart,
  type AnalysisState,
} from "../analysis/state.ts";
import { stepControls } from "../analysis/step-controls.ts";
import { createAnnotationEditor } from "../analysis/annotation-editor.ts";
import { createConditionalSection } from "../analysis/conditional-section.ts";
import { renderTreeView } from "../analysis/tree-view.ts";
import { createBoard } from "../board/board.ts";
import { moveArrows } from "../board/overlays.ts";
import { setArrows, setAttacked, setOrientation, setSelection, setView } from "../board/state.ts";
import { attackedKings, attackerArrows, dangerMarks, dangerText, renderDangerLine } from "../game/danger.ts";
import { copyText } from "../copy.ts";
import { h, replaceChildren } from "../dom.ts";
import { renderMoveBar } from "../game/move-bar.ts";
import { boardMarks, completion, madeSoFar, nextClicks, previewState } from "../move-input.ts";
import type { Page } from "../router.ts";
import "../analysis/analysis.css";
import "../analysis/tree-view.css";
import { say } from "../engine-words.ts";
import { addToStudyButton } from "../study/add-to-study.ts";

/** The start a link names: its position text, or the game's start with its options. */
function startOf(game: AnyGame, from: string | undefined, options: Readonly<Record<string, string>>): { ok: true; value: unknown } | { ok: false; message: string } {
  if (from !== undefined) {
    const read = game.parsePosition(from);
    return read.ok ? read : { ok: false, message: t("analysis.unreadablePosition", { reason: read.error.message }) };
  }
  const replay = replayMoves(game, [], options);
  return replay.ok ? { ok: true, value: replay.value.states[0] } : { ok: false, message: replay.error.message };
}

const TO_MOVE: ByColour = { white: "analysis.status.toMove.white", black: "analysis.status.toMove.black", red: "analysis.status.toMove.red" };
const WINS: ByColour = { white: "analysis.status.wins.white", black: "analysis.status.wins.black", red: "analysis.status.wins.red" };

/** How a game ended, as the status line names it ("checkmate", "threefold-repetition"). */
const REASONS: Readonly<Record<EndReason, string>> = {
  checkmate: "analysis.reason.checkmate",
  stalemate: "analysis.reason.stalemate",
  "king-captured": "analysis.reason.kingCaptured",
  "no-kings": "analysis.reason.noKings",
  "no-stacks": "analysis.reason.noStacks",
  "no-legal-move": "analysis.reason.noLegalMove",
  "threefold-repetition": "analysis.reason.threefoldRepetition",
  "fifty-move-rule": "analysis.reason.fiftyMoveRule",
  "insufficient-material": "analysis.reason.insufficientMaterial",
  agreement: "analysis.reason.agreement",
  resignation: "analysis.reason.resignation",
  timeout: "analysis.reason.timeout",
};

/** A reason in words; one no catalog knows (a newer engine) as it came. */
function reasonWord(reason: string): string {
  const id = REASONS[reason as EndReason];
  return id ? ownWords(t(id)) : reason;
}

export function analysisPage(root: HTMLElement, variant: string): Page {
  const game = getGame(variant);
  const link = parseAnalysisLink(variant, location.search);
  const start = game && startOf(game, link.from, link.options);
  if (!game || !start?.ok) {
    replaceChildren(
      root,
      h("section", { class: "card" }, h("h1", {}, t("analysis.title")), h("p", {}, !game ? t("analysis.noSuchGame", { variant }) : start && !start.ok ? start.message : ""), h("p", {}, h("a", { href: "/" }, t("analysis.homeLink")))),
    );
    return {};
  }
  document.title = t("analysis.documentTitle", { game: game.name });
  const state = createAnalysis(game, start.value, link.line);
  // opened for one of this browser's seats: lines below the game's position can become its conditional moves
  const conditional = link.forGame ? createConditionalSection(game, link.forGame, () => state.tree, state.at) : undefined;
  const board = createBoard({
    ...boardLooksFor(game),
    onClick: (id) => {
      clickAt(state, id);
      render();
    },
  });
  const moveBar = h("div", { class: "analysis-move-bar" });
  const status = h("p", { class: "analysis-status", role: "status", "aria-live": "polite" });
  const tree = h("div", { class: "analysis-tree" });
  const typed = h("input", { type: "text", name: "move", class: "move-text", autocomplete: "off", spellcheck: false, "aria-label": t("analysis.typeMove"), placeholder: t("analysis.typeMove") });
  const typedForm = h(
    "form",
    {
      class: "analysis-type",
      onsubmit: (event: Event) => {
        event.preventDefault();
        const text = typed.value.trim();
        if (text && playText(state, text)) typed.value = "";
        render();
      },
    },
    typed,
    h("button", { type: "submit", class: "quiet" }, t("analysis.play")),
  );
  const shared = h("p", { class: "muted analysis-shared", role: "status" });
  // a comment typed changes the tree as it goes; the tree is redrawn, the text box is left alone
  const note = createAnnotationEditor(
    (nag) => (markHere(state, nag), render()),
    (text) => (commentHere(state, text), render()),
  );
  const act = (label: string, run: (s: AnalysisState) => void, title: string, className = "quiet") =>
    h("button", { type: "button", class: className, title, onclick: () => (run(state), render()) }, label);
  // the glyphs of the game page's replay buttons
  const steps = stepControls(
    { group: t("analysis.steps.label"), start: t("analysis.steps.start"), back: t("analysis.steps.back"), forward: t("analysis.steps.forward"), end: t("analysis.steps.end") },
    (run) => (run(state), render()),
  );
  const tools = h(
    "div",
    { class: "analysis-tools" },
    act(t("analysis.tools.flip"), flip, t("analysis.tools.flipTitle")),
    act(t("analysis.tools.delete"), deleteHere, t("analysis.tools.deleteTitle")),
    act(t("analysis.tools.promote"), promoteHere, t("analysis.tools.promoteTitle")),
    h("button", { type: "button", class: "quiet", onclick: () => void share() }, t("analysis.tools.copyLink")),
    h("button", { type: "button", class: "quiet", onclick: () => void exportRecord() }, t("analysis.tools.copyRecord")),
    h("button", { type: "button", class: "quiet", title: t("analysis.diagram.copyTitle"), onclick: () => void copyDiagram() }, t("analysis.diagram.copy")),
    h("button", { type: "button", class: "quiet hint-button", onclick: () => void hint() }, t("analysis.tools.hint")),
    // the whole tree, comments, marks and variations kept, as a chapter
    addToStudyButton(() => ({ variant, chapterName: t("study.add.analysisChapter", { game: game.name }), content: { record: treeRecord() } })),
  );
  const hintLine = h("p", { class: "hint-line", role: "status", "aria-live": "polite", "data-testid": "hint" });
  // the review follows the main line from the start, whatever line is shown
  const mainLine = () => mainLineFrom(state.tree, ROOT);
  const review = createReviewPanel({
    onSelect: (ply) => {
      goTo(state, ply === 0 ? ROOT : (mainLine()[ply - 1] ?? ROOT));
      render();
    },
    fileName: `${variant}-analysis`,
    record: async () => {
      const tags = startTags(variant, link.options, link.from);
      tags.set("Result", "*");
      return { tags, moves: mainLine().map((id) => nodeOf(state.tree, id).move) };
    },
  });
  // the kings in danger on the board shown, and the arrows from their attackers on request (as on the game page)
  const danger = h("div", { class: "analysis-danger" });
  let showAttackers = false;
  /** The position the hint shown is for: another position clears it. */
  let hintAt: number | undefined;
  /** The suggested move's clicks, drawn as an arrow while its position is shown. */
  let hintPath: readonly string[] | undefined;

  replaceChildren(
    root,
    h(
      "section",
      { class: "analysis-page" },
      h("h1", {}, t("analysis.heading", { game: game.name })),
      h("p", { class: "muted" }, t("analysis.intro")),
      h("div", { class: "analysis-layout" }, h("div", { class: "analysis-board" }, board.element, danger, moveBar, status, hintLine), h("div", { class: "analysis-side card" }, steps, tree, note.element, typedForm, tools, shared, conditional?.element ?? "", review.element)),
    ),
  );

  function lineLink(): string {
    return makeAnalysisLink({ variant, options: link.options, from: link.from, line: pathTo(state.tree, state.at), forGame: link.forGame });
  }

  /** The computer's suggestion for the position shown, searched in a Web Worker. */
  async function hint(): Promise<void> {
    const at = state.at;
    hintAt = at;
    hintLine.textContent = t("analysis.thinking");
    const position = positionOf(state);
    const answer = await askHint(game!, position);
    if (state.at !== at) return;
    const words = describeHint(game!, position, answer);
    hintLine.textContent = words.text;
    hintPath = words.path;
    render();
  }

  async function share(): Promise<void> {
    const url = new URL(lineLink(), location.href).href;
    shared.textContent = (await copyText(url)) ? t("analysis.linkCopied") : url;
  }

  /** The diagram of what the board shows, written at each redraw. */
  let diagramLink = "";

  async function copyDiagram(): Promise<void> {
    const url = new URL(diagramLink, location.href).href;
    shared.textContent = (await copyText(url)) ? t("analysis.diagram.copied") : url;
  }

  /** The tree as an annotated record, variations and comments kept. */
  function treeRecord(): string {
    const tags = startTags(variant, link.options, link.from);
    tags.set("Result", "*");
    return makeTreeRecord(state.tree, tags);
  }

  async function exportRecord(): Promise<void> {
    const text = treeRecord();
    shared.textContent = (await copyText(text)) ? t("analysis.recordCopied") : text;
  }

  function render(): void {
    if (hintAt !== undefined && hintAt !== state.at) {
      hintAt = undefined;
      hintPath = undefined;
      hintLine.textContent = "";
    }
    const position = positionOf(state);
    const node = nodeOf(state.tree, state.at);
    const shown = previewState(game!, position, madeSoFar(state.input));
    const view = game!.view(shown);
    const lastPath = node.parent === undefined ? [] : (game!.legalMoves(nodeOf(state.tree, node.parent).state).find((m) => m.text === node.move)?.path ?? []);
    const kings = attackedKings(game!, shown);
    board.update((b) => {
      setView(b, view, lastPath);
      setOrientation(b, state.orientation);
      const marks = boardMarks(game!, state.input);
      setSelection(b, marks.selected, marks.targets, marks.starts);
      setAttacked(b, dangerMarks(game!, kings));
      setArrows(b, [...(showAttackers ? attackerArrows(kings) : []), ...(hintPath && state.input.prefix.length === 0 ? moveArrows(view, hintPath, "hint") : [])]);
    });
    diagramLink = analysisDiagramPath({ game: game!, position, view: game!.view(position), orientation: state.orientation, lastMove: lastPath, arrows: board.state.arrows });
    const toggle = (): void => {
      showAttackers = !showAttackers;
      render();
    };
    danger.replaceChildren(...(kings.length > 0 ? [renderDangerLine(dangerText(game!, kings, undefined, game!.turn(shown)), showAttackers, toggle)] : []));
    const { complete, continues } = completion(state.input);
    const drawn = new Set([...view.cells.map((c) => c.id), ...view.areas.flatMap((a) => a.items.map((i) => i.id))]);
    moveBar.replaceChildren(
      renderMoveBar({
        actions: [...nextClicks(state.input)].filter((id) => !drawn.has(id)),
        complete,
        continues,
        choosing: state.choosing,
        side: game!.turn(position),
        paint: board.state.paint,
        onAction: (id) => (clickAt(state, id), render()),
        label: (id) => say(game!.actionLabel?.(position, [...state.input.prefix, id])),
        onEndTurn: () => {
          if (complete.length === 1) choose(state, complete[0]);
          else state.choosing = true;
          render();
        },
        onChoose: (move) => (choose(state, move), render()),
        onCancel: () => (clickAt(state, undefined), render()),
      }),
    );
    const outcome = game!.outcome(position);
    status.textContent =
      state.refusal ??
      (outcome.status === "ongoing"
        ? colourMessage(TO_MOVE, sideColour(game!, game!.turn(position)), {}, () => `${game!.sideNames[game!.turn(position)]} to move.`)
        : outcome.status === "draw"
          ? t("analysis.status.drawn", { reason: reasonWord(outcome.reason) })
          : colourMessage(WINS, sideColour(game!, outcome.winner), { reason: reasonWord(outcome.reason) }, () => `${game!.sideNames[outcome.winner]} wins (${outcome.reason}).`));
    status.classList.toggle("refusal", state.refusal !== undefined);
    note.show(node);
    const line = mainLine();
    const lineMoves = line.map((id) => nodeOf(state.tree, id).move);
    review.update(
      line.length > 0
        ? {
            game: game!, start: nodeOf(state.tree, ROOT).state, moves: lineMoves, sides: line.map((id) => nodeOf(state.tree, id).side),
            key: reviewKey(`analysis:${variant}:${makeOptionsTag(link.options)}:${link.from ?? ""}`, lineMoves, reviewBudgetOf(game!.id)),
          }
        : undefined,
      state.at === ROOT ? 0 : line.indexOf(state.at) + 1,
    );
    tree.replaceChildren(renderTreeView({ tree: state.tree, at: state.at, sideNames: { white: sideName(game!, "white"), black: sideName(game!, "black") }, onSelect: (id) => (goTo(state, id), render()) }));
    history.replaceState(null, "", lineLink());
  }

  /** Arrows step through the tree (up and down between variations) unless a text box has the keys. */
  function onKey(event: KeyboardEvent): void {
    const typing = event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement || event.target instanceof HTMLSelectElement;
    // the board keeps its own arrow keys (moving between its cells)
    const onBoard = event.target instanceof Node && board.element.contains(event.target);
    if (typing || onBoard || event.altKey || event.ctrlKey || event.metaKey) return;
    const run = STEP_KEYS[event.key];
    if (!run) return;
    event.preventDefault();
    run(state);
    render();
  }
  document.addEventListener("keydown", onKey);
  render();
  return {
    unmount() {
      review.destroy();
      document.removeEventListener("keydown", onKey);
    },
  };
}
