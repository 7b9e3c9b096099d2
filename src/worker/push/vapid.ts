/**
 * VAPID (RFC 8292): the application server proves to a push service that it holds the
 * private key matching the `applicationServerKey` a subscription was made with, by
 * sending a short-lived ES256 JWT in the Authorization header.
 */
import { base64UrlDecode, base64UrlEncode } from "../../contract/bytes.ts";

/** A VAPID key pair, base64url: the 65-byte uncompressed public point and the 32-byte private scalar d. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** RFC 8292 §2 caps a token's lifetime at 24 hours. */
export const MAX_EXPIRY_SECONDS = 24 * 60 * 60;
/** Half the cap, leaving room for a push service whose clock runs ahead of ours. */
const DEFAULT_EXPIRY_SECONDS = 12 * 60 * 60;

const P256_ECDSA = { name: "ECDSA", namedCurve: "P-256" };
const ES256 = { name: "ECDSA", hash: "SHA-256" };
const encoder = new TextEncoder();

/**
 * The Authorization header for one push request: `vapid t=<jwt>, k=<public key>`.
 *
 * @param endpoint the subscription's endpoint; the JWT's `aud` is its origin
 * @param subject a contact for the push service operator, `mailto:` or an https URL
 *   (the `sub` claim); some push services reject tokens without a usable one
 * @param expiresInSeconds token lifetime, at most 24 hours; 12 hours by default
 * @param now the current time in milliseconds since the epoch, as `Date.now()` gives
 * @throws {RangeError} if the lifetime is out of range or a key has the wrong size
 * @throws {TypeError} if the subject or endpoint is not a URL of the allowed kind
 */
export async function vapidHeaders(
  endpoint: string,
  keys: VapidKeys,
  subject: string,
  expiresInSeconds: number = DEFAULT_EXPIRY_SECONDS,
  now: number = Date.now(),
): Promise<{ Authorization: string }> {
  if (!Number.isInteger(expiresInSeconds) || expiresInSeconds <= 0 || expiresInSeconds > MAX_EXPIRY_SECONDS) {
    throw new RangeError(`VAPID token lifetime must be 1 to ${MAX_EXPIRY_SECONDS} seconds, not ${expiresInSeconds}`);
  }
  assertVapidSubject(subject);
  const publicKey = base64UrlDecode(keys.publicKey);
  const signingKey = await importSigningKey(publicKey, base64UrlDecode(keys.privateKey));
  const claims = {
    aud: new URL(endpoint).origin,
    exp: Math.floor(now / 1000) + expiresInSeconds,
    sub: subject,
  };
  const token = await signJwt(claims, signingKey);
  // Re-encoded so that a key stored with padding still goes out in the canonical form.
  return { Authorization: `vapid t=${token}, k=${base64UrlEncode(publicKey)}` };
}

/**
 * Checks that a VAPID `sub` is a contact a push service will take: a `mailto:` or
 * `https:` URL (RFC 8292 §2.1). Exported so setup can check it before storing it.
 *
 * @throws {TypeError} if it is not
 */
export function assertVapidSubject(subject: string): void {
  const protocol = URL.canParse(subject) ? new URL(subject).protocol : "";
  if (protocol !== "mailto:" && protocol !== "https:") {
    throw new TypeError(`VAPID subject must be a mailto: or https: URL, not "${subject}"`);
  }
}

/**
 * A fresh VAPID key pair, for setup (see src/cli/vapid-keys.ts). The public key is what
 * browsers get as `applicationServerKey`; the private key is a Worker secret.
 */
export async function generateVapidKeys(): Promise<VapidKeys> {
  const pair = (await crypto.subtle.generateKey(P256_ECDSA, true, ["sign", "verify"])) as CryptoKeyPair;
  const publicKey = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  const { d } = (await crypto.subtle.exportKey("jwk", pair.privateKey)) as JsonWebKey;
  if (!d) throw new Error("the generated private key exported no scalar");
  return { publicKey: base64UrlEncode(publicKey), privateKey: d };
}

/**
 * WebCrypto takes a raw P-256 private key only as JWK (or PKCS #8), and a JWK needs the
 * public point beside d, hence both halves of the pair.
 */
async function importSigningKey(publicKey: Uint8Array, privateKey: Uint8Array): Promise<CryptoKey> {
  if (publicKey.length !== 65 || publicKey[0] !== 0x04) {
    throw new RangeError("VAPID public key must be a 65-byte uncompressed P-256 point");
  }
  if (privateKey.length !== 32) throw new RangeError("VAPID private key must be 32 bytes");
  const jwk: JsonWebKey = {
    kty: "EC",
    crv: "P-256",
    x: base64UrlEncode(publicKey.subarray(1, 33)),
    y: base64UrlEncode(publicKey.subarray(33, 65)),
    d: base64UrlEncode(privateKey),
  };
  return crypto.subtle.importKey("jwk", jwk, P256_ECDSA, false, ["sign"]);
}

/** A compact JWS. WebCrypto's ECDSA signature is already the raw r || s that JWS wants. */
async function signJwt(claims: object, key: CryptoKey): Promise<string> {
  const header = { typ: "JWT", alg: "ES256" };
  const signingInput = `${jsonPart(header)}.${jsonPart(claims)}`;
  const signature = await crypto.subtle.sign(ES256, key, encoder.encode(signingInput));
  return `${signingInput}.${base64UrlEncode(new Uint8Array(signature))}`;
}

function jsonPart(value: object): string {
  return base64UrlEncode(encoder.encode(JSON.stringify(value)));
}
