/**
 * The Worker: the HTTP API of docs/api.md in front of one GameRoom Durable Object per
 * game and the D1 archive, plus the pages it serves itself. Handlers are inline and
 * short, split by area with app.route; the Durable Object decides everything about a
 * live game.
 */
import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { RegExpRouter } from "hono/router/reg-exp-router";
import { ArchiveUnavailable } from "./archive.ts";
import { errorBody } from "./errors.ts";
import { ComputerLedger } from "./computer-ledger.ts";
import { GameRoom } from "./game-room.ts";
import { GifLedger } from "./gif-ledger.ts";
import { League } from "./league/league.ts";
import { overLimit, refuse, type App, type AppContext } from "./http.ts";
import { archive } from "./routes/archive.ts";
import { archiveExport } from "./routes/archive-export.ts";
import { games } from "./routes/games.ts";
import { leaguePages } from "./routes/league-pages.ts";
import { studyPages } from "./routes/study-pages.ts";
import { leagues } from "./routes/leagues.ts";
import { pages } from "./routes/pages.ts";
import { players } from "./routes/players.ts";
import { preview } from "./routes/preview.ts";
import { recordKey } from "./routes/record-key.ts";
import { gif } from "./routes/gif.ts";
import { diagram } from "./routes/diagram.ts";
import { studies } from "./routes/studies.ts";
import { Study } from "./study/study.ts";
import { Pocket } from "./pocket/pocket.ts";
import { PocketLedger } from "./pocket/ledger.ts";
import { pockets } from "./routes/pockets.ts";
import { Ratings } from "./ratings/ratings.ts";

export { ComputerLedger, GameRoom, GifLedger, League, Pocket, PocketLedger, Ratings, Study };

const tooLarge = (c: AppContext) => refuse(c, 413, "too_large", "The request body is too large.");

/**
 * A body limit that reads a declared length first. Hono's bodyLimit judges the same
 * requests alike, but reads the body's stream and three headers to get there (2-5% of a
 * move's JavaScript, issue 34): a request that cannot carry a body goes on, one that
 * declares its length without a transfer coding is judged by it, and only the rest, a
 * streamed body, goes through Hono's count of the bytes.
 */
function limitBody(maxSize: number): MiddlewareHandler<App> {
  const counted = bodyLimit({ maxSize, onError: tooLarge });
  return (c, next) => {
    const request = c.req.raw;
    if (request.method === "GET" || request.method === "HEAD") return next();
    const length = request.headers.get("content-length");
    if (length === null || request.headers.has("transfer-encoding")) return counted(c, next);
    return parseInt(length, 10) > maxSize ? Promise.resolve(tooLarge(c)) : next();
  };
}

// Records can be long; everything else is a few hundred bytes.
const recordBodyLimit = limitBody(256 * 1024);
const apiBodyLimit = limitBody(16 * 1024);
// a study's chapter or import carries a record of up to 256 KiB as a JSON string, whose escapes (newlines, quotes) lengthen it
const studyRecordBodyLimit = limitBody(512 * 1024);
const STUDY_RECORD_PATHS = /^\/api\/studies\/(?:import|[^/]+\/chapters)$/;
// a pocket's batch of up to 100 sealed entries of up to 4,096 characters each
const POCKET_BATCH_PATH = /^\/api\/pockets\/[^/]+\/entries$/;

/**
 * The body limit of an API path. Most requests are moves: a prefix is compared before a
 * regular expression runs, so a game's path runs none (the two tests were 1-2% of a
 * move's JavaScript, issue 34).
 */
function bodyLimitFor(path: string): typeof apiBodyLimit {
  if (path === "/api/import") return recordBodyLimit;
  const longRecord = path.startsWith("/api/studies/") ? STUDY_RECORD_PATHS.test(path) : path.startsWith("/api/pockets/") && POCKET_BATCH_PATH.test(path);
  return longRecord ? studyRecordBodyLimit : apiBodyLimit;
}

// Every write counts against the client's budget; reads (GET, HEAD, OPTIONS) and sockets are not limited here.
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * What every answer goes through, on both apps below: the headers, the body limits, the
 * write budget, the reads' CORS header, and the JSON of an unknown address or a bug.
 */
function withSharedLayers(app: Hono<App>): Hono<App> {
  // Every answer of the Worker, API and pages alike: no content sniffing, no referrer.
  app.use("*", async (c, next) => {
    await next();
    if (c.res.status === 101) return; // a socket's upgrade answer has no headers to set
    // Answers from the cache or the assets have immutable headers and are copied first;
    // the API's own answers are set in place (a copy per request showed in the CPU budget).
    try {
      c.res.headers.set("X-Content-Type-Options", "nosniff");
    } catch {
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("X-Content-Type-Options", "nosniff");
    }
    c.res.headers.set("Referrer-Policy", "no-referrer");
  });

  app.use("/api/*", (c, next) => bodyLimitFor(c.req.path)(c, next));

  app.use("/api/*", async (c, next) => {
    if (WRITES.has(c.req.method)) {
      const limited = await overLimit(c, c.env.WRITE_LIMITER);
      if (limited) return limited;
    }
    await next();
  });

  // Reads are public and carry no credentials: the embed viewer, which runs in a sandboxed
  // iframe with an opaque origin, must be able to fetch them.
  app.use("/api/*", async (c, next) => {
    await next();
    if (c.req.method === "GET" && c.res.status !== 101) c.res.headers.set("Access-Control-Allow-Origin", "*");
  });

  app.notFound((c) => refuse(c, 404, "not_found", "There is nothing at this address."));
  // Only a bug, or the archive failing, reaches here: user input is refused before it can throw.
  app.onError((error, c) => {
    if (error instanceof ArchiveUnavailable) {
      console.error(error.message);
      c.header("Retry-After", "60");
      return refuse(c, 503, "unavailable", "The archive of finished games cannot be reached right now; live games are not affected. Try again in a minute.");
    }
    console.error("unhandled error", error);
    return c.json(errorBody({ status: 500, code: "internal", message: "Something went wrong on our side; the game is unchanged." }), 500);
  });
  return app;
}

/**
 * Every route of the service, and the one that answers any address outside /api/games.
 * Hono's default router tries its RegExpRouter and falls back to the slower TrieRouter
 * here: the RegExpRouter cannot hold a literal segment beside a parameter at the same
 * place (/og/study/:file beside /og/:file, /embed/study/:id beside /embed/:id,
 * /api/studies/import beside /api/studies/:id), and those addresses are the contract.
 */
export const app = withSharedLayers(new Hono<App>());
app.route("/api", games);
app.route("/api", archive);
app.route("/api", leagues);
app.route("/api", studies);
app.route("/api", pockets);
app.route("/api", players);
app.route("/", studyPages(app));
app.route("/", leaguePages(app));
app.route("/api", archiveExport);
app.route("/", pages);
app.route("/", preview);
app.route("/", recordKey);
app.route("/", gif);
app.route("/", diagram);

/**
 * The game routes alone (a move is the service's busiest request), with the same layers,
 * on the RegExpRouter: one regular expression per method, built once (the TrieRouter
 * walked every segment of every request: 13% of a move's JavaScript, issue 34). Built
 * with it explicitly, so that a game route it cannot hold fails at start, not falls back.
 * No other route of `app` matches an address under /api/games (test/worker/router.test.ts).
 */
export const gameApi = withSharedLayers(new Hono<App>({ router: new RegExpRouter() }));
gameApi.route("/api", games);

const GAME_PATHS = "/api/games";

/** Whether the request's path starts with /api/games, read from the URL as Hono's getPath reads it. */
export function isGamePath(url: string): boolean {
  return url.startsWith(GAME_PATHS, url.indexOf("/", url.indexOf(":") + 4));
}

export default {
  fetch: (request: Request, env: Env, ctx: ExecutionContext) => (isGamePath(request.url) ? gameApi : app).fetch(request, env, ctx),
} satisfies ExportedHandler<Env>;
