/**
 * Seat tokens and game ids. A seat token is the only credential a player has: it is
 * random, travels in the link's fragment (never in logs or Referer headers), and the
 * server keeps only its SHA-256 hash.
 */

const ID_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789"; // no l, o, 0, 1: ids get read aloud and retyped

/** A short random game id, 10 characters (50 bits). */
export function newGameId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join("");
}

export function isGameId(value: string): boolean {
  return /^[a-km-np-z2-9]{10}$/.test(value);
}

/** 32 random bytes, base64url: 43 characters. */
export function newSeatToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Compares two hex digests without leaking, through timing, how many characters matched. */
export function sameDigest(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
