// The page viewer's catalogs (issue 31): viewer.js runs on other sites within 40 KB, so
// the language chunk a viewer fetches holds only the messages its code can show, not the
// whole site's. Every module bundled into the viewer is read as it is loaded; a catalog
// keeps a message when its id appears there as a string (`"viewer.controls.next"`) or
// starts with a string that ends in a dot (`` `league.score.${key}` ``, `"game.side." + side`).
// The catalog chunks are written last, once every module has been read (renderChunk).
import type { Plugin } from "vite";
import { readSourceCatalog } from "../src/cli/catalog-files.ts";
import { compileCatalog } from "../src/i18n/compile.ts";

const PREFIX = "virtual:i18n/";
const RESOLVED = `\0viewer-${PREFIX}`;
const MARK = "__pigeon_viewer_catalog__";
/** The ids and id prefixes a module's source names. */
function namesIn(code: string, ids: Set<string>, prefixes: Set<string>): void {
  for (const match of code.matchAll(/["'`]([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)(\.?)(["'`]|\$\{)/g)) {
    if (match[2] === "." || match[3] === "${") prefixes.add(`${match[1]}${match[2]}`);
    else ids.add(match[1]);
  }
}

export function viewerCatalogs(): Plugin {
  const ids = new Set<string>();
  const prefixes = new Set<string>();
  return {
    name: "pigeon-viewer-catalogs",
    enforce: "pre",
    resolveId(id) {
      return id.startsWith(PREFIX) ? `${RESOLVED}${id.slice(PREFIX.length)}` : undefined;
    },
    load(id) {
      // a placeholder: the messages are chosen once every module of the viewer has been read
      return id.startsWith(RESOLVED) ? `export default JSON.parse("${MARK}${id.slice(RESOLVED.length)}");` : undefined;
    },
    transform(code, id) {
      if (!id.startsWith("\0")) namesIn(code, ids, prefixes);
      return undefined;
    },
    renderChunk(code) {
      const mark = new RegExp(`(["'\`])${MARK}([A-Za-z-]+)\\1`).exec(code);
      if (!mark) return null;
      const source = readSourceCatalog(mark[2]);
      const kept = Object.fromEntries(Object.entries(source).filter(([id]) => ids.has(id) || [...prefixes].some((prefix) => id.startsWith(prefix))));
      return code.replace(mark[0], JSON.stringify(JSON.stringify(compileCatalog(kept))));
    },
  };
}
