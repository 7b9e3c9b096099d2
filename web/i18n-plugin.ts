// Serves each language's catalog to the pages as its own chunk, compiled at build time
// (src/i18n/compile.ts): `import("virtual:i18n/<locale>")` gives the compiled messages,
// so the page carries Lingui's small runtime and no ICU parser, and a reader downloads
// only their own language. `virtual:i18n/en-XA` is the pseudo-locale, made from English.
// `virtual:i18n-offline` is the offline page's few words in every language at once
// (offline-words.ts says why).
import type { Plugin } from "vite";
import { catalogFile, readSourceCatalog } from "../src/cli/catalog-files.ts";
import { compileCatalog } from "../src/i18n/compile.ts";
import { LOCALES } from "../src/i18n/locales.ts";
import { offlineWords } from "./offline-words.ts";

const LOCALE_CODES = LOCALES.map((l) => l.code);

const PREFIX = "virtual:i18n/";
const OFFLINE = "virtual:i18n-offline";

export function i18nCatalogs(): Plugin {
  return {
    name: "pigeon-i18n-catalogs",
    resolveId(id) {
      return id.startsWith(PREFIX) || id === OFFLINE ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${OFFLINE}`) {
        for (const locale of LOCALE_CODES) this.addWatchFile(catalogFile(locale));
        return `export default ${JSON.stringify(offlineWords(readSourceCatalog))};`;
      }
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const locale = id.slice(PREFIX.length + 1);
      this.addWatchFile(catalogFile(locale));
      return `export default ${JSON.stringify(compileCatalog(readSourceCatalog(locale)))};`;
    },
  };
}
