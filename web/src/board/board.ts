/**
 * The board component: a headless BoardState, a renderer, and one redraw per animation
 * frame however many changes come in between (chessground's pattern). Clicks are
 * reported as the id a Move.path would use; the board itself never decides what a click means.
 */
import { h, redrawKeepingFocus, s } from "../dom.ts";
import type { Owner, Paint } from "./pieces.ts";
import { cellName, stepInDirection } from "./keyboard.ts";
import { focusedCell, moveFocusRing, placer, renderBoard, type BoardElements } from "./render.ts";
import { boardKeysLabel, crossingWords } from "./words.ts";
import { defaultBoardState, drawingOf, type BoardState, type BoardWords } from "./state.ts";

export interface BoardApi {
  /** The board's root element, to put in a page. */
  readonly element: HTMLElement;
  readonly state: Readonly<BoardState>;
  /** Changes the state, then redraws once in the next animation frame. */
  update(change: (state: BoardState) => void): void;
  /** Puts the keyboard's focus on the board's one tab stop. */
  focus(): void;
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

/** How long a touch on an off-board item is held before its name shows. */
const LONG_PRESS_MS = 500;
/** How long the name then stays. */
const TIP_MS = 2500;

/**
 * A touch screen has no hover: holding a finger on an off-board item shows its name
 * ("Nightrider: 2 in the bin"), and that press does not also click it. Returns what to
 * call after each redraw, which makes the items anew: the name stays shown on the new one.
 */
function showTipsOnLongPress(element: HTMLElement): () => void {
  let press = 0;
  let hide = 0;
  let shownId: string | undefined;
  let swallowClick = false;
  const reapply = (): void => {
    for (const item of element.querySelectorAll<HTMLElement>(".area-item")) item.classList.toggle("tip-shown", item.dataset.id === shownId);
  };
  element.addEventListener("pointerdown", (event) => {
    const item = (event.target as Element).closest<HTMLElement>(".area-item");
    if (!item || event.pointerType === "mouse") return;
    clearTimeout(press);
    swallowClick = false;
    press = window.setTimeout(() => {
      shownId = item.dataset.id;
      swallowClick = true;
      reapply();
      clearTimeout(hide);
      hide = window.setTimeout(() => {
        shownId = undefined;
        reapply();
      }, TIP_MS);
    }, LONG_PRESS_MS);
  });
  for (const type of ["pointerup", "pointercancel"] as const) element.addEventListener(type, () => clearTimeout(press));
  element.addEventListener("contextmenu", (event) => {
    if ((event.target as Element).closest(".area-item")) event.preventDefault();
  });
  element.addEventListener(
    "click",
    (event) => {
      if (!swallowClick) return;
      swallowClick = false;
      event.stopImmediatePropagation();
    },
    { capture: true },
  );
  return reapply;
}

export function createBoard(config: BoardConfig): BoardApi {
  const state = defaultBoardState(config.paint, config.words, config.glyphs);
  const els: BoardElements = {
    svg: s("svg", { class: "board", role: "group", "aria-label": boardKeysLabel(false) }),
    top: h("div", { class: "areas areas-top" }),
    bottom: h("div", { class: "areas areas-bottom" }),
    key: h("p", { class: "board-key", hidden: true }),
  };
  // says what an arrow key crossed ("Across the pit to e8."): the focused cell's own name does not
  const crossing = h("p", { class: "offscreen", "aria-live": "polite", "data-testid": "board-crossing" });
  // files run left to right as the game defines them, in a right-to-left page too (issue 31)
  const element = h("div", { class: "board-wrap", dir: "ltr" }, els.top, h("div", { class: "board-frame" }, els.svg), els.key, els.bottom, crossing);
  const reapplyTips = showTipsOnLongPress(element);
  element.addEventListener("click", (event) => {
    const hit = (event.target as Element).closest("[data-id]");
    // an off-board item that starts nothing only says what it is (its title, focus or a long press)
    if (hit?.matches('.area-item[aria-disabled="true"]:not(.refused)')) return;
    const id = hit?.getAttribute("data-id") ?? undefined;
    if (id && els.svg.contains(hit)) state.focused = id;
    config.onClick(id);
  });

  let frame = 0;
  /** What the board was last drawn from (state.ts drawingOf): the same again draws nothing. */
  let drawn: string | undefined;
  const api: BoardApi = {
    element,
    state,
    update(change) {
      change(state);
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const drawing = drawingOf(state);
        if (drawing === drawn) return;
        drawn = drawing;
        // the cells and the off-board items are drawn anew: a keyboard user's focus goes to
        // the new tab stop, or to the new button of the item it was on (a redraw comes with
        // any news, such as the opponent coming online, and must not drop the focus)
        const onCells = els.svg.contains(document.activeElement);
        const itemKey = (item: HTMLElement): string | undefined => (item.matches(".area-item") ? item.dataset.id : undefined);
        const lost = redrawKeepingFocus(element, () => (renderBoard(state, els), reapplyTips()), itemKey);
        if (lost && onCells) api.focus();
      });
    },
    focus() {
      els.svg.querySelector<SVGElement>('[tabindex="0"]')?.focus();
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
    crossing.textContent = step.across && cell ? crossingWords(step.across, cellName(view, cell, state)) : "";
    state.focused = next;
    // the one tab stop moves from the cell that held it to the next: two cells change, not every cell of the board
    const nextCell = els.svg.querySelector<SVGElement>(`[tabindex][data-id="${CSS.escape(next)}"]`);
    if (nextCell) {
      els.svg.querySelector<SVGElement>('[tabindex="0"]')?.setAttribute("tabindex", "-1");
      nextCell.setAttribute("tabindex", "0");
    }
    els.svg.querySelector<SVGElement>(`[data-id="${CSS.escape(next)}"]`)?.focus();
    moveFocusRing(els.svg, state, next);
    // the board now shows the new focus as a redraw would: the next news that changes nothing else draws nothing
    if (!frame) drawn = drawingOf(state);
  });
  return api;
}
