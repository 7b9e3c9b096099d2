/**
 * The language switch at the foot of every page of the app (issue 31, item 1): each
 * language in its own name, the page's selected. A choice is kept in this browser and the
 * page is drawn again in it; a `?lang=` on the address (which fixes one page's language)
 * is dropped, so the reader's choice is what they then see.
 */
import { h, replaceChildren } from "./dom.ts";
import { currentLocale, LOCALES, storeLocale, t, type Locale } from "./i18n.ts";

export function mountLanguageSwitch(root: HTMLElement): void {
  const select = h(
    "select",
    {
      id: "language-switch",
      onchange: (event: Event) => {
        const locale = (event.target as HTMLSelectElement).value as Locale;
        storeLocale(locale);
        const url = new URL(location.href);
        url.searchParams.delete("lang");
        location.assign(url.toString());
      },
    },
    ...LOCALES.map((l) => h("option", { value: l.code, lang: l.code, dir: l.dir, selected: l.code === currentLocale() }, l.name)),
  );
  replaceChildren(root, h("label", { class: "language-switch", for: "language-switch" }, t("language.label")), select);
}
