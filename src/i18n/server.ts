/**
 * Translators for the Worker and the picture renderer: the server's pages, notices and
 * pictures speak the reader's language (issue 31). The Worker bundles only its own
 * messages, already compiled (server-catalogs.ts says why and how they are made).
 */
import type { Messages } from "@lingui/core";
import catalogs from "./server-catalogs.json" with { type: "json" };
import { type Locale } from "./locales.ts";
import { negotiateLocale, parseAcceptLanguage, readLocaleParam } from "./negotiate.ts";
import { pseudoCompiled } from "./pseudo-compiled.ts";
import type { ServerLocale } from "./server-catalogs.ts";
import { createTranslator, type Translator } from "./translator.ts";

const COMPILED = catalogs as unknown as Record<ServerLocale, Messages>;

const translators = new Map<Locale, Translator>();

/** The translator of `locale`, made once per isolate. */
export function translatorFor(locale: Locale): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    translator = createTranslator(locale, locale === "en-XA" ? pseudoCompiled(COMPILED.en) : COMPILED[locale]);
    translators.set(locale, translator);
  }
  return translator;
}

/** The language of a server page: `?lang=` on its URL, else the request's `Accept-Language`. */
export function localeOfRequest(request: Request): Locale {
  const param = readLocaleParam(new URL(request.url).searchParams.get("lang"));
  return param ?? negotiateLocale(parseAcceptLanguage(request.headers.get("Accept-Language")));
}
