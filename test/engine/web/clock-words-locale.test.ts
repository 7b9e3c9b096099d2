// Clock events in a reader's language (issue 31): a record's clock comments, as the record
// writes them in English, read back by a page and said through a translator with each
// language's plural rules for the days; the record's own English (what the verifier
// rebuilds) is unchanged, and any other comment is not a clock comment.
import { describe, expect, it } from "vitest";
import { clockEventWords, clockWordsIn, CLOCK_WORDS_FORM } from "../../../src/contract/clock-words.ts";
import type { BySide } from "../../../src/engine/types.ts";
import type { ClockEvent } from "../../../src/contract/clocks.ts";
import { compileCatalog } from "../../../src/i18n/compile.ts";
import type { Locale } from "../../../src/i18n/locales.ts";
import { createTranslator } from "../../../src/i18n/translator.ts";
import ar from "../../../src/i18n/catalogs/ar.json" with { type: "json" };
import de from "../../../src/i18n/catalogs/de.json" with { type: "json" };
import en from "../../../src/i18n/catalogs/en.json" with { type: "json" };
import ru from "../../../src/i18n/catalogs/ru.json" with { type: "json" };

const at = Date.parse("2026-11-25T10:05:00Z");
const names = { white: "Ann", black: "Bo" };
const give = (days: number): ClockEvent => ({ kind: "give-time", side: "black", at, days });
const translate = (locale: Locale, catalog: Record<string, string>) => createTranslator(locale, compileCatalog(catalog)).t;
/** The record's comment for `event`, as a page reads it back and says it in `translate`'s language. */
const clockEventWordsIn = (event: ClockEvent, names: BySide<string>, say: ReturnType<typeof translate>): string | undefined => clockWordsIn(clockEventWords(event, names), say);

describe("clock events in the reader's language", () => {
  it("says English as the record does, names as typed", () => {
    expect(clockEventWordsIn(give(2), names, translate("en", en))).toBe("Bo gives Ann 2 days, 2026-11-25 10:05 UTC");
    expect(clockEventWordsIn({ kind: "pause-offer", side: "white", at, days: 1 }, names, translate("en", en))).toBe("Ann offers a pause of 1 day, 2026-11-25 10:05 UTC");
  });

  it("says German and Russian with their own word order and plural forms", () => {
    expect(clockEventWordsIn(give(1), names, translate("de", de))).toBe("Bo schenkt Ann 1 Tag, 2026-11-25 10:05 UTC");
    expect(clockEventWordsIn({ kind: "vacation-start", side: "white", at }, names, translate("de", de))).toBe("Ann beginnt einen Urlaub, 2026-11-25 10:05 UTC");
    expect([1, 3, 5, 21].map((days) => clockEventWordsIn(give(days), names, translate("ru", ru)))).toEqual(
      ["1 день", "3 дня", "5 дней", "21 день"].map((d) => `Bo даёт Ann ${d}, 2026-11-25 10:05 UTC`),
    );
  });

  it("says Arabic with its dual, the Latin names isolated", () => {
    expect(clockEventWordsIn(give(2), names, translate("ar", ar))).toBe("يمنح \u2068Bo\u2069 \u2068Ann\u2069 يومين, 2026-11-25 10:05 UTC");
  });

  it("reads only a clock comment of the quoted form, names with quotes and braces as typed; any other comment is left to be shown as written", () => {
    const odd = { white: 'Ann "the" {Rook}', black: "Bo, gives" };
    expect(clockEventWordsIn({ kind: "vacation-end", side: "white", at }, odd, translate("de", de))).toBe('Ann "the" {Rook} beendet einen Urlaub, 2026-11-25 10:05 UTC');
    expect(clockEventWordsIn(give(3), odd, translate("en", en))).toBe('Bo, gives gives Ann "the" {Rook} 3 days, 2026-11-25 10:05 UTC');
    for (const comment of ["Ann starts a vacation, 2026-11-25 10:05 UTC", '"Ann" starts a vacation', '"Ann" starts a vacation, 2026-11-25 10:05 UTC and more', "A fine move.", '"Ann" gives "Bo" 99999 days, 2026-11-25 10:05 UTC', '"A%ZZ" ends the pause, 2026-11-25 10:05 UTC']) {
      expect(clockWordsIn(comment, translate("de", de)), comment).toBeUndefined();
    }
  });

  it("leaves the record's English as it was: no translator, no change", () => {
    expect(clockEventWords(give(2), names)).toBe('"Bo" gives "Ann" 2 days, 2026-11-25 10:05 UTC');
    expect(CLOCK_WORDS_FORM.test(clockEventWords(give(2), names))).toBe(true);
  });
});
