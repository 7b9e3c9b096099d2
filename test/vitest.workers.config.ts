// Worker, Durable Object and D1 tests run inside workerd with the real bindings of
// wrangler.toml; every test file starts with an empty archive, the D1 migrations applied.
// The picture renderer (src/pictures/) runs beside it as an auxiliary Worker, built as
// `wrangler deploy` would build it, so that /og and /gif are tested with the real one.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Bundles the picture renderer with its own config, as deployed; its modules: the script, and HarfBuzz's wasm beside it. */
function buildPictures(): { type: "ESModule" | "CompiledWasm"; path: string }[] {
  const out = `${root}/.wrangler/test-pictures`;
  // a fresh folder: an older build's wasm (its name is its hash) must not be picked up
  rmSync(out, { recursive: true, force: true });
  execFileSync(`${root}/node_modules/.bin/wrangler`, ["deploy", "--dry-run", "-c", "src/pictures/wrangler.toml", "--outdir", out], {
    cwd: root,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    stdio: "pipe",
  });
  const wasm = readdirSync(out).filter((file) => file.endsWith(".wasm"));
  return [{ type: "ESModule", path: `${out}/index.js` }, ...wasm.map((file) => ({ type: "CompiledWasm" as const, path: `${out}/${file}` }))];
}

export default defineConfig(async () => {
  const migrations = await readD1Migrations(`${root}/migrations`);
  const pictures = buildPictures();
  return {
    root,
    plugins: [
      cloudflareTest({
        wrangler: { configPath: `${root}/wrangler.toml` },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            // A developer's .dev.vars must not change what the tests see: no push keys here.
            VAPID_PUBLIC_KEY: "",
            VAPID_PRIVATE_KEY: "",
            // links are built from this, never from a request's Host (client.ts sends requests here)
            PUBLIC_ORIGIN: "https://pigeon.test",
            // the key league seat links are derived from (src/worker/league/seat-links.ts)
            LEAGUE_SECRET: "test-league-secret-0123456789abcdef0123456789abcdef",
            // records are signed with the test key (never use it anywhere else): test/fixtures/records/test-signing-key.txt
            SIGNING_KEY: readFileSync(`${root}/test/fixtures/records/test-signing-key.txt`, "utf8").trim(),
          },
          // the game Worker's PICTURES service binding (wrangler.toml) finds it by this name
          // (its HarfBuzz wasm is a module of its own beside the script, as wrangler uploads it)
          workers: [{ name: "pigeon-post-pictures", modules: pictures, modulesRoot: `${root}/.wrangler/test-pictures`, compatibilityDate: "2026-10-20" }],
        },
      }),
    ],
    test: {
      name: "workers",
      include: ["test/worker/**/*.test.ts"],
      setupFiles: ["test/worker/apply-migrations.ts"],
      // Two workerd instances on a 2-core machine (Vitest's default there is one): the
      // standing fuzz alone is one long test, and the other files run beside it.
      maxWorkers: 2,
      // One workerd per Vitest worker for all the files it runs, not one per file: a
      // workerd's start and the Worker's first load took 2-6 s a file (`setup` 158 s of
      // a 220 s phase in ci29). Durable Objects are made afresh by each test (new ids);
      // the archive is made afresh at each file's start (test/worker/apply-migrations.ts).
      isolate: false,
      // Some tests make a hundred requests in a row (a long game, the rate limit); on a
      // loaded 2-core machine that can take longer than the default 5 s.
      testTimeout: 30_000,
    },
  };
});
