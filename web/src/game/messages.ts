/**
 * The seat page's messages: a short word with the opponent, seen by the two seats only.
 * Messages arrive over the socket (after the page's hello) and as answers to sending; a
 * player can hide the opponent's messages in this browser. Text only: every message goes
 * in through textContent.
 */
import { h } from "../dom.ts";
import { sendMessage, type PlayerMessage } from "../lifecycle-api.ts";
import { formatDate } from "../words.ts";
import { characterCount, keepWithin } from "../text-limit.ts";
import { MAX_MESSAGE_LENGTH } from "../../../src/contract/api.ts";
import type { BySide, Side } from "../../../src/engine/types.ts";
import "./lifecycle.css";
import { t } from "../i18n.ts";

const HIDE_KEY = "pigeon-post:hide-messages";

export interface MessagesPanel {
  readonly element: HTMLElement;
  /** The whole list (on connect). */
  receive(messages: readonly PlayerMessage[]): void;
  /** One new message. */
  add(message: PlayerMessage): void;
}

function hidden(): boolean {
  try {
    return localStorage.getItem(HIDE_KEY) === "on";
  } catch {
    return false;
  }
}

function setHidden(on: boolean): void {
  try {
    if (on) localStorage.setItem(HIDE_KEY, "on");
    else localStorage.removeItem(HIDE_KEY);
  } catch {
    // storage refused: the choice lasts this page
  }
}

export function createMessagesPanel(options: { gameId: string; token: string; mySide: Side; names: BySide<string> }): MessagesPanel {
  let messages: PlayerMessage[] = [];
  let hideOpponent = hidden();
  const list = h("ol", { class: "messages-list", "aria-live": "polite", "aria-label": t("game.messages.title") });
  const text = h("textarea", { name: "message", rows: 2, "aria-label": t("game.messages.fieldLabel"), placeholder: t("game.messages.placeholder") });
  const count = h("span", { class: "muted messages-count" });
  const problem = h("p", { class: "notices-message error", role: "alert", hidden: true });
  const hideBox = h("input", { type: "checkbox", checked: hideOpponent });
  const send = h("button", { type: "submit" }, t("game.messages.send"));

  function draw(): void {
    const shown = messages.filter((m) => !(hideOpponent && m.side !== options.mySide));
    list.replaceChildren(
      ...shown.map((m) =>
        h("li", { class: m.side === options.mySide ? "message mine" : "message theirs" }, h("span", { class: "message-who" }, m.side === options.mySide ? t("game.messages.you") : options.names[m.side] || t("game.messages.opponent")), h("span", { class: "message-text" }, m.text), h("span", { class: "muted message-at" }, formatDate(m.at))),
      ),
    );
    if (shown.length === 0) list.append(h("li", { class: "muted" }, hideOpponent ? t("game.messages.hidden") : t("game.messages.none")));
    count.textContent = t("game.messages.count", { count: characterCount(text.value), max: MAX_MESSAGE_LENGTH });
  }

  const form = h("form", { class: "messages-form" }, text, h("div", { class: "tool-row" }, send, count), problem);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const value = text.value.trim();
    if (!value) return;
    send.disabled = true;
    problem.hidden = true;
    try {
      add(await sendMessage(options.gameId, options.token, value));
      text.value = "";
    } catch (error) {
      problem.hidden = false;
      problem.textContent = error instanceof Error ? error.message : t("game.messages.notSent");
    } finally {
      send.disabled = false;
      draw();
    }
  });
  text.addEventListener("input", () => {
    keepWithin(text, MAX_MESSAGE_LENGTH);
    draw();
  });
  hideBox.addEventListener("change", () => {
    hideOpponent = hideBox.checked;
    setHidden(hideOpponent);
    draw();
  });

  /** Adds a message unless it is already there (an answer and the socket both bring it). */
  function add(message: PlayerMessage): void {
    if (messages.some((m) => m.at === message.at && m.side === message.side && m.text === message.text)) return;
    messages = [...messages, message];
    draw();
  }

  const element = h(
    "details",
    { class: "messages panel", "data-testid": "messages", open: true },
    h("summary", {}, h("span", { class: "panel-title" }, t("game.messages.title"))),
    h("p", { class: "muted panel-lead" }, t("game.messages.lead")),
    list,
    form,
    h("label", { class: "hide-messages" }, hideBox, " ", t("game.messages.hide")),
  );
  draw();
  return {
    element,
    receive(all) {
      messages = [...all];
      draw();
    },
    add,
  };
}
