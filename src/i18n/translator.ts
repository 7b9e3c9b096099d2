/**
 * Messages in one language, by id, formatted with ICU plurals and selects through Lingui's
 * small runtime (@lingui/core: no parser in the page; catalogs come compiled, see
 * compile.ts). `t(id, values)` is the one way any code turns a message id into words.
 */
import { setupI18n, type Messages } from "@lingui/core";
import { directionOf, type Locale } from "./locales.ts";

export type MessageValues = Record<string, string | number | Date | undefined>;

export interface Translator {
  readonly locale: Locale;
  readonly dir: "ltr" | "rtl";
  /** The message `id` with `values` put in; an id missing from the catalog is returned as itself (the build check stops that shipping). */
  t(id: string, values?: MessageValues): string;
}

/** First-strong isolate and its end: a name or a move put into a right-to-left sentence keeps its own direction. */
const FSI = "\u2068";
const PDI = "\u2069";

/**
 * The arguments of a compiled message that choose a branch (`{result, select, ...}`,
 * `{n, plural, ...}`): their values are keys, not text, so they are never isolated (an
 * isolated "won" would match no branch). A choice is compiled as [name, kind, branches].
 */
function choiceArguments(message: unknown, into: Set<string>): Set<string> {
  if (!Array.isArray(message)) return into;
  const [name, kind, branches] = message as unknown[];
  if (typeof name === "string" && typeof kind === "string" && typeof branches === "object" && branches !== null && !Array.isArray(branches)) {
    into.add(name);
    for (const branch of Object.values(branches)) choiceArguments(branch, into);
  } else for (const token of message) choiceArguments(token, into);
  return into;
}

/** A translator for `locale` from its compiled catalog. */
export function createTranslator(locale: Locale, messages: Messages): Translator {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  const dir = directionOf(locale);
  const choices = new Map<string, Set<string>>();
  const isolate = (id: string, values: MessageValues | undefined): MessageValues | undefined => {
    if (!values || dir === "ltr") return values;
    let keys = choices.get(id);
    if (!keys) choices.set(id, (keys = choiceArguments(messages[id], new Set())));
    const out: MessageValues = {};
    for (const [key, value] of Object.entries(values)) out[key] = typeof value === "string" && value !== "" && !keys.has(key) ? FSI + value + PDI : value;
    return out;
  };
  return {
    locale,
    dir,
    t: (id, values) => (id in messages ? format(i18n._.bind(i18n), id, isolate(id, values)) : id),
  };
}

/**
 * Lingui decodes `\uXXXX` and `\xXX` anywhere in a formatted message, values included: a
 * player named with the six characters `\u202e` would come out as a real right-to-left
 * override, past the text rules. So a backslash in a value travels as a character no value
 * or message holds, and is put back once Lingui is done.
 */
function format(translate: (id: string, values?: MessageValues) => string, id: string, values: MessageValues | undefined): string {
  const texts = values ? Object.values(values).filter((v): v is string => typeof v === "string") : [];
  if (!texts.some((text) => text.includes("\\"))) return translate(id, values);
  let stand = 0xe000;
  while (texts.some((text) => text.includes(String.fromCharCode(stand)))) stand++;
  const mark = String.fromCharCode(stand);
  const carried: MessageValues = {};
  for (const [key, value] of Object.entries(values ?? {})) carried[key] = typeof value === "string" ? value.replaceAll("\\", mark) : value;
  return translate(id, carried).replaceAll(mark, "\\");
}
