// Messages in each language (issue 31, item 5): ICU plurals by each language's own rules,
// names isolated in right-to-left sentences, and the pseudo-locale longer and bracketed.
import { describe, expect, it } from "vitest";
import { compileCatalog, pseudoMessage } from "../../../src/i18n/compile.ts";
import { createTranslator } from "../../../src/i18n/translator.ts";

const POINTS = "{name}: {n, plural, one {# point} other {# points}}";

describe("a translator", () => {
  it("picks the plural form by the language's rules, Russian's few and many included", () => {
    const ru = createTranslator("ru", compileCatalog({ p: "{n, plural, one {# очко} few {# очка} many {# очков} other {# очка}}" }));
    expect([1, 2, 5, 21].map((n) => ru.t("p", { n }))).toEqual(["1 очко", "2 очка", "5 очков", "21 очко"]);
    const en = createTranslator("en", compileCatalog({ p: POINTS }));
    expect(en.t("p", { name: "Ann", n: 1 })).toBe("Ann: 1 point");
    expect(en.t("p", { name: "Ann", n: 3 })).toBe("Ann: 3 points");
  });

  it("isolates a name put into an Arabic sentence, and leaves left-to-right sentences as they are", () => {
    const ar = createTranslator("ar", compileCatalog({ lead: "المتصدر: {name}" }));
    expect(ar.t("lead", { name: "Ann" })).toBe("المتصدر: \u2068Ann\u2069");
    expect(ar.dir).toBe("rtl");
    const en = createTranslator("en", compileCatalog({ lead: "Leading: {name}" }));
    expect(en.t("lead", { name: "Ann" })).toBe("Leading: Ann");
  });

  it("puts a value's backslashes in as they are: Lingui would decode a name written \\u202e into a real override", () => {
    const en = createTranslator("en", compileCatalog({ lead: "Leading: {name}" }));
    expect(en.t("lead", { name: "\\u202eAnn\\x41" })).toBe("Leading: \\u202eAnn\\x41");
    const ar = createTranslator("ar", compileCatalog({ lead: "المتصدر: {name}" }));
    expect(ar.t("lead", { name: "a\\u0041" })).toBe("المتصدر: \u2068a\\u0041\u2069");
  });

  it("answers a missing id with the id itself (the build check keeps that from shipping)", () => {
    expect(createTranslator("en", compileCatalog({})).t("game.nothing")).toBe("game.nothing");
  });
});

describe("the pseudo-locale", () => {
  it("accents and lengthens literal text by 40%, in brackets, and keeps ICU syntax working", () => {
    const pseudo = pseudoMessage(POINTS);
    expect(pseudo.startsWith("[")).toBe(true);
    const t = createTranslator("en-XA", compileCatalog({ p: pseudo }));
    const text = t.t("p", { name: "Ann", n: 2 });
    expect(text).toContain("Ann");
    expect(text).toContain("2 ");
    expect(text).toMatch(/pöíñtš/);
    const letters = "point points".replace(/\s/g, "").length;
    expect((text.match(/~/g) ?? []).length).toBe(Math.ceil(letters * 0.4));
  });
});
