/**
 * The Worker: the HTTP API of docs/api.md in front of one GameRoom Durable Object per
 * game and the D1 archive, plus the pages it serves itself. Handlers are inline and
 * short, split by area with app.route; the Durable Object decides everything about a
 * live game.
 */
import { Hono } from "hono";
import { RegExpRouter } from "hono/router/reg-exp-router";
import { ArchiveUnavailable } from "./archive.ts";
import { errorBody } from "./errors.ts";
import { ComputerLedger } from "./computer-ledger.ts";
import { GameRoom } from "./game-room.ts";
import { GifLedger } from "./gif-ledger.ts";
import { League } from "./league/league.ts";
import { bodyLimitFor } from "./body-limits.ts";
import { overLimit, refuse, type App } from "./http.ts";
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
