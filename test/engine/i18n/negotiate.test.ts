// Which language a reader gets (issue 31, item 1): from their browser's list, most wanted
// first, matched by language and, for Chinese and Portuguese, by what we have.
import { describe, expect, it } from "vitest";
import { negotiateLocale, parseAcceptLanguage, readLocaleParam } from "../../../src/i18n/negotiate.ts";

describe("Accept-Language", () => {
  it("orders tags by q, keeping the header's order between equals, and drops q=0", () => {
    expect(parseAcceptLanguage("fr;q=0.5, de, en;q=0.8, it;q=0")).toEqual(["de", "en", "fr"]);
    expect(parseAcceptLanguage("")).toEqual([]);
    expect(parseAcceptLanguage(null)).toEqual([]);
  });
  it("skips what is not a language tag", () => {
    expect(parseAcceptLanguage("de_DE, <b>, ja")).toEqual(["ja"]);
  });
});

describe("negotiation", () => {
  it.each([
    [["de-AT", "en"], "de"],
    [["pt-PT"], "pt-BR"],
    [["zh-Hans-CN"], "zh-CN"],
    [["zh-TW", "ja"], "ja"],
    [["zh-Hant"], "en"],
    [["ar-EG"], "ar"],
    [["nl", "sv"], "en"],
    [["*"], "en"],
    [[], "en"],
    [["en-XA"], "en"],
  ] as const)("%j gets %s", (preferences, locale) => {
    expect(negotiateLocale(preferences)).toBe(locale);
  });

  it("?lang= names a locale exactly or case-insensitively, and the pseudo-locale only there", () => {
    expect(readLocaleParam("pt-br")).toBe("pt-BR");
    expect(readLocaleParam("en-XA")).toBe("en-XA");
    expect(readLocaleParam("zh")).toBe("zh-CN");
    expect(readLocaleParam("xx")).toBeUndefined();
    expect(readLocaleParam("")).toBeUndefined();
  });
});
