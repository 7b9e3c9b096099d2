/**
 * Opened from the join link: a name and Join. The answer is the player's own link, which
 * the page keeps (my-leagues.ts) and then shows as the player's view. A rated league asks
 * no name: its player plays under the pocket's public name, sent as its `Pocket-Auth`
 * header; without a named pocket the panel says so and Join stays off.
 *
 * The form is made once and only updated: the page redraws on every refresh (focus, the
 * minute's poll, an answer), and a form made anew each time threw away a name being typed.
 */
import { h } from "../dom.ts";
import { LEAGUE_PLAYER_NAME_RULE } from "../../../src/contract/text-rules.ts";
import { holdToTextRule } from "../text-rule-input.ts";
import { t } from "../i18n.ts";
import { ratedIdentity, type RatedIdentity } from "../ratings/pocket-name.ts";

export interface JoinPanel {
  readonly element: HTMLElement;
  /** Shows the form while the league is open (Join disabled while busy), else that joining has closed; `rated`: the league's. */
  update(open: boolean, busy: boolean, rated: boolean): void;
}

export function createJoinPanel(onJoin: (name: string, pocketAuth?: string) => void): JoinPanel {
  const name = h("input", { name: "player-name", required: true, maxlength: 40, autocomplete: "nickname", "aria-describedby": "join-name-note" });
  holdToTextRule(name, LEAGUE_PLAYER_NAME_RULE);
  const submit = h("button", { type: "submit", class: "primary" }, t("league.join.submit"));
  const nameField = h("label", { class: "field" }, h("span", {}, t("league.join.nameLabel")), name);
  const nameNote = h("small", { class: "muted", id: "join-name-note" }, t("league.join.nameNote"));
  const ratedNote = h("p", { class: "muted rated-hint", "aria-live": "polite", hidden: true });
  const form = h("form", { class: "league-join" }, nameField, nameNote, ratedNote, h("div", { class: "form-actions" }, submit));
  // a rated league: undefined until the pocket was asked, then its named identity or null (none)
  let identity: RatedIdentity | null | undefined;
  let rated = false;
  let busyNow = false;
  const showRated = (): void => {
    nameField.hidden = true;
    nameNote.hidden = true;
    name.disabled = true;
    ratedNote.hidden = false;
    if (identity === undefined) ratedNote.textContent = t("league.rated.join.checking");
    else if (identity) ratedNote.textContent = t("league.rated.join.as", { name: identity.name });
    else ratedNote.replaceChildren(t("league.rated.join.needsName"), " ", h("a", { href: "/p" }, t("league.rated.form.whereToTakeName")));
    submit.disabled = busyNow || !identity;
  };
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (rated) {
      if (identity) onJoin(identity.name, identity.pocketAuth);
    } else if (name.value.trim()) onJoin(name.value.trim());
  });
  const openPanel = h("section", { class: "card league-panel", "aria-labelledby": "join-heading" }, h("h2", { id: "join-heading" }, t("league.join.heading")), form);
  const closedPanel = h("section", { class: "card league-panel" }, h("h2", {}, t("league.join.closedHeading")), h("p", { class: "muted" }, t("league.join.closedText")));
  const element = h("div", { class: "league-join-panel" }, openPanel);
  return {
    element,
    update(open, busy, isRated) {
      busyNow = busy;
      submit.disabled = busy;
      if (isRated && !rated) {
        rated = true;
        void ratedIdentity().then((found) => {
          identity = found ?? null;
          showRated();
        });
      }
      if (rated) showRated();
      const shown = open ? openPanel : closedPanel;
      if (element.firstChild !== shown) element.replaceChildren(shown);
    },
  };
}
