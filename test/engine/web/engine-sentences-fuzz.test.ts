// Standing fuzz of the engine's sentences in other languages (issue 31; HOSTILE.md): a move
// text anyone types comes back in a refusal's values ("„{text}“ ist kein Zug"), so hostile
// text (braces, apostrophes, backslash escapes, bidi controls, lone surrogates, huge sizes)
// goes through the catalogs' messages. Whatever is typed, The Pit, Inside-out Chess and Pit
// of Pillars refuse it with words that say the engine's English exactly, say it in German
// and Arabic with the typed text intact, and never throw, within the budget.
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { say } from "../../../web/src/engine-words.ts";
import { useTranslator } from "../../../web/src/i18n.ts";
import { compileCatalog } from "../../../src/i18n/compile.ts";
import { createTranslator } from "../../../src/i18n/translator.ts";
import english from "../../../src/i18n/catalogs/en.json" with { type: "json" };
import german from "../../../src/i18n/catalogs/de.json" with { type: "json" };
import arabic from "../../../src/i18n/catalogs/ar.json" with { type: "json" };
import type { Game, Sentence } from "../../../src/engine/types.ts";
import { getGame } from "../../../src/engine/registry.ts";
import { parseFieldId } from "../../../src/engine/games/inside-out/field-names.ts";
import type { InsideOutState } from "../../../src/engine/games/inside-out/state.ts";
import { parseTurn } from "../../../src/engine/games/pit-of-pillars/notation.ts";
import { FUZZ_SEED, fuzzRuns, hostileText, POSITION_SYNTAX, readWithinBudget, sizes } from "../../fuzz/corpus.ts";

const TRANSLATORS = {
  en: createTranslator("en", compileCatalog(english)),
  de: createTranslator("de", compileCatalog(german)),
  ar: createTranslator("ar", compileCatalog(arabic)),
};
const SIDE_CHOICES = new Set(["side", "owner", "opponent"]);

/** The sentence said in each language. */
function sayAll(sentence: Sentence): Record<keyof typeof TRANSLATORS, string> {
  const said = {} as Record<keyof typeof TRANSLATORS, string>;
  for (const [code, translator] of Object.entries(TRANSLATORS) as [keyof typeof TRANSLATORS, (typeof TRANSLATORS)["en"]][]) {
    useTranslator(translator);
    said[code] = say(sentence);
  }
  return said;
}

afterAll(() => useTranslator(TRANSLATORS.en));

const SEEDS: Readonly<Record<string, readonly string[]>> = {
  "the-pit": ["a2-a4", "Hc1xc7", "a9-a10=S", "e5-e3", "Nb1-a3"],
  "inside-out": ["Nb1-c3i", "c2xb3i", "a5-a6=K", "Nb1-c3", "b3ixb3o"],
  "pit-of-pillars": ["c4,f7", "d4", "c3-c6", "@d4", "c3-c6/Pe2-e5"],
};
const MOVE_SYNTAX = [...POSITION_SYNTAX, "{", "}", "'", "''", "#", "\\u202e", "\\x41", "{text}", "{side, select, white {x} other {y}}"];

describe.each(Object.keys(SEEDS))("%s's refusals of typed text", (id) => {
  const game = getGame(id) as Game<unknown>;
  const start = game.setup();
  if (!start.ok) throw new Error(start.error.message);

  it("carry words that say the engine's English exactly, and German and Arabic with every typed value intact", () => {
    const texts = hostileText(SEEDS[id], MOVE_SYNTAX, sizes(4096));
    fc.assert(
      fc.property(texts, (text) => {
        const played = readWithinBudget(text, () => game.play(start.value, text));
        if (played === undefined || played.ok) return;
        const refusal = played.error;
        expect(refusal.words, `${JSON.stringify(text)}: ${refusal.message}`).toBeDefined();
        const said = sayAll(refusal);
        expect(said.en).toBe(refusal.message);
        const values = Object.entries(refusal.words?.values ?? {}).filter(([name, value]) => typeof value === "string" && !SIDE_CHOICES.has(name));
        for (const [, value] of values) {
          expect(said.de).toContain(value);
          expect(said.ar).toContain(value);
        }
        expect(said.de).not.toBe(refusal.message);
      }),
      { numRuns: fuzzRuns(300), seed: FUZZ_SEED },
    );
  });
});

describe("the move-text readers the refusals come from, called directly", () => {
  it("parseFieldId (Inside-out Chess's field names) answers any text with a field or a worded refusal", () => {
    const layout = (getGame("inside-out")!.setup() as { ok: true; value: InsideOutState }).value.layout;
    fc.assert(
      fc.property(hostileText(["b3i", "c4o", "a1", "f6", "b3"], MOVE_SYNTAX, sizes(4096)), (text) => {
        const field = readWithinBudget(text, () => parseFieldId(layout, text));
        if (field && !field.ok) expect(field.error.words?.id).toMatch(/^inside-out\./);
      }),
      { numRuns: fuzzRuns(300), seed: FUZZ_SEED },
    );
  });

  it("parseTurn (Pit of Pillars' turn texts) answers any text with a turn or a worded refusal", () => {
    fc.assert(
      fc.property(hostileText(SEEDS["pit-of-pillars"], MOVE_SYNTAX, sizes(4096)), (text) => {
        const turn = readWithinBudget(text, () => parseTurn(text));
        if (turn && !turn.ok) expect(turn.error.words?.id).toMatch(/^pit-of-pillars\./);
      }),
      { numRuns: fuzzRuns(300), seed: FUZZ_SEED },
    );
  });
});
