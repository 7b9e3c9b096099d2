// Builds /viewer.js, the page viewer (web/src/viewer, docs/viewer.md), apart from the app:
// one ES module at a fixed address for other sites to load, and each game's engine as a
// chunk beside it (web/dist/viewer/), fetched only for the game a page shows. Runs after
// the app's build, which empties web/dist.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { i18nCatalogs } from "./i18n-plugin.ts";

const here = (name: string): string => fileURLToPath(new URL(name, import.meta.url));

export default defineConfig({
  root: here("."),
  publicDir: false,
  plugins: [i18nCatalogs()],
  build: {
    outDir: here("dist"),
    emptyOutDir: false,
    target: "es2022",
    lib: { entry: here("src/viewer/main.ts"), formats: ["es"], fileName: () => "viewer.js" },
    rolldownOptions: { output: { chunkFileNames: "viewer/[name]-[hash].js" } },
  },
});
