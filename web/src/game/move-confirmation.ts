/**
 * Move confirmation: a move made on the board is shown played, with Confirm and Cancel,
 * before it is sent, so a slip of the mouse or finger costs nothing. A per-browser
 * setting: on by default for games with a clock (a day or more per move, where a move
 * cannot be taken back cheaply), off for games without one.
 */
import { h } from "../dom.ts";
import type { Move } from "../../../src/engine/types.ts";

const KEY = "pigeon-post:confirm-moves";

export type ConfirmSetting = "on" | "off" | "default";

export function readConfirmSetting(): ConfirmSetting {
  try {
    const value = localStorage.getItem(KEY);
    return value === "on" || value === "off" ? value : "default";
  } catch {
    return "default";
  }
}

export function writeConfirmSetting(setting: ConfirmSetting): void {
  try {
    if (setting === "default") localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, setting);
  } catch {
    // storage refused (private mode): the setting lasts this page only
  }
}

/** Whether moves in a game with `daysPerMove` (null: no clock) wait for a confirmation. */
export function confirmsMoves(setting: ConfirmSetting, daysPerMove: number | null): boolean {
  return setting === "default" ? daysPerMove !== null && daysPerMove >= 1 : setting === "on";
}

export interface ConfirmBarProps {
  readonly move: Move;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** The bar under the board while a move waits: its text, Confirm (focused, so Enter sends it) and Cancel (Escape). */
export function renderConfirmBar(props: ConfirmBarProps): HTMLElement {
  const confirm = h("button", { type: "button", class: "primary confirm-move", onclick: props.onConfirm }, `Confirm ${props.move.text}`);
  const bar = h(
    "div",
    {
      class: "move-bar confirm-bar",
      role: "group",
      "aria-label": "Confirm your move",
      onkeydown: (event: Event) => {
        if ((event as KeyboardEvent).key === "Escape") props.onCancel();
      },
    },
    h("span", { class: "move-bar-label" }, "Your move:"),
    confirm,
    h("button", { type: "button", class: "quiet", onclick: props.onCancel }, "Cancel"),
  );
  queueMicrotask(() => confirm.focus());
  return bar;
}

/** The checkbox in the game's tools that turns confirmation on or off for this browser. */
export function renderConfirmToggle(on: boolean, onChange: (on: boolean) => void): HTMLElement {
  const box = h("input", { type: "checkbox", checked: on, onchange: (event: Event) => onChange((event.target as HTMLInputElement).checked) });
  return h("label", { class: "confirm-toggle" }, box, " Confirm each move before it is sent");
}
