/**
 * How the pages' own modules are cut into script files (rolldown's `codeSplitting` groups, in
 * vite.config.ts). Left to itself the bundler makes a chunk for every set of pages that
 * shares a module: a game's page fetched 39 script and style files of a few KiB each, and
 * every file costs the browser (and the server sending it) more than its bytes: round trips
 * on a phone, and in the browser tests about half of a page load's CPU (issue 34, item 6;
 * docs/benchmarks.md). So the modules go by who loads them, read from the module graph: a
 * module is on the app's side when the app's entry, or a module the app imports at run time
 * (`import()`, a page), reaches it by static imports; likewise on the embed's side.
 *
 * - the embed's side and the app's alike: "view" (the board, the engine, the words);
 * - the embed's side alone: as the bundler splits it (the embed stays lean);
 * - the app's entry: "app", what every page of the app runs, the home page included;
 * - the app's pages beyond it: "pages", one file for all of them. The home page, where a
 *   newcomer lands, still loads no other page's code (issue 20, item 13); any other page
 *   loads the rest of the app at once, and is then cached for every page after it.
 *
 * The offline page's few modules have a group of their own (vite.config.ts), and the
 * languages' catalogs and the Web Workers' builds keep the bundler's own splitting.
 */
import type { ChunkingContext } from "rolldown";

/**
 * A module the groups may place: ours or a dependency, script or style sheet, but not a
 * virtual module (each language's catalog stays a file of its own) nor a query's (a Web
 * Worker's build, an asset's URL).
 */
const placeable = (id: string): boolean => !id.startsWith("\0") && !id.includes("?");

export interface Entries {
  readonly app: string;
  readonly embed: string;
  /** Other entries, kept out of the groups (the offline page's, whose few shared modules are the "locale-choice" group's: it must stay a few KiB). */
  readonly others: readonly string[];
}

type Side = "app" | "embed";

/**
 * Walks the module graph once from each entry: every module its static imports reach, and
 * every root (module imported at run time) found on the way, walked in turn. Says for each
 * module which sides reach it and whether the app's entry itself does.
 */
function mapGraph(entries: Entries, ctx: ChunkingContext): { sides: Map<string, Set<Side>>; appEntry: Set<string> } {
  const sides = new Map<string, Set<Side>>();
  const reachedFrom = (root: string, onDynamic: (id: string) => void): Set<string> => {
    const reached = new Set<string>();
    const pending = [root];
    while (pending.length > 0) {
      const id = pending.pop()!;
      if (reached.has(id)) continue;
      reached.add(id);
      const info = ctx.getModuleInfo(id);
      if (!info) continue;
      pending.push(...info.importedIds);
      info.dynamicallyImportedIds.forEach(onDynamic);
    }
    return reached;
  };
  const walk = (side: Side, entry: string): Set<string> => {
    const roots = [entry];
    const done = new Set<string>();
    let entryReach = new Set<string>();
    while (roots.length > 0) {
      const root = roots.pop()!;
      if (done.has(root)) continue;
      done.add(root);
      const reached = reachedFrom(root, (id) => roots.push(id));
      if (root === entry) entryReach = reached;
      for (const id of reached) {
        let set = sides.get(id);
        if (!set) sides.set(id, (set = new Set()));
        set.add(side);
      }
    }
    return entryReach;
  };
  const appEntry = walk("app", entries.app);
  walk("embed", entries.embed);
  return { sides, appEntry };
}

/**
 * The groups' name functions, by who loads a module: "view", "app" or "pages", or null for
 * the bundler's own splitting. Two groups, "view" first (a higher priority in
 * vite.config.ts): a group takes a module's imports with it, so "app" taken first would
 * also take what the embed shares with it, and the embed would load the app.
 */
export function pageChunks(entries: Entries): { view: NameOf; app: NameOf } {
  let graph: ReturnType<typeof mapGraph> | undefined;
  const entryIds = new Set([entries.app, entries.embed, ...entries.others]);
  const place = (id: string, ctx: ChunkingContext): "view" | "app" | "pages" | null => {
    if (!placeable(id) || entryIds.has(id)) return null;
    graph ??= mapGraph(entries, ctx);
    const sides = graph.sides.get(id);
    if (!sides || !sides.has("app")) return null;
    if (sides.has("embed")) return "view";
    return graph.appEntry.has(id) ? "app" : "pages";
  };
  return {
    view: (id, ctx) => (place(id, ctx) === "view" ? "view" : null),
    app: (id, ctx) => {
      const group = place(id, ctx);
      return group === "app" || group === "pages" ? group : null;
    },
  };
}

type NameOf = (id: string, ctx: ChunkingContext) => string | null;
