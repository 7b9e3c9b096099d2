/**
 * A league's secrets that are derived rather than stored: its join code, HMAC-SHA256(LEAGUE_SECRET,
 * "join|league"), and the seat tokens of its games, HMAC-SHA256(LEAGUE_SECRET,
 * "league|game|side"). The League hands each GameRoom only the hash (as for any game), and
 * works a token out again when its player asks with their own bearer (GET /me) or when the
 * league must act for a seat (a withdrawal, notices). Nothing in any storage, the league's
 * included, is enough to open a seat without the server's key. The join code is worked out
 * again for the organizer on any device (GET /organizer) and checked by working it out.
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

async function mac(secret: string, text: string): Promise<string> {
  const signed = await crypto.subtle.sign("HMAC", await keyOf(secret), new TextEncoder().encode(text));
  return base64UrlEncode(new Uint8Array(signed));
}

/** League `leagueId`'s join code: 43 base64url characters, as long as the random codes of leagues created before it was derived. */
export function leagueJoinCode(secret: string, leagueId: string): Promise<string> {
  return mac(secret, `join|${leagueId}`);
}

/** The seat token of `side` in league game `gameId`: 43 base64url characters, like any seat token. */
export function leagueSeatToken(secret: string, leagueId: string, gameId: string, side: Side): Promise<string> {
  return mac(secret, `${leagueId}|${gameId}|${side}`);
}
