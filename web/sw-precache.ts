/**
 * A vite plugin that tells the service worker (public/sw.js) what to keep for offline use:
 * after the build it reads dist/offline.html, collects the same-origin files it loads (its
 * hashed style sheet, the icons, the manifest), and writes that list into dist/sw.js in
 * place of the placeholder line. The worker's bytes then change whenever the offline
 * page or its assets do, so browsers install it again and fetch the new files.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

/** The line of public/sw.js that the build replaces. */
export const PRECACHE_PLACEHOLDER = 'const PRECACHE = ["/offline"];';

/**
 * The same-origin paths an HTML page loads: the href or src, starting with one slash, of
 * its link, script and img elements (not its a elements, which it only links to).
 */
export function pagePaths(html: string): string[] {
  const paths = [...html.matchAll(/<(?:link|script|img)\b[^>]*?\s(?:href|src)="(\/(?!\/)[^"]*)"/g)].map((match) => match[1]);
  return [...new Set(paths)];
}

/** The plugin; `outDir` is the build's output folder. */
export function swPrecache(outDir: string): Plugin {
  return {
    name: "pigeon-post-sw-precache",
    apply: "build",
    closeBundle() {
      const sw = join(outDir, "sw.js");
      const source = readFileSync(sw, "utf8");
      if (!source.includes(PRECACHE_PLACEHOLDER)) throw new Error(`public/sw.js lacks the line ${PRECACHE_PLACEHOLDER}`);
      // Workers Static Assets serves offline.html at /offline (and redirects the .html there).
      const paths = ["/offline", ...pagePaths(readFileSync(join(outDir, "offline.html"), "utf8"))];
      writeFileSync(sw, source.replace(PRECACHE_PLACEHOLDER, `const PRECACHE = ${JSON.stringify(paths)};`));
    },
  };
}
