/**
 * What the Worker serves itself for leagues (issue 22, item 4): the league page with its
 * link-preview tags and oEmbed discovery, the embeddable standings (/embed/league/:id,
 * framed by any page like the game embed) and the league case of /oembed, so a club's
 * blog turns a pasted league link into its live table, and the standings drawn as the
 * league page's preview picture (/og/league/<id>.png, in the page's language). A league is read through the
 * public API (`GET /api/leagues/:id`), as any client reads it, so these pages know
 * nothing of the League object.
 */
import { Hono } from "hono";
import type { LeagueView } from "../../contract/league.ts";
import { getGame } from "../../engine/registry.ts";
import { overLimit, publicOrigin, refuse, type App, type AppContext } from "../http.ts";
import { cachedPicture, drawPicture, varying } from "../pictures.ts";
import { numberWriter, pictureLanguage } from "../picture-words.ts";
import { appPage, embedPage, embedQuery, PREVIEW, previewTags, withPreviewTags } from "./pages.ts";
import { embedLanguage, oembedLocale } from "../oembed-language.ts";
import { oembedLimit, oembedTarget, richFrame } from "../oembed-frame.ts";
import { pointsWritten } from "../../engine/plural.ts";
import type { Locale } from "../../i18n/locales.ts";
import { translatorFor } from "../../i18n/server.ts";
import type { Translator } from "../../i18n/translator.ts";
import type { PictureMessage, StandingsPicture } from "../../pictures/rpc.ts";

/** The app whose API answers `GET /api/leagues/:id` (the Worker's own, passed in to avoid an import cycle). */
export type LeagueApi = Pick<Hono<App>, "request">;

/** A league link's id: `/l/<id>` or `/embed/league/<id>`. */
const LEAGUE_PATH = /^\/(?:l|embed\/league)\/([A-Za-z0-9_-]{1,32})\/?$/;

/** The standings frame's default size: a table of about ten rows. */
const FRAME = { width: 480, height: 420, min: 200 } as const;

/**
 * One line about the league for titles and previews, in `translator`'s language (English
 * by default). The league's, the game's and the players' names stay as they are.
 */
export function describeLeague(league: LeagueView, { t }: Translator = translatorFor("en")): { title: string; description: string } {
  const game = getGame(league.variant)?.name ?? league.variant;
  const format = league.format === "swiss" ? "swiss" : league.double ? "double" : "single";
  const players = league.players.filter((p) => !p.withdrawn).length;
  const leader = league.status !== "open" ? league.standings[0] : undefined;
  const about = { game, format, players, status: league.status };
  return {
    title: t("server.league.title", { league: league.name, game }),
    description: leader
      ? t("server.league.descriptionWithLeader", { ...about, leader: leader.name, points: leader.points })
      : t("server.league.description", about),
  };
}

/**
 * The league's standings as its preview picture shows them: rank, name, points, games
 * played, the numbers as `locale` writes them; the renderer says the words around them in
 * `locale` (the subtitle goes as its message's id and values).
 */
export function standingsPicture(league: LeagueView, locale: Locale = "en"): StandingsPicture {
  const game = getGame(league.variant)?.name ?? league.variant;
  const format = league.format === "swiss" ? "swiss" : league.double ? "double" : "single";
  const write = numberWriter(locale);
  // a Swiss is played a round at a time; a round-robin's rounds are all under way at once
  const subtitle: PictureMessage =
    league.status === "open"
      ? { id: "picture.standings.subtitleOpen", values: { game, format, players: league.players.length } }
      : league.status === "finished"
        ? { id: "picture.standings.subtitleFinished", values: { game, format } }
        : league.format === "swiss"
          ? { id: "picture.standings.subtitleRound", values: { game, round: write(league.rounds.length), rounds: write(league.roundsPlanned) } }
          : { id: "picture.standings.subtitleUnderWay", values: { game, format } };
  const rows =
    league.status === "open"
      ? league.players.map((player) => ({ rank: "", name: player.name, points: write(0), played: write(0) }))
      : league.standings.map((row) => ({ rank: write(row.rank), name: row.name, points: pointsWritten(row.points, write), played: write(row.played) }));
  return { title: league.name, subtitle, rows, ...PREVIEW, locale };
}

/** A short, stable digest of the standings shown: a changed table is a new picture, an unchanged one comes from the cache. */
function standingsDigest(picture: StandingsPicture): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(picture)) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash.toString(36);
}

export function leaguePages(api: LeagueApi): Hono<App> {
  const pages = new Hono<App>();

  /** The league as the public API shows it, or undefined when there is none (or it cannot be read now). */
  async function readLeague(c: AppContext, id: string): Promise<LeagueView | undefined> {
    const response = await api.request(`/api/leagues/${encodeURIComponent(id)}`, undefined, c.env, c.executionCtx);
    return response.ok ? ((await response.json()) as LeagueView) : undefined;
  }

  /** The league page: the app's index.html with the league's preview tags and oEmbed link. */
  pages.get("/l/:id", async (c) => {
    const app = await appPage(c);
    // the page works without its tags: a league that cannot be read now still opens, and says why itself
    const league = await readLeague(c, c.req.param("id")).catch(() => undefined);
    if (!league) return new Response(app.page.body, { status: 200, headers: app.headers });
    const origin = publicOrigin(c);
    const { title, description } = describeLeague(league, translatorFor(app.locale));
    const url = `${origin}/l/${league.id}`;
    // the picture in the page's language: a link preview shows the language of the page it previews
    const image = `${origin}/og/league/${league.id}.png?v=${standingsDigest(standingsPicture(league, app.locale))}&lang=${app.locale}`;
    const tags = previewTags({ title, description, url, image: { url: image, ...PREVIEW } });
    return withPreviewTags(app, origin, url, title, tags);
  });

  /**
   * The league's standings as a 1200x630 PNG, the league page's preview picture. `?v=` is
   * the page's digest of the table: the cache keeps one picture per table and language
   * (`?lang=`, else Accept-Language), and a render counts against the same per-client
   * limit as a game's picture.
   */
  pages.get("/og/league/:file", async (c) => {
    const match = /^([A-Za-z0-9_-]{1,32})\.png$/.exec(c.req.param("file"));
    const league = match ? await readLeague(c, match[1]).catch(() => undefined) : undefined;
    if (!league) return refuse(c, 404, "not_found", "There is no league with this id.");
    const { locale, byHeader } = pictureLanguage(c);
    const picture = standingsPicture(league, locale);
    const cacheKey = new Request(`${publicOrigin(c)}/og/league/${league.id}.png?v=${standingsDigest(picture)}&lang=${locale}`);
    const cache = (caches as unknown as { default: Cache }).default;
    const cached = await cache.match(cacheKey);
    if (cached) return varying(cached, byHeader);
    const limited = await overLimit(c, c.env.RENDER_LIMITER);
    if (limited) return limited;
    const png = await drawPicture(c, (renderer) => renderer.renderStandings(picture));
    if (png instanceof Response) return png;
    return cachedPicture(c, cacheKey, png, "image/png", "public, max-age=300", byHeader);
  });

  /** The embeddable standings: the embed page (its script sees the league path), framable by any page. */
  pages.get("/embed/league/:id", (c) => embedPage(c));

  /** oEmbed for a league link; any other link goes on to the games' oEmbed (routes/pages.ts). */
  pages.get("/oembed", async (c, next) => {
    const origin = publicOrigin(c);
    const linked = oembedTarget(c, origin, LEAGUE_PATH);
    if (!linked) return next();
    const { target, match } = linked;
    if ((c.req.query("format") ?? "json") !== "json") return refuse(c, 501, "not_implemented", "Only format=json is supported.");
    const league = await readLeague(c, match[1]);
    if (!league) return refuse(c, 404, "not_found", "There is no league with this id.");
    const width = Math.min(FRAME.width, oembedLimit(c, "maxwidth"));
    const height = Math.min(FRAME.height, oembedLimit(c, "maxheight"));
    if (width < FRAME.min || height < FRAME.min) return refuse(c, 501, "not_implemented", "The standings cannot be made that small.");
    const { title } = describeLeague(league, translatorFor(oembedLocale(c.req.raw, target)));
    c.header("Vary", "Accept-Language", { append: true });
    const src = `${origin}/embed/league/${league.id}${embedQuery(undefined, embedLanguage(target))}`;
    return c.json({
      ...richFrame(origin, title, src, width, height),
      cache_age: 60,
    });
  });

  return pages;
}
