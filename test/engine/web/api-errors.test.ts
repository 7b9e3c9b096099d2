// Refusals as players read them (issue 31, item 2): translated by the API's stable code,
// the server's detail kept where it says what the translation cannot, the server's words
// for a code this page does not know, and English exactly as the server wrote it.
import { afterEach, describe, expect, it, vi } from "vitest";
import de from "../../../src/i18n/catalogs/de.json" with { type: "json" };
import english from "../../../src/i18n/catalogs/en.json" with { type: "json" };
import ja from "../../../src/i18n/catalogs/ja.json" with { type: "json" };
import { compileCatalog, pseudoCatalog } from "../../../src/i18n/compile.ts";
import type { Locale } from "../../../src/i18n/locales.ts";
import { createTranslator } from "../../../src/i18n/translator.ts";
import { ApiError, request } from "../../../web/src/api.ts";
import { useTranslator } from "../../../web/src/i18n.ts";

function speak(locale: Locale, catalog: Record<string, string>): void {
  useTranslator(createTranslator(locale, compileCatalog(catalog)));
}

/** The ApiError `request` throws for an answer `status` with `body`. */
async function refusal(status: number, body: unknown): Promise<ApiError> {
  vi.stubGlobal("fetch", async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
  return request("/api/x").then(
    () => expect.unreachable("a refusal"),
    (e: unknown) => e as ApiError,
  );
}

const ILLEGAL = { error: { code: "illegal_move", message: "There is no stack on c3." } };

afterEach(() => {
  vi.unstubAllGlobals();
  speak("en", english);
});

describe("refusals in the player's language", () => {
  it("keeps the server's English sentence for an English reader", async () => {
    const error = await refusal(422, ILLEGAL);
    expect(error).toMatchObject({ status: 422, code: "illegal_move", message: "There is no stack on c3.", serverMessage: "There is no stack on c3." });
  });

  it("leads with the translated sentence and keeps the server's detail where the code carries one", async () => {
    speak("de", de);
    expect((await refusal(422, ILLEGAL)).message).toBe("Dieser Zug ist nicht erlaubt. There is no stack on c3.");
    speak("ja", ja);
    expect((await refusal(422, ILLEGAL)).message).toBe("その手は指せません。（There is no stack on c3.）");
    // a code whose translation says it all: no English detail
    const turn = await refusal(409, { error: { code: "not_your_turn", message: "It is White's turn." } });
    expect(turn).toMatchObject({ message: "あなたの手番ではありません。", serverMessage: "It is White's turn." });
  });

  it("falls back to the server's words for a code this page does not know (a newer server)", async () => {
    speak("de", de);
    expect((await refusal(409, { error: { code: "brand_new_code", message: "Something new." } })).message).toBe("Something new.");
  });

  it("translates the client's own failures: no connection, no answer in time, an answer that is not the API's", async () => {
    speak("de", de);
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(request("/api/x")).rejects.toMatchObject({ status: 0, code: "network", message: "Der Server ist nicht erreichbar. Prüfe deine Verbindung und versuche es noch einmal." });
    vi.stubGlobal("fetch", async () => {
      throw new DOMException("late", "TimeoutError");
    });
    await expect(request("/api/x")).rejects.toMatchObject({ code: "timeout", message: "Der Server hat nicht rechtzeitig geantwortet. Versuche es noch einmal." });
    expect((await refusal(502, "<html>bad gateway</html>")).message).toBe("Der Server hat mit 502 geantwortet.");
    speak("en", english);
    expect((await refusal(502, "<html>")).message).toBe("The server answered 502.");
  });

  it("goes through the catalog in the pseudo-locale too: the sentence is bracketed, not the server's English", async () => {
    speak("en-XA", pseudoCatalog(english));
    const error = await refusal(404, { error: { code: "not_found", message: "There is no game with this id." } });
    expect(error.message).toMatch(/^\[.*~+\]$/u);
  });
});
