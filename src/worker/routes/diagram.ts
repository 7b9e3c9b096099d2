/**
 * GET /diagram/<game>.svg and /diagram/<game>.png (issue 32, item 6; docs/api.md
 * "Diagrams"): any position of any game, with lichess-style arrows and circled cells,
 * as an image a blog or a forum post can show with an <img> tag. The query is read
 * against the game (src/diagram/query.ts; each bad parameter a 400 that names it), the
 * picture renderer draws it (src/pictures/render-diagram.ts), and the answer is cached
 * under the query written in one canonical order: the address names every input, so an
 * image never changes and any spelling of the same diagram is one render. Renders (not
 * cached answers) count against the client's picture budget, as the link previews do.
 */
import { Hono } from "hono";
import { getGame, listGames } from "../../engine/registry.ts";
import { diagramPath } from "../../diagram/link.ts";
import { readDiagramQuery } from "../../diagram/query.ts";
import { overLimit, publicOrigin, refuse, type App } from "../http.ts";
import { cachedPicture, drawPicture } from "../pictures.ts";

export const diagram = new Hono<App>();

/** Bump when the drawing changes, so that ETags (and the cache's entries) follow. */
const DRAWING_VERSION = "1";

/** A month: the address names every input, so only a change in the drawing itself could make an image stale. */
const CACHE_CONTROL = "public, max-age=2592000";

const TYPES = { png: "image/png", svg: "image/svg+xml; charset=utf-8" } as const;

/** A strong ETag for the canonical address: the same diagram, however asked for, has one. */
async function etagOf(key: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${DRAWING_VERSION} ${key}`)));
  return `"${[...digest.slice(0, 12)].map((byte) => byte.toString(16).padStart(2, "0")).join("")}"`;
}

diagram.get("/diagram/:file", async (c) => {
  const match = /^([a-z0-9-]{1,40})\.(png|svg)$/.exec(c.req.param("file"));
  const game = match ? getGame(match[1]) : undefined;
  if (!match || !game) {
    const ids = listGames().map((g) => g.id).join(", ");
    return refuse(c, 404, "not_found", `There is no such game; a diagram's address is /diagram/<game>.svg or .png, the game one of ${ids}.`);
  }
  const format = match[2] as "png" | "svg";
  const read = readDiagramQuery(game, c.req.queries(), new URL(c.req.url).search.slice(1));
  if (!read.ok) return refuse(c, 400, read.error.code, read.error.message);
  const request = read.value;

  const canonical = diagramPath({ game: game.id, format, ...request });
  const etag = await etagOf(canonical);
  if (c.req.header("If-None-Match")?.split(/,\s*/).includes(etag)) {
    return new Response(null, { status: 304, headers: { ETag: etag, "Cache-Control": CACHE_CONTROL } });
  }
  const cacheKey = new Request(`${publicOrigin(c)}${canonical}`);
  const cache = (caches as unknown as { default: Cache }).default;
  const cached = await cache.match(cacheKey);
  if (cached) return cached;

  // only renders count: an image from the cache is never refused
  const limited = await overLimit(c, c.env.RENDER_LIMITER);
  if (limited) return limited;
  const side = game.sideNames[game.turn(request.state)];
  const bytes = await drawPicture(c, (renderer) =>
    renderer.renderDiagram({
      format,
      view: request.view,
      size: request.size,
      flip: request.flip,
      theme: request.theme,
      title: `${game.name}: ${side} to move`,
      sideNames: game.sideNames,
      looks: game.glyphs,
      marks: request.lastMove,
      shapes: { arrows: request.arrows, circles: request.circles },
    }),
  );
  if (bytes instanceof Response) return bytes;
  // an SVG opened by itself is a document: it may use its own inline paint and nothing else
  const svgOnly: Record<string, string> = format === "svg" ? { "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'" } : {};
  return cachedPicture(c, cacheKey, bytes, TYPES[format], CACHE_CONTROL, false, { ETag: etag, ...svgOnly });
});
