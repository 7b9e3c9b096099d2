/**
 * Pages the Worker serves itself: game pages with link-preview tags (crawlers do not run
 * JavaScript), the embeddable viewer (the only page other sites may frame), and oEmbed.
 */
import { Hono } from "hono";
import { getGame } from "../../engine/registry.ts";
import { resultToken } from "../../engine/record.ts";
import { ArchiveUnavailable } from "../archive.ts";
import { findSnapshot } from "../archived-game.ts";
import { escapeHtml } from "../html-escape.ts";
import { reasonKey } from "../reason-key.ts";
import { publicOrigin, refuse, type App, type AppContext } from "../http.ts";
import type { GameSnapshot } from "../../contract/api.ts";
import { preloadLinks } from "../page-preloads.ts";
import { wellFormed } from "../../contract/text-rules.ts";
import { directionOf, type Locale } from "../../i18n/locales.ts";
import { localeOfRequest, translatorFor } from "../../i18n/server.ts";
import { embedLanguage, oembedLocale } from "../oembed-language.ts";
import { oembedLimit, richFrame } from "../oembed-frame.ts";
import type { Translator } from "../../i18n/translator.ts";

export const pages = new Hono<App>();

/**
 * What a page of the app may load: its own scripts (no inline script), styles and
 * images (and data: images for the icon), its own API and socket, its service worker.
 * The push service is the browser's own business and needs nothing here. The same
 * policy is in web/public/_headers for the pages served as static assets; a test keeps
 * the two equal.
 */
const PAGE_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'";
/** Every page but the embed: no other site may frame it. */
export const PAGE_CSP = `${PAGE_POLICY}; frame-ancestors 'none'`;
/**
 * The embed viewer: any page may frame it, so it names no frame-ancestors at all.
 * "frame-ancestors *" would not do: it matches only network schemes, and refuses a
 * blogger's draft previewed from a local file (file:) or a data: or about: page.
 */
export const EMBED_CSP = PAGE_POLICY;

/** The preview image is 1200x630, the size link-preview crawlers expect. */
export const PREVIEW = { width: 1200, height: 630 } as const;

/** One link-preview tag: attribute name ("property" or "name"), key, value. */
export type HeadTag = readonly [string, string, string];

/**
 * The Open Graph and Twitter tags of a page: with an image a large card (the picture is
 * the point), without one a summary card.
 */
export function previewTags(page: { title: string; description: string; url: string; image?: { url: string; width: number; height: number } }): HeadTag[] {
  const { title, description, url, image } = page;
  return [
    ["property", "og:type", "website"],
    ["property", "og:site_name", "Pigeon Post"],
    ["property", "og:title", title],
    ["property", "og:description", description],
    ["property", "og:url", url],
    ...(image
      ? ([
          ["property", "og:image", image.url],
          ["property", "og:image:width", String(image.width)],
          ["property", "og:image:height", String(image.height)],
        ] as const)
      : []),
    ["name", "twitter:card", image ? "summary_large_image" : "summary"],
    ["name", "twitter:title", title],
    ["name", "twitter:description", description],
    ...(image ? ([["name", "twitter:image", image.url]] as const) : []),
  ];
}

/** A page the Worker serves, in the reader's language, and the headers of its answer. */
export interface ServedPage {
  readonly page: Response;
  readonly headers: Headers;
  /** The reader's language (`?lang=`, else Accept-Language): its `<html lang dir>`, title and preview tags. */
  readonly locale: Locale;
}

/**
 * `page` in the request's language: `<html lang dir>` say it (the page's script may then
 * choose another: the reader's own choice, kept in the browser), and the answer varies by
 * Accept-Language, so no cache hands one reader's language to another.
 */
function inReadersLanguage(c: AppContext, page: Response, headers: Headers): ServedPage {
  const locale = localeOfRequest(c.req.raw);
  headers.append("Vary", "Accept-Language");
  const html = new HTMLRewriter()
    .on("html", {
      element: (el) => {
        el.setAttribute("lang", locale);
        el.setAttribute("dir", directionOf(locale));
      },
    })
    // the build's list of what the page loads next becomes preload links for this reader and page
    .on('meta[name="pigeon-post:preloads"]', {
      element: (el) => void el.replace(preloadLinks(el.getAttribute("content"), locale, c.req.path.startsWith("/g/")), { html: true }),
    });
  return { page: page.ok ? html.transform(page) : page, headers, locale };
}

/** The app's index.html, not framable by other sites, and its headers for the answer to add to. */
export async function appPage(c: AppContext): Promise<ServedPage> {
  const page = await c.env.ASSETS.fetch(new Request(new URL("/index.html", c.req.url)));
  const headers = new Headers(page.headers);
  headers.set("Content-Security-Policy", PAGE_CSP);
  headers.set("X-Frame-Options", "DENY");
  return inReadersLanguage(c, page, headers);
}

/**
 * The app's page with a title, link-preview tags, the oEmbed discovery link for `url` (in
 * the page's language: oEmbed answers in it) and any `extraHead` (already escaped) in its
 * head: crawlers do not run the page's script.
 */
export function withPreviewTags(app: ServedPage, origin: string, url: string, shownTitle: string, tags: readonly HeadTag[], extraHead = ""): Response {
  // the rewriter throws on a lone surrogate (a 500): stored text from before the text rules may hold one
  const title = wellFormed(shownTitle);
  const meta = tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(wellFormed(value))}">`).join("");
  const oembed = `${origin}/oembed?url=${encodeURIComponent(url)}&format=json&lang=${app.locale}`;
  const link = `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(oembed)}" title="${escapeHtml(title)}">`;
  return new HTMLRewriter()
    .on("title", { element: (el) => void el.setInnerContent(`${title} · Pigeon Post`) })
    .on("head", { element: (el) => void el.append(meta + link + extraHead, { html: true }) })
    .transform(new Response(app.page.body, { status: 200, headers: app.headers }));
}

/** The embed page (embed.html; its script reads the path) and its headers: framable by any page. */
export async function embedShell(c: AppContext): Promise<ServedPage> {
  const page = await c.env.ASSETS.fetch(new Request(new URL("/embed.html", c.req.url)));
  const headers = new Headers(page.headers);
  headers.set("Content-Security-Policy", EMBED_CSP);
  headers.delete("X-Frame-Options");
  return inReadersLanguage(c, page, headers);
}

/** The embed page (embed.html; its script reads the path), framable by any page. */
export async function embedPage(c: AppContext): Promise<Response> {
  const { page, headers } = await embedShell(c);
  return new Response(page.body, { status: page.status === 404 ? 200 : page.status, headers });
}

/**
 * The only widths a preview is rendered at: any width asked for snaps to one of these,
 * so a client cannot make a fresh render per width it invents.
 */
export const PREVIEW_WIDTHS = [300, 600, 1200] as const;

/** The smallest preview width that is at least `asked` (the largest when none is). */
export function snapPreviewWidth(asked: number): number {
  return PREVIEW_WIDTHS.find((width) => width >= asked) ?? PREVIEW.width;
}

/** The largest preview width within `limit`, or undefined when even the smallest is wider. */
export function previewWidthWithin(limit: number): number | undefined {
  return [...PREVIEW_WIDTHS].reverse().find((width) => width <= limit);
}


/**
 * One line about the game for titles and previews, in `translator`'s language (English by
 * default: the pictures' titles). Names, the game's own name and side names and the score
 * stay as they are; the words around them are translated.
 */
export function describeGame(snapshot: GameSnapshot, { t }: Translator = translatorFor("en")): { title: string; description: string } {
  const game = getGame(snapshot.variant);
  const name = game?.name ?? snapshot.variant;
  const sides = game?.sideNames ?? { white: "White", black: "Black" };
  const title = t("server.preview.title", { white: snapshot.names.white, black: snapshot.names.black, game: name });
  const moves = snapshot.moveCount;
  let description: string;
  if (snapshot.status === "aborted") description = t("server.preview.aborted", { game: name });
  else if (snapshot.outcome.status === "ongoing") description = t("server.preview.toMove", { game: name, side: sideWord(sides[snapshot.turn ?? "white"], t), moves });
  else description = t("server.preview.finished", { game: name, score: resultToken(snapshot.outcome), reason: t("server.endReason", { reason: reasonKey(snapshot.outcome.reason) }), moves });
  return { title, description };
}

/** The catalog's word for each colour a game names its sides by; a side named otherwise keeps its name. */
const SIDE_WORDS: Readonly<Record<string, string>> = { white: "server.side.white", black: "server.side.black", red: "server.side.red" };

/** A side's name as the reader says it ("White" is "Weiß" in German). */
function sideWord(name: string, t: Translator["t"]): string {
  const id = SIDE_WORDS[name.toLowerCase()];
  return id ? t(id) : name;
}

/**
 * A game's picture address; with `locale`, the picture says its words in that language
 * (the page's: a link preview shows the language of the page it previews).
 */
function previewUrl(origin: string, snapshot: GameSnapshot, width: number = PREVIEW.width, ply: number = snapshot.ply, locale?: Locale): string {
  return `${origin}/og/${snapshot.id}.png?ply=${ply}&w=${width}${locale ? `&lang=${locale}` : ""}`;
}

/** The query of an embed's address: the position it opens at and the language the link fixed, when they are given. */
export function embedQuery(ply: number | undefined, lang: Locale | undefined): string {
  const query = new URLSearchParams();
  if (ply !== undefined) query.set("ply", String(ply));
  if (lang !== undefined) query.set("lang", lang);
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** The ply a link asks for (`?ply=N`, within the game), or undefined for the latest. */
function askedPly(search: URLSearchParams, snapshot: GameSnapshot): number | undefined {
  const text = search.get("ply");
  if (text === null || !/^\d{1,6}$/.test(text)) return undefined;
  return Math.min(Number(text), snapshot.ply);
}

/** A game page: the app's index.html with the game's preview tags and oEmbed discovery link. */
pages.get("/g/:id", async (c) => {
  const app = await appPage(c);
  const origin = publicOrigin(c);
  // the page works without its preview tags: with the archive down it still opens (and says so)
  const snapshot = await findSnapshot(c.env, c.req.param("id")).catch((error: unknown) => {
    if (error instanceof ArchiveUnavailable) return undefined;
    throw error;
  });
  if (!snapshot) return new Response(app.page.body, { status: 200, headers: app.headers });
  const { title, description } = describeGame(snapshot, translatorFor(app.locale));
  const url = `${origin}/g/${snapshot.id}`;
  const image = previewUrl(origin, snapshot, PREVIEW.width, snapshot.ply, app.locale);
  const tags = previewTags({ title, description, url, image: { url: image, ...PREVIEW } });
  // which game the page will show, so it can hold the board's room before the game arrives (web/src/game/board-skeleton.ts)
  const variant = `<meta name="pigeon-post:variant" content="${escapeHtml(snapshot.variant)}" data-game="${escapeHtml(snapshot.id)}">`;
  return withPreviewTags(app, origin, url, title, tags, variant + inlineSnapshot(snapshot));
});

/** The largest snapshot written into a game page; a longer game's page asks for it as before. */
export const INLINE_SNAPSHOT_BYTES = 64 * 1024;

/**
 * The game's snapshot as the API would answer it, written into its page (web/src/api.ts
 * reads it once): the page draws the game without a round trip after its script loads,
 * the step that decided when a phone first saw whose turn it is. A data block, never run:
 * every "<" is written as \u003c, so nothing in a name can close the element.
 */
export function inlineSnapshot(snapshot: GameSnapshot): string {
  const json = JSON.stringify(snapshot).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
  if (json.length > INLINE_SNAPSHOT_BYTES) return "";
  return `<script type="application/json" id="pigeon-post-snapshot" data-game="${escapeHtml(snapshot.id)}">${json}</script>`;
}

/**
 * The embeddable viewer: a static page that may be framed by any page, local files
 * included. Pasted as a link it is a page too: it carries the game's preview tags (the
 * position it opens at, `?ply=N` kept) and the oEmbed discovery link, as the game page does.
 */
pages.get("/embed/:id", async (c) => {
  const shell = await embedShell(c);
  const origin = publicOrigin(c);
  const snapshot = await findSnapshot(c.env, c.req.param("id")).catch((error: unknown) => {
    if (error instanceof ArchiveUnavailable) return undefined;
    throw error;
  });
  if (!snapshot || shell.page.status === 404) return new Response(shell.page.body, { status: 200, headers: shell.headers });
  const { title, description } = describeGame(snapshot, translatorFor(shell.locale));
  const ply = askedPly(new URL(c.req.url).searchParams, snapshot);
  const url = `${origin}/embed/${snapshot.id}${ply === undefined ? "" : `?ply=${ply}`}`;
  const tags = previewTags({ title, description, url, image: { url: previewUrl(origin, snapshot, PREVIEW.width, ply, shell.locale), ...PREVIEW } });
  return withPreviewTags(shell, origin, url, title, tags);
});

/**
 * The smallest viewer oEmbed makes: a board of 120 px and its bar of 80 px, so maxwidth
 * below 120 or maxheight below 200 answers 501 (docs/api.md says the same).
 */
export const VIEWER_MIN = { width: 120, height: 200 } as const;

/** oEmbed (https://oembed.com): turns a pasted game link into an embedded live viewer, its words in the reader's language (oembed-language.ts). */
pages.get("/oembed", async (c) => {
  const origin = publicOrigin(c);
  const format = c.req.query("format") ?? "json";
  if (format !== "json") return refuse(c, 501, "not_implemented", "Only format=json is supported.");
  const asked = c.req.query("url");
  // no url at all is a malformed request; a url that is not one of our games is not found
  if (!asked) return refuse(c, 400, "bad_request", "oEmbed needs a url parameter: the link of a game on this site.");
  let target: URL;
  try {
    target = new URL(asked);
  } catch {
    return refuse(c, 404, "not_found", "url must be a link to a game on this site.");
  }
  const match = /^\/(?:g|embed)\/([a-z2-9]{10})\/?$/.exec(target.pathname);
  if (target.host !== new URL(origin).host || !match) return refuse(c, 404, "not_found", "url must be a link to a game on this site.");
  const snapshot = await findSnapshot(c.env, match[1]);
  if (!snapshot) return refuse(c, 404, "not_found", "There is no game with this id.");

  const limit = (name: string) => oembedLimit(c, name);
  // The viewer is the square board plus a bar of about 80 px for players and moves.
  const bar = VIEWER_MIN.height - VIEWER_MIN.width;
  let width = Math.min(480, limit("maxwidth"));
  let height = width + bar;
  if (height > limit("maxheight")) {
    height = limit("maxheight");
    width = height - bar;
  }
  if (width < VIEWER_MIN.width || height < VIEWER_MIN.height) {
    return refuse(c, 501, "not_implemented", `The viewer cannot be made that small: it needs maxwidth ${VIEWER_MIN.width} and maxheight ${VIEWER_MIN.height} at least.`);
  }
  // a link to a position (?ply=N) embeds that position, and its thumbnail shows it
  const ply = askedPly(target.searchParams, snapshot);
  const thumbWidth = previewWidthWithin(Math.min(limit("maxwidth"), Math.floor((limit("maxheight") * PREVIEW.width) / PREVIEW.height)));
  const locale = oembedLocale(c.req.raw, target);
  const { title } = describeGame(snapshot, translatorFor(locale));
  c.header("Vary", "Accept-Language", { append: true });
  const src = `${origin}/embed/${snapshot.id}${embedQuery(ply, embedLanguage(target))}`;
  return c.json({
    ...richFrame(origin, title, src, width, height),
    // oEmbed: a thumbnail must fit maxwidth/maxheight; below the smallest preview there is none
    ...(thumbWidth && {
      // the thumbnail says its words in the title's language
      thumbnail_url: previewUrl(origin, snapshot, thumbWidth, ply, locale),
      thumbnail_width: thumbWidth,
      thumbnail_height: Math.round((thumbWidth * PREVIEW.height) / PREVIEW.width),
    }),
    cache_age: 60,
  });
});

// Browsers and crawlers ask for /favicon.ico whatever the page says; the app's icon is an SVG.
pages.get("/favicon.ico", (c) => c.redirect("/favicon.svg", 301));
