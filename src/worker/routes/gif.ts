/**
 * GET /gif/<id>.gif?from=&to=&delay=&flip=1&theme=dark&lang=: an animated GIF of a game, one
 * frame a ply from the position after ply `from` to the one after ply `to`, each with
 * its move written and its cells marked, the last frame held longer, its words in the
 * language `lang` names (else the request's Accept-Language). Like the link
 * previews, each GIF is rendered once per game state and then served from the cache: one
 * entry for every delay, since a GIF that differs only in timing is the cached one with
 * its delays rewritten (gif-timing.ts). Renders count against the client's budget in
 * frames (gif-budget.ts): a GIF's CPU grows with its frames, 10-16 ms each.
 */
import { Hono } from "hono";
import * as z from "zod/mini";
import { movePathFrom } from "../../engine/move-path.ts";
import { plyLabel } from "../../engine/move-words.ts";
import { replayMoves } from "../../engine/record.ts";
import { getGame } from "../../engine/registry.ts";
import { findSnapshot } from "../archived-game.ts";
import { describeIssue } from "../inputs.ts";
import { clientKey, publicOrigin, refuse, respond, type App } from "../http.ts";
import { MAX_GIF_FRAMES, type GifFrame } from "../../pictures/rpc.ts";
import { cachedPicture, drawPicture, varying } from "../pictures.ts";
import { gifCaption, pictureLanguage } from "../picture-words.ts";
import { translatorFor } from "../../i18n/server.ts";
import { spendGifFrames } from "../gif-budget.ts";
import { retimeGif } from "../gif-timing.ts";
import { isGameId } from "../tokens.ts";
import { describeGame } from "./pages.ts";
import { counted } from "../../engine/plural.ts";

export const gif = new Hono<App>();

/** Frame size: a board-sized picture keeps a long game's CPU bounded (a 1200x630 frame costs four times as much). */
export const GIF_SIZE = { width: 480, height: 440 } as const;

const ply = z.coerce.number().check(z.int(), z.minimum(0));

/** The query; `from` and `to` are checked against the game once it is read. */
export const gifQuery = z.strictObject({
  from: z.optional(ply),
  to: z.optional(ply),
  /** Milliseconds a frame shows: GIF counts in hundredths, and browsers slow anything under 20 ms down. */
  delay: z._default(z.coerce.number().check(z.int(), z.minimum(100), z.maximum(10_000)), 1000),
  flip: z._default(z.enum(["0", "1"]), "0"),
  theme: z._default(z.enum(["light", "dark"]), "light"),
  /** The language of the GIF's words; one we do not have falls back to Accept-Language, as on the pages. */
  lang: z.optional(z.string()),
});

/** FNV-1a of the moves shown: a takeback and a different move at the same ply make a new GIF. */
function movesKey(moves: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const char of moves.join(" ")) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

gif.get("/gif/:file", async (c) => {
  const match = /^([a-z2-9]{10})\.gif$/.exec(c.req.param("file"));
  if (!match || !isGameId(match[1])) return refuse(c, 404, "not_found", "There is no game with this id.");
  const id = match[1];
  const parsed = gifQuery.safeParse(c.req.query());
  if (!parsed.success) return refuse(c, 400, "bad_request", describeIssue(parsed.error));
  const query = parsed.data;

  const snapshot = await findSnapshot(c.env, id);
  const game = snapshot && getGame(snapshot.variant);
  if (!snapshot || !game) return refuse(c, 404, "not_found", "There is no game with this id.");
  const to = query.to ?? snapshot.ply;
  // without `from`, the last MAX_GIF_FRAMES positions: a very long game still has a GIF
  const from = query.from ?? Math.max(0, to - (MAX_GIF_FRAMES - 1));
  if (to > snapshot.ply) return refuse(c, 400, "bad_request", `to: the game has ${counted(snapshot.ply, "ply", "plies")}.`);
  if (from > to) return refuse(c, 400, "bad_request", "from: must be at most to.");
  if (to - from + 1 > MAX_GIF_FRAMES) return refuse(c, 400, "bad_request", `A GIF has at most ${MAX_GIF_FRAMES} frames (plies from to to).`);

  const moves = snapshot.moves.slice(0, to);
  // no delay in the key: every timing of these frames is one entry, retimed as it is served
  const { locale, byHeader } = pictureLanguage(c);
  const cacheKey = new Request(`${publicOrigin(c)}/gif/${id}.gif?from=${from}&to=${to}&flip=${query.flip}&theme=${query.theme}&lang=${locale}&moves=${movesKey(moves)}`);
  const cache = (caches as unknown as { default: Cache }).default;
  const cached = await cache.match(cacheKey);
  if (cached) return varying(new Response(retimeGif(new Uint8Array(await cached.arrayBuffer()), query.delay), { headers: cached.headers }), byHeader);

  // only renders count, by their frames: a GIF from the cache, at any delay, is never refused
  const spent = await spendGifFrames(c.env, clientKey(c), to - from + 1);
  if (!spent.ok) return respond(c, spent);
  const replay = replayMoves(game, moves, snapshot.options);
  if (!replay.ok) throw new Error(`game ${snapshot.id} does not replay: ${replay.error.message}`);
  const { states, sides } = replay.value;
  const frames: GifFrame[] = [];
  for (let k = from; k <= to; k++) {
    // the last position of a finished game says how it ended
    const caption = gifCaption(snapshot, k, k === 0 ? "" : plyLabel(k, sides, moves));
    frames.push({ view: game.view(states[k]), caption, marks: k === 0 ? [] : movePathFrom(game, states[k - 1], moves[k - 1]) });
  }
  const options = {
    ...GIF_SIZE,
    delay: query.delay,
    flip: query.flip === "1",
    theme: query.theme,
    title: describeGame(snapshot, translatorFor(locale)).title,
    sideNames: game.sideNames,
    looks: game.glyphs,
    locale,
  };
  const bytes = await drawPicture(c, (renderer) => renderer.renderGif({ frames, options }));
  if (bytes instanceof Response) return bytes;
  // as the previews: a GIF up to the latest ply of a game in progress can be taken back
  const fresh = to === snapshot.ply && snapshot.status === "active";
  return cachedPicture(c, cacheKey, bytes, "image/gif", fresh ? "public, max-age=300" : "public, max-age=86400", byHeader);
});
