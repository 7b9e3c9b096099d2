/**
 * The game page for an address with no game behind it (the API answered 404): only the
 * message and the two ways on, Home and My games. No board, moves or controls, which
 * would invite a newcomer to play a game that is not there.
 */
import { h } from "../dom.ts";

export function renderGameNotFound(): HTMLElement {
  return h(
    "section",
    { class: "card game-not-found" },
    h("h1", {}, "Game not found"),
    h("p", {}, "There is no game at this address."),
    h("p", { class: "muted" }, "Check that the link is complete: it may have been cut short when it was copied or sent."),
    h("nav", { class: "tool-row", "aria-label": "Ways on" }, h("a", { class: "button primary", href: "/" }, "Home"), h("a", { class: "button", href: "/#my-games" }, "My games")),
  );
}
