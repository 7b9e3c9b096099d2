/**
 * The pictures' own words in the reader's language (issue 31): a standings table's
 * headings, a preview's status line, a GIF's captions, the labels of the areas around a
 * board. The game Worker decides which sentence a picture says and sends its id and
 * values (a `PictureMessage`); the renderer puts it into words here, from the `picture.`
 * messages compiled into src/i18n/picture-catalogs.json (`npm run i18n:server`), which
 * only this Worker bundles. Names, game names and move notation come as plain strings
 * and are drawn as they are. Numbers are written by Intl.NumberFormat in the language.
 */
import type { Messages } from "@lingui/core";
import catalogs from "../i18n/picture-catalogs.json" with { type: "json" };
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales.ts";
import { readLocaleParam } from "../i18n/negotiate.ts";
import { pseudoCompiled } from "../i18n/pseudo-compiled.ts";
import type { ServerLocale } from "../i18n/server-catalogs.ts";
import { createTranslator, type Translator } from "../i18n/translator.ts";

/** A sentence of the pictures' words: its id (`picture.…`) and its values, any of them a sentence too. */
export interface PictureMessage {
  readonly id: string;
  readonly values?: Readonly<Record<string, PictureValue>>;
}

export type PictureValue = string | number | PictureMessage;

/** Text a picture draws: as it is (a name, a title the Worker wrote), or a sentence to put in the picture's language. */
export type PictureText = string | PictureMessage;

/** A language's words for pictures. */
export interface PictureWords extends Translator {
  /** `text` in this language: a plain string as it is, a message translated (its values first). */
  say(text: PictureText): string;
  /** A count or a rank as this language writes it (no grouping: "1200 plies", as the pages). */
  number(value: number): string;
  /** A piece's count as drawn after its glyph: "×3", read right to left in a right-to-left language, as the page's area buttons show it. */
  count(value: number): string;
}

const COMPILED = catalogs as unknown as Record<ServerLocale, Messages>;
const made = new Map<Locale, PictureWords>();

/** The words of `locale` (any value: it comes over RPC); English when it names none of ours. */
export function pictureWords(locale: unknown = DEFAULT_LOCALE): PictureWords {
  const code = (typeof locale === "string" && readLocaleParam(locale)) || DEFAULT_LOCALE;
  let words = made.get(code);
  if (!words) {
    const translator = createTranslator(code, code === "en-XA" ? pseudoCompiled(COMPILED.en) : COMPILED[code]);
    const numbers = new Intl.NumberFormat(code, { useGrouping: false });
    // a sentence of a right-to-left language reads right to left even when it starts with a
    // name or is all names ("{move} · {result}"): a right-to-left mark first says so (it draws nothing)
    const start = translator.dir === "rtl" ? "\u200f" : "";
    const say = (text: PictureText): string => {
      if (typeof text === "string") return text;
      const values = Object.fromEntries(Object.entries(text.values ?? {}).map(([key, value]) => [key, typeof value === "object" ? say(value) : value]));
      return start + translator.t(text.id, values);
    };
    words = { ...translator, t: translator.t, say, number: (value) => numbers.format(value), count: (value) => `${start}×${numbers.format(value)}` };
    made.set(code, words);
  }
  return words;
}
