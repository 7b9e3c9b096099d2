/**
 * Fills the words of a static HTML page: every element marked `data-i18n="<id>"` gets the
 * words `say` gives for the id (`data-i18n-attr="aria-label"` puts them in that attribute
 * instead of the text). Shared by the app's page (static-words.ts, through `t`) and the
 * offline page (offline.ts, from its own small table), so it imports nothing.
 */
export function fillMarkedWords(root: ParentNode, say: (id: string) => string): void {
  for (const element of root.querySelectorAll<HTMLElement>("[data-i18n]")) {
    const words = say(element.dataset.i18n!);
    const attribute = element.dataset.i18nAttr;
    if (attribute) element.setAttribute(attribute, words);
    else element.textContent = words;
  }
}
