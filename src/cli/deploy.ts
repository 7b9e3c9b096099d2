/**
 * `npm run deploy`: the whole deployment in one command, on a new account or an old one.
 *
 *   npm run deploy [-- <extra wrangler deploy flags>]
 *
 * wrangler.toml names the archive database ("pigeon-post") but holds no id: `wrangler
 * deploy` finds the account's database of that name, or creates it (wrangler's resource
 * provisioning), and creates the Durable Object classes and rate limits from their
 * bindings. The schema must be in place before the code that reads it, so an existing
 * database gets its migrations first; a new one is created by the deploy and migrated
 * right after, before anyone has the site's address.
 */
import { spawnSync } from "node:child_process";

const WRANGLER = "node_modules/.bin/wrangler";
const extra = process.argv.slice(2);

/** Runs wrangler with the terminal attached (it may ask to log in or to confirm migrations); true when it succeeded. */
function wrangler(args: readonly string[], quiet = false): boolean {
  const run = spawnSync(WRANGLER, args, { stdio: quiet ? "ignore" : "inherit" });
  return run.status === 0;
}

function must(args: readonly string[]): void {
  if (!wrangler(args)) {
    console.error(`\`wrangler ${args.join(" ")}\` failed; nothing after it was run.`);
    process.exit(1);
  }
}

const migrate = ["d1", "migrations", "apply", "DB", "--remote"];
// the picture renderer first: the site's PICTURES service binding names it (src/pictures/wrangler.toml)
must(["deploy", "-c", "src/pictures/wrangler.toml", ...extra]);
// `d1 info` looks the database up by wrangler.toml's database_name when there is no id
const exists = wrangler(["d1", "info", "DB"], true);
if (exists) {
  must(migrate);
  must(["deploy", ...extra]);
} else {
  // not found (or not asked: wrangler's own message says so when the deploy fails the same way)
  console.log('No D1 database "pigeon-post" found: the deploy creates it, then its migrations are applied.');
  must(["deploy", ...extra]);
  must(migrate);
}
