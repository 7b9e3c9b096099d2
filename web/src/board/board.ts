/**
 * The board component: a headless BoardState, a renderer, and one redraw per animation
 * frame however many changes come in between (chessground's pattern). Clicks are
 * reported as the id a Move.path would use; the board itself never decides what a click means.
 */
import { h, s } from "../dom.ts";
import type { Owner, Paint } from "./pieces.ts";
import { renderBoard, type BoardElements } from "./render.ts";
import { defaultBoardState, type BoardState } from "./state.ts";

export interface BoardApi {
  /** The board's root element, to put in a page. */
  readonly element: HTMLElement;
  readonly state: Readonly<BoardState>;
  /** Changes the state, then redraws once in the next animation frame. */
  update(change: (state: BoardState) => void): void;
}

export interface BoardConfig {
  readonly paint: Readonly<Record<Owner, Paint>>;
  /** A click on a cell or area item (its id), or on the board's empty margin (undefined). */
  readonly onClick: (id: string | undefined) => void;
}

export function createBoard(config: BoardConfig): BoardApi {
  const state = defaultBoardState(config.paint);
  const els: BoardElements = {
    svg: s("svg", { class: "board", role: "img", "aria-label": "Board" }),
    top: h("div", { class: "areas areas-top" }),
    bottom: h("div", { class: "areas areas-bottom" }),
  };
  const element = h("div", { class: "board-wrap" }, els.top, h("div", { class: "board-frame" }, els.svg), els.bottom);
  element.addEventListener("click", (event) => {
    const hit = (event.target as Element).closest("[data-id]");
    config.onClick(hit?.getAttribute("data-id") ?? undefined);
  });

  let frame = 0;
  return {
    element,
    state,
    update(change) {
      change(state);
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        renderBoard(state, els);
      });
    },
  };
}
