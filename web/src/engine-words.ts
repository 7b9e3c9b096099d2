/**
 * The engine's sentences (a refused move, why a click makes no move, what to click next,
 * what a button does) in the page's language. The engine writes English and, beside it,
 * the words a translation needs (src/engine/types.ts, Words); each language keeps them
 * under `engine.<id>`. A sentence without words, or whose words this page's catalogs do
 * not know (a newer engine), is shown in the engine's English rather than not at all.
 */
import type { Sentence, WordList, WordValue, Words } from "../../src/engine/types.ts";
import { currentLocale, t } from "./i18n.ts";

/** Words the game keeps fixed (a piece's moves in the legend, an option's note): `engine.<id>`, else the game's English. */
export function sayFixed(id: string, english: string): string {
  const key = `engine.${id}`;
  const said = t(key);
  return said === key ? english : said;
}

/**
 * The locale whose lists the page writes: the engine's English has no comma before the
 * last part ("a, b and c", englishList), as CLDR's British English; its plain "en" has one.
 */
function listLocale(): string {
  const locale = currentLocale();
  return locale === "en" ? "en-GB" : locale;
}

/** A list in the page's language ("a, b und c"), or undefined when a part's words are unknown here. */
function sayList(value: WordList): string | undefined {
  const parts = value.list.map((part) => (typeof part === "string" ? part : sayWords(part)));
  if (parts.some((part) => part === undefined)) return undefined;
  return new Intl.ListFormat(listLocale(), { type: value.joined === "and" ? "conjunction" : "disjunction" }).format(parts as string[]);
}

function sayValue(value: WordValue): string | number | undefined {
  return typeof value === "object" ? sayList(value) : value;
}

/** Words in the page's language, or undefined when this page's catalogs do not know them. */
function sayWords(words: Words): string | undefined {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(words.values ?? {})) {
    const said = sayValue(value);
    if (said === undefined) return undefined;
    values[name] = said;
  }
  const id = `engine.${words.id}`;
  const said = t(id, values);
  return said === id ? undefined : said;
}

export function say(sentence: Sentence): string;
export function say(sentence: Sentence | undefined): string | undefined;
export function say(sentence: Sentence | undefined): string | undefined {
  if (sentence === undefined) return undefined;
  if (sentence.words === undefined) return sentence.message;
  return sayWords(sentence.words) ?? sentence.message;
}
