/**
 * GET /api/archive/export?month=YYYY-MM&variant=&after=: a month of finished games as
 * PGN-style files of at most 1,000 games and 4 MiB each (src/worker/archive-export.ts), cached: an hour for a month that is
 * over (an imported record dated in it can still arrive), a minute for the month under way.
 */
import { Hono } from "hono";
import { parseCursor } from "../archive.ts";
import { buildExport } from "../archive-export.ts";
import { publicOrigin, refuse, type App } from "../http.ts";
import { archiveExportQuery, describeIssue } from "../inputs.ts";

export const archiveExport = new Hono<App>();

archiveExport.get("/archive/export", async (c) => {
  const parsed = archiveExportQuery.safeParse(c.req.query());
  if (!parsed.success) return refuse(c, 400, "bad_request", describeIssue(parsed.error));
  const { month, variant, after: cursor } = parsed.data;
  const after = cursor === undefined ? undefined : parseCursor(cursor);
  if (cursor !== undefined && !after) return refuse(c, 400, "bad_request", "after: this is not a cursor an export gave out.");

  const origin = publicOrigin(c);
  const name = month.text + (variant ? `-${variant}` : "");
  const query = new URLSearchParams({ month: month.text, ...(variant ? { variant } : {}), ...(cursor ? { after: cursor } : {}) });
  // one cache entry per file, whatever order or spelling the request's query came in
  const cacheKey = new Request(`${origin}/api/archive/export?${query}`);
  const cache = (caches as unknown as { default: Cache }).default;
  const cached = await cache.match(cacheKey);
  if (cached) return new Response(cached.body, cached);

  const range = { start: month.start, end: month.end, variant, after };
  const file = await buildExport(c.env.DB, range, origin);
  const headers = new Headers({
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Disposition": `attachment; filename="pigeon-post-${name}${after ? `-after-${cursor}` : ""}.pgn"`,
    "Cache-Control": `public, max-age=${month.end <= Date.now() ? 3600 : 60}`,
    "Pigeon-Post-Games": String(file.games),
  });
  if (file.next) {
    const next = new URLSearchParams(query);
    next.set("after", file.next);
    headers.set("Link", `<${origin}/api/archive/export?${next}>; rel="next"`);
  }
  const response = new Response(file.text, { headers });
  c.executionCtx.waitUntil(cache.put(cacheKey, response.clone()));
  return response;
});
