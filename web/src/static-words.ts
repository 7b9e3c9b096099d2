/**
 * The words of web/index.html itself (the header's navigation, the page's description):
 * the HTML is served as it is, in English, and every element marked `data-i18n="<id>"` gets
 * its words in the page's language at start, before anything else is drawn.
 * `data-i18n-attr="aria-label"` puts them in that attribute instead of the text.
 */
import { t } from "./i18n.ts";
import { fillMarkedWords } from "./marked-words.ts";

export function translateStaticWords(root: ParentNode = document): void {
  fillMarkedWords(root, (id) => t(id));
}
