/**
 * The words of web/index.html itself (the header's navigation, the page's description):
 * the HTML is served as it is, in English, and every element marked `data-i18n="<id>"` gets
 * its words in the page's language at start, before anything else is drawn.
 * `data-i18n-attr="aria-label"` puts them in that attribute instead of the text.
 */
import { t } from "./i18n.ts";

export function translateStaticWords(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>("[data-i18n]")) {
    const words = t(element.dataset.i18n!);
    const attribute = element.dataset.i18nAttr;
    if (attribute) element.setAttribute(attribute, words);
    else element.textContent = words;
  }
}
