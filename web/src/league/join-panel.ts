/**
 * Opened from the join link: a name and Join. The answer is the player's own link, which
 * the page keeps (my-leagues.ts) and then shows as the player's view.
 *
 * The form is made once and only updated: the page redraws on every refresh (focus, the
 * minute's poll, an answer), and a form made anew each time threw away a name being typed.
 */
import { h } from "../dom.ts";
import { LEAGUE_PLAYER_NAME_RULE } from "../../../src/contract/text-rules.ts";
import { holdToTextRule } from "../text-rule-input.ts";
import { t } from "../i18n.ts";

export interface JoinPanel {
  readonly element: HTMLElement;
  /** Shows the form while the league is open (Join disabled while busy), else that joining has closed. */
  update(open: boolean, busy: boolean): void;
}

export function createJoinPanel(onJoin: (name: string) => void): JoinPanel {
  const name = h("input", { name: "player-name", required: true, maxlength: 40, autocomplete: "nickname", "aria-describedby": "join-name-note" });
  holdToTextRule(name, LEAGUE_PLAYER_NAME_RULE);
  const submit = h("button", { type: "submit", class: "primary" }, t("league.join.submit"));
  const form = h(
    "form",
    { class: "league-join" },
    h("label", { class: "field" }, h("span", {}, t("league.join.nameLabel")), name),
    h("small", { class: "muted", id: "join-name-note" }, t("league.join.nameNote")),
    h("div", { class: "form-actions" }, submit),
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (name.value.trim()) onJoin(name.value.trim());
  });
  const openPanel = h("section", { class: "card league-panel", "aria-labelledby": "join-heading" }, h("h2", { id: "join-heading" }, t("league.join.heading")), form);
  const closedPanel = h("section", { class: "card league-panel" }, h("h2", {}, t("league.join.closedHeading")), h("p", { class: "muted" }, t("league.join.closedText")));
  const element = h("div", { class: "league-join-panel" }, openPanel);
  return {
    element,
    update(open, busy) {
      submit.disabled = busy;
      const shown = open ? openPanel : closedPanel;
      if (element.firstChild !== shown) element.replaceChildren(shown);
    },
  };
}
