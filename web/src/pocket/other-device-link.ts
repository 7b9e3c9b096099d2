/** My games' way to the pocket's page (issue 33): "Use my games on another device". */
import { h } from "../dom.ts";
import { t } from "../i18n.ts";

export function otherDeviceLink(): HTMLElement {
  return h("p", { class: "pocket-link" }, h("a", { href: "/p", "data-testid": "pocket-page-link" }, t("pocket.myGames.otherDevice")));
}
