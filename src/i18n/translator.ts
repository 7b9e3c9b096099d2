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

/** A translator for `locale` from its compiled catalog. */
export function createTranslator(locale: Locale, messages: Messages): Translator {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  const dir = directionOf(locale);
  const isolate = (values: MessageValues | undefined): MessageValues | undefined => {
    if (!values || dir === "ltr") return values;
    const out: MessageValues = {};
    for (const [key, value] of Object.entries(values)) out[key] = typeof value === "string" && value !== "" ? FSI + value + PDI : value;
    return out;
  };
  return {
    locale,
    dir,
    t: (id, values) => (id in messages ? i18n._(id, isolate(values)) : id),
  };
}
