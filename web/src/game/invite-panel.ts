/**
 * "Invite your opponent": on the seat page of the browser that created the game, the
 * opponent's seat link (kept in My games) with Copy and, where the browser has it, Share,
 * until the opponent's seat has been opened. A creator who did not copy the link on the
 * "game is ready" card can still start the game.
 */
import { copyButton, shareSeatButton } from "../copy.ts";
import { h } from "../dom.ts";
import "./lifecycle.css";
import { t } from "../i18n.ts";

export interface InvitePanel {
  readonly element: HTMLElement;
  /** The link still to send, or undefined once the opponent has opened the seat. */
  update(link: string | undefined, gameName: string): void;
}

export function createInvitePanel(): InvitePanel {
  const element = h("section", { class: "invite panel", "data-testid": "invite", hidden: true, "aria-label": t("game.invite.title") });
  let shown: string | undefined;
  return {
    element,
    update(link, gameName) {
      element.hidden = link === undefined;
      if (link === undefined || link === shown) return;
      shown = link;
      const field = h("input", { class: "link-input", readonly: true, value: link, "aria-label": t("game.invite.fieldLabel") });
      element.replaceChildren(
        h("h2", { class: "panel-title" }, t("game.invite.title")),
        h("p", { class: "muted" }, t("game.invite.lead")),
        field,
        h("div", { class: "tool-row" }, copyButton(link, t("game.invite.copy")), shareSeatButton(link, gameName)),
      );
    },
  };
}
