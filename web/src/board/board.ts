/**
 * The board component: a headless BoardState, a renderer, and one redraw per animation
 * frame however many changes come in between (chessground's pattern). Clicks are
 * reported as the id a Move.path would use; the board itself never decides what a click means.
 */
import { h, s } from "../dom.ts";
import type { Owner, Paint } from "./pieces.ts";
import { cellName, stepInDirection } from "./keyboard.ts";
import { focusedCell, placer, renderBoard, type BoardElements } from "./render.ts";
import { defaultBoardState, type BoardState, type BoardWords } from "./state.ts";

export interface BoardApi {
  /** The board's root element, to put in a page. */
  readonly element: HTMLElement;
  readonly state: Readonly<BoardState>;
  /** Changes the state, then redraws once in the next animation frame. */
  update(change: (state: BoardState) => void): void;
}

export interface BoardConfig {
  readonly paint: Readonly<Record<Owner, Paint>>;
  /** Side and piece names for the cells' accessible names. */
  readonly words?: BoardWords;
  /** The game's own looks for some kinds (`Game.glyphs`). */
  readonly glyphs?: Readonly<Record<string, string>>;
  /** A click on a cell or area item (its id), or on the board's empty margin (undefined). */
  readonly onClick: (id: string | undefined) => void;
}

export function createBoard(config: BoardConfig): BoardApi {
  const state = defaultBoardState(config.paint, config.words, config.glyphs);
  const els: BoardElements = {
    svg: s("svg", { class: "board", role: "group", "aria-label": "Board: arrow keys move between squares, Enter or Space clicks, Escape cancels" }),
    top: h("div", { class: "areas areas-top" }),
    bottom: h("div", { class: "areas areas-bottom" }),
  };
  // says what an arrow key crossed ("Across the pit to e8."): the focused cell's own name does not
  const crossing = h("p", { class: "offscreen", "aria-live": "polite", "data-testid": "board-crossing" });
  const element = h("div", { class: "board-wrap" }, els.top, h("div", { class: "board-frame" }, els.svg), els.bottom, crossing);
  element.addEventListener("click", (event) => {
    const hit = (event.target as Element).closest("[data-id]");
    const id = hit?.getAttribute("data-id") ?? undefined;
    if (id && els.svg.contains(hit)) state.focused = id;
    config.onClick(id);
  });

  let frame = 0;
  const api: BoardApi = {
    element,
    state,
    update(change) {
      change(state);
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        // the cells are drawn anew: a keyboard user's focus goes to the new tab stop
        const hadFocus = els.svg.contains(document.activeElement);
        renderBoard(state, els);
        if (hadFocus) els.svg.querySelector<SVGElement>('[tabindex="0"]')?.focus();
      });
    },
  };

  els.svg.addEventListener("keydown", (event) => {
    const view = state.view;
    if (!view) return;
    const current = focusedCell(state, view);
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      if (current) config.onClick(current);
      return;
    }
    if (event.key === "Escape") {
      event.preventDefault();
      config.onClick(undefined);
      return;
    }
    if (!current || !event.key.startsWith("Arrow")) return;
    event.preventDefault();
    event.stopPropagation(); // the page's own arrow keys step through the moves: not while on the board
    const step = stepInDirection(view, placer(view, state.orientation), current, event.key, event.shiftKey);
    if (!step) return;
    const next = step.id;
    const cell = view.cells.find((candidate) => candidate.id === next);
    crossing.textContent = step.across && cell ? `Across ${step.across} to ${cellName(view, cell, state)}.` : "";
    state.focused = next;
    for (const cell of els.svg.querySelectorAll<SVGElement>("[tabindex]")) cell.setAttribute("tabindex", cell.getAttribute("data-id") === next ? "0" : "-1");
    els.svg.querySelector<SVGElement>(`[data-id="${CSS.escape(next)}"]`)?.focus();
  });
  return api;
}
