/**
 * The room's live sockets (hibernation API): what each socket is (kept with it through
 * hibernation), who is online, and sending to all of them or to the seats alone.
 */
import type { BySide, Side } from "../engine/types.ts";
import type { GameSnapshot, SocketMessage } from "../contract/api.ts";
import { socketObject } from "./socket-message.ts";

/** What a socket is, kept with it through hibernation. */
export interface SocketAttachment {
  readonly side: Side | null;
  /** The socket has said hello (whether or not its token was a seat): later hellos are ignored. */
  readonly greeted?: boolean;
}

/** The seat token of a socket's `{ type: "hello", token }`, or undefined for anything else (a browser is trusted with nothing). */
export function helloToken(message: string | ArrayBuffer): string | undefined {
  const parsed = socketObject(message, 200);
  if (parsed?.type !== "hello") return undefined;
  return typeof parsed.token === "string" ? parsed.token : undefined;
}

export function attachmentOf(ws: WebSocket): SocketAttachment | null {
  return ws.deserializeAttachment() as SocketAttachment | null;
}

/** Which seats have a socket open, leaving out `closing`. */
export function presenceOf(sockets: readonly WebSocket[], closing?: WebSocket): BySide<boolean> {
  const online = { white: false, black: false };
  for (const ws of sockets) {
    if (ws === closing) continue;
    const side = attachmentOf(ws)?.side;
    if (side) online[side] = true;
  }
  return online;
}

/** Sends `message` to every socket, or only to the seats' (what watchers must not see). */
export function sendTo(sockets: readonly WebSocket[], message: SocketMessage, seatsOnly = false): void {
  // most moves are played with no page open: nothing to serialise then
  if (sockets.length === 0) return;
  const text = JSON.stringify(message);
  for (const ws of sockets) {
    if (seatsOnly && !attachmentOf(ws)?.side) continue;
    try {
      ws.send(text);
    } catch {
      // a socket that is closing will be cleaned up by its close event
    }
  }
}

/**
 * Answers a socket request to the room holding `game` (undefined: none): a new watcher's
 * socket, accepted for hibernation (the object may sleep while it stays open), that
 * gets the whole game first. A hello later says if it is a seat's.
 */
export function acceptSocket(ctx: DurableObjectState, request: Request, game: GameSnapshot | undefined): Response {
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
    return Response.json({ error: { code: "bad_request", message: "Expected a WebSocket upgrade." } }, { status: 426 });
  }
  if (!game) return Response.json({ error: { code: "not_found", message: "There is no game with this id." } }, { status: 404 });
  const { 0: client, 1: server } = new WebSocketPair();
  ctx.acceptWebSocket(server);
  server.serializeAttachment({ side: null } satisfies SocketAttachment);
  server.send(JSON.stringify({ type: "state", game } satisfies SocketMessage));
  return new Response(null, { status: 101, webSocket: client });
}

/** Answers a client's close (the socket may already be closed: nothing to do then). */
export function closeQuietly(ws: WebSocket, code: number, reason: string): void {
  try {
    ws.close(code, reason);
  } catch {
    // already closed
  }
}
