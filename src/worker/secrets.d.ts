// Secrets are not in wrangler.toml, so `wrangler types` does not know them. Set them
// with `wrangler secret put` (production) or in .dev.vars (local); see README.
interface PushSecrets {
  /** VAPID key pair for Web Push (base64url); without them push notices are off. */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  /** A contact for push services: "mailto:you@example.com" or an https URL. */
  VAPID_SUBJECT?: string;
}
interface LeagueSecrets {
  /**
   * The key league seat links are derived from (HMAC of league, game and side: no seat
   * token of a league game is stored anywhere). Without it leagues cannot be created.
   */
  LEAGUE_SECRET?: string;
}
interface Env extends PushSecrets, LeagueSecrets {}
declare namespace Cloudflare {
  interface Env extends PushSecrets, LeagueSecrets {}
}
