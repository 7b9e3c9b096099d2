/**
 * Seat tokens and game ids. A seat token is the only credential a player has: it is
 * random, travels in the link's fragment (never in logs or Referer headers), and the
 * server keeps only its SHA-256 hash.
 */
import { base64UrlEncode } from "../contract/bytes.ts";

const ID_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789"; // no l, o, 0, 1: ids get read aloud and retyped

function randomWord(length: number): string {
  // 256 is a multiple of 32, so `b % 32` picks every letter equally often
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join("");
}

/**
 * A game id that the content alone decides (the first 50 bits of its SHA-256), for an
 * imported record: saving the same record again finds the same game.
 */
export async function contentId(content: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(content)));
  let bits = 0n;
  for (const byte of digest.slice(0, 7)) bits = (bits << 8n) | BigInt(byte);
  let id = "";
  for (let i = 0; i < 10; i++) id += ID_ALPHABET[Number((bits >> BigInt(5 * i)) & 31n)];
  return id;
}

/** A short random game id, 10 characters (50 bits). */
export function newGameId(): string {
  return randomWord(10);
}

/**
 * The secret half of a recovery code: 8 characters (40 bits). Enough for a code that is
 * single-use, lives a day and is guessed through a rate-limited API.
 */
export function newRecoverySecret(): string {
  return randomWord(8);
}

/** A study chapter's id: 8 random characters of the same alphabet (unique within its study). */
export function newChapterId(): string {
  return randomWord(8);
}

export function isGameId(value: string): boolean {
  return /^[a-km-np-z2-9]{10}$/.test(value);
}

/** 32 random bytes, base64url: 43 characters. */
export function newSeatToken(): string {
  return base64UrlEncode(crypto.getRandomValues(new Uint8Array(32)));
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

/** The side whose seat `token` opens: one of the game's two hashes, or a token a recovery code issued (`store`). */
export async function seatOfToken(
  store: { readExtraSeat(hash: string): "white" | "black" | undefined },
  hashes: { readonly white: string; readonly black: string },
  token: string,
): Promise<"white" | "black" | undefined> {
  const hash = await hashToken(token);
  if (sameDigest(hash, hashes.white)) return "white";
  if (sameDigest(hash, hashes.black)) return "black";
  return store.readExtraSeat(hash);
}

/**
 * The seats of the tokens this object has already opened: a token's SHA-256 and the
 * hash comparison run once per token, not on every move (issue 34, item 5). A token is
 * never revoked (a recovery code adds one, the old link keeps working), so a side found
 * stays right for the object's lifetime. Only tokens that opened a seat are kept, and at
 * most `MAX_KNOWN` of them: wrong tokens, however many, are hashed each time and cost
 * no memory.
 */
export class KnownSeats {
  static readonly MAX_KNOWN = 16;
  private readonly known = new Map<string, "white" | "black">();

  async sideOf(
    store: { readExtraSeat(hash: string): "white" | "black" | undefined },
    hashes: { readonly white: string; readonly black: string },
    token: string,
  ): Promise<"white" | "black" | undefined> {
    const seen = this.known.get(token);
    if (seen) return seen;
    const side = await seatOfToken(store, hashes, token);
    if (side && this.known.size < KnownSeats.MAX_KNOWN) this.known.set(token, side);
    return side;
  }
}
