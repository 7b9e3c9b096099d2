// Every sentence Ben39 and In The Bin say to a player, each from a position built to reach
// it (the random playouts of engine-words.test.ts reach many but not all): said through its
// words, English comes out as the engine's own English, and German as German. And every
// `engine.ben39.*` / `engine.in-the-bin.*` id the catalogs hold is one of these sentences
// (or a legend entry), so no message is left that the engine never says.
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { FUZZ_SEED, fuzzRuns, hostileText, sizes } from "../../fuzz/corpus.ts";
import { say, sayFixed } from "../../../web/src/engine-words.ts";
import { useTranslator } from "../../../web/src/i18n.ts";
import { compileCatalog } from "../../../src/i18n/compile.ts";
import { createTranslator } from "../../../src/i18n/translator.ts";
import type { Result, Sentence, Words } from "../../../src/engine/types.ts";
import { ben39 } from "../../../src/engine/games/ben39/index.ts";
import { inTheBin } from "../../../src/engine/games/in-the-bin/index.ts";
import { refuseMove } from "../../../src/engine/games/in-the-bin/refusal.ts";
import { position } from "../ben39/helpers.ts";
import { at, custom, line, START } from "../in-the-bin/helpers.ts";
import english from "../../../src/i18n/catalogs/en.json" with { type: "json" };
import german from "../../../src/i18n/catalogs/de.json" with { type: "json" };
import arabic from "../../../src/i18n/catalogs/ar.json" with { type: "json" };

const inEnglish = () => useTranslator(createTranslator("en", compileCatalog(english)));
const inGerman = () => useTranslator(createTranslator("de", compileCatalog(german)));
afterEach(inEnglish);

function refused(result: Result<unknown>): Sentence {
  if (result.ok) throw new Error("the move was played");
  return result.error;
}

const ben39Start = () => {
  const setup = ben39.setup();
  if (!setup.ok) throw new Error(setup.error.message);
  return setup.value;
};

/** A small Ben39 position: the kings, a frozen gold general, a pawn in hand. */
const frozenGeneral = () => position({ pieces: { f2: "G", e3: "i", h2: "K", h14: "k" }, movable: "l14,d14", hands: { white: { P: 1 } } });
const dropper = () => position({ pieces: { h2: "K", h8: "p", h14: "k" }, movable: "l14,d14", hands: { white: { I: 1, C: 1 } } });
const wizards = () => position({ pieces: { h2: "K", g3: "C", i3: "W", m5: "W", h14: "k" }, movable: "l14,d14" });

/** Each Ben39 sentence id, with a way to make the engine say it. */
const BEN39: Readonly<Record<string, () => Sentence | undefined>> = {
  noneOfKindInHand: () => refused(ben39.play(ben39Start(), "P@f8")),
  noneInHand: () => ben39.explainPath?.(ben39Start(), ["hand:white:P"]),
  dropOnIntersection: () => refused(ben39.play(ben39Start(), "X@h8")),
  dropOnSquare: () => refused(ben39.play(frozenGeneral(), "P@g7")),
  cellTaken: () => ben39.explainPath?.(frozenGeneral(), ["hand:white:P", "h14"]),
  immobilizerDropFreezes: () => refused(ben39.play(dropper(), "I@g9")),
  castleDropStep: () => refused(ben39.play(dropper(), "C@e5")),
  dropNeverMoves: () => ben39.explainPath?.(frozenGeneral(), ["hand:white:P", "f14"]),
  notAMove: () => refused(ben39.play(ben39Start(), "hello")),
  noSuchCell: () => refused(ben39.play(ben39Start(), "Ra1-a99")),
  notALegalDrop: () => refused(ben39.play(ben39Start(), "X@g7:o")),
  squareCannotGo: () => refused(ben39.play(ben39Start(), "#l2-a1")),
  noPiece: () => refused(ben39.play(ben39Start(), "Rb2-b4")),
  notYourPiece: () => refused(ben39.play(ben39Start(), "Rf12-f10")),
  wrongPiece: () => refused(ben39.play(ben39Start(), "Qf4-f8")),
  frozen: () => ben39.explainPath?.(frozenGeneral(), ["f2"]),
  wizardSendsOwn: () => refused(ben39.play(wizards(), "Wi3:j4")),
  teleportFrozen: () => refused(ben39.play(position({ pieces: { h2: "K", g3: "C", i3: "W", m5: "W", j4: "R", k5: "i", h14: "k" }, movable: "l14,d14" }), "Wi3:j4")),
  teleportImpossible: () => refused(ben39.play(wizards(), "Wi3:h2")),
  spiderCannotTurn: () => refused(ben39.play(position({ pieces: { g3: "Z", f4: "B", e5: "i", h2: "K", h14: "k" }, movable: "l14,d14" }), "Zg3+")),
  kingNeedsCastles: () => refused(ben39.play(frozenGeneral(), "Kh2-h4")),
  writeItAs: () => refused(ben39.play(ben39Start(), "Rj4xl4")),
  lineCannotReach: () => refused(ben39.play(position({ pieces: { g7: "X", h2: "K", h14: "k" }, movable: "l14,d14" }), "Xg7-a1")),
  cannotReach: () => refused(ben39.play(ben39Start(), "Rj4-a1")),
  kingCannotMove: () => ben39.explainPath?.(frozenGeneral(), ["h2"]),
  noLegalMove: () => ben39.explainPath?.(position({ pieces: { h2: "K", h14: "k", f6: "P", f8: "B" }, movable: "l14,d14" }), ["f6"]),
  squareWhere: () => ben39.prompt?.(ben39Start(), ["square:l2"]),
  squareCarry: () => ben39.prompt?.(ben39Start(), ["square:l2", "n4"]),
  moveSquare: () => ben39.actionLabel?.(ben39Start(), ["square:l2"]),
  turnSpider: () => ben39.actionLabel?.(ben39Start(), ["g7", "anticlockwise"]),
};

const start = () => at(START);
/** Full bin but one queen: the position reader wants all 36 pieces; `custom` does not. */
const BIN = "Q1R3B4N6M2F8W10";

/** Each In The Bin sentence id, with a way to make the engine say it. */
const IN_THE_BIN: Readonly<Record<string, () => Sentence | undefined>> = {
  kingNeverSelected: () => refused(inTheBin.play(start(), "K@d4")),
  noPieceLetter: () => refused(inTheBin.play(start(), "X@d4")),
  nothingEntersBin: () => refused(inTheBin.play(start(), "Q@e5")),
  notASquare: () => refused(inTheBin.play(start(), "Q@z9")),
  selectOntoOwnHotSpot: () => refused(inTheBin.play(start(), "Q@d6")),
  hotSpotTaken: () => refused(inTheBin.play(line(start(), "Q@d4", "Q@d6"), "R@d4")),
  binHoldsNo: () => inTheBin.explainPath?.(custom({ a1: "K", i9: "k" }, "Q2R4B4M2F8W10"), ["bin:N"]),
  // a fallback no rule names: refuseMove is only asked about texts that are not legal, so ask it about a legal one
  cannotBePlayed: () => refused(refuseMove(start(), "Q@d4")),
  notAMove: () => refused(inTheBin.play(start(), "hello")),
  needsLetter: () => refused(inTheBin.play(start(), "d4-d5")),
  noPiece: () => refused(inTheBin.play(start(), "Qd4-d5")),
  notYours: () => refused(inTheBin.play(start(), "Ke9-e8")),
  wrongPiece: () => refused(inTheBin.play(start(), "Qe1-e2")),
  kingOnHotSpot: () => refused(inTheBin.play(custom({ e3: "K", i9: "k" }, BIN), "Ke3-e4")),
  ownCapture: () => refused(inTheBin.play(custom({ a1: "K", a2: "R", i9: "k" }, BIN), "Ka1xa2")),
  kingNeverCaptured: () => refused(inTheBin.play(custom({ a1: "K", c2: "Q", c8: "k" }, BIN), "Qc2xc8")),
  captureNeedsX: () => refused(inTheBin.play(custom({ a1: "K", a2: "R", a6: "r", i9: "k" }, BIN), "Ra2-a6")),
  nothingToCapture: () => refused(inTheBin.play(start(), "Ke1xe2")),
  slideThroughBin: () => refused(inTheBin.play(custom({ a1: "K", e3: "R", i9: "k" }, BIN), "Re3-e7")),
  cannotReach: () => refused(inTheBin.play(start(), "Ke1-e3")),
  nothingToPush: () => refused(inTheBin.play(start(), "push")),
  binRepeatedFromStart: () => refused(inTheBin.play(line(custom({ a1: "K", i9: "k", a8: "q", a2: "R" }, "Q1B3"), "Ra2xa8"), "Q@d4")),
  binRepeated: () => refused(inTheBin.play(line(start(), "Q@d4", "Q@d6"), "Qd4xd6")),
  boardRepeatedFromStart: () => refused(inTheBin.play(line(start(), "Ke1-e2", "Ke9-e8", "Ke2-e1"), "Ke8-e9")),
  boardRepeated: () => refused(inTheBin.play(line(start(), "Ke1-e2", "Ke9-e8", "Ke2-e3", "Ke8-e7", "Ke3-e2"), "Ke7-e8")),
  kingInCheck: () => refused(inTheBin.play(custom({ a1: "K", a3: "R", a7: "q", i9: "k" }, BIN), "Ra3-b3")),
  hotSpotsFull: () => inTheBin.explainPath?.(custom({ a1: "K", i9: "k", d4: "Q", e4: "R", f4: "B" }, "Q1R3B3N6M2F8W10"), ["bin:N"]),
  pushHotSpots: () => inTheBin.actionLabel?.(start(), ["push"]),
  push: () => inTheBin.actionLabel?.(custom({ a1: "K", i9: "k", d4: "Q", e4: "r", f4: "B" }, "Q1R3B3N6M2F8W10"), ["push"]),
};

/** Every id a sentence's words use, nested ones (a list's parts) included. */
function idsOf(words: Words): string[] {
  const nested = Object.values(words.values ?? {}).flatMap((value) =>
    typeof value === "object" ? value.list.flatMap((part) => (typeof part === "string" ? [] : idsOf(part))) : [],
  );
  return [words.id, ...nested];
}

describe.each([
  ["ben39", BEN39],
  ["in-the-bin", IN_THE_BIN],
] as const)("%s's sentences, each reached on purpose", (game, cases) => {
  it.each(Object.entries(cases))("%s: in English as the engine says it, in German in German", (id, make) => {
    const sentence = make();
    expect(sentence?.words?.id).toBe(`${game}.${id}`);
    if (!sentence) return;
    expect(say(sentence)).toBe(sentence.message);
    inGerman();
    const inGermanWords = say(sentence);
    expect(inGermanWords).not.toBe(sentence.message);
    expect(inGermanWords).not.toContain("{");
  });

  it("leave no id in the catalogs that the engine never says", () => {
    const said = new Set(Object.values(cases).flatMap((make) => idsOf(make()!.words!)));
    // the notes under a move have their cases in engine-words-notes.test.ts
    const catalogued = Object.keys(english).filter((id) => id.startsWith(`engine.${game}.`) && !id.startsWith(`engine.${game}.piece.`) && !id.startsWith(`engine.${game}.note.`));
    expect(catalogued.map((id) => id.slice("engine.".length)).sort()).toEqual([...said].sort());
  });
});

describe("lists and sides in the engine's words", () => {
  it("joins the pushed pieces as each language joins a list", () => {
    const label = IN_THE_BIN.push()!;
    expect(label.message).toBe("Push the queen on d4, the rook on e4 and the bishop on f4 back into the bin");
    expect(say(label)).toBe(label.message);
    inGerman();
    expect(say(label)).toBe("In den Eimer zurückschieben: die Figur queen auf d4, die Figur rook auf e4 und die Figur bishop auf f4");
  });

  it("joins alternatives with or, and says a side by its name in the page's language", () => {
    const twoWays: Sentence = { message: "Write it as Rd4-d6 or Rd4xd6.", words: { id: "ben39.writeItAs", values: { moves: { list: ["Rd4-d6", "Rd4xd6"], joined: "or" } } } };
    expect(say(twoWays)).toBe(twoWays.message);
    const notYours = BEN39.notYourPiece()!;
    expect(notYours.message).toBe("The piece on f12 is Black's; it is White's turn.");
    inGerman();
    expect(say(twoWays)).toBe("Schreib ihn als Rd4-d6 oder Rd4xd6.");
    expect(say(notYours)).toBe("Die Figur auf f12 gehört Schwarz; Weiß ist am Zug.");
  });

  it("isolates the cells and moves of an Arabic sentence, and falls back to English for words a page does not know", () => {
    useTranslator(createTranslator("ar", compileCatalog(arabic)));
    expect(say(BEN39.cannotReach()!)).toBe("لا يمكن للقطعة \u2068rook\u2069 في \u2068j4\u2069 أن تصل إلى \u2068a1\u2069.");
    const unknown: Sentence = { message: "Push the rook on d4 back into the bin", words: { id: "in-the-bin.push", values: { pieces: { list: [{ id: "in-the-bin.noSuchPart" }], joined: "and" } } } };
    expect(say(unknown)).toBe(unknown.message);
  });

  it("says the legend's moves of every piece of both games in German, and in English as the game writes them", () => {
    for (const game of [ben39, inTheBin]) {
      for (const piece of game.pieces ?? []) {
        const id = `${game.id}.piece.${piece.kind}.moves`;
        expect(english, id).toHaveProperty([`engine.${id}`], piece.moves);
        inGerman();
        expect(sayFixed(id, piece.moves), id).not.toBe(piece.moves);
        inEnglish();
      }
    }
  });
});

describe("a typed move of any text", () => {
  // what a player types comes back inside the refusal: said through the catalog it must stay
  // exactly as typed (ICU syntax, backslash escapes and bidi controls in it are text, not
  // format), in English byte for byte and in German and Arabic as a part of the sentence
  const typed = hostileText(["Rj4-a1", "Q@d4", "X@g7:o", "#l2-n4", "push", "Qd4xg7"], ["{", "}", "'", "#", "\\u202e", "\\", "@", "x", "-", ":", "<"], sizes(60));
  it.each([
    ["ben39", ben39Start, ben39],
    ["in-the-bin", start, inTheBin],
    // CPU-bound (every typed text played against the rules): a loaded machine stretches it past the default
  ] as const)("is refused by %s in words that keep the text as typed", { timeout: 90_000 }, (_, make, game) => {
    const position = make();
    fc.assert(
      fc.property(typed, (text) => {
        const played = (game.play as (state: unknown, text: string) => Result<unknown>)(position, text);
        if (played.ok) return;
        inEnglish();
        expect(say(played.error)).toBe(played.error.message);
        for (const other of [inGerman, () => useTranslator(createTranslator("ar", compileCatalog(arabic)))]) {
          other();
          const said = say(played.error);
          const values = Object.values(played.error.words?.values ?? {}).filter((value): value is string => typeof value === "string");
          for (const value of values) expect(said).toContain(value);
        }
      }),
      { seed: FUZZ_SEED, numRuns: fuzzRuns(200) },
    );
  });
});
