// A vite plugin that tells the Worker what a game page will load after its entry script:
// each language's catalog chunk and the game page's own chunks (with their style sheets).
// It writes them into index.html as one inert tag,
//   <meta name="pigeon-post:preloads" content='{"catalogs":{"ja":"/assets/ja-….js",…},"game":[…],"gameCss":[…]}'>
// and the Worker, which knows the reader's language and that the page is a game's
// (src/worker/page-preloads.ts), turns it into preload links: the browser then fetches
// them beside the entry script instead of one wave after another (the language after the
// entry has run, the page's chunks after the language, their imports after them).
import type { Plugin } from "vite";

const CATALOG = /^\0virtual:i18n\/(.+)$/;
const GAME_PAGE = /\/web\/src\/pages\/game\.ts$/;

interface Chunk {
  readonly type: "chunk";
  readonly fileName: string;
  readonly facadeModuleId: string | null;
  /** The modules the chunk holds: the game page's is in the app's "pages" chunk (chunk-groups.ts). */
  readonly moduleIds: readonly string[];
  readonly imports: readonly string[];
  readonly viteMetadata?: { readonly importedCss: Set<string> };
}

export function pagePreloads(): Plugin {
  return {
    name: "pigeon-page-preloads",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        if (!context.bundle || !context.filename.endsWith("index.html")) return undefined;
        const chunks = Object.values(context.bundle).filter((item): item is typeof item & Chunk => item.type === "chunk");
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const catalogs = Object.fromEntries(chunks.flatMap((chunk) => {
          const locale = CATALOG.exec(chunk.facadeModuleId ?? "")?.[1];
          return locale ? [[locale, `/${chunk.fileName}`]] : [];
        }));
        const page = chunks.find((chunk) => chunk.moduleIds.some((id) => GAME_PAGE.test(id)));
        // the game page's chunk and everything it imports, less what the entry's own preloads fetch already
        const entry = chunks.find((chunk) => (chunk as { isEntry?: boolean }).isEntry && chunk.fileName.includes("main"));
        const already = new Set([...(entry ? [entry.fileName, ...entry.imports] : [])]);
        const game: string[] = [];
        const css = new Set<string>();
        const visit = (file: string): void => {
          if (already.has(file) || game.includes(`/${file}`)) return;
          const chunk = byFile.get(file);
          if (!chunk) return;
          game.push(`/${file}`);
          chunk.viteMetadata?.importedCss.forEach((sheet) => css.add(`/${sheet}`));
          chunk.imports.forEach(visit);
        };
        if (page) visit(page.fileName);
        const content = JSON.stringify({ catalogs, game, gameCss: [...css] });
        return [{ tag: "meta", attrs: { name: "pigeon-post:preloads", content }, injectTo: "head" }];
      },
    },
  };
}
