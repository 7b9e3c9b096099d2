/**
 * First run of `npm run dev`: writes .dev.vars with a fresh VAPID key pair, so push
 * notices work locally with no setup, and an empty PUBLIC_ORIGIN, so that links follow
 * whatever port the local server runs on. An existing .dev.vars keeps its keys and only
 * gains PUBLIC_ORIGIN if it lacks it.
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { base64UrlEncode } from "../contract/bytes.ts";
import { generateVapidKeys } from "../worker/push/vapid.ts";

const FILE = ".dev.vars";

if (!existsSync(FILE)) {
  const { publicKey, privateKey } = await generateVapidKeys();
  writeFileSync(
    FILE,
    `# Local secrets for wrangler dev (not committed). Made by src/cli/dev-vars.ts.\nVAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${privateKey}\nVAPID_SUBJECT=mailto:dev@localhost\nPUBLIC_ORIGIN=\n`,
    { mode: 0o600 },
  );
  console.log(`wrote ${FILE} with a local VAPID key pair for push notices`);
}

if (!/^PUBLIC_ORIGIN=/m.test(readFileSync(FILE, "utf8"))) appendFileSync(FILE, "PUBLIC_ORIGIN=\n");

// league seat links are derived from this key (src/worker/league/seat-links.ts); production sets it with `wrangler secret put LEAGUE_SECRET`
if (!/^LEAGUE_SECRET=/m.test(readFileSync(FILE, "utf8"))) {
  appendFileSync(FILE, `LEAGUE_SECRET=${base64UrlEncode(crypto.getRandomValues(new Uint8Array(32)))}\n`);
  console.log(`added a LEAGUE_SECRET to ${FILE}`);
}
