/**
 * This browser's pocket (issue 33): its secret, this device's id in it, and the version of
 * the pocket's entries this browser has taken in, kept in localStorage under one key. The
 * secret is the key to every game the pocket holds: it leaves the browser only as the
 * pocket link's fragment the player copies; the server is sent values derived from it.
 */
import { base64UrlEncode } from "../../../src/contract/bytes.ts";
import { isPocketSecret } from "../../../src/contract/pocket-keys.ts";

export interface StoredPocket {
  readonly secret: string;
  /** This device's id in the pocket (16 random bytes, base64url), made when it joined. */
  readonly device: string;
  /** The pocket's version this browser's lists are up to date with. */
  readonly version: number;
}

const KEY = "pigeon-post:pocket";
const DEVICE = /^[A-Za-z0-9_-]{22}$/;

/** A new device id: 16 random bytes, base64url (22 characters). */
export function newDeviceId(): string {
  return base64UrlEncode(crypto.getRandomValues(new Uint8Array(16)));
}

/** The pocket this browser holds, or undefined (none yet, storage off, or edited by hand into nonsense). */
export function readPocket(): StoredPocket | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? "null") as Partial<StoredPocket> | null;
    if (!value || typeof value.secret !== "string" || !isPocketSecret(value.secret) || typeof value.device !== "string" || !DEVICE.test(value.device)) return undefined;
    return { secret: value.secret, device: value.device, version: typeof value.version === "number" && value.version >= 0 ? value.version : 0 };
  } catch {
    return undefined;
  }
}

/** Keeps the pocket (false when storage is off: then this browser has no pocket, as before pockets). */
export function writePocket(pocket: StoredPocket): boolean {
  try {
    localStorage.setItem(KEY, JSON.stringify(pocket));
    return true;
  } catch {
    return false;
  }
}

/** Notes the version taken in, keeping the rest (nothing when the pocket changed meanwhile). */
export function notePocketVersion(secret: string, version: number): void {
  const pocket = readPocket();
  if (pocket?.secret === secret && pocket.version < version) writePocket({ ...pocket, version });
}

/** Forgets the pocket (this device was removed, or the pocket closed); the lists of games stay. */
export function forgetPocket(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // storage off: there was nothing to forget
  }
}
