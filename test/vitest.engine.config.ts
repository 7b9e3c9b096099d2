// Engine tests run in plain Node: the engine is pure and needs no Workers runtime.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  test: {
    name: "engine",
    include: ["test/engine/**/*.test.ts"],
    environment: "node",
  },
});
