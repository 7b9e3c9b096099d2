/**
 * The API calls of correspondence play (docs/api.md): which side a seat plays, offers,
 * abort, notices, push key and recovery codes. Same client as api.ts: every refusal is
 * an `ApiError` in the server's words.
 */
import { gameAction, noticesRequest, request, type GameSnapshot } from "./api.ts";
import type { ConditionalLines, NoticeSettings, PlayerMessage, SeatNotes } from "../../src/contract/api.ts";
import type { Side } from "../../src/engine/types.ts";

export type { ConditionalLines, NoticeSettings, PlayerMessage, SeatNotes };

export type OfferKind = "draw" | "takeback" | "rematch";
export type OfferAction = "offer" | "accept" | "decline";

const path = (id: string, rest = ""): string => `/api/games/${encodeURIComponent(id)}${rest}`;
const post = (value: unknown): RequestInit => ({ method: "POST", body: JSON.stringify(value) });

/** Which side a seat token plays; 403 `wrong_token` when it is not a seat of this game. */
export async function fetchSeatSide(id: string, token: string): Promise<Side> {
  return (await request<{ side: Side }>(path(id, "/seat"), {}, token)).side;
}

export function sendOffer(id: string, token: string, kind: OfferKind, action: OfferAction): Promise<GameSnapshot> {
  return gameAction(id, `/${kind}`, { action }, token);
}

export function abortGame(id: string, token: string): Promise<GameSnapshot> {
  return gameAction(id, "/abort", {}, token);
}

export function fetchNotices(id: string, token: string): Promise<NoticeSettings> {
  return request<NoticeSettings>(path(id, "/notices"), {}, token);
}

/** Turns one kind of notice on (a target) or off (null); a field left out stays as it is. */
export function putNotices(
  id: string,
  token: string,
  change: { webhook?: string | null; push?: PushSubscriptionJSON | null },
): Promise<NoticeSettings> {
  return request<NoticeSettings>(path(id, "/notices"), noticesRequest(change), token);
}

/** The VAPID public key; 404 `not_configured` when the server has none. */
export async function fetchPushKey(): Promise<string> {
  return (await request<{ publicKey: string }>("/api/push-key")).publicKey;
}

export interface RecoveryCode {
  readonly code: string;
  readonly expiresAt: string;
}

export function createRecoveryCode(id: string, token: string): Promise<RecoveryCode> {
  return request<RecoveryCode>(path(id, "/recovery"), post({}), token);
}

export interface RecoveredSeat {
  readonly id: string;
  readonly side: Side;
  readonly token: string;
  readonly url: string;
}

/** Trades a recovery code for a new token of the same seat; 404 for an unknown, used or expired code. */
export function recoverSeat(code: string): Promise<RecoveredSeat> {
  return request<RecoveredSeat>("/api/recover", post({ code }));
}

/** Sends a message to the opponent; the server refuses empty, long or too frequent ones. */
export async function sendMessage(id: string, token: string, text: string): Promise<PlayerMessage> {
  return (await request<{ message: PlayerMessage }>(path(id, "/messages"), post({ text }), token)).message;
}

export async function fetchConditionalLines(id: string, token: string): Promise<ConditionalLines> {
  return request<ConditionalLines>(path(id, "/conditional"), {}, token);
}

/** Replaces this seat's conditional lines (an empty list cancels them); `ply` is the game's ply they were built at. */
export function putConditionalLines(id: string, token: string, ply: number, lines: ConditionalLines["lines"]): Promise<ConditionalLines> {
  return request<ConditionalLines>(path(id, "/conditional"), { method: "PUT", body: JSON.stringify({ ply, lines }) }, token);
}

/** This seat's private notes ("" when none). */
export function fetchNotes(id: string, token: string): Promise<SeatNotes> {
  return request<SeatNotes>(path(id, "/notes"), {}, token);
}

/** Replaces this seat's notes; `keepalive` lets the request finish after the page is gone. */
export function putNotes(id: string, token: string, text: string, keepalive = false): Promise<SeatNotes> {
  return request<SeatNotes>(path(id, "/notes"), { method: "PUT", body: JSON.stringify({ text }), keepalive }, token);
}
