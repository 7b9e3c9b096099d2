// A side and an unnamed player are named in the reader's language in every sentence of the
// pages (issue 31): "Ход: Белые", not "Ход: White". The engine's own side names stay
// English: they key each side's colour and travel in records.
import { afterAll, describe, expect, it } from "vitest";
import { sideColour, sideName, sideNamesIn, sidesByColour } from "../../../web/src/board/words.ts";
import { useTranslator } from "../../../web/src/i18n.ts";
import { playerName } from "../../../web/src/player-name.ts";
import { compileCatalog } from "../../../src/i18n/compile.ts";
import { createTranslator } from "../../../src/i18n/translator.ts";
import { getGame } from "../../../src/engine/registry.ts";
import de from "../../../src/i18n/catalogs/de.json" with { type: "json" };
import en from "../../../src/i18n/catalogs/en.json" with { type: "json" };

const thePit = getGame("the-pit")!;
const pillars = getGame("pit-of-pillars")!;

describe("side and player names in the reader's language", () => {
  afterAll(() => useTranslator(createTranslator("en", compileCatalog(en))));

  it("are the engine's English in English", () => {
    expect(sideNamesIn(thePit)).toEqual({ white: "White", black: "Black" });
    expect(sideName(pillars, "black")).toBe("Red");
    expect(playerName("Anonymous")).toBe("Anonymous");
  });

  it("are German on a German page, by each side's colour, while the colours stay the engine's", () => {
    useTranslator(createTranslator("de", compileCatalog(de)));
    expect(sideNamesIn(thePit)).toEqual({ white: de["board.side.white"], black: de["board.side.black"] });
    expect(sideName(pillars, "black")).toBe(de["board.side.red"]);
    expect(sidesByColour({ white: "White", black: "Red" })).toEqual({ white: de["board.side.white"], black: de["board.side.red"] });
    expect(sideColour(pillars, "black")).toBe("red");
    expect(de["board.side.white"]).not.toBe("White");
  });

  it("say an unnamed player (the server's \"Anonymous\", or no name) in the page's language, any other name as written", () => {
    useTranslator(createTranslator("de", compileCatalog(de)));
    expect(playerName("Anonymous")).toBe(de["game.player.anonymous"]);
    expect(playerName("")).toBe(de["game.player.anonymous"]);
    expect(playerName("Anna")).toBe("Anna");
  });
});
