/**
 * The server's record-signing key (Ed25519, WebCrypto: the same calls run in workerd,
 * Node 24 and the browser) and the public key document at
 * `/.well-known/pigeon-post-key.json` that verifiers fetch.
 *
 * The secret SIGNING_KEY is the base64url of an Ed25519 private key as JWK JSON
 * (`{"kty":"OKP","crv":"Ed25519","d":...,"x":...}`): the JWK carries the public key
 * `x` beside `d`, so the server can publish it without deriving it.
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { base64UrlDecode, base64UrlEncode } from "./bytes.ts";
import { signedBytes, toHex } from "./chain.ts";

/** One key of the key document; `status: "retired"` keys no longer sign but still verify older records. */
export interface PublicRecordKey {
  readonly kid: string;
  readonly alg: "Ed25519";
  /** The raw 32-byte public key, base64url. */
  readonly publicKey: string;
  readonly status: "current" | "retired";
}

/** `GET /.well-known/pigeon-post-key.json`. */
export interface KeyDocument {
  /** The site whose records these keys sign (the record's Site tag starts with it). */
  readonly origin: string;
  readonly chainVersion: string;
  readonly keys: readonly PublicRecordKey[];
}

export interface SigningKey {
  readonly kid: string;
  readonly publicKey: string;
  readonly privateKey: CryptoKey;
}

const ED25519 = { name: "Ed25519" } as const;
const SIGNATURE_PREFIX = "ed25519:";

/** A key's id: the first 16 hex digits of SHA-256 of its raw public key, so rotation needs no bookkeeping. */
export function keyId(publicKey: string): string {
  return toHex(sha256(base64UrlDecode(publicKey))).slice(0, 16);
}

/** A new SIGNING_KEY secret (what `src/cli/dev-vars.ts` writes for local use). */
export async function generateSigningKey(): Promise<string> {
  const pair = (await crypto.subtle.generateKey(ED25519, true, ["sign", "verify"])) as CryptoKeyPair;
  const jwk = (await crypto.subtle.exportKey("jwk", pair.privateKey)) as JsonWebKey;
  return base64UrlEncode(new TextEncoder().encode(JSON.stringify({ kty: jwk.kty, crv: jwk.crv, d: jwk.d, x: jwk.x })));
}

/**
 * Reads the SIGNING_KEY secret. Undefined when it is empty (records are then unsigned).
 *
 * @throws {TypeError} when it is set but is not an Ed25519 JWK: a deployment mistake, not user input
 */
export async function readSigningKey(secret: string | undefined): Promise<SigningKey | undefined> {
  if (!secret) return undefined;
  const jwk = JSON.parse(new TextDecoder().decode(base64UrlDecode(secret))) as JsonWebKey;
  if (jwk.kty !== "OKP" || jwk.crv !== "Ed25519" || !jwk.d || !jwk.x) throw new TypeError("SIGNING_KEY is not an Ed25519 private key (JWK, base64url)");
  const privateKey = await crypto.subtle.importKey("jwk", { kty: "OKP", crv: "Ed25519", d: jwk.d, x: jwk.x }, ED25519, false, ["sign"]);
  return { kid: keyId(jwk.x), publicKey: jwk.x, privateKey };
}

/** The Signature tag's value for a chain head: `ed25519:<base64url of the 64-byte signature>`. */
export async function signHead(key: SigningKey, head: string): Promise<string> {
  const signature = await crypto.subtle.sign(ED25519, key.privateKey, signedBytes(head));
  return SIGNATURE_PREFIX + base64UrlEncode(new Uint8Array(signature));
}

/** Whether `signature` (a Signature tag's value) is `publicKey`'s signature of `head`. */
export async function verifyHead(publicKey: string, head: string, signature: string): Promise<boolean> {
  if (!signature.startsWith(SIGNATURE_PREFIX)) return false;
  try {
    const key = await crypto.subtle.importKey("raw", base64UrlDecode(publicKey), ED25519, false, ["verify"]);
    return await crypto.subtle.verify(ED25519, key, base64UrlDecode(signature.slice(SIGNATURE_PREFIX.length)), signedBytes(head));
  } catch {
    // a malformed key or signature verifies nothing
    return false;
  }
}

/** Whether `value` has the key document's shape (a fetched or pasted document is untrusted input). */
export function isKeyDocument(value: unknown): value is KeyDocument {
  const doc = value as KeyDocument;
  return (
    typeof doc === "object" &&
    doc !== null &&
    typeof doc.origin === "string" &&
    Array.isArray(doc.keys) &&
    doc.keys.every((k) => typeof k === "object" && k !== null && typeof k.kid === "string" && k.alg === "Ed25519" && typeof k.publicKey === "string")
  );
}

/**
 * Whether a Signature tag's value is in the one encoding the site writes: `ed25519:` and
 * the 64 bytes in base64url without padding (86 characters, the last one's unused bits
 * zero). Another spelling of the same bytes (padding, other unused bits) is refused, so a
 * signed record has exactly one text.
 */
export function isCanonicalSignature(signature: string): boolean {
  if (!/^ed25519:[A-Za-z0-9_-]{86}$/.test(signature)) return false;
  const bytes = base64UrlDecode(signature.slice(SIGNATURE_PREFIX.length));
  return bytes.length === 64 && base64UrlEncode(bytes) === signature.slice(SIGNATURE_PREFIX.length);
}
