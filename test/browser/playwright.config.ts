// Browser tests: the built front end against a real `wrangler dev` (Worker, Durable
// Objects, local D1) on its own port, driven by Debian's Chromium. Never downloads a browser.
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";

const root = fileURLToPath(new URL("../..", import.meta.url));
const PORT = 8799;
const STATE = ".wrangler/e2e-state";

export default defineConfig({
  testDir: ".",
  outputDir: `${root}/test-results/playwright`,
  // One wrangler, one game store: tests run one at a time.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    // A clean store every run: delete it, build the pages, apply the D1 migrations, serve.
    command: [
      `rm -rf ${STATE}`,
      "npm run build:web",
      `wrangler d1 migrations apply DB --local --persist-to ${STATE}`,
      `wrangler dev --port ${PORT} --persist-to ${STATE}`,
    ].join(" && "),
    cwd: root,
    url: `http://localhost:${PORT}/api/variants`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      // wrangler needs the project's Node 24, which npm puts first on PATH; say so for direct runs too.
      PATH: `${root}/node_modules/.bin:${process.env.PATH ?? ""}`,
      WRANGLER_SEND_METRICS: "false",
      CI: "true",
    },
  },
});
