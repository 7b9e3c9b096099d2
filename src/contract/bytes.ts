/**
 * base64url without padding (RFC 4648 §5), the form Web Push uses everywhere: the
 * subscription's p256dh and auth keys, VAPID keys and the parts of a JWT.
 */

const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;

/** Encodes bytes as base64url with no `=` padding. */
export function base64UrlEncode(bytes: Uint8Array): string {
  // btoa wants a "binary string"; payloads here are a few kilobytes at most, so
  // building it one character at a time costs nothing worth optimising.
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * Decodes base64url. Trailing `=` padding is tolerated because keys pasted from other
 * tools sometimes carry it; anything outside the URL-safe alphabet (including the `+`
 * and `/` of plain base64) is rejected rather than silently misread.
 *
 * @throws {TypeError} if `text` is not base64url.
 */
export function base64UrlDecode(text: string): Uint8Array<ArrayBuffer> {
  const unpadded = text.replace(/=+$/, "");
  if (!BASE64URL.test(text) || unpadded.length % 4 === 1) {
    throw new TypeError("not a base64url string");
  }
  const binary = atob(unpadded.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The parts, one after the other, in one new array. */
export function concatBytes(...parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
