/**
 * `npm run i18n:check` (run by `npm run build:web`, so a bad catalog stops the build):
 * every language complete, placeholders and plurals right, every id used and every used id
 * there (src/i18n/catalog-check.ts says what each check means).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { checkCatalog, checkUse, type CatalogProblem } from "../i18n/catalog-check.ts";
import { readSourceCatalog } from "./catalog-files.ts";
import { LOCALES } from "../i18n/locales.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** Where words are said: the pages, the Worker, the pictures, and the shared modules both use. */
const SOURCE_DIRS = ["web/src", "src/worker", "src/pictures", "src/contract", "src/engine"];
const SOURCE_FILES = ["web/index.html", "web/embed.html", "web/offline.html"];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.(ts|html)$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

const english = readSourceCatalog("en");
const sources = [...SOURCE_DIRS.flatMap((dir) => filesUnder(join(root, dir))), ...SOURCE_FILES.map((f) => join(root, f))].map((path) => readFileSync(path, "utf8"));
const problems: CatalogProblem[] = [
  ...checkUse(english, sources),
  ...LOCALES.filter((l) => l.code !== "en").flatMap((l) => checkCatalog(l.code, readSourceCatalog(l.code), english)),
];

if (problems.length) {
  for (const p of problems.slice(0, 200)) console.error(`${p.locale} ${p.id}: ${p.problem}`);
  if (problems.length > 200) console.error(`... and ${problems.length - 200} more`);
  console.error(`\ni18n check: ${problems.length} problem${problems.length === 1 ? "" : "s"} (docs/translating.md says how to fix each)`);
  process.exit(1);
}
console.log(`i18n check: ${Object.keys(english).length} messages in ${LOCALES.length} languages, all complete and consistent`);
