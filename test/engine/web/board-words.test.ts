// The board's, hint's and rules' words in the reader's language (issue 31): English exactly
// as before, another language from its catalog with the game's piece names and notation
// kept, and a translated rules document loaded in place of the English one.
import { afterEach, describe, expect, it } from "vitest";
import english from "../../../src/i18n/catalogs/en.json" with { type: "json" };
import spanish from "../../../src/i18n/catalogs/es.json" with { type: "json" };
import arabic from "../../../src/i18n/catalogs/ar.json" with { type: "json" };
import { compileCatalog } from "../../../src/i18n/compile.ts";
import { isLocale } from "../../../src/i18n/locales.ts";
import { createTranslator } from "../../../src/i18n/translator.ts";
import { getGame } from "../../../src/engine/registry.ts";
import type { AnyGame, BoardView } from "../../../src/engine/types.ts";
import { useTranslator } from "../../../web/src/i18n.ts";
import { cellName, stepInDirection } from "../../../web/src/board/keyboard.ts";
import { itemName } from "../../../web/src/board/render.ts";
import { defaultBoardState, setSelection } from "../../../web/src/board/state.ts";
import { crossingWords } from "../../../web/src/board/words.ts";
import { describeHint } from "../../../web/src/hint/hint.ts";
import { loadRules } from "../../../web/src/rules/documents.ts";
import { parseDiagram } from "../../../web/src/rules/diagram-source.ts";
import { boardWordsFor } from "../../../web/src/words.ts";
import { listFixtures, readFixture } from "../fixture-files.ts";

const speak = (locale: "en" | "es" | "ar", catalog: Record<string, string>) => useTranslator(createTranslator(locale, compileCatalog(catalog)));
afterEach(() => speak("en", english));

function startOf(game: AnyGame): unknown {
  const start = game.setup();
  if (!start.ok) throw new Error(start.error.message);
  return start.value;
}

function stateFor(game: AnyGame) {
  const view: BoardView = game.view(startOf(game));
  const state = defaultBoardState({} as never, boardWordsFor(game));
  state.view = view;
  return { view, state };
}

describe("a cell's accessible name", () => {
  const pit = getGame("the-pit")!;
  it("reads as before in English, and in Spanish with the piece's own name", () => {
    const { view, state } = stateFor(pit);
    setSelection(state, ["a2"], new Set(["a3"]));
    const a2 = view.cells.find((cell) => cell.id === "a2")!;
    const a3 = view.cells.find((cell) => cell.id === "a3")!;
    expect(cellName(view, a2, state)).toBe("a2, white pawn, selected");
    expect(cellName(view, a3, state)).toBe("a3, empty, a target");
    speak("es", spanish);
    expect(cellName(view, a2, state)).toBe("a2, pawn de las blancas, seleccionada");
    expect(cellName(view, a3, state)).toBe("a3, vacía, un destino");
  });

  it("a step across the pit, and a stack and an off-board item in Pit of Pillars and In The Bin", () => {
    const { view } = stateFor(pit);
    const place = (cell: { x: number; y: number; w: number; h: number }) => cell;
    const step = stepInDirection(view, place, "e3", "ArrowUp");
    expect(step?.across).toBe("the pit");
    expect(crossingWords(step!.across!, "e8, empty")).toBe("Across the pit to e8, empty.");
    speak("es", spanish);
    expect(crossingWords(step!.across!, "e8, vacía")).toBe("A través del foso hasta e8, vacía.");
    const bin = getGame("in-the-bin")!;
    const binView = bin.view(startOf(bin));
    const area = binView.areas.find((candidate) => candidate.id === "bin")!;
    expect(itemName(area.items[0].kind, 2, area, boardWordsFor(bin))).toMatch(/^[A-Z][a-z]+: 2 en la papelera$/);
  });
});

describe("the hint's sentence", () => {
  const pit = getGame("the-pit")!;
  const answer = { id: 1, move: "Sg1-b6", score: 0, depth: 4, nodes: 100 };
  it("in English as before; in Spanish around the game's piece name and notation; isolated in Arabic", () => {
    const state = startOf(pit);
    expect(describeHint(pit, state, answer).text).toBe("The computer suggests Sorceror g1 to b6 (Sg1-b6); the position is about even.");
    speak("es", spanish);
    expect(describeHint(pit, state, answer).text).toBe("El ordenador sugiere Sorceror de g1 a b6 (Sg1-b6); la posición está más o menos igualada.");
    expect(describeHint(pit, state, { ...answer, score: 1_000_000 - 3 }).text).toContain("; las blancas ganan en 2 jugadas.");
    speak("ar", arabic);
    const text = describeHint(pit, state, answer).text;
    expect(text).toContain("\u2068Sg1-b6\u2069");
    expect(text).toContain("يقترح الحاسوب");
    // the Arabic phrase around the Latin piece name runs right to left as a whole
    expect(text).toContain("\u2067\u2068Sorceror\u2069 من \u2068g1\u2069 إلى \u2068b6\u2069\u2069");
  });
});

describe("rules documents in the reader's language", () => {
  const root = "../../docs/rules/";
  // the folders beside the English documents: one per language
  const translations = listFixtures(root, "").filter((name) => !name.includes("."));

  it("a translation is read when there is one, English when not (and for the pseudo-locale)", async () => {
    expect(translations).toContain("fr");
    expect((await loadRules("the-pit", "fr"))?.locale).toBe("fr");
    expect((await loadRules("the-pit", "fr"))?.text).toContain("## Le but");
    expect((await loadRules("the-pit", "en-XA"))?.locale).toBe("en");
    const missing = translations.includes("ja") && listFixtures(`${root}ja`, ".md").includes("ben39.md") ? undefined : "ja";
    if (missing) expect((await loadRules("ben39", missing))).toMatchObject({ locale: "en" });
    expect(await loadRules("no-such-game", "fr")).toBeUndefined();
  });

  it("every translated document sits in a locale's folder and keeps the English diagrams' positions and marks, each with a caption", () => {
    const blocks = (text: string) => [...text.matchAll(/```diagram\n([\s\S]*?)```/g)].map((match) => parseDiagram(match[1]));
    for (const locale of translations) {
      expect(isLocale(locale) && locale !== "en" && locale !== "en-XA", locale).toBe(true);
      for (const file of listFixtures(`${root}${locale}`, ".md")) {
        const englishText = readFixture(`${root}${file}`);
        const translated = blocks(readFixture(`${root}${locale}/${file}`));
        expect(translated.map(({ position, marks }) => ({ position, marks })), `${locale}/${file}`).toEqual(blocks(englishText).map(({ position, marks }) => ({ position, marks })));
        for (const block of translated) expect(block.caption.length, `${locale}/${file}`).toBeGreaterThan(0);
      }
    }
  });
});
