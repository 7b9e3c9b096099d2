/**
 * The pocket's HTTP API (docs/api.md "Pockets"), for the pocket's own modules
 * (web/src/pocket/). Every request of a pocket is sent with its authentication value as the
 * bearer and this device's id; the pocket's secret and its sealing key never are.
 */
import type { PocketChanges, PocketRemoval, PocketView } from "../../src/contract/pocket.ts";
import { request } from "./api.ts";

/** Who asks: the pocket's id and bearer (pocket-keys.ts), and this device's id. */
export interface PocketCredentials {
  readonly id: string;
  readonly auth: string;
  readonly device: string;
}

function pocketInit(who: PocketCredentials, init: { method?: string; body?: unknown } = {}): RequestInit {
  return {
    method: init.method ?? "GET",
    headers: { "Pocket-Device": who.device },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  };
}

const pocketUrl = (who: PocketCredentials, rest = ""): string => `/api/pockets/${encodeURIComponent(who.id)}${rest}`;

/** Makes the pocket with this device as its first (201), the first time this browser needs one. */
export function createPocket(who: PocketCredentials, label: string): Promise<PocketView> {
  return request<PocketView>("/api/pockets", pocketInit(who, { method: "POST", body: { id: who.id, device: who.device, label } }), who.auth);
}

export function fetchPocket(who: PocketCredentials): Promise<PocketView> {
  return request<PocketView>(pocketUrl(who), pocketInit(who), who.auth);
}

/** This device joins the pocket (its link was opened here). */
export function joinPocket(who: PocketCredentials, label: string): Promise<PocketView> {
  return request<PocketView>(pocketUrl(who, "/devices"), pocketInit(who, { method: "POST", body: { device: who.device, label } }), who.auth);
}

export function removeDevice(who: PocketCredentials, device: string): Promise<PocketView> {
  return request<PocketView>(pocketUrl(who, `/devices/${encodeURIComponent(device)}`), pocketInit(who, { method: "DELETE" }), who.auth);
}

/** The entries changed after `since` (every entry for 0), tombstones included. */
export function fetchEntries(who: PocketCredentials, since: number): Promise<PocketChanges> {
  return request<PocketChanges>(pocketUrl(who, `/entries?since=${since}`), pocketInit(who), who.auth);
}

/** Up to 100 sealed entries in one request, all or none (a copy to a new pocket: 2,000 entries are 20 requests, not 2,000). */
export const ENTRIES_PER_BATCH = 100;
export function putEntries(who: PocketCredentials, entries: readonly { readonly id: string; readonly sealed: string }[]): Promise<{ version: number }> {
  return request<{ version: number }>(pocketUrl(who, "/entries"), pocketInit(who, { method: "POST", body: { entries } }), who.auth);
}

export function deleteEntry(who: PocketCredentials, entry: string): Promise<PocketRemoval> {
  return request<PocketRemoval>(pocketUrl(who, `/entries/${encodeURIComponent(entry)}`), pocketInit(who, { method: "DELETE" }), who.auth);
}

/** Closes the pocket for good ("Start a new pocket" does it after copying every entry; `successor`, the new pocket, then takes its ratings). */
export function closePocket(who: PocketCredentials, successor?: PocketCredentials): Promise<unknown> {
  const init = pocketInit(who, { method: "DELETE" });
  if (successor) init.headers = { ...(init.headers as Record<string, string>), "Pocket-Successor": `${successor.id}.${successor.auth}` };
  return request<unknown>(pocketUrl(who), init, who.auth);
}

export function takeName(who: PocketCredentials, name: string): Promise<PocketView> {
  return request<PocketView>(pocketUrl(who, "/name"), pocketInit(who, { method: "PUT", body: { name } }), who.auth);
}

export function giveUpName(who: PocketCredentials): Promise<PocketView> {
  return request<PocketView>(pocketUrl(who, "/name"), pocketInit(who, { method: "DELETE" }), who.auth);
}

/** The socket's address (`{ type: "hello", auth, device }` is its first message). */
export function pocketSocketUrl(who: PocketCredentials): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}${pocketUrl(who, "/socket")}`;
}
