/**
 * What the build checks of the catalogs (issue 31, item 5): every language has exactly
 * English's ids; every message parses; each keeps English's placeholders, no more and no
 * fewer; each plural gives `other` and every form its language needs; and the code uses
 * every id English has and no id English lacks. Pure: the CLI (src/cli/i18n-check.ts)
 * reads the files and prints what this finds.
 */
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { parse } from "@messageformat/parser";
import type { SourceCatalog } from "./compile.ts";

export interface CatalogProblem {
  readonly locale: string;
  readonly id: string;
  readonly problem: string;
}

interface MessageShape {
  readonly names: Set<string>;
  /** The plural forms each plural argument gives, by argument name. */
  readonly plurals: Map<string, Set<string>>;
}

type Compiled = string | readonly unknown[];

/** Walks a message's parts: text is a string, an argument is `[name, type?, branches?]`. */
function walkParts(parts: readonly unknown[], shape: MessageShape): void {
  for (const part of parts) {
    if (!Array.isArray(part) || typeof part[0] !== "string") continue;
    const [name, type, options] = part as [string, string?, Record<string, unknown>?];
    shape.names.add(name);
    if (!options || typeof options !== "object") continue;
    const forms = new Set(Object.keys(options).filter((k) => k !== "offset"));
    if (type === "select") {
      if (!forms.has("other")) shape.plurals.set(`${name}(select)`, forms);
    } else if (type === "plural" || type === "selectordinal") shape.plurals.set(name, forms);
    for (const branch of Object.values(options)) if (Array.isArray(branch)) walkParts(branch, shape);
  }
}

/** The placeholders and plural forms of a message, or a sentence saying why it does not parse. */
export function messageShape(message: string): MessageShape | string {
  // Lingui's compiler answers a message it cannot parse as plain text: parse it first to know
  try {
    parse(message, { strict: false });
  } catch (error) {
    return `does not parse: ${(error as Error).message.split("\n")[0]}`;
  }
  const compiled = compileMessage(message) as Compiled;
  const shape: MessageShape = { names: new Set(), plurals: new Map() };
  if (Array.isArray(compiled)) walkParts(compiled, shape);
  return shape;
}

/**
 * The plural forms a language's counts need: those the counts a page shows (0 to 1,000)
 * reach by CLDR's rules (Italian's and Spanish's "many" is for millions: not needed), but
 * for Turkish, whose counted noun stays singular ("2 oyun"), where `other` alone serves.
 */
export function pluralFormsNeeded(locale: string): Set<string> {
  if (locale === "tr") return new Set(["other"]);
  const rules = new Intl.PluralRules(locale);
  const forms = new Set<string>();
  for (let n = 0; n <= 1000; n++) forms.add(rules.select(n));
  return forms;
}

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));

/** Problems of one language's catalog against English's. */
export function checkCatalog(locale: string, catalog: SourceCatalog, english: SourceCatalog): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  const needed = [...pluralFormsNeeded(locale), "other"].sort();
  for (const id of Object.keys(english)) if (!(id in catalog)) problems.push({ locale, id, problem: "missing (every language has every message)" });
  for (const [id, message] of Object.entries(catalog)) {
    if (!(id in english)) {
      problems.push({ locale, id, problem: "not in English (an id no code uses)" });
      continue;
    }
    const shape = messageShape(message);
    if (typeof shape === "string") {
      problems.push({ locale, id, problem: shape });
      continue;
    }
    const englishShape = messageShape(english[id]);
    if (typeof englishShape !== "string" && !sameSet(shape.names, englishShape.names)) {
      problems.push({ locale, id, problem: `placeholders {${[...shape.names].sort().join("}, {")}} differ from English's {${[...englishShape.names].sort().join("}, {")}}` });
    }
    for (const [name, forms] of shape.plurals) {
      if (name.endsWith("(select)")) {
        problems.push({ locale, id, problem: `select ${name.replace("(select)", "")} has no "other"` });
        continue;
      }
      const lacking = [...new Set(needed)].filter((form) => !forms.has(form));
      if (lacking.length) problems.push({ locale, id, problem: `plural {${name}} lacks the ${lacking.join(", ")} form${lacking.length > 1 ? "s" : ""} ${locale} needs` });
    }
  }
  return problems;
}

/**
 * Ids the code uses, from its text: `t("id")` calls name them, and any string literal that
 * is an English id counts as a use (tables of ids translated when shown). A template
 * literal `t(\`error.${code}\`)` uses every id with its fixed prefix.
 */
export function idsInSource(source: string): { readonly called: Set<string>; readonly literals: Set<string>; readonly prefixes: Set<string> } {
  const called = new Set<string>();
  const literals = new Set<string>();
  const prefixes = new Set<string>();
  for (const m of source.matchAll(/\bt\(\s*(["'])([A-Za-z0-9_.-]+)\1/g)) called.add(m[2]);
  for (const m of source.matchAll(/(["'`])([a-z][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)+)\1/g)) literals.add(m[2]);
  for (const m of source.matchAll(/`([a-z][A-Za-z0-9_-]*\.[A-Za-z0-9_.-]*)\$\{/g)) prefixes.add(m[1]);
  return { called, literals, prefixes };
}

/** Problems of the code's use of ids: called but missing from English, or in English and never used. */
export function checkUse(english: SourceCatalog, sources: readonly string[]): CatalogProblem[] {
  const called = new Set<string>();
  const used = new Set<string>();
  const prefixes = new Set<string>();
  for (const source of sources) {
    const ids = idsInSource(source);
    ids.called.forEach((id) => called.add(id));
    ids.literals.forEach((id) => used.add(id));
    ids.prefixes.forEach((p) => prefixes.add(p));
  }
  const problems: CatalogProblem[] = [];
  for (const id of called) if (!(id in english)) problems.push({ locale: "en", id, problem: "used by the code but not in the catalog" });
  for (const id of Object.keys(english)) {
    if (used.has(id) || called.has(id) || [...prefixes].some((p) => id.startsWith(p))) continue;
    problems.push({ locale: "en", id, problem: "in the catalog but used nowhere" });
  }
  return problems;
}
