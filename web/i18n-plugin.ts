// Serves each language's catalog to the pages as its own chunk, compiled at build time
// (src/i18n/compile.ts): `import("virtual:i18n/<locale>")` gives the compiled messages,
// so the page carries Lingui's small runtime and no ICU parser, and a reader downloads
// only their own language. `virtual:i18n/en-XA` is the pseudo-locale, made from English.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { compileCatalog, pseudoCatalog, type SourceCatalog } from "../src/i18n/compile.ts";

const PREFIX = "virtual:i18n/";
const catalogsDir = fileURLToPath(new URL("../src/i18n/catalogs/", import.meta.url));

function readCatalog(locale: string): SourceCatalog {
  return JSON.parse(readFileSync(`${catalogsDir}${locale}.json`, "utf8")) as SourceCatalog;
}

export function i18nCatalogs(): Plugin {
  return {
    name: "pigeon-i18n-catalogs",
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const locale = id.slice(PREFIX.length + 1);
      const source = locale === "en-XA" ? pseudoCatalog(readCatalog("en")) : readCatalog(locale);
      this.addWatchFile(`${catalogsDir}${locale === "en-XA" ? "en" : locale}.json`);
      return `export default ${JSON.stringify(compileCatalog(source))};`;
    },
  };
}
