/**
 * The pseudo-locale made from English messages already compiled (the Worker's, which
 * carry no ICU parser): literal text accented, 40% longer, in brackets, as compile.ts
 * makes it from the source for the pages. Placeholders and branch keys are left as they are.
 */
import type { Messages } from "@lingui/core";
import { ACCENTED, pseudoPadding } from "./pseudo-letters.ts";

type Compiled = Messages[string];

/** Compiled tokens with their literal text accented; `count` is told each letter. */
function accentTokens(tokens: readonly unknown[], count: () => void): unknown[] {
  return tokens.map((token) => {
    if (typeof token === "string") return accentText(token, count);
    if (!Array.isArray(token) || token.length < 3) return token; // a placeholder: [name]
    const [name, kind, branches] = token as [string, string, Record<string, unknown>];
    const out: Record<string, unknown> = {};
    for (const [key, branch] of Object.entries(branches)) out[key] = Array.isArray(branch) ? accentTokens(branch, count) : branch;
    return [name, kind, out];
  });
}

function accentText(text: string, count: () => void): string {
  let out = "";
  for (const ch of text) {
    if (/[A-Za-z]/.test(ch)) count();
    out += ACCENTED[ch] ?? ch;
  }
  return out;
}

export function pseudoCompiled(messages: Messages): Messages {
  const out: Messages = {};
  for (const [id, message] of Object.entries(messages)) {
    let letters = 0;
    const tokens = accentTokens(typeof message === "string" ? [message] : (message as unknown[]), () => letters++);
    out[id] = (letters === 0 ? tokens : ["[", ...tokens, `${pseudoPadding(letters)}]`]) as Compiled;
  }
  return out;
}
