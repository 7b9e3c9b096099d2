/**
 * The browser's half of RFC 8291: a subscription's key pair and auth secret, and the
 * decryption of a push message body. Written apart from src/worker/push (HKDF built by
 * hand on HMAC, the header parsed by hand) so that one mistake made in both places cannot
 * make a round trip pass.
 */
import { base64UrlDecode, base64UrlEncode } from "../../../src/contract/bytes.ts";

const P256_ECDH = { name: "ECDH", namedCurve: "P-256" };
const encoder = new TextEncoder();

export interface UserAgent {
  /** As `PushSubscription.toJSON().keys` gives them. */
  keys: { p256dh: string; auth: string };
  privateKey: CryptoKey;
}

/** What a decrypted body held besides the plaintext. */
export interface Decrypted {
  plaintext: Uint8Array;
  recordSize: number;
  keyId: Uint8Array;
}

/** A fresh subscription, as a browser would make one. */
export async function newUserAgent(): Promise<UserAgent> {
  const pair = (await crypto.subtle.generateKey(P256_ECDH, true, ["deriveBits"])) as CryptoKeyPair;
  const publicKey = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  const auth = crypto.getRandomValues(new Uint8Array(16));
  return { keys: { p256dh: base64UrlEncode(publicKey), auth: base64UrlEncode(auth) }, privateKey: pair.privateKey };
}

/** A subscription with known keys (base64url), such as the RFC's. */
export async function userAgentFrom(publicKey: string, privateKey: string, auth: string): Promise<UserAgent> {
  return { keys: { p256dh: publicKey, auth }, privateKey: await importP256(publicKey, privateKey, "ECDH") };
}

/** Imports a P-256 private key from its base64url public point and scalar d. */
export async function importP256(publicKey: string, privateKey: string, name: "ECDH" | "ECDSA"): Promise<CryptoKey> {
  const point = base64UrlDecode(publicKey);
  const jwk = { kty: "EC", crv: "P-256", x: base64UrlEncode(point.slice(1, 33)), y: base64UrlEncode(point.slice(33)), d: privateKey };
  return crypto.subtle.importKey("jwk", jwk, { name, namedCurve: "P-256" }, true, name === "ECDH" ? ["deriveBits"] : ["sign"]);
}

/** Decrypts an aes128gcm push body (RFC 8188 §2, RFC 8291 §3.4); throws on any fault. */
export async function decryptPushBody(body: Uint8Array, ua: UserAgent): Promise<Decrypted> {
  const salt = body.slice(0, 16);
  const recordSize = new DataView(body.buffer, body.byteOffset).getUint32(16);
  const keyId = body.slice(21, 21 + body[20]);
  const ciphertext = body.slice(21 + body[20]);
  if (ciphertext.length > recordSize) throw new Error("more than one record");

  const asKey = await crypto.subtle.importKey("raw", keyId, P256_ECDH, false, []);
  const agreement = { name: "ECDH", public: asKey };
  const ecdhSecret = new Uint8Array(await crypto.subtle.deriveBits(agreement, ua.privateKey, 256));
  const uaPublic = base64UrlDecode(ua.keys.p256dh);
  const keyInfo = join(encoder.encode("WebPush: info\0"), uaPublic, keyId);
  const ikm = await hkdf(base64UrlDecode(ua.keys.auth), ecdhSecret, keyInfo, 32);
  const cek = await hkdf(salt, ikm, encoder.encode("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, encoder.encode("Content-Encoding: nonce\0"), 12);

  const aesKey = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
  const record = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, aesKey, ciphertext));
  let end = record.length - 1;
  while (end >= 0 && record[end] === 0) end--; // padding zeros follow the delimiter
  if (record[end] !== 0x02) throw new Error("no last-record delimiter");
  return { plaintext: record.slice(0, end), recordSize, keyId };
}

/** RFC 5869 for outputs up to one SHA-256 block: PRK = HMAC(salt, IKM); T(1) = HMAC(PRK, info || 0x01). */
async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, length: number): Promise<Uint8Array> {
  const prk = await hmac(salt, ikm);
  return (await hmac(prk, join(info, new Uint8Array([1])))).slice(0, length);
}

async function hmac(key: Uint8Array, data: Uint8Array): Promise<Uint8Array> {
  const hmacKey = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", hmacKey, data));
}

function join(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((offset, p) => (out.set(p, offset), offset + p.length), 0);
  return out;
}
