// Browser tests: the built front end against a real `wrangler dev` (Worker, Durable
// Objects, local D1) on its own port, driven by Debian's Chromium. Never downloads a browser.
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS } from "./chromium-flags.ts";
import { answerLocalhostLocally } from "./localhost-lookup.ts";

// in the runner and in every worker (each loads this file): localhost-lookup.ts says why
answerLocalhostLocally();

const root = fileURLToPath(new URL("../..", import.meta.url));
// A port and a store of this run's own, so two runs on one machine (two developers'
// sessions, CI beside a dev server) never meet. Chosen once in the runner and handed to
// its worker processes through the environment, which they inherit.
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 20_000));
const PORT = Number(process.env.E2E_PORT);
const STATE = `.wrangler/e2e-state-${PORT}`;

/**
 * The files whose tests run longest (ci32: a whole Ben39 game by keyboard, 2.1 min; the
 * language walks; axe on every page), dealt out first. Playwright deals files in name order,
 * and whole-games.spec.ts came last: its longest test started when the other workers were
 * running out of work, and ran on alone for the last minute or two of the suite. A project
 * of their own, listed first, puts them at the head of the queue; the short tests then fill
 * the workers around them.
 */
const WHOLE_GAMES = /\/whole-games\.spec\.ts$/;
const LONG = [/\/i18n-all\.spec\.ts$/, /\/accessibility\.spec\.ts$/, /\/league\.spec\.ts$/, /\/layout-shift\.spec\.ts$/];

export default defineConfig({
  testDir: ".",
  outputDir: `${root}/test-results/playwright`,
  // Two workers share the one wrangler and its game store: a CI machine has two cores, and
  // the suite is bound by their CPU. Three took more CPU for the same tests (contended
  // pages and polls) and longer: the whole phase, 3 and 2 workers in turn, twice, took
  // 6.1/6.3 min against 5.8/6.0 min, 702/729 against 642/669 CPU s (docs/benchmarks.md,
  // "Eleventh session"). Files are dealt out whole (not fullyParallel): the tests of one
  // file run in order in one worker, but for the long files that say `mode: "parallel"`. No test may depend on what another
  // leaves in the store: each makes its own games and leagues and finds archived games by
  // names of its own.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  timeout: 60_000,
  // The local `wrangler dev` now and then answers nothing for 10 s and more on a shared
  // two-core machine (ci15, ci40, ci46: a game's creation, its record, its page), then goes
  // on: a wait on the server gets 20 s. A passing test waits no longer for it.
  expect: { timeout: 20_000 },
  retries: 0,
  reporter: [["list"]],
  projects: [
    { name: "whole-games", testMatch: WHOLE_GAMES },
    { name: "long", testMatch: LONG },
    { name: "rest", testIgnore: [WHOLE_GAMES, ...LONG] },
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Every test is a new visitor in a new context, so the site's service worker would
    // install (a worker thread, its precache's requests) several hundred times a run: a
    // third of the CPU a new context's seat page costs Chromium (docs/benchmarks.md, "Tenth
    // session"). What it does for people, the offline page and push notices, is tested in
    // the specs that say `test.use({ serviceWorkers: "allow" })`. Blocked here, a page's
    // `register` resolves to nothing, as Playwright documents; the app goes on without it.
    serviceWorkers: "block",
    actionTimeout: 20_000,
    navigationTimeout: 20_000,
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      // chromium-flags.ts: without the address bar's WebUI every new context costs half as much
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    // A clean store every run: delete it, build the pages, apply the D1 migrations, serve.
    command: [
      `rm -rf ${STATE}`,
      // VAPID keys in .dev.vars (made once, as npm run dev does), so push can be turned on
      "node src/cli/dev-vars.ts",
      // `npm test` has just built the pages (the Worker tests serve them too) and says so
      ...(process.env.E2E_WEB_BUILT === "1" ? [] : ["npm run build:web"]),
      `wrangler d1 migrations apply DB --local --persist-to ${STATE}`,
      // every scripted game comes from this one address: no write limit here (tested in workerd);
      // the picture renderer runs in the same session, as `npm run dev` runs it; on 127.0.0.1,
      // the address the runner gives localhost (localhost-lookup.ts), whatever this machine's
      // hosts file says of localhost
      `wrangler dev -c wrangler.toml -c src/pictures/wrangler.toml --ip 127.0.0.1 --port ${PORT} --persist-to ${STATE} --var RATE_LIMIT:off`,
    ].join(" && "),
    cwd: root,
    url: `http://localhost:${PORT}/api/variants`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      // wrangler needs the project's Node 24, which npm puts first on PATH; say so for direct runs too.
      PATH: `${root}/node_modules/.bin:${process.env.PATH ?? ""}`,
      WRANGLER_SEND_METRICS: "false",
      CI: "true",
      // What only a developer at a terminal reads, and every request paid for: the local
      // trace collector attached to the Worker (its log stream, 8-10% of workerd's CPU in
      // perf) and the proxy's line per request, which it posts to wrangler's Node process.
      // Without them a request costs workerd about a quarter less CPU (docs/benchmarks.md,
      // "Thirteenth session"). Warnings and errors still reach the piped stderr.
      X_LOCAL_OBSERVABILITY: "false",
      WRANGLER_LOG: "warn",
    },
  },
});
