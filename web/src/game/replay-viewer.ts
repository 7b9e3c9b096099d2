/**
 * A board that steps through a finished list of moves: first / previous / next / last,
 * the arrow keys (and Home / End), a clickable move list, and flipping. Used for records
 * that exist only in the browser (the import page); the game page has its own live version.
 */
import { createBoard } from "../board/board.ts";
import { boardLooksFor } from "../words.ts";
import type { Owner, Paint } from "../board/pieces.ts";
import { setOrientation, setView } from "../board/state.ts";
import { h } from "../dom.ts";
import { movePath, type GameHistory } from "./history.ts";
import { renderMoveList, renderReplayControls } from "./move-list.ts";
import { opposite, type AnyGame, type Side } from "../../../src/engine/types.ts";

export interface ReplayViewer {
  readonly board: HTMLElement;
  readonly controls: HTMLElement;
  readonly moves: HTMLElement;
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
  /** The review's marks by move index, for the move list (read at every redraw). */
  readonly marks?: () => ReadonlyMap<number, string>;
}

export function createReplayViewer(options: ReplayOptions): ReplayViewer {
  const { game, history } = options;
  const latest = history.moves.length;
  const board = createBoard({ ...boardLooksFor(game), onClick: () => undefined });
  const controls = h("div", { class: "replay-slot" });
  const moves = h("div", { class: "moves-slot" });
  let shown = Math.min(Math.max(0, options.ply ?? latest), latest);
  let orientation: Side = options.orientation ?? "white";

  function render(): void {
    board.update((state) => {
      setView(state, game.view(history.states[shown]), movePath(game, history, shown));
      setOrientation(state, orientation);
    });
    controls.replaceChildren(renderReplayControls(shown, latest, select));
    moves.replaceChildren(renderMoveList({ moves: history.moves, sides: history.sides, notes: history.notes, shown, onSelect: select, marks: options.marks?.() }));
    const list = moves.querySelector<HTMLElement>(".move-list");
    const current = list?.querySelector<HTMLElement>(".move.current");
    if (list && current) list.scrollTop = current.offsetTop - list.clientHeight / 2;
    options.onChange?.();
  }

  function select(ply: number): void {
    shown = Math.min(Math.max(0, ply), latest);
    render();
  }

  const onKey = (event: KeyboardEvent): void => {
    if ((event.target as Element).closest?.("input, textarea, select, dialog")) return;
    if (event.key === "ArrowLeft") select(shown - 1);
    else if (event.key === "ArrowRight") select(shown + 1);
    else if (event.key === "Home") select(0);
    else if (event.key === "End") select(latest);
    else return;
    event.preventDefault();
  };
  document.addEventListener("keydown", onKey);
  render();

  return {
    board: board.element,
    controls,
    moves,
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
