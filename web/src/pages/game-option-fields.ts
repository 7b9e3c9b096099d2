/**
 * A game's options as form fields (a select per option, with the game's note under it),
 * and the options a form asks for. Used by the new game form and "Start a league".
 */
import type { VariantInfo } from "../api.ts";
import { h } from "../dom.ts";
import { getGame } from "../../../src/engine/registry.ts";
import { t } from "../i18n.ts";

/** The option fields of `variant`; `idPrefix` keeps two forms on one page from sharing ids. */
export function optionFields(variant: VariantInfo, idPrefix = "option-note"): HTMLElement[] {
  return Object.entries(variant.options).map(([name, values]) => {
    const note = getGame(variant.id)?.optionNotes?.[name];
    const noteId = `${idPrefix}-${name}`;
    return h(
      "div",
      { class: "option-field" },
      h(
        "label",
        { class: "field" },
        h("span", {}, translatedOr(`home.option.${name}`, name.charAt(0).toUpperCase() + name.slice(1))),
        h("select", { name: `option:${name}`, "aria-describedby": note ? noteId : undefined }, ...values.map((value) => h("option", { value }, value))),
      ),
      note ? h("p", { class: "option-note muted", id: noteId }, translatedOr(`home.option.${variant.id}.${name}.note`, note)) : "",
    );
  });
}

/** The message `id` in the page's language, or `english` (the engine's own words) for an option this page has no words for. */
function translatedOr(id: string, english: string): string {
  const words = t(id);
  return words === id ? english : words;
}

/** The options chosen in `form`'s option fields. */
export function optionsFrom(form: HTMLFormElement): Record<string, string> {
  const options: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) {
    if (key.startsWith("option:")) options[key.slice("option:".length)] = String(value);
  }
  return options;
}
