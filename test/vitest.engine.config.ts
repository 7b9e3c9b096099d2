// Engine tests run in plain Node: the engine is pure and needs no Workers runtime.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  test: {
    name: "engine",
    // and the build checks, which run Node tools (wrangler's bundler) on the tree
    include: ["test/engine/**/*.test.ts", "test/build/**/*.test.ts"],
    environment: "node",
    // web modules' words come through t(): their tests read the English catalog
    setupFiles: ["test/engine/web/english.ts"],
    // Vitest runs one file at a time on a 2-core machine (it keeps a core for itself); the
    // tests are pure computation and the runner is nearly idle, so use both cores.
    maxWorkers: 2,
    // Perft rows take a few seconds on a loaded 2-core machine; the default 5 s is too tight there.
    testTimeout: 20_000,
  },
});
