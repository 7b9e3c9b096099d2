/**
 * A pocket's keys (issue 33; docs/api.md "Pockets"): everything is derived from the
 * pocket's secret, which lives only in the browser and in the pocket link's fragment
 * (`<origin>/p#<secret>`). The server is given the pocket's id and its authentication
 * value, and keeps only the SHA-256 of the latter; it never sees the sealing key, so it
 * cannot read what the pocket holds (seat tokens, league and study links) nor act for the
 * player. Web Crypto only: the same code runs in browsers, in Workers and in tests, and
 * another client can be written from docs/api.md alone.
 *
 * - secret: 32 random bytes, written base64url (43 characters).
 * - HKDF-SHA-256 with the secret as input key material, the salt "pigeon-post pocket v1"
 *   (UTF-8), and the info strings below, each giving 32 bytes:
 *   - "id": the pocket's id is the first 15 bytes, base64url (20 characters);
 *   - "auth": the authentication value, base64url (43 characters), sent as a bearer token;
 *   - "seal": an AES-256-GCM key;
 *   - "entry": an HMAC-SHA-256 key naming entries: an entry's id is the first 16 bytes of
 *     HMAC(entry key, "<kind>:<id>"), base64url (22 characters), so a device that adds the
 *     same seat again replaces the entry, and the server learns nothing of what it names.
 * - A sealed entry is base64url(iv ‖ ciphertext) with a random 12-byte iv, AES-GCM over the
 *   entry's JSON (UTF-8), with the entry's id as additional data (an entry cannot be moved
 *   to another id without failing to open).
 */
import { base64UrlDecode, base64UrlEncode, concatBytes } from "./bytes.ts";

const SALT = new TextEncoder().encode("pigeon-post pocket v1");
const SECRET = /^[A-Za-z0-9_-]{43}$/;

/** What a pocket's secret gives: the values the server sees, and the keys it never does. */
export interface PocketKeys {
  /** The pocket's id (20 characters of base64url): it names the pocket's Durable Object. */
  readonly id: string;
  /** The bearer of the pocket's requests; the server keeps its SHA-256 only. */
  readonly auth: string;
  readonly seal: CryptoKey;
  readonly entry: CryptoKey;
}

/** A new secret: 32 random bytes, base64url. */
export function newPocketSecret(): string {
  return base64UrlEncode(crypto.getRandomValues(new Uint8Array(32)));
}

/** Whether `text` has a secret's form (a pocket link's fragment is outside text). */
export function isPocketSecret(text: string): boolean {
  return SECRET.test(text);
}

async function derive(master: CryptoKey, info: string): Promise<Uint8Array<ArrayBuffer>> {
  const bits = await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt: SALT, info: new TextEncoder().encode(info) }, master, 256);
  return new Uint8Array(bits);
}

/** The pocket's id, authentication value and keys, from its secret (`isPocketSecret` first). */
export async function pocketKeys(secret: string): Promise<PocketKeys> {
  const master = await crypto.subtle.importKey("raw", base64UrlDecode(secret), "HKDF", false, ["deriveBits"]);
  const [id, auth, seal, entry] = await Promise.all(["id", "auth", "seal", "entry"].map((info) => derive(master, info)));
  return {
    id: base64UrlEncode(id.slice(0, 15)),
    auth: base64UrlEncode(auth),
    seal: await crypto.subtle.importKey("raw", seal, "AES-GCM", false, ["encrypt", "decrypt"]),
    entry: await crypto.subtle.importKey("raw", entry, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]),
  };
}

/** The id of the entry that holds `kind` `id` (a seat's game id and side, a league's id...). */
export async function entryId(keys: PocketKeys, kind: string, id: string): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", keys.entry, new TextEncoder().encode(`${kind}:${id}`));
  return base64UrlEncode(new Uint8Array(mac).slice(0, 16));
}

/** Seals `value` (any JSON) as the entry `id`. */
export async function sealEntry(keys: PocketKeys, id: string, value: unknown): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: new TextEncoder().encode(id) }, keys.seal, plain);
  return base64UrlEncode(concatBytes(iv, new Uint8Array(sealed)));
}

/** Opens a sealed entry, or undefined when it was not sealed by this pocket for this id (or is not base64url at all). */
export async function openEntry(keys: PocketKeys, id: string, sealed: string): Promise<unknown> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = base64UrlDecode(sealed);
  } catch {
    return undefined;
  }
  if (bytes.length < 12 + 16) return undefined;
  try {
    const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: bytes.slice(0, 12), additionalData: new TextEncoder().encode(id) }, keys.seal, bytes.slice(12));
    return JSON.parse(new TextDecoder().decode(plain));
  } catch {
    return undefined;
  }
}
