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

it("keeps the Worker bundle at or under 150 KiB gzipped", () => {
  const out = mkdtempSync(join(tmpdir(), "worker-bundle-"));
  // wrangler wants the assets folder to exist even for a dry run; on a fresh clone the
  // pages are built later in `npm test`, and the Worker's bundle does not contain them
  mkdirSync(join(root, "web/dist"), { recursive: true });
  try {
    execFileSync(join(root, "node_modules/.bin/wrangler"), ["deploy", "--dry-run", "--outdir", out], {
      cwd: root,
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
      stdio: "pipe",
    });
    const gzipped = gzipSync(readFileSync(join(out, "index.js"))).length;
    console.log(`Worker bundle: ${(gzipped / 1024).toFixed(1)} KiB gzipped`);
    expect(gzipped).toBeLessThanOrEqual(LIMIT_BYTES);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}, 120_000);
