// Builds /viewer.js, the page viewer (web/src/viewer, docs/viewer.md), apart from the app:
// one ES module at a fixed address for other sites to load, and each game's engine as a
// chunk beside it (web/dist/viewer/), fetched only for the game a page shows. Runs after
// the app's build, which empties web/dist.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { viewerCatalogs } from "./viewer-catalogs.ts";

const here = (name: string): string => fileURLToPath(new URL(name, import.meta.url));

export default defineConfig({
  root: here("."),
  publicDir: false,
  // each language a chunk of its own, holding only the messages the viewer can show
  plugins: [viewerCatalogs()],
  // library mode leaves process.env.NODE_ENV for a bundler that never comes: without this
  // the message library ships its development-only message compiler in viewer.js
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: here("dist"),
    emptyOutDir: false,
    target: "es2022",
    lib: { entry: here("src/viewer/main.ts"), formats: ["es"], fileName: () => "viewer.js" },
    // minified whitespace and all: library mode keeps an ES module's whitespace for bundlers
    // to shake, but viewer.js goes straight into pages, and its 40 KB must hold a language too
    // the study chunk (study=) shares most of the viewer's code: letting viewer.js export it
    // to that chunk keeps viewer.js one file, where the library's strict signature would
    // split the shared code into a chunk of its own, fetched and compressed apart (1.8 KB more)
    rolldownOptions: { preserveEntrySignatures: "allow-extension", output: { chunkFileNames: "viewer/[name]-[hash].js", minify: true } },
  },
});
