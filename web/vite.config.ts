// Builds the single-page front end into web/dist, which Workers Static Assets serves
// (wrangler.toml [assets]); the browser bundle includes the shared engine from src/engine.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
  },
  server: {
    // `vite` alone serves the pages; the API lives in `wrangler dev`.
    proxy: { "/api": { target: "http://localhost:8787", ws: true } },
  },
});
