// Worker, Durable Object and D1 tests run inside workerd with the real bindings of
// wrangler.toml; every test file gets its own storage and the D1 migrations applied.
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("..", import.meta.url));

export default defineConfig(async () => {
  const migrations = await readD1Migrations(`${root}/migrations`);
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
          },
        },
      }),
    ],
    test: {
      name: "workers",
      include: ["test/worker/**/*.test.ts"],
      setupFiles: ["test/worker/apply-migrations.ts"],
      // Some tests make a hundred requests in a row (a long game, the rate limit); on a
      // loaded 2-core machine that can take longer than the default 5 s.
      testTimeout: 30_000,
    },
  };
});
