/**
 * The game page for an address with no game behind it (the API answered 404): only the
 * message and the two ways on, Home and My games. No board, moves or controls, which
 * would invite a newcomer to play a game that is not there.
 */
import { h } from "../dom.ts";
import { t } from "../i18n.ts";

export function renderGameNotFound(): HTMLElement {
  return h(
    "section",
    { class: "card game-not-found" },
    h("h1", {}, t("game.notFound.title")),
    h("p", {}, t("game.notFound.lead")),
    h("p", { class: "muted" }, t("game.notFound.check")),
    h("nav", { class: "tool-row", "aria-label": t("game.notFound.waysOn") }, h("a", { class: "button primary", href: "/" }, t("game.notFound.home")), h("a", { class: "button", href: "/#my-games" }, t("game.notFound.myGames"))),
  );
}
