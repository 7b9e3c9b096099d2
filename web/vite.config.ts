// Builds the front end into web/dist, which Workers Static Assets serves (wrangler.toml
// [assets]). Two pages: index.html, the single-page app, and embed.html, the compact
// viewer the Worker serves at /embed/:id for iframes. Both bundles include the shared
// engine from src/engine; files in web/public (the _headers framing policy) are copied as they are.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const page = (name: string): string => fileURLToPath(new URL(name, import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    rolldownOptions: {
      input: { main: page("index.html"), embed: page("embed.html") },
    },
  },
  server: {
    // `vite` alone serves the pages; the API lives in `wrangler dev`.
    proxy: { "/api": { target: "http://localhost:8787", ws: true } },
  },
});
