/**
 * First run of `npm run dev`: writes .dev.vars with a fresh VAPID key pair, so push
 * notices work locally with no setup. An existing .dev.vars is left untouched.
 */
import { existsSync, writeFileSync } from "node:fs";
import { generateVapidKeys } from "../worker/push/vapid.ts";

const FILE = ".dev.vars";

if (!existsSync(FILE)) {
  const { publicKey, privateKey } = await generateVapidKeys();
  writeFileSync(
    FILE,
    `# Local secrets for wrangler dev (not committed). Made by src/cli/dev-vars.ts.\nVAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${privateKey}\nVAPID_SUBJECT=mailto:dev@localhost\n`,
    { mode: 0o600 },
  );
  console.log(`wrote ${FILE} with a local VAPID key pair for push notices`);
}
