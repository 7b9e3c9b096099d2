/**
 * Whose league page this is, read from the link's fragment as seat links are read
 * (src/contract/league.ts): `#join=<code>` (anyone invited), `#player=<token>` (one
 * player), `#organizer=<token>`, or nothing (a watch link). The fragment never reaches
 * the server; tokens go out only as bearer headers, the join code only in the join
 * request's body.
 */
import { readLeagueFragment } from "../../../src/contract/league.ts";

export type LeagueLink =
  | { readonly role: "watch" }
  | { readonly role: "join"; readonly code: string }
  | { readonly role: "player"; readonly token: string }
  | { readonly role: "organizer"; readonly token: string };

export function leagueLinkFromHash(hash: string): LeagueLink {
  const secret = readLeagueFragment(hash);
  if (!secret) return { role: "watch" };
  return secret.kind === "join" ? { role: "join", code: secret.secret } : { role: secret.kind, token: secret.secret };
}
