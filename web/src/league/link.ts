/**
 * Whose league page this is, read from the link's fragment as seat links are read:
 * `#join=<code>` (anyone invited), `#player=<token>` (one player), `#organizer=<token>`,
 * or nothing (a watch link). The fragment never reaches the server; tokens go out only
 * as bearer headers, the join code only in the join request's body.
 */
export type LeagueLink =
  | { readonly role: "watch" }
  | { readonly role: "join"; readonly code: string }
  | { readonly role: "player"; readonly token: string }
  | { readonly role: "organizer"; readonly token: string };

export function leagueLinkFromHash(hash: string): LeagueLink {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const player = params.get("player");
  if (player) return { role: "player", token: player };
  const organizer = params.get("organizer");
  if (organizer) return { role: "organizer", token: organizer };
  const code = params.get("join");
  if (code) return { role: "join", code };
  return { role: "watch" };
}
