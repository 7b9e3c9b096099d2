/**
 * The catalogs as the build reads them from src/i18n/catalogs/ (Node only): one reader for
 * the pages' and the viewer's Vite plugins, the build's check and the Worker's compiled
 * messages. `en-XA`, the pseudo-locale, has no file: it is made from English.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { pseudoCatalog, type SourceCatalog } from "../i18n/compile.ts";

/** The folder of the catalog files. */
export const CATALOGS_DIR = fileURLToPath(new URL("../i18n/catalogs/", import.meta.url));

/** The file a locale's messages come from (English's for the pseudo-locale). */
export function catalogFile(locale: string): string {
  return `${CATALOGS_DIR}${locale === "en-XA" ? "en" : locale}.json`;
}

/** A locale's messages as written, uncompiled. */
export function readSourceCatalog(locale: string): SourceCatalog {
  const source = JSON.parse(readFileSync(catalogFile(locale), "utf8")) as SourceCatalog;
  return locale === "en-XA" ? pseudoCatalog(source) : source;
}
