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
    // The files a worker runs share its module cache (not a fresh one per file): loading
    // the engine, the web modules and the build tools again for each of 150 files was a
    // third of the phase (import 31 s of 113; 83 s wall without). The three files that
    // stub a global (fetch, localStorage, Date) put it back after themselves.
    isolate: false,
    // Perft rows take a few seconds on a loaded 2-core machine; the default 5 s is too tight there.
    testTimeout: 20_000,
  },
});
