/**
 * The rules documents, docs/rules/<id>.md in English and docs/rules/<locale>/<id>.md in
 * each translation (issue 31), bundled as they are in the repository: one text serves
 * the repository's readers and the app's "How to play" pages. Each is its own chunk,
 * loaded when its page opens, so a reader downloads only their language's document.
 */
import type { Locale } from "../../../src/i18n/locales.ts";

const DOCUMENTS = import.meta.glob<string>(["../../../docs/rules/*.md", "../../../docs/rules/*/*.md"], { query: "?raw", import: "default" });

/** A game's rules and the language they are written in (English when no translation is there yet). */
export interface RulesDocument {
  readonly text: string;
  readonly locale: Locale;
}

/** The path of a game's document in `locale` (English at the top of docs/rules). */
export function documentPath(id: string, locale: Locale): string {
  return locale === "en" ? `../../../docs/rules/${id}.md` : `../../../docs/rules/${locale}/${id}.md`;
}

/**
 * The document of a game in the reader's language, else in English; undefined when the
 * game has none. The pseudo-locale reads English (its words are made from the catalog only).
 */
export async function loadRules(id: string, locale: Locale = "en"): Promise<RulesDocument | undefined> {
  const translated = locale === "en" || locale === "en-XA" ? undefined : DOCUMENTS[documentPath(id, locale)];
  if (translated) return { text: await translated(), locale };
  const english = DOCUMENTS[documentPath(id, "en")];
  return english ? { text: await english(), locale: "en" } : undefined;
}
