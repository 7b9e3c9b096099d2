/**
 * Writes src/i18n/server-catalogs.json: the messages the Worker says, compiled, for every
 * locale, and src/i18n/picture-catalogs.json: the words the picture renderer draws
 * (src/i18n/server-catalogs.ts says why). Run after changing a catalog's notice.,
 * server., language. or picture. messages:
 *
 *   npm run i18n:server
 */
import { writeFileSync } from "node:fs";
import { readSourceCatalog } from "./catalog-files.ts";
import { LOCALES } from "../i18n/locales.ts";
import { pictureCatalogs, serverCatalogs } from "../i18n/server-catalogs.ts";

const dir = new URL("../i18n/", import.meta.url);
const sources = Object.fromEntries(LOCALES.map(({ code }) => [code, readSourceCatalog(code)])) as Parameters<typeof serverCatalogs>[0];
for (const [name, compiled] of [["server-catalogs.json", serverCatalogs(sources)], ["picture-catalogs.json", pictureCatalogs(sources)]] as const) {
  const file = new URL(name, dir);
  writeFileSync(file, JSON.stringify(compiled) + "\n");
  console.log(`wrote ${file.pathname}`);
}
