/**
 * The current pocket of this browser (issue 33): its keys, this device, and the value of
 * the `Pocket-Auth` header that requests acting as the pocket send elsewhere (a rated
 * game's creation or acceptance). The pocket is made the first time the browser needs one
 * (`ensurePocket`), without asking the player anything.
 */
import { pocketKeys, newPocketSecret, openEntry, sealEntry, type PocketKeys } from "../../../src/contract/pocket-keys.ts";
import { createPocket, type PocketCredentials } from "../pocket-api.ts";
import { newDeviceId, readPocket, writePocket } from "./pocket-store.ts";

/** A pocket ready to use: the secret, the keys derived from it, and this device's id. */
export interface CurrentPocket {
  readonly secret: string;
  readonly keys: PocketKeys;
  readonly device: string;
  /** What the pocket's API calls take (pocket-api.ts). */
  readonly who: PocketCredentials;
}

let cached: { secret: string; keys: Promise<PocketKeys> } | undefined;

function keysOf(secret: string): Promise<PocketKeys> {
  if (cached?.secret !== secret) cached = { secret, keys: pocketKeys(secret) };
  return cached.keys;
}

/** This browser's pocket, or undefined when it has none (yet). */
export async function currentPocket(): Promise<CurrentPocket | undefined> {
  const stored = readPocket();
  if (!stored) return undefined;
  return pocketFrom(stored.secret, stored.device);
}

/** The pocket of `secret` as seen by `device`. */
export async function pocketFrom(secret: string, device: string): Promise<CurrentPocket> {
  const keys = await keysOf(secret);
  return { secret, keys, device, who: { id: keys.id, auth: keys.auth, device } };
}

/**
 * The value of a `Pocket-Auth` header, `<pocketId>.<auth>` (docs/api.md), for a request
 * that acts as this browser's pocket; undefined when the browser has no pocket.
 */
export async function pocketAuthHeader(): Promise<string | undefined> {
  const pocket = await currentPocket();
  return pocket && `${pocket.keys.id}.${pocket.keys.auth}`;
}

/** A device's label as others see it in the list of devices: its browser and system, never anything of the player's. */
export function deviceLabel(userAgent: string = navigator.userAgent): string {
  const browser = /Edg\//.test(userAgent) ? "Edge" : /Firefox\//.test(userAgent) ? "Firefox" : /Chrom(e|ium)\//.test(userAgent) ? "Chrome" : /Safari\//.test(userAgent) ? "Safari" : "Browser";
  const system = /Android/.test(userAgent) ? "Android" : /iPhone|iPad|iPod/.test(userAgent) ? "iOS" : /Mac OS X/.test(userAgent) ? "macOS" : /Windows/.test(userAgent) ? "Windows" : /CrOS/.test(userAgent) ? "ChromeOS" : /Linux/.test(userAgent) ? "Linux" : "";
  return system ? `${browser} · ${system}` : browser;
}

/** A device's label sealed by the pocket (the server cannot read it), with the device's id as the seal's context. */
export function sealDeviceLabel(keys: PocketKeys, device: string, label: string = deviceLabel()): Promise<string> {
  return sealEntry(keys, `device:${device}`, label);
}

/** A device's label opened, or undefined (a label this pocket did not seal). */
export async function openDeviceLabel(keys: PocketKeys, device: string, sealed: string): Promise<string | undefined> {
  const label = await openEntry(keys, `device:${device}`, sealed);
  return typeof label === "string" ? label : undefined;
}

let making: Promise<CurrentPocket | undefined> | undefined;

/**
 * This browser's pocket, made now if it has none: a new secret and device, and the pocket
 * created on the server with this device. Undefined when it cannot be made (offline, refused,
 * storage off): the lists work as before, and the next need tries again.
 */
export function ensurePocket(): Promise<CurrentPocket | undefined> {
  making ??= (async () => {
    const existing = await currentPocket();
    if (existing) return existing;
    const pocket = await pocketFrom(newPocketSecret(), newDeviceId());
    try {
      await createPocket(pocket.who, await sealDeviceLabel(pocket.keys, pocket.device));
    } catch {
      return undefined;
    }
    return writePocket({ secret: pocket.secret, device: pocket.device, version: 0 }) ? pocket : undefined;
  })().finally(() => {
    making = undefined;
  });
  return making;
}
