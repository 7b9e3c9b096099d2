/** Every language's catalog, for tests that say a sentence in each (English and German by name, the rest as a list). */
import type { Locale } from "../../../src/i18n/locales.ts";
import english from "../../../src/i18n/catalogs/en.json" with { type: "json" };
import german from "../../../src/i18n/catalogs/de.json" with { type: "json" };
import spanish from "../../../src/i18n/catalogs/es.json" with { type: "json" };
import brazilian from "../../../src/i18n/catalogs/pt-BR.json" with { type: "json" };
import french from "../../../src/i18n/catalogs/fr.json" with { type: "json" };
import italian from "../../../src/i18n/catalogs/it.json" with { type: "json" };
import polish from "../../../src/i18n/catalogs/pl.json" with { type: "json" };
import russian from "../../../src/i18n/catalogs/ru.json" with { type: "json" };
import turkish from "../../../src/i18n/catalogs/tr.json" with { type: "json" };
import arabic from "../../../src/i18n/catalogs/ar.json" with { type: "json" };
import chinese from "../../../src/i18n/catalogs/zh-CN.json" with { type: "json" };
import japanese from "../../../src/i18n/catalogs/ja.json" with { type: "json" };

export { arabic, brazilian, chinese, english, french, german, italian, japanese, polish, russian, spanish, turkish };

/** Every language but English, with its catalog. */
export const OTHER_LANGUAGES: readonly (readonly [Locale, Record<string, string>])[] = [
  ["es", spanish],
  ["pt-BR", brazilian],
  ["fr", french],
  ["de", german],
  ["it", italian],
  ["pl", polish],
  ["ru", russian],
  ["tr", turkish],
  ["ar", arabic],
  ["zh-CN", chinese],
  ["ja", japanese],
];
