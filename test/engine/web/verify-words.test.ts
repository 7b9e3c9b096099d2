// /verify's verdicts in the reader's language (issue 31): every reason code the verifier
// gives, and every kind of part not signed, said from the catalog. In English the catalog's
// words must be exactly the verifier's own `problem` and `unsigned` words (the command's,
// the importer's and the API's), so the two never drift; in every other language no
// message is missing and the record's own text (moves, tags, times) stays as written.
import { afterEach, describe, expect, it } from "vitest";
import { problemWords, unsignedWords, type MoveValues, type ProblemId, type ProblemReason, type UnsignedPart } from "../../../src/contract/verify-problems.ts";
import { verifyRecord } from "../../../src/contract/verify-record.ts";
import { withSiteCopy } from "../../../src/contract/site-copy.ts";
import type { KeyDocument } from "../../../src/contract/record-key.ts";
import { compileCatalog } from "../../../src/i18n/compile.ts";
import { LOCALES, type Locale } from "../../../src/i18n/locales.ts";
import { createTranslator } from "../../../src/i18n/translator.ts";
import ar from "../../../src/i18n/catalogs/ar.json" with { type: "json" };
import de from "../../../src/i18n/catalogs/de.json" with { type: "json" };
import en from "../../../src/i18n/catalogs/en.json" with { type: "json" };
import es from "../../../src/i18n/catalogs/es.json" with { type: "json" };
import fr from "../../../src/i18n/catalogs/fr.json" with { type: "json" };
import it_ from "../../../src/i18n/catalogs/it.json" with { type: "json" };
import ja from "../../../src/i18n/catalogs/ja.json" with { type: "json" };
import pl from "../../../src/i18n/catalogs/pl.json" with { type: "json" };
import ptBR from "../../../src/i18n/catalogs/pt-BR.json" with { type: "json" };
import ru from "../../../src/i18n/catalogs/ru.json" with { type: "json" };
import tr from "../../../src/i18n/catalogs/tr.json" with { type: "json" };
import zhCN from "../../../src/i18n/catalogs/zh-CN.json" with { type: "json" };
import { useTranslator } from "../../../web/src/i18n.ts";
import { problemSentence, unsignedPartWords } from "../../../web/src/verify-words.ts";
import { signedRecord, TAMPERING_CASES } from "../records/tampering-cases.ts";
import { RESIGNED_COPY } from "../records/resigned-site-copy.ts";
import KEY_JSON from "../../fixtures/records/test-key.json?raw";

const KEYS = JSON.parse(KEY_JSON) as KeyDocument;
const ORIGIN = "https://pigeon.test";

const CATALOGS: Record<Exclude<Locale, "en-XA">, Record<string, string>> = { en, es, "pt-BR": ptBR, fr, de, it: it_, pl, ru, tr, ar, "zh-CN": zhCN, ja };

function speak(locale: Exclude<Locale, "en-XA">): void {
  useTranslator(createTranslator(locale, compileCatalog(CATALOGS[locale])));
}
afterEach(() => speak("en"));

const white: MoveValues = { ply: 1, number: 1, side: "white", sideName: "White", move: "e2-e3" };
const red: MoveValues = { ply: 2468, number: 1234, side: "black", sideName: "Red", move: "Hh10-i8" };
const event = { kind: "vacation-end", side: "white", time: "2026-11-25T10:00:00Z" } as const;

/** At least one reason of every code (the type makes a missing code fail to compile), with each branch its sentence has. */
const REASONS: { readonly [Id in ProblemId]: readonly Extract<ProblemReason, { id: Id }>[] } = {
  loneSurrogateInTag: [{ id: "loneSurrogateInTag", values: { tag: "White" } }],
  loneSurrogate: [{ id: "loneSurrogate", values: {} }],
  unreadable: [{ id: "unreadable", values: { detail: 'The record has no [Variant "..."] tag.' } }],
  tagTwice: [{ id: "tagTwice", values: { tag: "Result" } }],
  noChain: [{ id: "noChain", values: {} }],
  chainVersion: [{ id: "chainVersion", values: { version: "2", expected: "1" } }],
  unknownGame: [{ id: "unknownGame", values: { variant: "chess" } }],
  setUp: [{ id: "setUp", values: {} }],
  moveUnplayable: [{ id: "moveUnplayable", values: { ...white, detail: "There is no piece on e2." } }],
  moveUnnumbered: [{ id: "moveUnnumbered", values: white }],
  moveNumberedForOther: [{ id: "moveNumberedForOther", values: { ...red, mark: "1234.", markedSideName: "White" } }],
  moveNumberMissingForOther: [{ id: "moveNumberMissingForOther", values: { ...white, markedSideName: "Black" } }],
  siteNotGameLink: [{ id: "siteNotGameLink", values: {} }],
  noCreationTime: [{ id: "noCreationTime", values: {} }],
  utcDateDiffers: [{ id: "utcDateDiffers", values: { utcDate: "2026.11.24", date: "2026.11.25" } }],
  detailsChanged: [{ id: "detailsChanged", values: {} }],
  detailsChangedUnconfirmed: (["recordUnreadable", "gameUnnamed", "notAGame", "otherGenesis", "noDifference"] as const).map((why) => ({ id: "detailsChangedUnconfirmed", values: { why } })),
  detailsDiffer: [
    {
      id: "detailsDiffer",
      values: {
        differences: [
          { tag: "Site", record: `${ORIGIN}/g/X`, site: `${ORIGIN}/g/x` },
          { tag: "Variant", record: "ben39", recordName: "Ben39", site: "the-pit", siteName: "The Pit" },
          { tag: "Variant", record: "chess", recordName: "", site: "nope", siteName: "" },
          { tag: "Options", record: "", site: "size=9" },
          { tag: "Options", record: "size=9", site: "" },
          { tag: "TimeControl", record: "-", site: "3d/move" },
          { tag: "TimeControl", record: "7d/move", site: "-" },
          { tag: "White", record: "Ann O'Neil", site: "Ann" },
          { tag: "Black", record: "{Bo}", site: "Bo" },
        ],
      },
    },
    { id: "detailsDiffer", values: { differences: [{ tag: "Date", record: "2026.11.24", site: "2026.11.25" }] } },
    { id: "detailsDiffer", values: { differences: [{ tag: "UTCTime", record: "09:00:00", site: "20:40:19" }] } },
    { id: "detailsDiffer", values: { differences: [{ tag: "Date, UTCTime", recordDate: "2026.11.24", recordTime: "09:00:00", siteDate: "2026.11.25", siteTime: "20:40:19" }] } },
  ],
  timeWithoutMove: [{ id: "timeWithoutMove", values: { time: "2026-11-25T10:00:00Z" } }],
  moveTimeNotUtc: [{ id: "moveTimeNotUtc", values: { ...white, time: "yesterday" } }],
  moveWithoutTimeBeforeEvent: [{ id: "moveWithoutTimeBeforeEvent", values: red }],
  moveWithoutTime: [{ id: "moveWithoutTime", values: white }],
  eventUnreadable: [{ id: "eventUnreadable", values: { version: "1", event: "nonsense" } }],
  moveNotInChain: [{ id: "moveNotInChain", values: { ...red, time: "2026-11-25T10:00:00Z" } }],
  eventNotInChain: [
    { id: "eventNotInChain", values: event },
    { id: "eventNotInChain", values: { ...event, side: "black" } },
    { id: "eventNotInChain", values: { ...event, kind: "abort", side: "none" } },
  ],
  takebackNotLast: [
    { id: "takebackNotLast", values: { ...event, kind: "takeback" } },
    { id: "takebackNotLast", values: { ...event, kind: "takeback", side: "none" } },
  ],
  mainLineDiffers: [{ id: "mainLineDiffers", values: {} }],
  chainTagDiffers: [{ id: "chainTagDiffers", values: {} }],
  clockCommentNotInChain: [
    { id: "clockCommentNotInChain", values: { words: '"Ann" starts a vacation, 2026-11-25 10:05 UTC', where: { at: "start" } } },
    { id: "clockCommentNotInChain", values: { words: "Bo gives Ann 2 days", where: { at: "before", ...white } } },
    { id: "clockCommentNotInChain", values: { words: "Bo gives Ann 2 days", where: { at: "after", ...red } } },
  ],
  resultTagOngoing: [{ id: "resultTagOngoing", values: { claimed: "1-0" } }],
  resultTagDiffers: [
    { id: "resultTagDiffers", values: { claimed: "0-1", token: "1-0", reason: "resignation" } },
    { id: "resultTagDiffers", values: { claimed: "1-0", token: "1/2-1/2", reason: "threefold-repetition" } },
  ],
  terminationDiffers: [
    { id: "terminationDiffers", values: { termination: "stalemate", reason: "agreement" } },
    { id: "terminationDiffers", values: { termination: "whatever", reason: "king-captured" } },
  ],
  noResultToken: [{ id: "noResultToken", values: { expected: "1-0" } }],
  resultTokens: [{ id: "resultTokens", values: { count: 2, tokens: "1-0, 0-1" } }],
  resultTokenEarly: [{ id: "resultTokenEarly", values: { token: "1-0" } }],
  resultTokenDiffers: [{ id: "resultTokenDiffers", values: { token: "0-1", expected: "1-0" } }],
  signatureForm: [{ id: "signatureForm", values: {} }],
  keyOfOtherSite: [{ id: "keyOfOtherSite", values: { site: ORIGIN, keyOrigin: "https://elsewhere.test" } }],
  keyUnknown: [{ id: "keyUnknown", values: { kid: "k9", origin: ORIGIN } }],
  signatureWrong: [{ id: "signatureWrong", values: { origin: ORIGIN } }],
};

const ALL_REASONS: readonly ProblemReason[] = Object.values(REASONS).flat();

const PARTS: readonly UnsignedPart[] = [
  { kind: "comment", where: { at: "start" } },
  { kind: "comment", where: { at: "before", ...white } },
  { kind: "comment", where: { at: "after", ...red } },
  { kind: "mark", where: white },
  { kind: "variation", where: red },
  { kind: "tag", tag: "Event" },
];

describe("a verdict's reasons in the reader's language", () => {
  it("says every reason code in English exactly as the verifier's problem", () => {
    for (const why of ALL_REASONS) expect(problemSentence(why), why.id).toBe(problemWords(why));
    // and the move numbers are not grouped ("Move 1234", not "Move 1,234")
    expect(problemSentence(REASONS.moveWithoutTimeBeforeEvent[0])).toBe("Move 1234 (Red's Hh10-i8) has no time ([%ts ...]) before the next event.");
  });

  it("says every part not signed in English exactly as the verifier's unsigned words", () => {
    for (const part of PARTS) expect(unsignedPartWords(part)).toBe(unsignedWords(part));
  });

  it("says the real verdicts of every tampered record as the verifier does, parts and problems alike", async () => {
    for (const tampering of TAMPERING_CASES) {
      const verdict = await verifyRecord(tampering.change(signedRecord(tampering.from)), KEYS);
      if (verdict.intact) expect(verdict.unsignedParts.map(unsignedPartWords), tampering.name).toEqual(verdict.unsigned);
      else expect(problemSentence(verdict.why), tampering.name).toBe(verdict.problem);
    }
    const renamed = signedRecord("signed-resigned.pgn").replace('[White "Ann Arbiter"]', '[White "Ann Other"]');
    for (const copy of [RESIGNED_COPY, { ...RESIGNED_COPY, timeControl: null }, "not a game"]) {
      const verdict = withSiteCopy(await verifyRecord(renamed, KEYS), renamed, ORIGIN, copy);
      if (verdict.intact) throw new Error("a renamed White verifies broken");
      expect(problemSentence(verdict.why)).toBe(verdict.problem);
    }
  });

  it("names a move the rules refuse by its code and place, the rules' own sentence kept as the detail", async () => {
    const verdict = await verifyRecord(signedRecord("signed-resigned.pgn").replace("3. d2-d3", "3. d2-d9"), KEYS);
    if (verdict.intact) throw new Error("an illegal move verifies broken");
    expect(verdict.why).toMatchObject({ id: "moveUnplayable", values: { ply: 5, number: 3, side: "white", sideName: "White", move: "d2-d9" } });
    expect(verdict.problem).toMatch(/^Move 3 \(White's d2-d9\) cannot be played: ./);
    expect(problemSentence(verdict.why)).toBe(verdict.problem);
    speak("de");
    expect(problemSentence(verdict.why)).toMatch(/^Zug 3 \(Weiß: d2-d9\) kann nicht gespielt werden: ./);
  });

  it("says every reason and part in every language from its catalog, with the record's own text as written", () => {
    for (const { code } of LOCALES.filter((l) => l.code !== "en")) {
      speak(code);
      for (const why of ALL_REASONS) {
        const said = problemSentence(why);
        expect(said, `${code} ${why.id}`).not.toMatch(/^verify\./);
        expect(said, `${code} ${why.id}`).not.toBe(problemWords(why));
      }
      for (const part of PARTS) expect(unsignedPartWords(part), code).not.toMatch(/^verify\./);
      // moves, tags and times are the record's: unchanged in every language
      expect(problemSentence(REASONS.moveNotInChain[0]), code).toContain("Hh10-i8");
      expect(problemSentence(REASONS.moveNotInChain[0]), code).toContain("2026-11-25T10:00:00Z");
      expect(unsignedPartWords(PARTS[5]), code).toContain("Event");
    }
  });

  it("writes German word order and side names, and isolates the record's text in Arabic", () => {
    speak("de");
    expect(unsignedPartWords({ kind: "comment", where: { at: "after", ...white, number: 3 } })).toBe("ein Kommentar nach Zug 3 (Weiß: e2-e3)");
    expect(problemSentence(REASONS.moveNotInChain[0])).toBe(
      "Zug 1234 (Rot: Hh10-i8) um 2026-11-25T10:00:00Z passt nicht zur Kette: Er selbst, seine Zeit oder seine Stelle unter den Ereignissen wurde geändert.",
    );
    speak("ar");
    expect(unsignedPartWords({ kind: "mark", where: white })).toContain("\u2068e2-e3\u2069");
  });
});
