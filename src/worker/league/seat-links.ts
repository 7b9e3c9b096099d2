/**
 * Seat tokens of league games, derived rather than stored: HMAC-SHA256(LEAGUE_SECRET,
 * "league|game|side"). The League hands each GameRoom only the hash (as for any game), and
 * works a token out again when its player asks with their own bearer (GET /me) or when the
 * league must act for a seat (a withdrawal, notices). Nothing in any storage, the league's
 * included, is enough to open a seat without the server's key.
 */
import type { Side } from "../../engine/types.ts";
import { base64UrlEncode } from "../../contract/bytes.ts";

const keys = new Map<string, Promise<CryptoKey>>();

function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keys.set(secret, key);
  }
  return key;
}

/** The seat token of `side` in league game `gameId`: 43 base64url characters, like any seat token. */
export async function leagueSeatToken(secret: string, leagueId: string, gameId: string, side: Side): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await keyOf(secret), new TextEncoder().encode(`${leagueId}|${gameId}|${side}`));
  return base64UrlEncode(new Uint8Array(mac));
}
