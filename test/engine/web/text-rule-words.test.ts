// The pages say a text rule's refusal in the reader's language from the check's `problem`
// (web/src/text-rule-input.ts); in English that sentence must be, word for word, the
// `reason` the server answers with, for every way a name can be refused. A fuzz property
// (HOSTILE.md) holds it for any text, and a French reader gets French.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LEAGUE_NAME_RULE } from "../../../src/contract/league.ts";
import { checkText, LEAGUE_PLAYER_NAME_RULE, PLAYER_NAME_RULE, type TextRule } from "../../../src/contract/text-rules.ts";
import { compileCatalog } from "../../../src/i18n/compile.ts";
import { createTranslator } from "../../../src/i18n/translator.ts";
import { useTranslator } from "../../../web/src/i18n.ts";
import { textProblemWords } from "../../../web/src/text-rule-input.ts";
import fr from "../../../src/i18n/catalogs/fr.json" with { type: "json" };
import en from "../../../src/i18n/catalogs/en.json" with { type: "json" };
import { FUZZ_SEED, fuzzRuns, UNICODE_EDGES } from "../../fuzz/corpus.ts";

const RULES: readonly TextRule[] = [PLAYER_NAME_RULE, LEAGUE_PLAYER_NAME_RULE, LEAGUE_NAME_RULE];

/** One text for each way a name is refused. */
const REFUSED = ["x".repeat(200), "\ud800", "a\u0001b", "Ann\u202e", "a\u2028b", "a\ufdd0", "a\tb", "a\u200fb", "\u200b", ""];

const pageWords = (text: string, rule: TextRule): string | undefined => {
  const checked = checkText(text, rule);
  return checked.ok ? undefined : textProblemWords(checked.problem, rule);
};

describe("text-rule refusals on the pages", () => {
  it("say in English exactly the server's reason, for every kind of refusal and every field the pages hold", () => {
    useTranslator(createTranslator("en", compileCatalog(en)));
    for (const rule of RULES) {
      for (const text of REFUSED) {
        const checked = checkText(text, rule);
        if (checked.ok) continue;
        expect(textProblemWords(checked.problem, rule), `${rule.subject}: ${JSON.stringify(text)}`).toBe(checked.reason);
      }
    }
    // every kind came up at least once
    const kinds = new Set(RULES.flatMap((rule) => REFUSED.map((text) => checkText(text, rule))).flatMap((c) => (c.ok ? [] : [c.problem.kind === "refused" ? c.problem.what : c.problem.kind])));
    expect([...kinds].sort()).toEqual(["bidi", "control", "directional-mark", "empty", "invisible", "line-break", "lone-surrogate", "noncharacter", "separator", "too-long"]);
  });

  it("keep to the server's words for any text (fuzz)", () => {
    useTranslator(createTranslator("en", compileCatalog(en)));
    const text = fc.oneof(fc.string({ unit: "binary", maxLength: 60 }), fc.array(fc.constantFrom(...UNICODE_EDGES, "a", " ", "\t"), { maxLength: 20 }).map((parts) => parts.join("")));
    fc.assert(
      fc.property(text, fc.constantFrom(...RULES), (value, rule) => {
        const checked = checkText(value, rule);
        if (!checked.ok) expect(textProblemWords(checked.problem, rule)).toBe(checked.reason);
      }),
      { numRuns: fuzzRuns(2_000), seed: FUZZ_SEED },
    );
  });

  it("are French for a French reader, with the character named", () => {
    useTranslator(createTranslator("fr", compileCatalog(fr)));
    expect(pageWords("Ann\u202e", PLAYER_NAME_RULE)).toBe("Un nom ne peut pas contenir de caractères de contrôle bidirectionnel (U+202E).");
    expect(pageWords("", LEAGUE_NAME_RULE)).toBe("La ligue a besoin d'un nom.");
    useTranslator(createTranslator("en", compileCatalog(en)));
  });
});
