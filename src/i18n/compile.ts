/**
 * Catalogs as the runtime reads them: each ICU message compiled once, at build time for
 * the pages (web/i18n-plugin.ts) and when first used in the Worker. The pseudo-locale is
 * made here from English.
 */
import type { Messages } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { ACCENTED, pseudoPadding } from "./pseudo-letters.ts";

export type SourceCatalog = Readonly<Record<string, string>>;

export function compileCatalog(source: SourceCatalog): Messages {
  const out: Messages = {};
  for (const [id, message] of Object.entries(source)) out[id] = compileMessage(message);
  return out;
}

/**
 * The pseudo-locale's message for an English one: letters accented, the words 40% longer,
 * in brackets, so text that was never translated, or that overflows when longer, is seen.
 * ICU syntax ({name}, plural branches, #) is left as it is: only literal text changes.
 */
export function pseudoMessage(message: string): string {
  let depth = 0;
  let out = "";
  let letters = 0;
  for (let i = 0; i < message.length; i++) {
    const ch = message[i];
    if (ch === "{") depth++;
    if (ch === "}") depth--;
    // inside braces at odd depth we are in an argument's name or keywords; branch text sits at even depth
    const literal = depth % 2 === 0 && ch !== "{" && ch !== "}" && ch !== "#";
    if (literal && /[A-Za-z]/.test(ch)) letters++;
    out += literal ? (ACCENTED[ch] ?? ch) : ch;
  }
  const pad = pseudoPadding(letters);
  return letters === 0 ? out : `[${out}${pad}]`;
}

export function pseudoCatalog(english: SourceCatalog): Record<string, string> {
  return Object.fromEntries(Object.entries(english).map(([id, message]) => [id, pseudoMessage(message)]));
}
