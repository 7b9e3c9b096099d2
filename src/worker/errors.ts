/**
 * The API's error model (DESIGN.md): every refusal is JSON
 * `{ error: { code, message } }` with a status that says what kind of refusal it is.
 */
import type { RuleError } from "../engine/types.ts";

// 501 only for oEmbed, whose spec asks for it when a format or size cannot be served;
// 503 when the archive (D1) cannot be read; 410 for a pocket closed by "Start a new pocket".
export type ApiStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 500 | 501 | 503;

export interface ApiError {
  readonly status: ApiStatus;
  readonly code: string;
  readonly message: string;
  /** Seconds after which a refused client may try again: sent as Retry-After (429s). */
  readonly retryAfter?: number;
}

/** What a Durable Object method hands back to the Worker: a value or a refusal. */
export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ApiError };

/**
 * An Outcome as the client will read it: a value already in its JSON text, made by the
 * Durable Object that holds it, so that the Worker passes the text on as it came (a move's
 * update crossed the call as an object, cloned field by field, and was serialised again in
 * the Worker: issue 34). A refusal stays an ApiError: the Worker sets its status from it.
 */
export type JsonOutcome<T> = { readonly ok: true; readonly json: JsonText<T> } | { readonly ok: false; readonly error: ApiError };

/** The JSON text of a value of type T (the type says what a client parses from it). */
export type JsonText<T> = string & { readonly __jsonOf?: T };

/** An Outcome with its value serialised, once, where it was made (http.ts `respond` sends the text). */
export function asJson<T>(outcome: Outcome<T>): JsonOutcome<T> {
  return outcome.ok ? { ok: true, json: JSON.stringify(outcome.value) } : outcome;
}

export function apiError(status: ApiStatus, code: string, message: string): { ok: false; error: ApiError } {
  return { ok: false, error: { status, code, message } };
}

/** A 429 for a client over one of its budgets, saying when to try again. */
export function rateLimited(message: string, retryAfter: number): { ok: false; error: ApiError } {
  return { ok: false, error: { status: 429, code: "rate_limited", message, retryAfter } };
}

/** An engine refusal as an API refusal: rule breaks are 422, a finished game is 409. */
export function fromRuleError(error: RuleError): { ok: false; error: ApiError } {
  if (error.code === "game_over") return apiError(409, "game_over", error.message);
  if (error.code === "bad_options") return apiError(400, "bad_request", error.message);
  return apiError(422, error.code, error.message);
}

export function errorBody(error: ApiError): { error: { code: string; message: string } } {
  return { error: { code: error.code, message: error.message } };
}
