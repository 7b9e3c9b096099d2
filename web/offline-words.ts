/**
 * The offline page's words (web/offline.html, which the service worker shows for a page
 * load without network): the `offline.` messages of every language, in one small module
 * the worker keeps with the page. Offline, no other language's chunk can be fetched, so
 * every language is there (a few hundred bytes each); and the words are plain text, so
 * the page needs no message runtime: a message that would need one (a placeholder, a
 * plural) fails the build here.
 */
import { compileCatalog, type SourceCatalog } from "../src/i18n/compile.ts";
import { LOCALES, PSEUDO_LOCALE } from "../src/i18n/locales.ts";

export const OFFLINE_PREFIX = "offline.";

/** Each locale's offline words by id, the pseudo-locale's too. */
export function offlineWords(read: (locale: string) => SourceCatalog): Record<string, Record<string, string>> {
  const words: Record<string, Record<string, string>> = {};
  for (const locale of [...LOCALES.map((l) => l.code), PSEUDO_LOCALE]) {
    const catalog = read(locale);
    const own = Object.fromEntries(Object.entries(catalog).filter(([id]) => id.startsWith(OFFLINE_PREFIX)));
    words[locale] = {};
    for (const [id, compiled] of Object.entries(compileCatalog(own))) {
      // plain text compiles to its pieces of text; an argument would be an array among them
      const parts: readonly unknown[] = Array.isArray(compiled) ? compiled : [compiled];
      if (!parts.every((part) => typeof part === "string")) throw new Error(`${locale} ${id}: the offline page's words must be plain text (no placeholders or plurals)`);
      words[locale][id] = parts.join("");
    }
  }
  return words;
}
