/**
 * A pocket's live sockets (hibernation API; docs/api.md "Pockets"): a socket hears
 * nothing until it says `{ type: "hello", auth, device }` with the pocket's
 * authentication value and a device of the pocket; then the version after each change,
 * a device removed, and the pocket closed. What a change was is never sent: a device
 * asks for the entries since its version, with its credentials.
 */
import type { PocketSocketMessage } from "../../contract/pocket.ts";
import { DEVICE_ID, POCKET_AUTH } from "../pocket-inputs.ts";
import { socketObject } from "../socket-message.ts";

/** What a socket is, kept with it through hibernation: the device it spoke for, once its hello was accepted. */
export interface PocketSocketAttachment {
  readonly device: string | null;
}

/** Longer messages are not read: a hello is about 110 characters. */
export const MAX_POCKET_SOCKET_MESSAGE = 300;

/** A socket's hello, or undefined for anything else (too long, not JSON, not a hello of the right form). */
export function readPocketHello(message: string | ArrayBuffer): { auth: string; device: string } | undefined {
  const parsed = socketObject(message, MAX_POCKET_SOCKET_MESSAGE);
  if (!parsed) return undefined;
  const { type, auth, device } = parsed;
  if (type !== "hello" || typeof auth !== "string" || typeof device !== "string") return undefined;
  return POCKET_AUTH.test(auth) && DEVICE_ID.test(device) ? { auth, device } : undefined;
}

export function deviceOfSocket(ws: WebSocket): string | null {
  return (ws.deserializeAttachment() as PocketSocketAttachment | null)?.device ?? null;
}

/** Sends `message` to every socket whose hello was accepted. */
export function sendToDevices(sockets: readonly WebSocket[], message: PocketSocketMessage): void {
  const text = JSON.stringify(message);
  for (const ws of sockets) {
    if (deviceOfSocket(ws) === null) continue;
    try {
      ws.send(text);
    } catch {
      // a socket that is closing is cleaned up by its close event
    }
  }
}

/** Closes the sockets of `device` (every socket when undefined), as the pocket or the device is gone. */
export function closeSockets(sockets: readonly WebSocket[], device?: string): void {
  for (const ws of sockets) {
    if (device !== undefined && deviceOfSocket(ws) !== device) continue;
    try {
      ws.close(1000, device === undefined ? "pocket closed" : "device removed");
    } catch {
      // already closed
    }
  }
}

/** Accepts an upgrade for hibernation: a socket that hears nothing until its hello. */
export function acceptPocketSocket(ctx: DurableObjectState): Response {
  const { 0: client, 1: server } = new WebSocketPair();
  ctx.acceptWebSocket(server);
  server.serializeAttachment({ device: null } satisfies PocketSocketAttachment);
  return new Response(null, { status: 101, webSocket: client });
}
