// The server's translators run inside workerd (issue 31): Lingui's runtime must work
// there, and a request's language is read from ?lang= first, then Accept-Language.
import { describe, expect, it } from "vitest";
import { localeOfRequest, translatorFor } from "../../src/i18n/server.ts";

describe("server translators", () => {
  it("formats a message in each language inside workerd", () => {
    expect(translatorFor("en").t("language.label")).toBe("Language");
    expect(translatorFor("ja").t("language.label")).toBe("言語");
    expect(translatorFor("en-XA").t("language.label")).toMatch(/^\[Łáñ|^\[.*~+\]$/u);
  });

  it("takes ?lang= over Accept-Language, and English when neither names one of ours", () => {
    const at = (url: string, accept?: string) => localeOfRequest(new Request(url, accept ? { headers: { "Accept-Language": accept } } : {}));
    expect(at("https://pigeon.test/l/x?lang=ar", "de-DE,de;q=0.9")).toBe("ar");
    expect(at("https://pigeon.test/l/x", "de-DE,de;q=0.9,en;q=0.5")).toBe("de");
    expect(at("https://pigeon.test/l/x", "pt-PT;q=0.8, zh-TW")).toBe("pt-BR");
    expect(at("https://pigeon.test/l/x", "nl, sv;q=0.5")).toBe("en");
    expect(at("https://pigeon.test/l/x?lang=xx")).toBe("en");
  });
});
