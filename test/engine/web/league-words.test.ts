// The league page's, the embed's and the viewer's words (issue 31): English as it was,
// counted nouns by each language's plural rules, and every message of these parts in all
// twelve catalogs with English's placeholders.
import { afterEach, describe, expect, it } from "vitest";
import { formatText } from "../../../web/src/league/header-view.ts";
import { withdrawQuestion } from "../../../web/src/league/player-panel.ts";
import { scoreWords, tieBreakLabel } from "../../../web/src/league/results.ts";
import { t, useTranslator } from "../../../web/src/i18n.ts";
import { compileCatalog, type SourceCatalog } from "../../../src/i18n/compile.ts";
import { LOCALES, type Locale } from "../../../src/i18n/locales.ts";
import { createTranslator } from "../../../src/i18n/translator.ts";
import type { LeagueSnapshot } from "../../../web/src/league/types.ts";
import en from "../../../src/i18n/catalogs/en.json" with { type: "json" };
import ru from "../../../src/i18n/catalogs/ru.json" with { type: "json" };
import ar from "../../../src/i18n/catalogs/ar.json" with { type: "json" };
import pl from "../../../src/i18n/catalogs/pl.json" with { type: "json" };

const catalogs = import.meta.glob<SourceCatalog>("../../../src/i18n/catalogs/*.json", { eager: true, import: "default" });
const catalogOf = (locale: Locale): SourceCatalog => catalogs[`../../../src/i18n/catalogs/${locale}.json`];
const speak = (locale: Locale, source: SourceCatalog): void => useTranslator(createTranslator(locale, compileCatalog(source)));

const league = (format: "round-robin" | "swiss", roundsPlanned: number, double = false) => ({ format, roundsPlanned, double }) as LeagueSnapshot;

afterEach(() => speak("en", en));

describe("league words", () => {
  it("says the format in English as before, a single round without a plural s", () => {
    expect(formatText(league("swiss", 1))).toBe("Swiss, 1 round");
    expect(formatText(league("swiss", 5))).toBe("Swiss, 5 rounds");
    expect(formatText(league("round-robin", 0))).toBe("Round-robin");
    expect(formatText(league("round-robin", 6, true))).toBe("Double round-robin, 6 rounds");
    expect(t("league.crosstable.caption", { count: 1 })).toBe("Crosstable: each row's score against each column's player (1 player)");
    expect(t("league.organizer.needPlayers", { min: 2 })).toBe("At least 2 players are needed to start.");
  });

  it("reads the organizer the same rule about the player they withdraw", () => {
    expect(withdrawQuestion(false, "Ben")).toContain("If Ben has finished fewer than half of their games");
    expect(withdrawQuestion(true)).toBe("Leave the league? The league has not started: you leave it, your name is free again and your player link stops working.");
    expect(scoreWords("+")).toBe("won by forfeit");
    expect(tieBreakLabel("buchholzCut1")).toEqual({ short: "Buch. C1", long: "Buchholz cut 1" });
  });

  it("counts players and rounds by Russian, Polish and Arabic plural rules", () => {
    speak("ru", ru);
    expect([1, 2, 5, 21].map((count) => t("league.crosstable.caption", { count }).match(/\(([^)]*)\)$/)?.[1])).toEqual(["1 игрок", "2 игрока", "5 игроков", "21 игрок"]);
    expect(formatText(league("swiss", 3))).toBe("Швейцарская система, 3 тура");
    speak("pl", pl);
    expect([1, 2, 5].map((rounds) => formatText(league("swiss", rounds)))).toEqual(["System szwajcarski, 1 runda", "System szwajcarski, 2 rundy", "System szwajcarski, 5 rund"]);
    speak("ar", ar);
    expect(formatText(league("swiss", 2))).toBe("النظام السويسري، جولتان");
  });

  it("has every league, embed and viewer message in all twelve languages, each with English's placeholders", () => {
    const ids = Object.keys(en).filter((id) => /^(league|embed|viewer)\./.test(id));
    expect(ids.length).toBeGreaterThan(150);
    const placeholders = (message: string): string[] => [...new Set([...message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((m) => m[1]))].sort();
    for (const { code } of LOCALES) {
      const catalog = catalogOf(code);
      const translator = createTranslator(code, compileCatalog(Object.fromEntries(ids.map((id) => [id, catalog[id]]))));
      for (const id of ids) {
        expect(catalog[id], `${code} ${id}`).toBeTypeOf("string");
        expect(placeholders(catalog[id]), `${code} ${id}`).toEqual(placeholders((en as SourceCatalog)[id]));
        const values = Object.fromEntries(placeholders(catalog[id]).map((name) => [name, 3]));
        expect(translator.t(id, values), `${code} ${id}`).not.toMatch(/[{}]/);
      }
    }
  });
});
