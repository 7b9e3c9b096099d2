/**
 * The language of an oEmbed answer (issue 31): its words (the title, the frame's title) in
 * the language of the oEmbed URL's own `?lang=` (a page's discovery link carries the
 * page's language), else of the `?lang=` on the link being embedded, else of the request's
 * Accept-Language, as the pages choose theirs. The embedded frame is fixed in a language
 * only when the pasted link asked for one (`?lang=` on it, the blogger's choice): else each
 * reader's browser chooses, as on any page.
 */
import type { Locale } from "../i18n/locales.ts";
import { readLocaleParam } from "../i18n/negotiate.ts";
import { localeOfRequest } from "../i18n/server.ts";

export function oembedLocale(request: Request, target: URL): Locale {
  const own = readLocaleParam(new URL(request.url).searchParams.get("lang"));
  return own ?? readLocaleParam(target.searchParams.get("lang")) ?? localeOfRequest(request);
}

/** The language the embedded link fixes, for the frame's address; undefined when it fixes none. */
export function embedLanguage(target: URL): Locale | undefined {
  return readLocaleParam(target.searchParams.get("lang"));
}
