// Every sentence The Pit, Inside-out Chess and Pit of Pillars say to a player, one position
// each (the random playouts of engine-words.test.ts reach only some of them): the sentence
// carries the words it should, says itself in English through the English catalog exactly
// as the engine wrote it, and in German through the German catalog, values in place.
import { afterEach, describe, expect, it } from "vitest";
import { say, sayFixed } from "../../../web/src/engine-words.ts";
import { useTranslator } from "../../../web/src/i18n.ts";
import { compileCatalog } from "../../../src/i18n/compile.ts";
import { createTranslator } from "../../../src/i18n/translator.ts";
import { english, german, OTHER_LANGUAGES } from "./catalogs.ts";
import type { Locale } from "../../../src/i18n/locales.ts";
import type { Game, Sentence } from "../../../src/engine/types.ts";
import { thePit } from "../../../src/engine/games/the-pit/index.ts";
import { insideOut } from "../../../src/engine/games/inside-out/index.ts";
import { pitOfPillars } from "../../../src/engine/games/pit-of-pillars/index.ts";
import { parseFieldId } from "../../../src/engine/games/inside-out/field-names.ts";
import { at, board } from "../the-pit/helpers.ts";
import { playAll as playInsideOut, position as insideOutAt, start as insideOutStart } from "../inside-out/helpers.ts";
import { build, playAll as playPillars, position as pillarsAt, START as PILLARS_START } from "../pit-of-pillars/helpers.ts";

/** The refusal of `text` in `state`; undefined (a failing case) when the move is legal. */
function refusal<S>(game: Game<S>, state: S, text: string): Sentence | undefined {
  const played = game.play(state, text);
  return played.ok ? undefined : played.error;
}

const pitStart = at("rchsqkshcr/pppppppppp/10/3****3/3****3/3****3/3****3/10/PPPPPPPPPP/RCHSQKSHCR w - - 0 1");
const pit = (text: string, state = pitStart) => () => refusal(thePit, state, text);
const io = (text: string, state = insideOutStart()) => () => refusal(insideOut, state, text);
const pillarsStart = pillarsAt(PILLARS_START);
const afterD4 = playPillars(pillarsStart, "d4");
const movement = build({ d4: "w", e5: "r", c3: "W" }, "w m 2,0 0,0");
const pillars = (text: string, state = movement) => () => refusal(pitOfPillars, state, text);

/** Message id, what says it, and words the German sentence must hold. */
const CASES: readonly (readonly [string, () => Sentence | undefined, string])[] = [
  ["chess.noLegalMove", () => thePit.explainPath!(pitStart, ["a1"]), "Die Figur rook auf a1 hat keinen legalen Zug."],
  ["the-pit.notAMove", pit("zz"), "„zz“ ist kein Zug"],
  ["the-pit.fromPit", pit("e5-e3"), "Auf e5 steht keine Figur: Das Feld liegt in der Grube."],
  ["the-pit.noSuchSquare", pit("k2-k3"), "Ein Feld k2 gibt es auf dem Brett nicht."],
  ["the-pit.intoPit", pit("Sd1-d6"), "Nichts darf die Grube betreten."],
  ["the-pit.noPiece", pit("d3-d2"), "Auf d3 steht keine Figur."],
  ["the-pit.notYourTurn", pit("a9-a8"), "Weiß ist am Zug."],
  ["the-pit.pawnWithLetter", pit("Pa2-a3"), "Auf a2 steht ein Bauer"],
  ["the-pit.letterMissing", pit("b1-a3"), "Auf b1 steht die Figur Cavalier: Schreibe ihren Buchstaben, C."],
  ["the-pit.wrongLetter", pit("Nb1-a3"), 'Auf b1 steht die Figur Cavalier, nicht "N".'],
  ["the-pit.mustLeave", pit("a2-a2"), "Ein Zug muss sein Feld verlassen."],
  ["the-pit.acrossPit", pit("Rc5-h5", at(board("Rc5 Ka1 kj10"))), "Die Figur Rook auf c5 kann nicht über die Grube gleiten."],
  ["the-pit.ownPiece", pit("Hc1-c2"), "Auf c2 steht deine eigene Figur pawn."],
  ["the-pit.pawnDiagonal", pit("a2xb3"), "auf b3 gibt es nichts zu schlagen (en passant"],
  ["the-pit.cannotReach", pit("Hc1-c7"), "Die Figur Hero auf c1 kann c7 nicht erreichen."],
  ["the-pit.kingInCheck", pit("Rc3-b3", at(board("Kc1 Rc3 rc9 kj10"))), "Dein König stünde im Schach."],
  ["the-pit.nothingToCapture", pit("a2xa3"), "Auf a3 gibt es nichts zu schlagen: Schreibe a2-a3."],
  ["the-pit.captures", pit("Rb1-b5", at(board("Ka1 Rb1 rb5 kj10"))), "Dieser Zug schlägt: Schreibe Rb1xb5."],
  ["the-pit.noPromotion", pit("a2-a3=Q"), "Nur ein Bauer, der die letzte Reihe erreicht, wird umgewandelt."],
  ["the-pit.mustPromote", pit("a9-a10", at(board("Pa9 Kc1 kj10"))), "muss umgewandelt werden: Füge =Q, =R, =H, =C, =S an."],
  ["the-pit.promotionPiece", pit("a9-a10=K", at(board("Pa9 Kc1 kj10"))), "in Queen, Rook, Hero, Cavalier oder Sorceror umgewandelt werden (=Q, =R, =H, =C, =S)."],

  ["inside-out.notAMove", io("O-O"), "„O-O“ ist kein Zug"],
  ["inside-out.notAField", () => { const read = parseFieldId(insideOutStart().layout, "c3x"); return read.ok ? undefined : read.error; }, "„c3x“ ist kein Teilfeld"],
  ["inside-out.offBoard", io("Nb1-g7"), "g7 liegt nicht auf dem Brett (a1 bis f6)."],
  ["inside-out.dualBare", io("Nb1-c3"), "c3 ist ein Doppelfeld: Schreibe das Teilfeld, c3i (innen) oder c3o (außen)."],
  ["inside-out.ordinarySuffix", io("Nb1-a3i"), "a3 ist ein gewöhnliches Feld mit nur einem Teilfeld: Schreibe a3."],
  ["inside-out.noPiece", io("a3-a4"), "Auf a3 steht keine Figur."],
  ["inside-out.notYourPiece", io("a5-a4"), "Die Figur auf a5 gehört Schwarz; Weiß ist am Zug."],
  ["inside-out.pawnWithLetter", io("Pa2-a3"), "Bauern werden ohne Buchstaben geschrieben"],
  ["inside-out.letterMissing", io("b1-c3i"), "Auf b1 steht die Figur knight (N)."],
  ["inside-out.wrongLetter", io("Bb1-c3i"), "Auf b1 steht die Figur knight (N), nicht B."],
  ["inside-out.mustLeave", io("Nb1-b1"), "Ein Zug muss sein Teilfeld verlassen."],
  ["inside-out.noReverse", io("Ra2-a1", playInsideOut(insideOutAt("k5/6/6/6/6/R4K w - - centred"), "Ra1-a2", "Ka6-b6")), "nicht umkehren (a1-a2)."],
  ["inside-out.innerStepsOut", io("Nc3i-a4", insideOutAt("k5/6/6/2[N.]3/6/K5 w - - centred")), "kann nur nach c3o hinaustreten."],
  ["inside-out.ownPiece", io("Nb1-c3i", insideOutAt("k5/6/6/2[Pr]3/6/KN4 w - - centred")), "Auf c3i steht deine eigene Figur."],
  ["inside-out.notBackIn", io("Nc3o-c3i", insideOutAt("k5/6/6/2N3/6/K5 w - - centred")), "Von c3o darf eine Figur nicht zurück nach c3i."],
  ["inside-out.endsInner", io("Nb1-c3o"), "endet auf dessen innerem Teilfeld: Nur eine Figur auf c3i kann nach c3o ziehen."],
  ["inside-out.pawnTwoSteps", io("a3-a5", insideOutAt("k5/6/6/P5/6/K5 w - - centred")), "Ein Bauer zieht nur von seiner Grundreihe aus zwei Felder."],
  ["inside-out.cannotMove", io("Nb1-b2"), "Die Figur knight kann nicht von b1 nach b2 ziehen."],
  ["inside-out.blockedAtDual", io("Ra3-d3i", insideOutAt("k5/6/6/R1p3/6/K5 w - - centred")), "Der Weg ist bei c3 versperrt"],
  ["inside-out.blocked", io("Ra1-a4"), "Der Weg von a1 nach a4 ist bei a2 versperrt."],
  ["inside-out.pawnStraight", io("c2-c3i", insideOutAt("k5/6/6/2[p.]3/2P3/K5 w - - centred")), "Ein Bauer kann nicht geradeaus schlagen."],
  ["inside-out.pawnDiagonal", io("f4xe3i", playInsideOut(insideOutAt("k5/6/5p/6/4P1/K5 w - - centred"), "e2-e4i")), "und e3i ist leer."],
  ["inside-out.pawnDiagonalOuter", io("c3oxb4i", insideOutAt("k5/6/1r4/2P3/6/K5 w - - centred")), "Die Figur auf b4o kann nur von b4i aus geschlagen werden."],
  ["inside-out.captureWritten", io("Nb1-c3i", insideOutAt("k5/6/6/2[pr]3/6/KN4 w - - centred")), "Auf c3i steht eine schwarze Figur (pawn): Schreibe den Schlagzug als Nb1xc3i."],
  ["inside-out.noEnemy", io("Nb1xc3i"), "Auf c3i steht keine gegnerische Figur: Schreibe Nb1-c3i, mit - statt x."],
  ["inside-out.onlyKing", io("e5-e6=Q", insideOutAt("k5/4P1/6/6/6/K5 w - - centred")), "Ein Bauer kann nur zum König werden: Schreibe e5-e6=K."],
  ["inside-out.noPromotion", io("f4-f5=K", insideOutAt("k5/6/5P/6/6/K5 w - - centred")), "wird umgewandelt: Schreibe f4-f5."],
  ["inside-out.becomesKing", io("e5-e6", insideOutAt("k5/4P1/6/6/6/K5 w - - centred")), "Ein Bauer auf der letzten Reihe wird zum König: Schreibe e5-e6=K."],

  ["pit-of-pillars.enteringStillOn", pillars("c3-c6", pillarsStart), "Die Setzphase läuft noch"],
  ["pit-of-pillars.enteringOver", pillars("c4,f7"), "Die Setzphase ist vorbei"],
  ["pit-of-pillars.notASquare", pillars("a1", pillarsStart), "a1 ist kein Feld des Bretts"],
  ["pit-of-pillars.notATurn", pillars("xyz", pillarsStart), "„xyz“ ist kein Zug in Pit of Pillars."],
  ["pit-of-pillars.occupied", pillars("d4,a4", afterD4), "d4 ist schon besetzt."],
  ["pit-of-pillars.openingSingle", pillars("d4,f7", pillarsStart), "Der erste Zug von Weiß ist ein einzelner Stein"],
  ["pit-of-pillars.firstNextToLast", pillars("a5,h5", afterD4), "Der erste Stein muss neben d4 stehen, den Stein, den Weiß zuletzt eingesetzt hat; a5 liegt nicht daneben."],
  ["pit-of-pillars.needsBoth", pillars("d5", afterD4), "Ein zweiter Stein kann noch eingesetzt werden (zum Beispiel "],
  ["pit-of-pillars.secondNeedsSpace", pillars("d5,d6", afterD4), "d6 hat einen besetzten Nachbarn."],
  ["pit-of-pillars.noReserve", pillars("@c4", build({ d4: "w", e5: "r" })), "Du hast keine Steine in der Reserve"],
  ["pit-of-pillars.reserveOnPillar", pillars("@c3"), "Auf c3 steht eine Säule"],
  ["pit-of-pillars.noStack", pillars("c4-c5"), "Auf c4 steht kein Stapel."],
  ["pit-of-pillars.notYourStack", pillars("e5-e6"), "Du kontrollierst den Stapel auf e5 nicht"],
  ["pit-of-pillars.notStraight", pillars("d4-e6"), "d4-e6 ist keine gerade Linie"],
  ["pit-of-pillars.tooFewMen", pillars("d4-d7", build({ d4: "ww", g7: "r" })), "Ein Zug über 3 Felder braucht 3 Steine, und der Stapel auf d4 hat nur 2."],
  ["pit-of-pillars.pillarInTheWay", pillars("b2-b4", build({ b2: "www", b3: "R", e6: "r" })), "Eine Säule auf b3 steht im Weg"],
  ["pit-of-pillars.noPillar", pillars("d4-d5/Pc1-c2"), "Auf c1 steht keine Säule von dir"],
  ["pit-of-pillars.pillarNotStraight", pillars("d4-d5/Pc3-d5"), "Säulen ziehen wie Damen: c3-d5 ist keine gerade Linie."],
  ["pit-of-pillars.pillarBlocked", pillars("d4-d5/Pc3-f6"), "und e5 ist besetzt."],
  ["pit-of-pillars.prompt.firstMan", () => pitOfPillars.prompt!(pillarsStart, []), "Setze deinen ersten Stein auf ein beliebiges Feld."],
  ["pit-of-pillars.prompt.twoMen", () => pitOfPillars.prompt!(afterD4, []), "neben dem letzten Stein von Weiß (d4)"],
  ["pit-of-pillars.prompt.secondMan", () => pitOfPillars.prompt!(afterD4, ["d5"]), "Jetzt dein zweiter Stein"],
  ["pit-of-pillars.prompt.pillarMove", () => pitOfPillars.prompt!(movement, ["d4", "d5"]), "Du kannst jetzt eine deiner Säulen wie eine Dame"],
];


const inEnglish = () => useTranslator(createTranslator("en", compileCatalog(english)));

function inGerman<T>(run: () => T): T {
  useTranslator(createTranslator("de", compileCatalog(german)));
  try {
    return run();
  } finally {
    inEnglish();
  }
}

afterEach(inEnglish);

describe("the chess-like games' sentences, one position each", () => {
  it.each(CASES)("%s", (id, heard, inGermanWords) => {
    const sentence = heard();
    expect(sentence?.words?.id).toBe(id);
    expect(say(sentence!)).toBe(sentence!.message);
    const said = inGerman(() => say(sentence!));
    expect(said).toContain(inGermanWords);
    expect(said).not.toBe(sentence!.message);
  });

  it.each(OTHER_LANGUAGES)("are said in %s in its own words, every value in place", (code, catalog) => {
    useTranslator(createTranslator(code, compileCatalog(catalog)));
    for (const [id, heard] of CASES) {
      const sentence = heard()!;
      const said = say(sentence);
      expect(said, id).not.toBe(sentence.message);
      expect(said, id).not.toMatch(/[{}]/);
      // sides are chosen by a select and said in the language; squares, moves and piece names come through as written
      const written = Object.entries(sentence.words?.values ?? {}).filter(([name, value]) => typeof value === "string" && !["side", "owner", "opponent"].includes(name));
      for (const [, value] of written) expect(said, id).toContain(value);
    }
  });

  it.each([thePit, insideOut, pitOfPillars] as Game<unknown>[])("$id's fixed words (the legend's moves, the hints toggle) are the game's English, and German in German", (game) => {
    const fixed = [...(game.pieces ?? []).map((piece) => [`${game.id}.piece.${piece.kind}.moves`, piece.moves] as const), ...(game.hintLabel ? [[`${game.id}.hintLabel`, game.hintLabel] as const] : [])];
    expect(fixed.length).toBeGreaterThan(1);
    for (const [id, words] of fixed) {
      expect((english as Record<string, string>)[`engine.${id}`], id).toBe(words);
      expect(sayFixed(id, words), id).toBe(words);
      expect(inGerman(() => sayFixed(id, words)), id).toBe((german as Record<string, string>)[`engine.${id}`]);
      expect(inGerman(() => sayFixed(id, words)), id).not.toBe(words);
    }
  });

  it("cover every sentence id of these games (a new one gets its case here)", () => {
    const covered = new Set(CASES.map(([id]) => id));
    const ids = Object.keys(english)
      .filter((key) => /^engine\.(the-pit|inside-out|pit-of-pillars|chess)\./.test(key))
      .map((key) => key.slice("engine.".length))
      // the notes under a move have their cases in engine-words-notes.test.ts
      .filter((id) => !/\.piece\.[A-Za-z]+\.moves$|\.hintLabel$|^[a-z-]+\.note\./.test(id));
    expect(ids.filter((id) => !covered.has(id))).toEqual([]);
  });
});
