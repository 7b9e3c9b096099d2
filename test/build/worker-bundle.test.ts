// The Worker's size on the wire (issue 12): what `wrangler deploy` would upload, gzipped,
// stays at or under 150 KiB. Everything a request needs is in this one script, and a
// Worker's startup time grows with it. Measured: 227.6 KiB with zod's classic API and
// all its locales, 122.4 KiB with zod/mini and English only; with five games and the
// computer's search 151.8 KiB, and 103.9 KiB minified (wrangler.toml `minify = true`).
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const LIMIT_BYTES = 150 * 1024;

/** The `[[d1_databases]]` entries of wrangler.toml, as text. */
function d1Entries(): string[] {
  const toml = readFileSync(join(root, "wrangler.toml"), "utf8");
  return toml.split(/^\[\[/m).filter((block) => block.startsWith("d1_databases]]"));
}

it("keeps the Worker bundle at or under 150 KiB gzipped, and the dry run needs no database id", () => {
  // `npm run deploy` is one command (issue 25): wrangler provisions the database by name,
  // so the config holds a name and no id for anyone to paste
  const [archive] = d1Entries();
  expect(archive).toMatch(/^database_name = "pigeon-post"$/m);
  expect(archive).not.toMatch(/^database_id\s*=/m);
  const out = mkdtempSync(join(tmpdir(), "worker-bundle-"));
  // wrangler wants the assets folder to exist even for a dry run; on a fresh clone the
  // pages are built later in `npm test`, and the Worker's bundle does not contain them
  mkdirSync(join(root, "web/dist"), { recursive: true });
  try {
    const said = execFileSync(join(root, "node_modules/.bin/wrangler"), ["deploy", "--dry-run", "--outdir", out], {
      cwd: root,
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
      encoding: "utf8",
      stdio: "pipe",
    });
    expect(said).toMatch(/env\.DB \(pigeon-post\)\s+D1 Database/);
    const gzipped = gzipSync(readFileSync(join(out, "index.js"))).length;
    console.log(`Worker bundle: ${(gzipped / 1024).toFixed(1)} KiB gzipped`);
    expect(gzipped).toBeLessThanOrEqual(LIMIT_BYTES);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}, 120_000);
