/**
 * Makes a VAPID key pair for Web Push and says how to store it as Worker secrets.
 *
 *   node src/cli/vapid-keys.ts [mailto:you@example.com | https://your.site/contact]
 *
 * Run it once per deployment: every push subscription is bound to the public key, so a
 * new pair silently orphans all existing subscriptions.
 */
import { assertVapidSubject, generateVapidKeys } from "../worker/push/vapid.ts";

/** The subject given on the command line, or undefined when it is missing or invalid (said on stderr). */
function readSubject(): { ok: boolean; value?: string } {
  const subject = process.argv[2];
  if (subject === undefined) return { ok: true };
  try {
    assertVapidSubject(subject);
    return { ok: true, value: subject };
  } catch (error) {
    console.error((error as Error).message);
    return { ok: false };
  }
}

const subject = readSubject();
if (!subject.ok) process.exitCode = 1;
else await printKeys(subject.value ?? "<mailto: or https: contact for push services>");

async function printKeys(subjectValue: string): Promise<void> {
  const { publicKey, privateKey } = await generateVapidKeys();
// The commands prompt for each value rather than taking it on the command line, which
// would leave the private key in the shell's history.
console.log(`VAPID key pair:

  VAPID_PUBLIC_KEY=${publicKey}
  VAPID_PRIVATE_KEY=${privateKey}
  VAPID_SUBJECT=${subjectValue}

Store them as Worker secrets; each command asks for its value, paste it from above:

  npx wrangler secret put VAPID_PUBLIC_KEY
  npx wrangler secret put VAPID_PRIVATE_KEY
  npx wrangler secret put VAPID_SUBJECT

For local development (wrangler dev), put the three lines above in .dev.vars instead.
Keep the private key out of the repository. Replacing the pair later cuts off every
existing push subscription.`);
}
