/**
 * The Worker: the HTTP API of docs/api.md in front of one GameRoom Durable Object per
 * game, and the D1 archive. Handlers are inline and short; the Durable Object decides
 * everything about a live game.
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import { listGames, getGame } from "../engine/registry.ts";
import { resolveOptions } from "../engine/options.ts";
import { SIDES, type Side } from "../engine/types.ts";
import { listArchive, parseCursor } from "./archive.ts";
import { errorBody, type ApiError, type ApiStatus, type Outcome } from "./errors.ts";
import { GameRoom } from "./game-room.ts";
import { archiveQuery, createGameInput, describeIssue, emptyInput, moveInput, noticesInput, offerInput } from "./inputs.ts";
import type { CreatedGame } from "./snapshot.ts";
import { hashToken, isGameId, newGameId, newSeatToken } from "./tokens.ts";

export { GameRoom };

type App = { Bindings: Env };
const app = new Hono<App>();

function refuse(c: Context<App>, status: ApiStatus, code: string, message: string): Response {
  return c.json(errorBody({ status, code, message }), status);
}

function respond<T>(c: Context<App>, outcome: Outcome<T>, status: 200 | 201 = 200): Response {
  if (!outcome.ok) return c.json(errorBody(outcome.error), outcome.error.status);
  return c.json(outcome.value as object, status);
}

/** Parses a JSON body against a schema; a refusal Response when it does not fit. */
async function readBody<S extends z.ZodType>(c: Context<App>, schema: S): Promise<z.infer<S> | Response> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    return refuse(c, 400, "bad_request", "The request body is not valid JSON.");
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : refuse(c, 400, "bad_request", describeIssue(parsed.error));
}

function room(env: Env, id: string): DurableObjectStub<GameRoom> {
  const namespace = env.GAME_ROOM as DurableObjectNamespace<GameRoom>;
  return namespace.get(namespace.idFromName(id));
}

/** The seat token from `Authorization: Bearer <token>`, or a refusal. */
function bearer(c: Context<App>): string | Response {
  const header = c.req.header("Authorization");
  if (!header) return refuse(c, 401, "missing_token", "This action needs your seat link's token.");
  const match = /^Bearer ([A-Za-z0-9_-]{43})$/.exec(header.trim());
  if (!match) return refuse(c, 403, "wrong_token", "This link is not a seat of this game.");
  return match[1];
}

app.use(
  "/api/*",
  bodyLimit({
    maxSize: 16 * 1024,
    onError: (c) => c.json(errorBody({ status: 400, code: "bad_request", message: "The request body is too large." }), 413),
  }),
);

// Every write counts against the client's budget; reads and sockets are not limited here.
app.use("/api/*", async (c, next) => {
  if (c.req.method !== "GET") {
    const key = c.req.header("CF-Connecting-IP") ?? "unknown";
    const { success } = await c.env.WRITE_LIMITER.limit({ key });
    if (!success) return refuse(c, 429, "rate_limited", "Too many requests; wait a minute and try again.");
  }
  await next();
});

// Unknown ids never reach a Durable Object (which would otherwise be created for them).
app.use("/api/games/:id/*", async (c, next) => {
  if (!isGameId(c.req.param("id"))) return refuse(c, 404, "not_found", "There is no game with this id.");
  await next();
});
app.use("/api/games/:id", async (c, next) => {
  if (!isGameId(c.req.param("id"))) return refuse(c, 404, "not_found", "There is no game with this id.");
  await next();
});

app.get("/api/variants", (c) =>
  c.json({
    variants: listGames().map((game) => ({
      id: game.id,
      name: game.name,
      summary: game.summary,
      sides: game.sideNames,
      options: game.options,
    })),
  }),
);

app.post("/api/games", async (c) => {
  const input = await readBody(c, createGameInput);
  if (input instanceof Response) return input;
  const game = getGame(input.variant);
  if (!game) return refuse(c, 400, "bad_request", `Unknown game "${input.variant}".`);
  const options = resolveOptions(game, input.options);
  if (!options.ok) return refuse(c, 400, "bad_request", options.error.message);

  const id = newGameId();
  const tokens = { white: newSeatToken(), black: newSeatToken() };
  const created = await room(c.env, id).create({
    id,
    variant: game.id,
    options: options.value,
    names: { white: input.names.white || "Anonymous", black: input.names.black || "Anonymous" },
    tokenHashes: { white: await hashToken(tokens.white), black: await hashToken(tokens.black) },
    daysPerMove: input.timeControl?.daysPerMove ?? null,
    origin: new URL(c.req.url).origin,
  });
  if (!created.ok) return respond(c, created);
  const creatorSide: Side =
    input.side === "random" ? SIDES[crypto.getRandomValues(new Uint8Array(1))[0] & 1] : input.side;
  const body: CreatedGame = {
    id,
    variant: game.id,
    creatorSide,
    seats: {
      white: { token: tokens.white, url: `/g/${id}#seat=${tokens.white}` },
      black: { token: tokens.black, url: `/g/${id}#seat=${tokens.black}` },
    },
    watchUrl: `/g/${id}`,
  };
  return c.json(body, 201);
});

app.get("/api/games/:id", async (c) => respond(c, await room(c.env, c.req.param("id")).snapshot()));

app.post("/api/games/:id/moves", async (c) => {
  const token = bearer(c);
  if (token instanceof Response) return token;
  const input = await readBody(c, moveInput);
  if (input instanceof Response) return input;
  return respond(c, await room(c.env, c.req.param("id")).move(token, input.move, input.ply));
});

app.post("/api/games/:id/resign", async (c) => {
  const token = bearer(c);
  if (token instanceof Response) return token;
  const input = await readBody(c, emptyInput);
  if (input instanceof Response) return input;
  return respond(c, await room(c.env, c.req.param("id")).resign(token));
});

app.post("/api/games/:id/abort", async (c) => {
  const token = bearer(c);
  if (token instanceof Response) return token;
  const input = await readBody(c, emptyInput);
  if (input instanceof Response) return input;
  return respond(c, await room(c.env, c.req.param("id")).abort(token));
});

for (const kind of ["draw", "takeback", "rematch"] as const) {
  app.post(`/api/games/:id/${kind}`, async (c) => {
    const token = bearer(c);
    if (token instanceof Response) return token;
    const input = await readBody(c, offerInput);
    if (input instanceof Response) return input;
    return respond(c, await room(c.env, c.req.param("id")).offer(token, kind, input.action));
  });
}

app.get("/api/games/:id/notices", async (c) => {
  const token = bearer(c);
  if (token instanceof Response) return token;
  return respond(c, await room(c.env, c.req.param("id")).notices(token));
});

app.put("/api/games/:id/notices", async (c) => {
  const token = bearer(c);
  if (token instanceof Response) return token;
  const input = await readBody(c, noticesInput);
  if (input instanceof Response) return input;
  return respond(c, await room(c.env, c.req.param("id")).setNotices(token, input));
});

/** The VAPID public key browsers need to subscribe to push. */
app.get("/api/push-key", (c) =>
  c.env.VAPID_PUBLIC_KEY
    ? c.json({ publicKey: c.env.VAPID_PUBLIC_KEY })
    : refuse(c, 404, "not_configured", "Push notifications are not set up on this server."),
);

app.get("/api/games/:id/record", async (c) => {
  const id = c.req.param("id");
  const record = await room(c.env, id).record(new URL(c.req.url).origin);
  if (!record.ok) return respond(c, record);
  return c.text(record.value, 200, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Disposition": `attachment; filename="pigeon-post-${id}.pgn"`,
  });
});

app.get("/api/games/:id/socket", async (c) => {
  if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
    return refuse(c, 400, "bad_request", "This endpoint is a WebSocket; connect with an Upgrade request.");
  }
  return room(c.env, c.req.param("id")).fetch(c.req.raw);
});

app.get("/api/archive", async (c) => {
  const parsed = archiveQuery.safeParse(c.req.query());
  if (!parsed.success) return refuse(c, 400, "bad_request", describeIssue(parsed.error));
  if (parsed.data.cursor !== undefined && !parseCursor(parsed.data.cursor)) {
    return refuse(c, 400, "bad_request", "cursor: this is not a cursor the archive gave out.");
  }
  return c.json(await listArchive(c.env.DB, parsed.data));
});

app.notFound((c) => refuse(c, 404, "not_found", "There is nothing at this address."));

// Only a bug reaches here: user input is refused before it can throw.
app.onError((error, c) => {
  console.error("unhandled error", error);
  const body: ApiError = { status: 500, code: "internal", message: "Something went wrong on our side; the game is unchanged." };
  return c.json(errorBody(body), 500);
});

export default app;
