// The offline page's words (web/offline-words.ts): every language's, the pseudo-locale's
// too, kept whole by the service worker; a message that would need the message runtime
// (a placeholder, a plural) stops the build instead of showing its raw text offline.
import { describe, expect, it } from "vitest";
import { readSourceCatalog } from "../../src/cli/catalog-files.ts";
import { LOCALES } from "../../src/i18n/locales.ts";
import { offlineWords } from "../../web/offline-words.ts";

describe("the offline page's words", () => {
  it("holds every language's offline words as plain text, and nothing else of the catalogs", () => {
    const words = offlineWords(readSourceCatalog);
    const ids = Object.keys(readSourceCatalog("en")).filter((id) => id.startsWith("offline."));
    expect(ids.length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(words).sort()).toEqual([...LOCALES.map((l) => l.code), "en-XA"].sort());
    for (const [locale, own] of Object.entries(words)) expect(Object.keys(own).sort(), locale).toEqual(ids.sort());
    expect(words.en["offline.title"]).toBe("You are offline");
    expect(words.ja["offline.tryAgain"]).toBe("再試行");
    expect(words["en-XA"]["offline.title"]).toMatch(/^\[.+\]$/u);
    // the whole table is small: the worker keeps it for every visitor
    expect(JSON.stringify(words).length).toBeLessThan(8_000);
  });

  it("refuses a message with a placeholder or a plural", () => {
    expect(() => offlineWords(() => ({ "offline.title": "You are offline, {name}" }))).toThrow(/plain text/);
    expect(() => offlineWords(() => ({ "offline.title": "{n, plural, one {# game} other {# games}} wait" }))).toThrow(/plain text/);
    expect(offlineWords(() => ({ "offline.title": "Don't wait", "game.other": "{x}" })).de).toEqual({ "offline.title": "Don't wait" });
  });
});
