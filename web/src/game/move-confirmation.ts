/**
 * Move confirmation: a move made on the board is shown played, with Confirm and Cancel,
 * before it is sent, so a slip of the mouse or finger costs nothing. A per-browser
 * setting: on by default for games with a clock (days per move or a time bank: a move
 * cannot be taken back cheaply there), off for games without one.
 */
import { h } from "../dom.ts";
import type { Move } from "../../../src/engine/types.ts";
import type { TimeControl } from "../../../src/contract/time-control.ts";
import { t } from "../i18n.ts";

const KEY = "pigeon-post:confirm-moves";
/** The question before a move that leaves one's own king open to capture: asked unless this says "off". */
const KING_KEY = "pigeon-post:ask-before-king-left";

export type ConfirmSetting = "on" | "off" | "default";

function readSetting(key: string): ConfirmSetting {
  try {
    const value = localStorage.getItem(key);
    return value === "on" || value === "off" ? value : "default";
  } catch {
    return "default";
  }
}

function writeSetting(key: string, setting: ConfirmSetting): void {
  try {
    if (setting === "default") localStorage.removeItem(key);
    else localStorage.setItem(key, setting);
  } catch {
    // storage refused (private mode): the setting lasts this page only
  }
}

export const readConfirmSetting = (): ConfirmSetting => readSetting(KEY);
export const writeConfirmSetting = (setting: ConfirmSetting): void => writeSetting(KEY, setting);

/** Whether this browser asks before a move that leaves the player's own king open to capture (on unless turned off). */
export const asksBeforeKingLeft = (): boolean => readSetting(KING_KEY) !== "off";
export const writeKingQuestion = (on: boolean): void => writeSetting(KING_KEY, on ? "default" : "off");

/** The question for a move that leaves one's own king open to capture (Ben39, Inside-out Chess). */
export const kingLeftQuestion = (): string => t("game.confirm.kingQuestion");

/** Whether moves in a game with this time control (null: no clock) wait for a confirmation: by default, in every game with a clock. */
export function confirmsMoves(setting: ConfirmSetting, control: TimeControl | null): boolean {
  return setting === "default" ? control !== null : setting === "on";
}

export interface ConfirmBarProps {
  readonly move: Move;
  /** A question to ask instead of "Your move:" (the king left open), answered "Play it anyway" or Cancel. */
  readonly question?: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * The bar under the board while a move waits: its text (or the question about it),
 * Confirm (focused, so Enter sends it) and Cancel (Escape).
 */
export function renderConfirmBar(props: ConfirmBarProps): HTMLElement {
  const label = props.question ? t("game.confirm.playAnyway", { move: props.move.text }) : t("game.confirm.confirmMove", { move: props.move.text });
  const confirm = h("button", { type: "button", class: props.question ? "danger confirm-move" : "primary confirm-move", onclick: props.onConfirm }, label);
  const bar = h(
    "div",
    {
      class: props.question ? "move-bar confirm-bar king-question" : "move-bar confirm-bar",
      role: props.question ? "alertdialog" : "group",
      "aria-label": props.question ?? t("game.confirm.barLabel"),
      onkeydown: (event: Event) => {
        if ((event as KeyboardEvent).key === "Escape") props.onCancel();
      },
    },
    h("span", { class: "move-bar-label", "data-testid": props.question ? "king-question" : undefined }, props.question ?? t("game.confirm.yourMove")),
    confirm,
    h("button", { type: "button", class: "quiet", onclick: props.onCancel }, t("game.dialog.cancel")),
  );
  queueMicrotask(() => confirm.focus());
  return bar;
}

/** The checkbox in the game's tools that turns confirmation on or off for this browser. */
export function renderConfirmToggle(on: boolean, onChange: (on: boolean) => void): HTMLElement {
  return settingToggle(on, onChange, t("game.confirm.toggle"));
}

/** The checkbox beside it, in games whose kings may be captured: the question before a move that leaves one's king open. */
export function renderKingQuestionToggle(on: boolean, onChange: (on: boolean) => void): HTMLElement {
  return settingToggle(on, onChange, t("game.confirm.kingToggle"));
}

function settingToggle(on: boolean, onChange: (on: boolean) => void, words: string): HTMLElement {
  const box = h("input", { type: "checkbox", checked: on, onchange: (event: Event) => onChange((event.target as HTMLInputElement).checked) });
  return h("label", { class: "confirm-toggle" }, box, " ", words);
}
