/**
 * A study's live sockets (hibernation API; docs/api.md "Studies"): every socket gets the
 * study first and each accepted edit after; a socket that says hello with the editor's
 * token is an editor's, and only an editor's `at` (where its board is) is passed on to
 * the others, for "Follow the editor". A browser is trusted with nothing else.
 */
import type { StudySocketMessage, StudySocketRequest, StudyView } from "../../contract/study.ts";
import { socketObject } from "../socket-message.ts";

/** What a socket is, kept with it through hibernation. */
export interface StudySocketAttachment {
  readonly editor: boolean;
}

/** Longer messages are not read: a hello is about 70 characters, an `at` about 60. */
export const MAX_SOCKET_MESSAGE = 300;

/** The chapter ids' form (tokens.ts newChapterId). */
const CHAPTER_ID = /^[a-km-np-z2-9]{8}$/;

/** A socket's request, or undefined for anything else (too long, not JSON, not one of the two). */
export function readSocketRequest(message: string | ArrayBuffer): StudySocketRequest | undefined {
  const parsed = socketObject(message, MAX_SOCKET_MESSAGE);
  if (!parsed) return undefined;
  const { type, token, chapter, node } = parsed;
  if (type === "hello" && typeof token === "string") return { type, token };
  if (type === "at" && typeof chapter === "string" && CHAPTER_ID.test(chapter) && Number.isSafeInteger(node) && (node as number) >= 0) return { type, chapter, node: node as number };
  return undefined;
}

export function isEditorSocket(ws: WebSocket): boolean {
  return (ws.deserializeAttachment() as StudySocketAttachment | null)?.editor === true;
}

/** Sends `message` to every socket but `except`. */
export function sendAll(sockets: readonly WebSocket[], message: StudySocketMessage, except?: WebSocket): void {
  const text = JSON.stringify(message);
  for (const ws of sockets) {
    if (ws === except) continue;
    try {
      ws.send(text);
    } catch {
      // a socket that is closing is cleaned up by its close event
    }
  }
}

/** Accepts an upgrade for hibernation: the study first, then where the editor last was. */
export function acceptStudySocket(ctx: DurableObjectState, study: StudyView, place: { chapter: string; node: number } | undefined): Response {
  const { 0: client, 1: server } = new WebSocketPair();
  ctx.acceptWebSocket(server);
  server.serializeAttachment({ editor: false } satisfies StudySocketAttachment);
  server.send(JSON.stringify({ type: "study", study } satisfies StudySocketMessage));
  if (place) server.send(JSON.stringify({ type: "at", ...place } satisfies StudySocketMessage));
  return new Response(null, { status: 101, webSocket: client });
}
