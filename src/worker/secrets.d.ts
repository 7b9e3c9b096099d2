// Secrets are not in wrangler.toml, so `wrangler types` does not know them. Set them
// with `wrangler secret put` (production) or in .dev.vars (local); see README.
interface PushSecrets {
  /** VAPID key pair for Web Push (base64url); without them push notices are off. */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  /** A contact for push services: "mailto:you@example.com" or an https URL. */
  VAPID_SUBJECT?: string;
}
interface Env extends PushSecrets {}
declare namespace Cloudflare {
  interface Env extends PushSecrets {}
}
