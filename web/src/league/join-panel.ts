/**
 * Opened from the join link: a name and Join. The answer is the player's own link, which
 * the page keeps (my-leagues.ts) and then shows as the player's view.
 */
import { h } from "../dom.ts";

export function renderJoinPanel(open: boolean, busy: boolean, onJoin: (name: string) => void): HTMLElement {
  if (!open) return h("section", { class: "card league-panel" }, h("h2", {}, "Joining is closed"), h("p", { class: "muted" }, "This league has started: its players are fixed. You can still follow it on this page."));
  const name = h("input", { name: "player-name", required: true, maxlength: 40, autocomplete: "nickname", "aria-describedby": "join-name-note" });
  const form = h(
    "form",
    { class: "league-join" },
    h("label", { class: "field" }, h("span", {}, "Your name in the league"), name),
    h("small", { class: "muted", id: "join-name-note" }, "Names are unique in a league: the others see yours in the tables."),
    h("div", { class: "form-actions" }, h("button", { type: "submit", class: "primary", disabled: busy }, "Join")),
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (name.value.trim()) onJoin(name.value.trim());
  });
  return h("section", { class: "card league-panel", "aria-labelledby": "join-heading" }, h("h2", { id: "join-heading" }, "Join this league"), form);
}
