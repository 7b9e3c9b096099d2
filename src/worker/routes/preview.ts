/**
 * GET /og/<id>.png?ply=N&w=W&lang=L: the position after ply N (N single moves) as a PNG, for link previews,
 * its words in language L (else the request's Accept-Language: picture-words.ts).
 * A given (game, ply, width, language) always shows the same position, so each image is rendered
 * once and then served from the cache. Widths snap to three sizes, and renders (not
 * cached answers) count against a per-client limit, since each costs 20-60 ms of CPU (docs/benchmarks.md).
 */
import { Hono } from "hono";
import { replayMoves } from "../../engine/record.ts";
import { getGame } from "../../engine/registry.ts";
import type { AnyGame } from "../../engine/types.ts";
import { findSnapshot } from "../archived-game.ts";
import { overLimit, publicOrigin, refuse, type App } from "../http.ts";
import { cachedPicture, drawPicture, varying } from "../pictures.ts";
import { pictureLanguage, pictureStatus } from "../picture-words.ts";
import { translatorFor } from "../../i18n/server.ts";
import type { GameSnapshot } from "../../contract/api.ts";
import { isGameId } from "../tokens.ts";
import { describeGame, PREVIEW, snapPreviewWidth } from "./pages.ts";

export const preview = new Hono<App>();

/**
 * The position after `ply` single moves (plies), to draw (a picture needs no history). The latest one,
 * which links show, is read from the snapshot's position text; an earlier one is
 * replayed, once per cached image.
 */
function positionAt(game: AnyGame, snapshot: GameSnapshot, ply: number): unknown {
  const latest = ply === snapshot.ply ? game.parsePosition(snapshot.position) : undefined;
  if (latest?.ok) return latest.value;
  const replay = replayMoves(game, snapshot.moves.slice(0, ply), snapshot.options);
  if (!replay.ok) throw new Error(`game ${snapshot.id} does not replay: ${replay.error.message}`);
  return replay.value.states[replay.value.states.length - 1];
}

preview.get("/og/:file", async (c) => {
  const match = /^([a-z2-9]{10})\.png$/.exec(c.req.param("file"));
  if (!match || !isGameId(match[1])) return refuse(c, 404, "not_found", "There is no game with this id.");
  const id = match[1];
  const width = snapPreviewWidth(Number.parseInt(c.req.query("w") ?? "", 10) || PREVIEW.width);
  const height = Math.round((width * PREVIEW.height) / PREVIEW.width);

  const snapshot = await findSnapshot(c.env, id);
  const game = snapshot && getGame(snapshot.variant);
  if (!snapshot || !game) return refuse(c, 404, "not_found", "There is no game with this id.");
  const asked = Number.parseInt(c.req.query("ply") ?? "", 10);
  const ply = Number.isInteger(asked) && asked >= 0 && asked <= snapshot.ply ? asked : snapshot.ply;

  // one picture per language: the key names it, whichever way it was chosen
  const { locale, byHeader } = pictureLanguage(c);
  const cacheKey = new Request(`${publicOrigin(c)}/og/${id}.png?ply=${ply}&w=${width}&lang=${locale}`);
  const cache = (caches as unknown as { default: Cache }).default;
  const cached = await cache.match(cacheKey);
  if (cached) return varying(cached, byHeader);

  // only renders count: a crawler fetching cached images is never refused
  const limited = await overLimit(c, c.env.RENDER_LIMITER);
  if (limited) return limited;
  const state = positionAt(game, snapshot, ply);
  const view = game.view(state);
  const options = {
    width,
    height,
    title: describeGame(snapshot, translatorFor(locale)).title,
    subtitle: pictureStatus(snapshot, ply, game.turn(state), locale),
    sideNames: game.sideNames,
    looks: game.glyphs,
    locale,
  };
  const png = await drawPicture(c, (renderer) => renderer.renderPreview({ view, options }));
  if (png instanceof Response) return png;
  // the same (game, ply, width) never changes, except for the game in progress, whose latest ply can
  // be taken back: a day is long enough for crawlers and short enough for that
  const fresh = ply === snapshot.ply && snapshot.status === "active";
  return cachedPicture(c, cacheKey, png, "image/png", fresh ? "public, max-age=300" : "public, max-age=86400", byHeader);
});
