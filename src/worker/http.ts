/** Small helpers every route shares: refusals in the API's error shape, bodies, seats. */
import type { Context } from "hono";
import type * as z from "zod/mini";
import { errorBody, type ApiStatus, type JsonOutcome, type Outcome } from "./errors.ts";
import type { GameRoom } from "./game-room.ts";
import { describeIssue } from "./inputs.ts";

export type App = { Bindings: Env };
export type AppContext = Context<App>;

export function refuse(c: AppContext, status: ApiStatus, code: string, message: string): Response {
  return c.json(errorBody({ status, code, message }), status);
}

/** The content type of every JSON answer, as Hono's `c.json` sets it. */
const JSON_TYPE = { "Content-Type": "application/json" } as const;

/**
 * An outcome as the answer: a refusal in the API's error shape, with Retry-After when it
 * says when to try again; a value as JSON, sent as it came when the object already wrote
 * its text (a JsonOutcome), with the same status and headers as `c.json` gives.
 */
export function respond<T>(c: AppContext, outcome: Outcome<T> | JsonOutcome<T>, status: 200 | 201 = 200): Response {
  if (!outcome.ok) {
    if (outcome.error.retryAfter !== undefined) c.header("Retry-After", String(outcome.error.retryAfter));
    return c.json(errorBody(outcome.error), outcome.error.status);
  }
  return "json" in outcome ? c.body(outcome.json, status, JSON_TYPE) : c.json(outcome.value as object, status);
}

/**
 * The site's own origin, for every absolute link the Worker writes (oEmbed, preview
 * images, records, notices): the PUBLIC_ORIGIN var of wrangler.toml, never the request's
 * Host header. Only where it is empty (development: .dev.vars, written by `npm run dev`)
 * does the request's origin stand in.
 */
export function publicOrigin(c: AppContext): string {
  return c.env.PUBLIC_ORIGIN || new URL(c.req.url).origin;
}

/** The period of every rate limit in wrangler.toml, in seconds: a refused client may try again after it. */
export const LIMIT_PERIOD_SECONDS = 60;

/**
 * The key this client's budgets are kept under (its address), or null when limits are
 * off: the browser tests' own server turns them off (RATE_LIMIT=off).
 */
export function clientKey(c: AppContext): string | null {
  return c.env.RATE_LIMIT === "off" ? null : (c.req.header("CF-Connecting-IP") ?? "unknown");
}

/** A 429 with Retry-After when this client is over `limiter`'s budget, or undefined to go on. */
export async function overLimit(c: AppContext, limiter: RateLimit): Promise<Response | undefined> {
  const key = clientKey(c);
  if (key === null) return undefined;
  const { success } = await limiter.limit({ key });
  if (success) return undefined;
  c.header("Retry-After", String(LIMIT_PERIOD_SECONDS));
  return refuse(c, 429, "rate_limited", "Too many requests; wait a minute and try again.");
}

/** Parses a JSON body against a schema; a refusal Response when it does not fit. */
export async function readBody<S extends z.ZodMiniType>(c: AppContext, schema: S): Promise<z.infer<S> | Response> {
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

/** The GameRoom of the request's `:id` (routes check the id's form before handlers run). */
export function gameRoom(c: AppContext): DurableObjectStub<GameRoom> {
  return room(c.env, c.req.param("id") ?? "");
}

export function room(env: Env, id: string): DurableObjectStub<GameRoom> {
  const namespace = env.GAME_ROOM as DurableObjectNamespace<GameRoom>;
  return namespace.get(namespace.idFromName(id));
}

/**
 * The token from `Authorization: Bearer <token>`, or a refusal: a game's seat, a league
 * player's or its organizer's (every route reads it here). The scheme is case-blind, as
 * HTTP says (RFC 9110 section 11.1: `bearer` and `BEARER` are `Bearer`), and may be
 * followed by more than one space; the token itself is exact.
 */
export function bearer(c: AppContext): string | Response {
  const header = c.req.header("Authorization");
  if (!header) return refuse(c, 401, "missing_token", "This action needs your seat link's token.");
  const match = /^bearer +([A-Za-z0-9_-]{43})$/i.exec(header.trim());
  if (!match) return refuse(c, 403, "wrong_token", "This link is not a seat of this game.");
  return match[1];
}

/**
 * A seat action's handler: the bearer token and a body that fits `schema` are checked
 * here, in that order, and `act`'s outcome becomes the answer.
 */
export function seatAction<S extends z.ZodMiniType, T>(
  schema: S,
  act: (c: AppContext, token: string, input: z.infer<S>) => Promise<Outcome<T> | JsonOutcome<T>>,
  status: 200 | 201 = 200,
): (c: AppContext) => Promise<Response> {
  return async (c) => {
    const token = bearer(c);
    if (token instanceof Response) return token;
    const input = await readBody(c, schema);
    if (input instanceof Response) return input;
    return respond(c, await act(c, token, input), status);
  };
}
