// The notes under each move ("Check.", "White plays an extra move.", a Pit of Pillars
// capture...) in the reader's language. Every note every game writes carries its words; said
// through the English catalog it comes out as the engine's own English (what the server
// stores and sends), and through the others in their own words. The random playouts of every
// game reach many notes; a position built for each note id reaches the rest. And the page's
// history keeps those words for the notes the server sent, whose strings stay the API's.
import { afterEach, describe, expect, it } from "vitest";
import { say } from "../../../web/src/engine-words.ts";
import { useTranslator } from "../../../web/src/i18n.ts";
import { buildHistory } from "../../../web/src/game/history.ts";
import { announceMoves } from "../../../web/src/game/describe.ts";
import { compileCatalog } from "../../../src/i18n/compile.ts";
import { createTranslator } from "../../../src/i18n/translator.ts";
import type { Locale } from "../../../src/i18n/locales.ts";
import { makeRandom, randomPlayout } from "../../../src/engine/random-playout.ts";
import { listGames } from "../../../src/engine/registry.ts";
import type { Game, Sentence } from "../../../src/engine/types.ts";
import { PLAYED_FROM_CONDITIONAL_LINE } from "../../../src/contract/move-notes.ts";
import type { GameSnapshot } from "../../../src/contract/api.ts";
import { thePit } from "../../../src/engine/games/the-pit/index.ts";
import { inTheBin } from "../../../src/engine/games/in-the-bin/index.ts";
import { insideOut } from "../../../src/engine/games/inside-out/index.ts";
import { ben39 } from "../../../src/engine/games/ben39/index.ts";
import { pitOfPillars } from "../../../src/engine/games/pit-of-pillars/index.ts";
import { at, board, play as playPit } from "../the-pit/helpers.ts";
import { custom } from "../in-the-bin/helpers.ts";
import { position as insideOutAt } from "../inside-out/helpers.ts";
import { position as ben39At } from "../ben39/helpers.ts";
import { build as pillarsBuild, position as pillarsAt, playAll as playPillars } from "../pit-of-pillars/helpers.ts";
import { arabic, english, german, polish, russian, OTHER_LANGUAGES } from "./catalogs.ts";

const inEnglish = () => useTranslator(createTranslator("en", compileCatalog(english)));
const speak = (locale: Locale, catalog: Record<string, string>) => useTranslator(createTranslator(locale, compileCatalog(catalog)));
afterEach(inEnglish);

/** The notes `game` writes for the move `text` in `state`; throws when the move is refused. */
function notesOf<S>(game: Game<S>, state: S, text: string): readonly Sentence[] {
  const played = game.play(state, text);
  if (!played.ok) throw new Error(`${text} refused: ${played.error.message}`);
  return played.value.notes;
}

/** The one note with id `id` among the notes of `text` in `state`. */
function note<S>(game: Game<S>, state: S, text: string, id: string): () => Sentence | undefined {
  return () => notesOf(game, state, text).find((said) => said.words?.id === id);
}

const pillarsMovement = pillarsBuild({ b1: "rr", c1: "w", h4: "r" });
const ONE_ROOMY_FIRST = "*6*/rwrwrwrw/8/wrwrwrwr/8/8/r1wrwrwr/*w5* r e:b1 0,0 0,0";

/** Each note id, what says it, the engine's English exactly, and words its German holds. */
const CASES: readonly (readonly [string, () => Sentence | undefined, string, string])[] = [
  ["note.check", note(thePit, at(board("Ka1 Rc5 kj10")), "Rc5-c10", "note.check"), "Check.", "Schach."],
  ["note.checkmate", note(thePit, at(board("Ka1 kc3 qb8", "b - - 0 1")), "Qb8-b2", "note.checkmate"), "Checkmate: Black wins.", "Schachmatt: Schwarz gewinnt."],
  ["note.playedFromConditionalLine", () => PLAYED_FROM_CONDITIONAL_LINE, "Played from a conditional line.", "bedingten Zügen"],
  ["the-pit.note.enPassant", note(thePit, playPit(at(board("Pc2 pb4 Kj1 kj10")), "c2-c4"), "b4xc3", "the-pit.note.enPassant"), "The pawn on c4 is captured en passant.", "Der Bauer auf c4 wird en passant geschlagen."],
  ["the-pit.note.stalemate", note(thePit, at(board("Ka1 kc2 qb8", "b - - 0 1")), "Qb8-b3", "the-pit.note.stalemate"), "Stalemate: the game is drawn.", "Patt"],
  ["the-pit.note.onlyKings", note(thePit, at(board("Ka1 rb1 kj10")), "Ka1xb1", "the-pit.note.onlyKings"), "Only the two kings are left: the game is drawn.", "beiden Könige"],
  ["the-pit.note.threefoldRepetition", note(thePit, playPit(at(board("Ka1 Pb5 kj10")), "b5-a5", "Kj10-i10", "a5-b5", "Ki10-j10", "b5-a5", "Kj10-i10", "a5-b5"), "Ki10-j10", "the-pit.note.threefoldRepetition"), "The same position has occurred three times: the game is drawn.", "dreimal"],
  ["the-pit.note.fiftyMoves", note(thePit, at(board("Ka1 Rc5 kj10", "w - - 99 80")), "Rc5-c6", "the-pit.note.fiftyMoves"), "Fifty moves by each side without a capture or a pawn move: the game is drawn.", "Fünfzig Züge"],
  ["in-the-bin.note.extraMove", note(inTheBin, custom({ a1: "K", i9: "k", e4: "r", d4: "W" }, "Q2R3B4N6M2F8W9"), "push", "in-the-bin.note.extraMove"), "White plays an extra move.", "Weiß macht einen Extrazug."],
  ["in-the-bin.note.extraMoveLapses", note(inTheBin, custom({ a1: "K", d4: "W", b9: "r", i2: "r", i9: "k" }, "-", "white"), "push", "in-the-bin.note.extraMoveLapses"), "White has no legal extra move: it lapses.", "verfällt"],
  ["in-the-bin.note.stalemate", note(inTheBin, custom({ a1: "K", h2: "R", a8: "R", i9: "k" }, "-", "white"), "Rh2-h1", "in-the-bin.note.stalemate"), "Stalemate: a draw.", "Patt: remis."],
  ["inside-out.note.kingCapturedNoPawns", note(insideOut, insideOutAt("k3Rk/pppppp/6/6/PPPPPP/K5 w - - centred"), "Re6xf6", "inside-out.note.kingCapturedNoPawns"), "King captured on f6. No pawns return.", "Keine Bauern kehren zurück."],
  ["inside-out.note.kingCapturedPawnsReturn", note(insideOut, insideOutAt("k3Rk/pppppp/6/6/6/K5 w - - centred"), "Re6xf6", "inside-out.note.kingCapturedPawnsReturn"), "King captured on f6. Pawns return: White a2, b2, c2, d2, e2, f2.", "Bauern kehren zurück: Weiß a2, b2, c2, d2, e2, f2."],
  ["inside-out.note.kingCapturedBothPawnsReturn", note(insideOut, insideOutAt("k4k/p2N2/3P2/1[p.]4/2P1B1/K4R w - - centred"), "Rf1xf6", "inside-out.note.kingCapturedBothPawnsReturn"), "King captured on f6. Pawns return: White a2, b2, f2; Black c5, e5, f5.", "Weiß a2, b2, f2; Schwarz c5, e5, f5."],
  ["ben39.note.kingCaptured", note(ben39, ben39At({ pieces: { h4: "k", f2: "G", h8: "K" }, turn: "white", movable: "l14,d14" }), "Gf2xh4", "ben39.note.kingCaptured"), "White captures the king and wins.", "Weiß schlägt den König und gewinnt."],
  ["pit-of-pillars.note.enteringOver", note(pitOfPillars, playPillars(pillarsAt(ONE_ROOMY_FIRST), "c1,b3"), "a3", "pit-of-pillars.note.enteringOver"), "The entering stage is over: Red makes the first move of the movement stage.", "Rot macht den ersten Zug der Bewegungsphase."],
  ["pit-of-pillars.note.stackCaptured", note(pitOfPillars, pillarsMovement, "c1-b1", "pit-of-pillars.note.stackCaptured"), "Stack on b1 captured: 1 White man back to White's reserve, 2 Red men out of the game; a White pillar now stands on b1.", "1 Stein von Weiß zurück in die eigene Reserve, 2 Steine von Rot aus dem Spiel"],
];


describe("each note, from a position built to reach it", () => {
  it.each(CASES)("%s", (id, heard, inEnglishWords, inGermanWords) => {
    const sentence = heard();
    expect(sentence?.words?.id).toBe(id);
    expect(sentence!.message).toBe(inEnglishWords);
    expect(say(sentence!)).toBe(inEnglishWords);
    speak("de", german);
    const said = say(sentence!);
    expect(said).toContain(inGermanWords);
    expect(said).not.toBe(inEnglishWords);
  });

  it.each(OTHER_LANGUAGES)("is said in %s in its own words, every square and count in place", (code, catalog) => {
    speak(code, catalog);
    for (const [id, heard] of CASES) {
      const sentence = heard()!;
      const said = say(sentence);
      expect(said, id).not.toBe(sentence.message);
      expect(said, id).not.toMatch(/[{}]/);
      // sides are chosen by a select and said in the language (and counts by its plurals: Arabic's
      // two is a word); squares and cells come through as the game writes them
      for (const [name, value] of Object.entries(sentence.words?.values ?? {})) {
        if (typeof value === "string" && name !== "side" && name !== "opponent") expect(said, `${id} ${name}`).toContain(value);
      }
    }
  });

  it("says a count of one and of several as each language counts (Pit of Pillars' men)", () => {
    const [, heard] = CASES.find(([id]) => id === "pit-of-pillars.note.stackCaptured")!;
    speak("ru", russian);
    expect(say(heard()!)).toContain("1 шашка белых");
    expect(say(heard()!)).toContain("2 шашки красных");
    speak("pl", polish);
    expect(say(heard()!)).toContain("1 pionek białych");
    expect(say(heard()!)).toContain("2 pionki czerwonych");
    speak("ar", arabic);
    expect(say(heard()!)).toContain("قطعة واحدة");
    expect(say(heard()!)).toContain("قطعتان");
  });

  it("covers every note id of the catalogs (a new note gets its case here)", () => {
    const covered = new Set(CASES.map(([id]) => id));
    const ids = Object.keys(english)
      .filter((key) => /^engine\.([a-z0-9-]+\.)?note\./.test(key))
      .map((key) => key.slice("engine.".length));
    expect(ids.length).toBeGreaterThanOrEqual(CASES.length);
    expect(ids.filter((id) => !covered.has(id))).toEqual([]);
  });
});

describe.each(listGames().map((game) => [game.id, game] as const))("%s's notes along random games", (_id, anyGame) => {
  const game = anyGame as Game<unknown>;
  const heard: { where: string; note: Sentence }[] = [];
  const random = makeRandom(31);
  const start = game.setup();
  if (!start.ok) throw new Error(start.error.message);
  // games played to their end too (without avoidEnding), so the notes of an end are heard
  for (const avoidEnding of [true, true, false, false, false, false]) {
    const playout = randomPlayout(game, start.value, random, { plies: 120, avoidEnding });
    playout.moves.forEach((text, ply) => {
      for (const said of notesOf(game, playout.states[ply], text)) heard.push({ where: `${game.id} ${playout.moves.slice(0, ply + 1).join(" ")}`, note: said });
    });
  }

  it("are heard at all (the playouts reach notes)", () => {
    expect(heard.length).toBeGreaterThan(0);
  });

  it("all carry their words, and say through the English catalog exactly the engine's English", () => {
    for (const { where, note: said } of heard) {
      expect(said.words, `${where}: ${said.message}`).toBeDefined();
      expect(english, where).toHaveProperty([`engine.${said.words!.id}`]);
      expect(say(said), where).toBe(said.message);
    }
  });
});

describe("the page's history of a game the server sent", () => {
  // from The Pit's start: Black's b-pawn walks to b4, and takes White's c-pawn en passant
  const moves = ["j2-j3", "b9-b7", "j3-j4", "b7-b6", "j4-j5", "b6-b5", "j5-j6", "b5-b4", "c2-c4", "b4xc3"];
  const snapshot = (last: string[]): GameSnapshot => ({
    id: "g1", version: 11, variant: "the-pit", options: {}, names: { white: "Ann", black: "Bo" },
    status: "active", turn: "white", ply: moves.length, moveCount: 5, moves, notes: [...moves.slice(1).map(() => []), last], position: "p",
    outcome: { status: "ongoing" }, timeControl: null, deadline: null,
    offers: { draw: null, takeback: null, rematch: null }, rematch: null, rematchOf: null,
    presence: { white: true, black: false }, createdAt: "2026-11-24T00:00:00Z", updatedAt: "2026-11-24T00:00:00Z",
  });

  it("keeps the words of the notes the server sent, whose English it holds", () => {
    const history = buildHistory(thePit, snapshot(["The pawn on c4 is captured en passant.", PLAYED_FROM_CONDITIONAL_LINE.message]))?.history;
    expect(history?.notes.at(-1)?.map((said) => said.words?.id)).toEqual(["the-pit.note.enPassant", "note.playedFromConditionalLine"]);
    speak("de", german);
    expect(history!.notes.at(-1)!.map((said) => say(said))).toEqual(["Der Bauer auf c4 wird en passant geschlagen.", "Aus bedingten Zügen gespielt."]);
    expect(announceMoves(thePit, "black", moves.slice(-1), history!.notes.slice(-1))).toMatch(/b4xc3.* Der Bauer auf c4 wird en passant geschlagen\. Aus bedingten Zügen gespielt\.$/);
  });

  it("shows a note it cannot say again (a newer server's) in the server's English", () => {
    const history = buildHistory(thePit, snapshot(["A note from elsewhere.", "The pawn on c4 is captured en passant."]))?.history;
    speak("de", german);
    expect(history!.notes.at(-1)!.map((said) => say(said))).toEqual(["A note from elsewhere.", "The pawn on c4 is captured en passant."]);
  });

  it("says its own replay's notes when the server sent none for the moves", () => {
    const history = buildHistory(thePit, { ...snapshot([]), notes: [] })?.history;
    speak("de", german);
    expect(history!.notes.at(-1)!.map((said) => say(said))).toEqual(["Der Bauer auf c4 wird en passant geschlagen."]);
  });
});
