/**
 * The new game form's "Rated" option (issue 33, item 3): offered only to a browser whose
 * pocket has a public name (its rating is kept under that name); otherwise it says how to
 * take one. The form asks `chosen()` when it is sent: the identity to send the game as
 * (`rated: true` and the `Pocket-Auth` header), or undefined for an unrated game.
 */
import { h } from "../dom.ts";
import { t } from "../i18n.ts";
import { ratedIdentity, type RatedIdentity } from "./pocket-name.ts";
import "./ratings.css";

export interface RatedOption {
  readonly element: HTMLElement;
  /** The named pocket the game is rated for, when the box is ticked. */
  chosen(): RatedIdentity | undefined;
}

/** `onChange` hears the identity chosen (or undefined) whenever the box or the name changes. */
export function ratedOption(onChange: (chosen: RatedIdentity | undefined) => void): RatedOption {
  let identity: RatedIdentity | undefined;
  const hint = h("p", { class: "muted rated-hint", id: "rated-hint", "aria-live": "polite" }, t("ratings.form.checking"));
  const box = h("input", { type: "checkbox", name: "rated", disabled: true, "aria-describedby": "rated-hint", onchange: () => onChange(chosen()) });
  const element = h(
    "fieldset",
    { class: "rated-choice" },
    h("legend", {}, t("ratings.form.legend")),
    h("label", { class: "field inline" }, box, h("span", {}, t("ratings.form.rated"))),
    hint,
  );
  const chosen = (): RatedIdentity | undefined => (box.checked && identity ? identity : undefined);
  void ratedIdentity().then((found) => {
    identity = found;
    box.disabled = !found;
    if (found) hint.textContent = t("ratings.form.ratedAs", { name: found.name });
    else hint.replaceChildren(t("ratings.form.needsName"), " ", h("a", { href: "/p" }, t("ratings.form.whereToTakeName")));
    onChange(chosen());
  });
  return { element, chosen };
}
