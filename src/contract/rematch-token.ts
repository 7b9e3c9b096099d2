/**
 * Seat tokens for a rematch, derived rather than stored: each player's new token is a
 * hash of his old token and the new game's id. The server sees each old token only when
 * its holder acts, stores only the hash of the derived token, and each browser derives
 * its own new seat from the token it already holds: no new link exchange, and no secret
 * kept in the old game.
 */
import { base64UrlEncode } from "./bytes.ts";

export async function deriveRematchToken(oldToken: string, newGameId: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`rematch:${newGameId}:${oldToken}`));
  return base64UrlEncode(new Uint8Array(digest));
}
