/**
 * Drawing shapes on the study's board (issue 32, item 3), by mouse as on lichess (a
 * right-button drag from one cell to another for an arrow, a right click for a circle,
 * the brush by modifier keys: none green, Shift red, Alt blue, Shift+Alt yellow) and by
 * keyboard: "Draw" mode, a colour chosen, then two cells picked with the board's cursor
 * (the same cell twice for a circle); Escape leaves it. Each shape drawn is handed to
 * `onShape`: the page toggles it on the node and sends the edit.
 */
import type { ShapeColour } from "../../../src/diagram/shapes.ts";
import type { BoardApi } from "../board/board.ts";
import { h } from "../dom.ts";
import { t } from "../i18n.ts";
import { brushOf, type Shape } from "./shapes.ts";

export interface ShapeDrawing {
  /** The "Draw" switch, the colours and what to do next. */
  readonly element: HTMLElement;
  /** Draw mode is on (the board's clicks pick cells). */
  readonly active: boolean;
  /** The first cell picked, waiting for the second. */
  readonly pending: string | undefined;
  /** A click on the board in draw mode (undefined: Escape, which leaves it). */
  click(id: string | undefined): void;
  /** Turns draw mode on or off. */
  setActive(on: boolean): void;
}

const COLOUR_WORDS: Readonly<Record<ShapeColour, string>> = { G: "study.shapes.green", R: "study.shapes.red", Y: "study.shapes.yellow", B: "study.shapes.blue" };

/** The board's cell under an element (its `data-id`), if the element is on the board's drawing. */
function cellAt(board: BoardApi, target: Element | null): string | undefined {
  const hit = target?.closest("[data-id]");
  return hit && board.element.querySelector("svg.board")?.contains(hit) ? (hit.getAttribute("data-id") ?? undefined) : undefined;
}

export function createShapeDrawing(board: BoardApi, onShape: (shape: Shape) => void, onChange: () => void): ShapeDrawing {
  let active = false;
  let pending: string | undefined;
  let colour: ShapeColour = "G";
  let dragFrom: string | undefined;

  // the mouse: a right-button gesture on the board, never its menu
  board.element.addEventListener("contextmenu", (event) => {
    if (cellAt(board, event.target as Element)) event.preventDefault();
  });
  board.element.addEventListener("pointerdown", (event) => {
    if (event.button === 2) dragFrom = cellAt(board, event.target as Element);
  });
  board.element.addEventListener("pointerup", (event) => {
    if (event.button !== 2 || dragFrom === undefined) return;
    const to = cellAt(board, document.elementFromPoint(event.clientX, event.clientY));
    const from = dragFrom;
    dragFrom = undefined;
    if (to !== undefined) onShape({ colour: brushOf(event), from, to });
  });

  const hint = h("p", { class: "study-draw-hint muted", role: "status", "aria-live": "polite" });
  const toggle = h("button", { type: "button", class: "quiet", "aria-pressed": "false", onclick: () => drawing.setActive(!active) }, t("study.shapes.draw"));
  const colours = h(
    "fieldset",
    { class: "study-draw-colours" },
    h("legend", {}, t("study.shapes.colour")),
    ...(Object.keys(COLOUR_WORDS) as ShapeColour[]).map((brush) =>
      h(
        "label",
        { class: `study-brush study-brush-${brush}` },
        h("input", { type: "radio", name: "study-brush", value: brush, checked: brush === colour, onchange: () => (colour = brush) }),
        " ",
        t(COLOUR_WORDS[brush]),
      ),
    ),
  );
  const element = h("div", { class: "study-draw" }, toggle, colours, hint, h("p", { class: "muted study-draw-mouse" }, t("study.shapes.mouseHint")));

  function show(): void {
    toggle.setAttribute("aria-pressed", String(active));
    colours.hidden = !active;
    hint.textContent = !active ? "" : pending === undefined ? t("study.shapes.pickFirst") : t("study.shapes.pickSecond", { cell: pending });
  }

  const drawing: ShapeDrawing = {
    element,
    get active() {
      return active;
    },
    get pending() {
      return pending;
    },
    click(id) {
      if (id === undefined) return drawing.setActive(false);
      if (pending === undefined) pending = id;
      else {
        const from = pending;
        pending = undefined;
        onShape({ colour, from, to: id });
      }
      show();
      onChange();
    },
    setActive(on) {
      active = on;
      pending = undefined;
      show();
      onChange();
    },
  };
  show();
  return drawing;
}
