/**
 * The messages the Worker itself says (issue 31): notices, its own pages' titles and
 * link previews, and the language switch's label. Every catalog holds the pages' words
 * too (and, in time, the rules pages'), which the Worker never says: bundling whole
 * catalogs put the Worker over its 150 KiB budget (test/build/worker-bundle.test.ts).
 * So `npm run i18n:server` (src/cli/server-catalogs.ts) writes these messages, compiled,
 * for every locale to server-catalogs.json, which server.ts bundles (the pseudo-locale
 * it makes from English: pseudo-compiled.ts); a test fails when that file is older than
 * the catalogs.
 */
import type { Messages } from "@lingui/core";
import { compileCatalog, type SourceCatalog } from "./compile.ts";
import { LOCALES, type Locale } from "./locales.ts";

/** The locales that have catalogs of their own (all but the pseudo-locale). */
export type ServerLocale = Exclude<Locale, "en-XA">;

/** The id prefixes of the messages the Worker says. */
export const SERVER_PREFIXES = ["language.", "notice.", "server."] as const;

/** A catalog cut to the Worker's messages. */
function serverPart(source: SourceCatalog): SourceCatalog {
  return Object.fromEntries(Object.entries(source).filter(([id]) => SERVER_PREFIXES.some((prefix) => id.startsWith(prefix))));
}

/** The Worker's messages of every locale, compiled, from the source catalogs by locale . */
export function serverCatalogs(sources: Readonly<Record<ServerLocale, SourceCatalog>>): Record<ServerLocale, Messages> {
  const out = {} as Record<ServerLocale, Messages>;
  for (const { code } of LOCALES) out[code] = compileCatalog(serverPart(sources[code]));
  return out;
}
