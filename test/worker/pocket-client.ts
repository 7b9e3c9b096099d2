/** A small client for the pocket API under test (docs/api.md "Pockets"), as a browser uses it: keys from the secret, sealed entries. */
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { base64UrlEncode } from "../../src/contract/bytes.ts";
import type { PocketChanges, PocketSocketMessage, PocketView } from "../../src/contract/pocket.ts";
import { newPocketSecret, pocketKeys, type PocketKeys } from "../../src/contract/pocket-keys.ts";
import type { Pocket } from "../../src/worker/pocket/pocket.ts";
import { call, openSocketAt, type OpenSocket } from "./client.ts";

/** A new device's id: 16 random bytes, base64url. */
export const newDevice = (): string => base64UrlEncode(crypto.getRandomValues(new Uint8Array(16)));

/** One browser's hold on a pocket: the keys from its secret and its own device id. */
export interface PocketHand {
  readonly secret: string;
  readonly keys: PocketKeys;
  readonly device: string;
}

export async function handOf(secret: string, device = newDevice()): Promise<PocketHand> {
  return { secret, keys: await pocketKeys(secret), device };
}

/** A request of a pocket with its key and device (either may be left out or replaced). */
export function pocketCall(hand: PocketHand, path: string, init: RequestInit & { json?: unknown; auth?: string | null; device?: string | null } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const auth = init.auth === undefined ? hand.keys.auth : init.auth;
  const device = init.device === undefined ? hand.device : init.device;
  if (auth !== null) headers.set("Authorization", `Bearer ${auth}`);
  if (device !== null) headers.set("Pocket-Device", device);
  return call(`/api/pockets/${hand.keys.id}${path}`, { ...init, headers });
}

/** Makes a pocket from a new secret, with a first device. */
export async function createPocket(init: { ip?: string } = {}): Promise<PocketHand & { view: PocketView }> {
  const hand = await handOf(newPocketSecret());
  const res = await call("/api/pockets", {
    method: "POST",
    token: hand.keys.auth,
    json: { id: hand.keys.id, device: hand.device, label: "bGFwdG9w" },
    headers: init.ip ? { "CF-Connecting-IP": init.ip } : {},
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return { ...hand, view: (await res.json()) as PocketView };
}

/** A second device of `hand`'s pocket, joined. */
export async function joinDevice(hand: PocketHand): Promise<PocketHand> {
  const other = await handOf(hand.secret);
  const res = await pocketCall(other, "/devices", { method: "POST", json: { device: other.device, label: "cGhvbmU" }, device: null });
  expect(res.status, await res.clone().text()).toBe(201);
  return other;
}

export async function putSealed(hand: PocketHand, entry: string, sealed: string): Promise<Response> {
  return pocketCall(hand, `/entries/${entry}`, { method: "PUT", json: { sealed } });
}

export async function changes(hand: PocketHand, since = 0): Promise<PocketChanges & { complete: boolean }> {
  const res = await pocketCall(hand, `/entries?since=${since}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as PocketChanges & { complete: boolean };
}

/** A pocket's socket after its hello. */
export async function openPocketSocket(hand: PocketHand): Promise<OpenSocket<PocketSocketMessage>> {
  const socket = await openSocketAt<PocketSocketMessage>(`/api/pockets/${hand.keys.id}/socket`);
  socket.ws.send(JSON.stringify({ type: "hello", auth: hand.keys.auth, device: hand.device }));
  await socket.waitFor((m) => m.type === "changed");
  return socket;
}

export function pocketStub(id: string): DurableObjectStub<Pocket> {
  const ns = env.POCKET as DurableObjectNamespace<Pocket>;
  return ns.get(ns.idFromName(id));
}

/** Resolves with `promise`, or fails after `ms`. */
export function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms))]);
}
