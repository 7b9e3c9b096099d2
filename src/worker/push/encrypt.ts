/**
 * Web Push message encryption (RFC 8291): the "aes128gcm" content coding of RFC 8188,
 * keyed by an ECDH agreement between a one-off application-server key pair and the
 * subscription's P-256 key, mixed with the subscription's auth secret. WebCrypto only,
 * so the same code runs in workerd and in Node.
 */
import { base64UrlDecode, concatBytes } from "../../contract/bytes.ts";

/**
 * The largest plaintext that fits in one record of a 4096-byte body, the most a push
 * service is obliged to accept (RFC 8030 §7.2): 4096 − 86 header − 16 tag − 1 delimiter.
 */
export const MAX_PLAINTEXT_BYTES = 3993;

const SALT_BYTES = 16;
const AUTH_SECRET_BYTES = 16;
const PUBLIC_KEY_BYTES = 65; // uncompressed P-256 point: 0x04 || x || y
const TAG_BYTES = 16;
const DEFAULT_RECORD_SIZE = 4096;
const MAX_RECORD_SIZE = 0xffffffff; // rs is a uint32
const LAST_RECORD_DELIMITER = 0x02;

const P256_ECDH = { name: "ECDH", namedCurve: "P-256" };
const encoder = new TextEncoder();
const WEB_PUSH_INFO = encoder.encode("WebPush: info\0");
const CEK_INFO = encoder.encode("Content-Encoding: aes128gcm\0");
const NONCE_INFO = encoder.encode("Content-Encoding: nonce\0");

/** The `keys` of `PushSubscription.toJSON()`: both base64url. */
export interface SubscriptionKeys {
  /** The user agent's P-256 public key, 65 bytes uncompressed. */
  p256dh: string;
  /** The user agent's 16-byte authentication secret. */
  auth: string;
}

/** Fixed inputs, so tests can reproduce RFC 8291's worked example; production omits them. */
export interface EncryptOptions {
  /** 16 bytes; random by default. Must never repeat with the same key pair. */
  salt?: Uint8Array;
  /** The application server's ECDH key pair; a fresh one per message by default. */
  serverKeys?: CryptoKeyPair;
  /** The rs field of the header; 4096 by default. The plaintext must fit one record. */
  recordSize?: number;
}

/** Every value RFC 8291 §3.3–3.4 derives on the way to the content key and nonce. */
export interface DerivedKeys {
  ecdhSecret: Uint8Array<ArrayBuffer>;
  keyInfo: Uint8Array<ArrayBuffer>;
  ikm: Uint8Array<ArrayBuffer>;
  cek: Uint8Array<ArrayBuffer>;
  nonce: Uint8Array<ArrayBuffer>;
}

/**
 * Encrypts one push message for one subscription.
 *
 * @returns the complete request body: salt (16) | rs (uint32) | idlen (1) | keyid (the
 *   application server's 65-byte public key) | one AES-128-GCM record whose plaintext
 *   ends with the 0x02 last-record delimiter.
 * @throws {RangeError} if the plaintext is over {@link MAX_PLAINTEXT_BYTES} or does not
 *   fit one record, or if a key, the salt or the record size has the wrong size.
 */
export async function encryptPayload(
  plaintext: Uint8Array,
  subscription: SubscriptionKeys,
  options: EncryptOptions = {},
): Promise<Uint8Array<ArrayBuffer>> {
  // RFC 8291 §4 allows a single record only, and a bigger body may be refused (413).
  if (plaintext.length > MAX_PLAINTEXT_BYTES) {
    throw new RangeError(`push payload is ${plaintext.length} bytes; the most is ${MAX_PLAINTEXT_BYTES}`);
  }
  const recordSize = options.recordSize ?? DEFAULT_RECORD_SIZE;
  const recordBytes = plaintext.length + 1 + TAG_BYTES;
  if (!Number.isInteger(recordSize) || recordSize < recordBytes || recordSize > MAX_RECORD_SIZE) {
    throw new RangeError(`record size ${recordSize} cannot hold a ${plaintext.length}-byte payload in one record`);
  }
  const uaPublic = decodeSized(subscription.p256dh, PUBLIC_KEY_BYTES, "p256dh");
  const authSecret = decodeSized(subscription.auth, AUTH_SECRET_BYTES, "auth");
  const salt = options.salt ?? crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  if (salt.length !== SALT_BYTES) throw new RangeError(`salt must be ${SALT_BYTES} bytes`);

  const serverKeys = options.serverKeys ?? (await generateServerKeys());
  const asPublic = new Uint8Array(await crypto.subtle.exportKey("raw", serverKeys.publicKey) as ArrayBuffer);
  const { cek, nonce } = await deriveKeys(serverKeys.privateKey, uaPublic, asPublic, authSecret, salt);

  const record = new Uint8Array(plaintext.length + 1);
  record.set(plaintext);
  record[plaintext.length] = LAST_RECORD_DELIMITER; // unpadded: a notice's length is not worth hiding
  const aesKey = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["encrypt"]);
  const ciphertext = await crypto.subtle.encrypt({ name: "AES-GCM", iv: nonce, tagLength: TAG_BYTES * 8 }, aesKey, record);

  return concatBytes(header(salt, recordSize, asPublic), new Uint8Array(ciphertext));
}

/**
 * RFC 8291 §3.3–3.4 key derivation, exposed so tests can pin each step to the values
 * printed in Appendix A:
 * IKM = HKDF(auth_secret, ecdh_secret, "WebPush: info" 0x00 ua_public as_public, 32),
 * CEK = HKDF(salt, IKM, "Content-Encoding: aes128gcm" 0x00, 16),
 * NONCE = HKDF(salt, IKM, "Content-Encoding: nonce" 0x00, 12).
 *
 * @param serverPrivateKey the application server's ECDH private key
 * @param uaPublic the subscription's 65-byte public key
 * @param asPublic the application server's 65-byte public key
 */
export async function deriveKeys(
  serverPrivateKey: CryptoKey,
  uaPublic: Uint8Array,
  asPublic: Uint8Array,
  authSecret: Uint8Array,
  salt: Uint8Array,
): Promise<DerivedKeys> {
  const uaKey = await crypto.subtle.importKey("raw", uaPublic, P256_ECDH, false, []);
  // A variable, not a literal: Workers' types spell this member `$public`, the DOM's
  // (and the runtime's) `public`, and only a literal gets the excess-property check.
  const agreement = { name: "ECDH", public: uaKey };
  const ecdhSecret = new Uint8Array(await crypto.subtle.deriveBits(agreement, serverPrivateKey, 256));
  const keyInfo = concatBytes(WEB_PUSH_INFO, uaPublic, asPublic);
  const ikm = await hkdf(authSecret, ecdhSecret, keyInfo, 32);
  const cek = await hkdf(salt, ikm, CEK_INFO, 16);
  const nonce = await hkdf(salt, ikm, NONCE_INFO, 12);
  return { ecdhSecret, keyInfo, ikm, cek, nonce };
}

async function generateServerKeys(): Promise<CryptoKeyPair> {
  // Extractable so the public half can go in the header; the pair lives for one message.
  return (await crypto.subtle.generateKey(P256_ECDH, true, ["deriveBits"])) as CryptoKeyPair;
}

/** HKDF-SHA-256 (RFC 5869), extract and expand in one WebCrypto call. */
async function hkdf(
  salt: Uint8Array,
  ikm: Uint8Array,
  info: Uint8Array,
  length: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, length * 8);
  return new Uint8Array(bits);
}

/** The RFC 8188 §2.1 header, with the server's public key as the key id (RFC 8291 §4). */
function header(salt: Uint8Array, recordSize: number, keyId: Uint8Array): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(SALT_BYTES + 4 + 1 + keyId.length);
  bytes.set(salt);
  new DataView(bytes.buffer).setUint32(SALT_BYTES, recordSize); // big-endian by default
  bytes[SALT_BYTES + 4] = keyId.length;
  bytes.set(keyId, SALT_BYTES + 5);
  return bytes;
}

function decodeSized(text: string, length: number, name: string): Uint8Array {
  const bytes = base64UrlDecode(text);
  if (bytes.length !== length) throw new RangeError(`subscription key ${name} must be ${length} bytes, not ${bytes.length}`);
  return bytes;
}

