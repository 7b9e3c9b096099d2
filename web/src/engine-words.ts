/**
 * The engine's sentences (a refused move, why a click makes no move, what to click next,
 * what a button does) in the page's language. The engine writes English and, beside it,
 * the words a translation needs (src/engine/types.ts, Words); each language keeps them
 * under `engine.<id>`. A sentence without words, or whose words this page's catalogs do
 * not know (a newer engine), is shown in the engine's English rather than not at all.
 */
import type { Sentence } from "../../src/engine/types.ts";
import { t } from "./i18n.ts";

/** Words the game keeps fixed (a piece's moves in the legend, an option's note): `engine.<id>`, else the game's English. */
export function sayFixed(id: string, english: string): string {
  const key = `engine.${id}`;
  const said = t(key);
  return said === key ? english : said;
}

export function say(sentence: Sentence): string;
export function say(sentence: Sentence | undefined): string | undefined;
export function say(sentence: Sentence | undefined): string | undefined {
  if (sentence === undefined) return undefined;
  const words = sentence.words;
  if (words === undefined) return sentence.message;
  const id = `engine.${words.id}`;
  const said = t(id, words.values);
  return said === id ? sentence.message : said;
}
