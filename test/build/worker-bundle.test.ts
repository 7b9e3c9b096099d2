// The Workers' size on the wire (issue 12): what `wrangler deploy` would upload, gzipped.
// The game Worker stays at or under 160 KiB: every request needs it, and a Worker's
// startup time grows with its script. Measured: 227.6 KiB with zod's classic API and
// all its locales, 122.4 KiB with zod/mini and English only; with five games and the
// computer's search 151.8 KiB, and 103.9 KiB minified (wrangler.toml `minify = true`);
// 156.2 KiB with leagues, signed and annotated records and the pictures, 127.6 KiB once
// the pictures moved to their own Worker (issue 23); 150.2 KiB once it wrote its notices
// and page previews in twelve languages (issue 31: only its own messages, compiled,
// src/i18n/server-catalogs.ts; esbuild writes every non-Latin letter as a \u escape),
// when the budget became 160 KiB; 168.9 KiB with studies (issue 32: their Durable Object,
// versioned edits on annotated trees, export and import, the embed's pages), when it
// became 176 KiB (the study's object is the candidate to move to a Worker of its own, as
// the pictures did, should the budget be needed again); 173.4 KiB with pockets and 179.5 KiB
// with ratings (issue 33: the Ratings object, rated games' outbox and routes, 6.1 KiB, of
// which the glicko2 package is 2.3), when it became 184 KiB; 168.7 KiB once keep_names was
// turned off (issue 34: no `__name` wrapper on every function, 12 KiB); 188.0 KiB with the five
// games' fast paths and the fast search (issue 34: the computer plays inside the game's
// room, so they belong to this Worker), when it became 192 KiB. That renderer (src/pictures/) is bounded too, at
// 400 KiB, room for a WebAssembly rasterizer: it was 28.7 KiB, and 245 KiB with
// HarfBuzz's wasm (175 KiB) and the Noto slice table for text in any script (issue 31).
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** The `[[d1_databases]]` entries of wrangler.toml, as text. */
function d1Entries(): string[] {
  const toml = readFileSync(join(root, "wrangler.toml"), "utf8");
  return toml.split(/^\[\[/m).filter((block) => block.startsWith("d1_databases]]"));
}

/** What `wrangler deploy --dry-run -c <config>` said, and the bytes, gzipped, of the modules it would upload (the script and any wasm, as the picture renderer's HarfBuzz). */
function dryRun(config: string): { said: string; gzipped: number; script: string } {
  const out = mkdtempSync(join(tmpdir(), "worker-bundle-"));
  // wrangler wants the assets folder to exist even for a dry run; on a fresh clone the
  // pages are built later in `npm test`, and the Worker's bundle does not contain them
  mkdirSync(join(root, "web/dist"), { recursive: true });
  try {
    const said = execFileSync(join(root, "node_modules/.bin/wrangler"), ["deploy", "--dry-run", "-c", config, "--outdir", out], {
      cwd: root,
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
      encoding: "utf8",
      stdio: "pipe",
    });
    const modules = readdirSync(out).filter((file) => file.endsWith(".js") || file.endsWith(".wasm"));
    const script = modules.filter((file) => file.endsWith(".js")).map((file) => readFileSync(join(out, file), "utf8")).join("\n");
    return { said, gzipped: modules.reduce((sum, file) => sum + gzipSync(readFileSync(join(out, file))).length, 0), script };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

it("keeps the game Worker bundle at or under 192 KiB gzipped, and the dry run needs no database id", () => {
  // `npm run deploy` is one command (issue 25): wrangler provisions the database by name,
  // so the config holds a name and no id for anyone to paste
  const [archive] = d1Entries();
  expect(archive).toMatch(/^database_name = "pigeon-post"$/m);
  expect(archive).not.toMatch(/^database_id\s*=/m);
  const { said, gzipped, script } = dryRun("wrangler.toml");
  expect(said).toMatch(/env\.DB \(pigeon-post\)\s+D1 Database/);
  console.log(`Game Worker bundle: ${(gzipped / 1024).toFixed(1)} KiB gzipped`);
  expect(gzipped).toBeLessThanOrEqual(192 * 1024);
  // no keep_names (wrangler.toml): esbuild's `__name` helper, minified `(t,e)=>X(t,"name",{value:e,configurable:!0})`,
  // renamed every function made at run time, 5% of a move's JavaScript (issue 34, item 5)
  expect(script).not.toMatch(/"name",\{value:[\w$]+,configurable:!0\}/);
}, 120_000);

it("keeps the picture renderer's bundle at or under 400 KiB gzipped", () => {
  const { gzipped } = dryRun("src/pictures/wrangler.toml");
  console.log(`Picture renderer bundle: ${(gzipped / 1024).toFixed(1)} KiB gzipped`);
  expect(gzipped).toBeLessThanOrEqual(400 * 1024);
}, 120_000);
