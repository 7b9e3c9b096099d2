// Builds the front end into web/dist, which Workers Static Assets serves (wrangler.toml
// [assets]). Three pages: index.html, the single-page app; embed.html, the compact
// viewer the Worker serves at /embed/:id for iframes; offline.html, what the service
// worker shows for a page load without network. The app and the embed include the shared
// engine from src/engine; files in web/public (the _headers framing policy, the service
// worker, the manifest and icons) are copied as they are, and the service worker then
// gets the list of files to keep for offline use (sw-precache.ts).
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { pageChunks } from "./chunk-groups.ts";
import { i18nCatalogs } from "./i18n-plugin.ts";
import { pagePreloads } from "./page-preloads.ts";
import { swPrecache } from "./sw-precache.ts";

const page = (name: string): string => fileURLToPath(new URL(name, import.meta.url));
const outDir = page("dist");
const chunks = pageChunks({ app: page("src/main.ts"), embed: page("src/embed/main.ts"), others: [page("src/offline.ts")] });

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  build: {
    outDir,
    emptyOutDir: true,
    target: "es2022",
    rolldownOptions: {
      input: { main: page("index.html"), embed: page("embed.html"), offline: page("offline.html") },
      // the offline page shares its few modules (choosing the language, filling the marked
      // words) with the app: in a chunk of their own, so the style sheet all three pages
      // share stays a file of its own (styles-<hash>.css), not one named after them
      output: {
        codeSplitting: {
          groups: [
            { name: "locale-choice", priority: 3, test: /web\/src\/(locale-choice|marked-words)\.ts|src\/i18n\/(locales|negotiate)\.ts/ },
            // the rest of the app's modules in three files, by who loads them (chunk-groups.ts)
            { name: chunks.view, priority: 2 },
            { name: chunks.app, priority: 1 },
          ],
        },
      },
    },
  },
  plugins: [i18nCatalogs(), pagePreloads(), swPrecache(outDir)],
  server: {
    // `vite` alone serves the pages; the API lives in `wrangler dev`.
    proxy: { "/api": { target: "http://localhost:8787", ws: true } },
  },
});
