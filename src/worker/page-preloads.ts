/**
 * Preload links for an app page (issue 31: the game page in every language within
 * Lighthouse's budget): the build lists each language's catalog chunk and the game page's
 * chunks in one inert tag of index.html (web/page-preloads.ts); the Worker, which knows
 * the reader's language and whether the page is a game's, writes links for just those, so
 * the browser fetches them beside the entry script instead of one wave after another.
 */

/** Only files of the build's own assets folder: the tag is ours, but a link is a fetch. */
const ASSET = /^\/assets\/[A-Za-z0-9._-]+\.(js|css)$/;

interface Listed {
  readonly catalogs?: Readonly<Record<string, unknown>>;
  readonly game?: readonly unknown[];
  readonly gameCss?: readonly unknown[];
}

const isAsset = (path: unknown): path is string => typeof path === "string" && ASSET.test(path);
const modulePreload = (path: string): string => `<link rel="modulepreload" crossorigin href="${path}">`;
const stylePreload = (path: string): string => `<link rel="preload" as="style" crossorigin href="${path}">`;

/** An attribute as the HTML writes it (HTMLRewriter hands attributes over undecoded). */
const unescapeAttribute = (text: string): string =>
  text.replace(/&(quot|#34|#39|lt|gt|amp);/g, (_, name: string) => ({ quot: '"', "#34": '"', "#39": "'", lt: "<", gt: ">", amp: "&" })[name] ?? "");

/** The links for a page in `locale` (its catalog) and, for a game's page, the game page's chunks and style sheets; "" when the tag says nothing usable. */
export function preloadLinks(content: string | null, locale: string, gamePage: boolean): string {
  let listed: Listed;
  try {
    listed = JSON.parse(unescapeAttribute(content ?? "")) as Listed;
  } catch {
    return "";
  }
  if (typeof listed !== "object" || listed === null) return "";
  const catalog = listed.catalogs?.[locale];
  const links = isAsset(catalog) ? [modulePreload(catalog)] : [];
  if (gamePage) {
    for (const path of Array.isArray(listed.game) ? listed.game : []) if (isAsset(path)) links.push(modulePreload(path));
    for (const path of Array.isArray(listed.gameCss) ? listed.gameCss : []) if (isAsset(path)) links.push(stylePreload(path));
  }
  return links.join("");
}
