/**
 * Writes src/i18n/server-catalogs.json: the messages the Worker says, compiled, for every
 * locale (src/i18n/server-catalogs.ts says why). Run after changing a catalog's notice.,
 * server. or language. messages:
 *
 *   npm run i18n:server
 */
import { writeFileSync } from "node:fs";
import { readSourceCatalog } from "./catalog-files.ts";
import { LOCALES } from "../i18n/locales.ts";
import { serverCatalogs } from "../i18n/server-catalogs.ts";

const dir = new URL("../i18n/", import.meta.url);
const sources = Object.fromEntries(LOCALES.map(({ code }) => [code, readSourceCatalog(code)]));
const file = new URL("server-catalogs.json", dir);
writeFileSync(file, JSON.stringify(serverCatalogs(sources as Parameters<typeof serverCatalogs>[0])) + "\n");
console.log(`wrote ${file.pathname}`);
