/**
 * A board that steps through a finished list of moves: first / previous / next / last,
 * the arrow keys (and Home / End), a clickable move list, and flipping. Used for records
 * that exist only in the browser (the import page); the game page has its own live version.
 * An annotated record's tree shows as the analysis board's (comments, marks, variations
 * indented and clickable), its comment beside the board; the steps then follow the line
 * shown, into a variation once one is clicked.
 */
import { createBoard } from "../board/board.ts";
import { boardLooksFor } from "../words.ts";
import type { Owner, Paint } from "../board/pieces.ts";
import { setOrientation, setView } from "../board/state.ts";
import { h } from "../dom.ts";
import { movePath, type GameHistory } from "./history.ts";
import { renderMoveList, renderReplayControls } from "./move-list.ts";
import { opposite, type AnyGame, type Side } from "../../../src/engine/types.ts";
import { mainLineFrom, nodeOf, nodesTo, ROOT, type VariationNode, type VariationTree } from "../../../src/engine/variations.ts";
import { positionComments, renderTreeView, scrollToCurrent } from "../analysis/tree-view.ts";
import { t } from "../i18n.ts";
import { sideNamesIn } from "../board/words.ts";

export interface ReplayViewer {
  readonly board: HTMLElement;
  readonly controls: HTMLElement;
  readonly moves: HTMLElement;
  /** What the record says of the position shown (hidden when it says nothing). */
  readonly comment: HTMLElement;
  readonly paint: Readonly<Record<Owner, Paint>>;
  /** The ply on the board: 0 is the start. */
  ply(): number;
  orientation(): Side;
  select(ply: number): void;
  flip(): void;
  /** Draws again (the marks changed). */
  redraw(): void;
  /** Stops listening to the keyboard. */
  destroy(): void;
}

export interface ReplayOptions {
  readonly game: AnyGame;
  readonly history: GameHistory;
  /** Where to open; the end when absent. */
  readonly ply?: number;
  readonly orientation?: Side;
  /** Told after every change (ply or orientation), to redraw what sits around the board. */
  readonly onChange?: () => void;
  /** The record's tree with its comments, marks and variations; `history` is then its main line. */
  readonly tree?: VariationTree;
  /** The review's marks by move index, for the move list (read at every redraw). */
  readonly marks?: () => ReadonlyMap<number, string>;
}

export function createReplayViewer(options: ReplayOptions): ReplayViewer {
  const { game, history, tree } = options;
  const board = createBoard({ ...boardLooksFor(game), onClick: () => undefined });
  const controls = h("div", { class: "replay-slot" });
  const moves = h("div", { class: "moves-slot" });
  const comment = h("div", { class: "replay-comment", "aria-live": "polite", hidden: true });
  /** The line the steps follow: the main line, or through the variation last clicked. */
  let line: readonly VariationNode[] = tree ? mainLineFrom(tree, ROOT).map((id) => nodeOf(tree, id)) : [];
  const latest = (): number => (tree ? line.length : history.moves.length);
  let shown = Math.min(Math.max(0, options.ply ?? latest()), latest());
  let orientation: Side = options.orientation ?? "white";

  /** The node shown, in a tree. */
  const at = (): number => (shown === 0 ? ROOT : line[shown - 1].id);

  function render(): void {
    const node = tree ? nodeOf(tree, at()) : undefined;
    const parent = tree && node?.parent !== undefined ? nodeOf(tree, node.parent) : undefined;
    board.update((state) => {
      if (tree && node) setView(state, game.view(node.state), parent ? (game.legalMoves(parent.state).find((move) => move.text === node.move)?.path ?? []) : []);
      else setView(state, game.view(history.states[shown]), movePath(game, history, shown));
      setOrientation(state, orientation);
    });
    controls.replaceChildren(renderReplayControls(shown, latest(), select));
    if (tree) {
      moves.replaceChildren(renderTreeView({ tree, at: at(), sideNames: sideNamesIn(game), onSelect: selectNode, empty: t("game.record.noMoves") }));
      const said = positionComments(tree, at());
      comment.replaceChildren(...said.map((text) => h("p", {}, text)));
      comment.hidden = said.length === 0;
      scrollToCurrent(moves);
    } else {
      moves.replaceChildren(renderMoveList({ moves: history.moves, sides: history.sides, notes: history.notes, shown, onSelect: select, marks: options.marks?.() }));
      const list = moves.querySelector<HTMLElement>(".move-list");
      const current = list?.querySelector<HTMLElement>(".move.current");
      if (list && current) list.scrollTop = current.offsetTop - list.clientHeight / 2;
    }
    options.onChange?.();
  }

  function select(ply: number): void {
    shown = Math.min(Math.max(0, ply), latest());
    render();
  }

  /** Shows a node of the tree; the steps then follow its line to its end. */
  function selectNode(id: number): void {
    if (!tree) return;
    const before = nodesTo(tree, id);
    line = [...before, ...mainLineFrom(tree, id).map((next) => nodeOf(tree, next))];
    select(before.length);
  }

  const onKey = (event: KeyboardEvent): void => {
    if ((event.target as Element).closest?.("input, textarea, select, dialog")) return;
    if (event.key === "ArrowLeft") select(shown - 1);
    else if (event.key === "ArrowRight") select(shown + 1);
    else if (event.key === "Home") select(0);
    else if (event.key === "End") select(latest());
    else return;
    event.preventDefault();
  };
  document.addEventListener("keydown", onKey);
  render();

  return {
    board: board.element,
    controls,
    moves,
    comment,
    paint: board.state.paint,
    ply: () => shown,
    orientation: () => orientation,
    select,
    flip() {
      orientation = opposite(orientation);
      render();
    },
    redraw: render,
    destroy() {
      document.removeEventListener("keydown", onKey);
    },
  };
}
