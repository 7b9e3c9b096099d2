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

/** The words and ids of one form's option: the new game's by default, a rated league's (league-form.ts) its own. */
export interface RatedOptionWords {
  /** The box's name and the hint's id: unique on the page (home has both forms). */
  readonly field: string;
  readonly label: string;
  /** Takes `{ name }`, the pocket's public name. */
  readonly ratedAs: string;
  readonly needsName: string;
  readonly whereToTakeName: string;
}

const GAME_WORDS: RatedOptionWords = {
  field: "rated",
  label: "ratings.form.rated",
  ratedAs: "ratings.form.ratedAs",
  needsName: "ratings.form.needsName",
  whereToTakeName: "ratings.form.whereToTakeName",
};

/** `onChange` hears the identity chosen (or undefined) whenever the box or the name changes. */
export function ratedOption(onChange: (chosen: RatedIdentity | undefined) => void, words: RatedOptionWords = GAME_WORDS): RatedOption {
  let identity: RatedIdentity | undefined;
  const hintId = `${words.field}-hint`;
  const hint = h("p", { class: "muted rated-hint", id: hintId, "aria-live": "polite" }, t("ratings.form.checking"));
  const box = h("input", { type: "checkbox", name: words.field, disabled: true, "aria-describedby": hintId, onchange: () => onChange(chosen()) });
  const element = h(
    "fieldset",
    { class: "rated-choice" },
    h("legend", {}, t("ratings.form.legend")),
    h("label", { class: "field inline" }, box, h("span", {}, t(words.label))),
    hint,
  );
  const chosen = (): RatedIdentity | undefined => (box.checked && identity ? identity : undefined);
  void ratedIdentity().then((found) => {
    identity = found;
    box.disabled = !found;
    if (found) hint.textContent = t(words.ratedAs, { name: found.name });
    else hint.replaceChildren(t(words.needsName), " ", h("a", { href: "/p" }, t(words.whereToTakeName)));
    onChange(chosen());
  });
  return { element, chosen };
}
