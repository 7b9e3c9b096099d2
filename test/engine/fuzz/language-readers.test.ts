// Standing fuzz of the readers of a reader's language (issue 31; HOSTILE.md): the
// Accept-Language header of every server page and a `?lang=` value of any link. Each
// answers one of our locales (or, for ?lang=, nothing), never throws, within the budget.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isLocale } from "../../../src/i18n/locales.ts";
import { negotiateLocale, parseAcceptLanguage, readLocaleParam } from "../../../src/i18n/negotiate.ts";
import { FUZZ_SEED, fuzzRuns, hostileText, readWithinBudget, sizes } from "../../fuzz/corpus.ts";

const HEADER_SEEDS = ["de-DE,de;q=0.9,en;q=0.8", "pt-BR", "zh-Hans-CN,zh;q=0.9", "ar-EG;q=0.7, *;q=0.1", "ja", "en-US,en;q=0.5,fr;q=0", "*"];
const HEADER_SYNTAX = [",", ";", "q=", "=", "-", "*", " ", "0.", "1.000", "\t", "\n", "_", "x-"];

describe("the Accept-Language header", () => {
  it("reads any text as a list of well-formed tags, and negotiation always answers one of our locales", () => {
    const headers = hostileText(HEADER_SEEDS, HEADER_SYNTAX, sizes(100_000, { prefix: "de," }));
    fc.assert(
      fc.property(headers, (header) => {
        const tags = readWithinBudget(header, () => parseAcceptLanguage(header));
        expect(Array.isArray(tags)).toBe(true);
        for (const tag of tags ?? []) expect(tag).toMatch(/^(?:[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*|\*)$/);
        expect(isLocale(negotiateLocale(tags ?? []))).toBe(true);
      }),
      { numRuns: fuzzRuns(400), seed: FUZZ_SEED },
    );
  });
});

describe("a ?lang= value", () => {
  it("reads any text as one of our locales or nothing, within budget", () => {
    const values = hostileText(["de", "pt-BR", "PT-br", "zh-CN", "en-XA", "ar"], HEADER_SYNTAX, sizes(4096));
    fc.assert(
      fc.property(values, (value) => {
        const locale = readWithinBudget(value, () => readLocaleParam(value));
        if (locale !== undefined) expect(isLocale(locale)).toBe(true);
      }),
      { numRuns: fuzzRuns(400), seed: FUZZ_SEED },
    );
  });
});
