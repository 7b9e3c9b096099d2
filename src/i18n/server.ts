/**
 * Translators for the Worker and the picture renderer: the server's pages, notices and
 * pictures speak the reader's language (issue 31). Every catalog is bundled (they are
 * small beside the engines) and compiled the first time its language is used.
 */
import type { Messages } from "@lingui/core";
import ar from "./catalogs/ar.json" with { type: "json" };
import de from "./catalogs/de.json" with { type: "json" };
import en from "./catalogs/en.json" with { type: "json" };
import es from "./catalogs/es.json" with { type: "json" };
import fr from "./catalogs/fr.json" with { type: "json" };
import it from "./catalogs/it.json" with { type: "json" };
import ja from "./catalogs/ja.json" with { type: "json" };
import pl from "./catalogs/pl.json" with { type: "json" };
import ptBR from "./catalogs/pt-BR.json" with { type: "json" };
import ru from "./catalogs/ru.json" with { type: "json" };
import tr from "./catalogs/tr.json" with { type: "json" };
import zhCN from "./catalogs/zh-CN.json" with { type: "json" };
import { compileCatalog, pseudoCatalog, type SourceCatalog } from "./compile.ts";
import { type Locale } from "./locales.ts";
import { negotiateLocale, parseAcceptLanguage, readLocaleParam } from "./negotiate.ts";
import { createTranslator, type Translator } from "./translator.ts";

const SOURCES: Record<Exclude<Locale, "en-XA">, SourceCatalog> = { en, es, "pt-BR": ptBR, fr, de, it, pl, ru, tr, ar, "zh-CN": zhCN, ja };

const translators = new Map<Locale, Translator>();

/** The translator of `locale`, compiled once per isolate. */
export function translatorFor(locale: Locale): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    const source = locale === "en-XA" ? pseudoCatalog(en) : SOURCES[locale];
    translator = createTranslator(locale, compileCatalog(source) as Messages);
    translators.set(locale, translator);
  }
  return translator;
}

/** The language of a server page: `?lang=` on its URL, else the request's `Accept-Language`. */
export function localeOfRequest(request: Request): Locale {
  const param = readLocaleParam(new URL(request.url).searchParams.get("lang"));
  return param ?? negotiateLocale(parseAcceptLanguage(request.headers.get("Accept-Language")));
}
