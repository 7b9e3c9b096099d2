/**
 * The messages the Worker itself says (issue 31): notices, its own pages' titles and
 * link previews, and the language switch's label. Every catalog holds the pages' words
 * too (and, in time, the rules pages'), which the Worker never says: bundling whole
 * catalogs put the Worker over its 150 KiB budget (test/build/worker-bundle.test.ts).
 * So `npm run i18n:server` (src/cli/server-catalogs.ts) writes these messages, compiled,
 * for every locale to server-catalogs.json, which server.ts bundles (the pseudo-locale
 * it makes from English: pseudo-compiled.ts); a test fails when that file is older than
 * the catalogs.
 *
 * The pictures' own words (`picture.`: a standings table's headings, a preview's status
 * line, a GIF's captions) go to picture-catalogs.json instead, which only the picture
 * renderer bundles (src/pictures/words.ts): the game Worker hands it the words' ids and
 * values, so they cost nothing in the game Worker's budget and the renderer's has room.
 */
import type { Messages } from "@lingui/core";
import { compileCatalog, type SourceCatalog } from "./compile.ts";
import { LOCALES, type Locale } from "./locales.ts";

/** The locales that have catalogs of their own (all but the pseudo-locale). */
export type ServerLocale = Exclude<Locale, "en-XA">;

/** The id prefixes of the messages the Worker says. */
export const SERVER_PREFIXES = ["language.", "notice.", "server."] as const;

/** The id prefix of the messages the picture renderer draws. */
export const PICTURE_PREFIXES = ["picture."] as const;

/** Every locale's messages whose ids start with one of `prefixes`, compiled. */
function compiledPart(sources: Readonly<Record<ServerLocale, SourceCatalog>>, prefixes: readonly string[]): Record<ServerLocale, Messages> {
  const out = {} as Record<ServerLocale, Messages>;
  for (const { code } of LOCALES) {
    out[code] = compileCatalog(Object.fromEntries(Object.entries(sources[code]).filter(([id]) => prefixes.some((prefix) => id.startsWith(prefix)))));
  }
  return out;
}

/** The Worker's messages of every locale, compiled, from the source catalogs by locale. */
export function serverCatalogs(sources: Readonly<Record<ServerLocale, SourceCatalog>>): Record<ServerLocale, Messages> {
  return compiledPart(sources, SERVER_PREFIXES);
}

/** The picture renderer's messages of every locale, compiled (picture-catalogs.json). */
export function pictureCatalogs(sources: Readonly<Record<ServerLocale, SourceCatalog>>): Record<ServerLocale, Messages> {
  return compiledPart(sources, PICTURE_PREFIXES);
}
