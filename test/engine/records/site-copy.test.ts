/**
 * Naming the changed tag online (contract/site-copy.ts): a record's White, Black, Variant,
 * Options, TimeControl, Date/UTCTime or Site compared with the site's copy of its game, once
 * that copy's genesis gives the record's ChainStart.
 */
import { describe, expect, it } from "vitest";
import { compareWithSiteCopy, siteCopyPath, withSiteCopy, type SiteCopy } from "../../../src/contract/site-copy.ts";
import { DETAILS_CHANGED, verifyRecord, type Verdict } from "../../../src/contract/verify-record.ts";
import { readFixture } from "../fixture-files.ts";
import { RESIGNED_COPY } from "./resigned-site-copy.ts";

const ORIGIN = "https://pigeon.test";
const RESIGNED = readFixture("records/signed-resigned.pgn");
const QUOTED = readFixture("records/signed-quoted-names.pgn");


const differences = (record: string, data: unknown = RESIGNED_COPY) => {
  const check = compareWithSiteCopy(record, ORIGIN, data);
  if (!check.confirmed) throw new Error(`not confirmed: ${check.reason}`);
  return check.differences;
};

describe("comparing a record's tags with the site's copy of its game", () => {
  it("finds nothing to name in the record as signed (the copy's genesis gives its ChainStart)", () => {
    expect(differences(RESIGNED)).toEqual([]);
  });

  it("names a changed White with both names", () => {
    expect(differences(RESIGNED.replace('[White "Ann Arbiter"]', '[White "Ann Other"]'))).toEqual([
      { tag: "White", words: 'White says "Ann Other", but this game was played by "Ann Arbiter"' },
    ]);
  });

  it("names a changed Black", () => {
    expect(differences(RESIGNED.replace('[Black "Bo"]', '[Black "Bob"]'))).toEqual([{ tag: "Black", words: 'Black says "Bob", but this game was played by "Bo"' }]);
  });

  it("names a changed Variant by the games' names", () => {
    expect(differences(RESIGNED.replace('[Variant "the-pit"]', '[Variant "ben39"]'))).toEqual([
      { tag: "Variant", words: 'Variant says the game is Ben39 ("ben39"), but it was The Pit ("the-pit")' },
    ]);
  });

  it("names added Options", () => {
    expect(differences(RESIGNED.replace('[Variant "the-pit"]', '[Variant "the-pit"]\n[Options "size=9"]'))).toEqual([
      { tag: "Options", words: 'Options says "size=9", but this game was played with no options' },
    ]);
  });

  it("names a changed TimeControl, and one taken away", () => {
    expect(differences(RESIGNED.replace("3d/move, vacation 10", "7d/move, vacation 10"))).toEqual([
      { tag: "TimeControl", words: 'TimeControl says "7d/move, vacation 10", but this game was played with the clock "3d/move, vacation 10"' },
    ]);
    expect(differences(RESIGNED.replace('[TimeControl "3d/move, vacation 10"]', '[TimeControl "-"]'))).toEqual([
      { tag: "TimeControl", words: 'TimeControl says no clock, but this game was played with the clock "3d/move, vacation 10"' },
    ]);
  });

  it("names the Date, the UTCTime, or both, that changed when the game began", () => {
    expect(differences(RESIGNED.replace('[Date "2026.11.25"]', '[Date "2026.11.24"]'))).toEqual([
      { tag: "Date", words: "Date says the game began on 2026.11.24, but it began on 2026.11.25" },
    ]);
    expect(differences(RESIGNED.replace('[UTCTime "20:40:19"]', '[UTCTime "09:00:00"]'))).toEqual([
      { tag: "UTCTime", words: "UTCTime says the game began at 09:00:00 UTC, but it began at 20:40:19 UTC" },
    ]);
    expect(differences(RESIGNED.replace('[Date "2026.11.25"]', '[Date "2026.11.24"]').replace('[UTCTime "20:40:19"]', '[UTCTime "09:00:00"]'))).toEqual([
      { tag: "Date, UTCTime", words: "Date and UTCTime say the game began on 2026.11.24 at 09:00:00 UTC, but it began on 2026.11.25 at 20:40:19 UTC" },
    ]);
  });

  it("names a Site whose game the site answers under another id", () => {
    // the site answered for its own id of the game (the record's Site was changed in a way that still finds it)
    const record = RESIGNED.replace("/g/bwuj4j3b3v", "/g/BWUJ4J3B3V");
    expect(differences(record)).toEqual([{ tag: "Site", words: `Site says "${ORIGIN}/g/BWUJ4J3B3V", but this game's link is "${ORIGIN}/g/bwuj4j3b3v"` }]);
  });

  it("names several changed tags at once, in the chain's order", () => {
    const record = RESIGNED.replace('[White "Ann Arbiter"]', '[White "Bo"]').replace('[Black "Bo"]', '[Black "Ann Arbiter"]').replace("3d/move", "14d/move");
    expect(differences(record).map((difference) => difference.tag)).toEqual(["TimeControl", "White", "Black"]);
  });

  it("names names with quotes and record syntax as they are written", () => {
    const before = /\[White "((?:[^"\\]|\\.)*)"\]/.exec(QUOTED)![1];
    const copy = { ...RESIGNED_COPY, ...copyOf(QUOTED) };
    expect(compareWithSiteCopy(QUOTED, ORIGIN, copy).confirmed).toBe(true);
    const found = differences(QUOTED.replace(`[White "${before}"]`, '[White "Mallory"]'), copy);
    expect(found).toHaveLength(1);
    expect(found[0].words).toMatch(/^White says "Mallory", but this game was played by "/);
  });

  it("confirms nothing when the copy's genesis does not give the record's ChainStart", () => {
    const renamed = RESIGNED.replace('[White "Ann Arbiter"]', '[White "Ann Other"]');
    // an archived copy carries no clock: its genesis is another
    expect(compareWithSiteCopy(renamed, ORIGIN, { ...RESIGNED_COPY, timeControl: null })).toEqual({ confirmed: false, reason: "its details do not give the record's ChainStart" });
    // another game, a second later
    expect(compareWithSiteCopy(renamed, ORIGIN, { ...RESIGNED_COPY, createdAt: "2026-11-25T20:40:20.000Z" }).confirmed).toBe(false);
  });

  it("confirms nothing from data that is not a game", () => {
    for (const data of [null, "game", [], { ...RESIGNED_COPY, names: { white: 1, black: "Bo" } }, { ...RESIGNED_COPY, createdAt: "yesterday" }, { ...RESIGNED_COPY, timeControl: "3d/move" }, { error: { code: "not_found", message: "There is no game with this id." } }]) {
      expect(compareWithSiteCopy(RESIGNED, ORIGIN, data)).toEqual({ confirmed: false, reason: "the site's answer is not a game" });
    }
  });
});

describe("the verdict with the site's copy's word on it", () => {
  const renamed = RESIGNED.replace('[White "Ann Arbiter"]', '[White "Ann Other"]');

  it("asks the site of the record's Site only, for a changed detail only", async () => {
    const verdict = await verifyRecord(renamed);
    expect(verdict).toMatchObject({ intact: false, problem: DETAILS_CHANGED, detailsChanged: true });
    expect(siteCopyPath(verdict, renamed, ORIGIN)).toBe("/api/games/bwuj4j3b3v");
    expect(siteCopyPath(verdict, renamed, "https://elsewhere.test")).toBeUndefined();
    expect(siteCopyPath(await verifyRecord(RESIGNED.replace("2... b9-b8", "2... c9-c8")), renamed, ORIGIN)).toBeUndefined();
    expect(siteCopyPath(await verifyRecord(RESIGNED), RESIGNED, ORIGIN)).toBeUndefined();
  });

  it("names the changed tag in the verdict when the copy confirms it", async () => {
    const named = withSiteCopy(await verifyRecord(renamed), renamed, ORIGIN, RESIGNED_COPY);
    expect(named).toMatchObject({
      intact: false,
      problem: 'The game\'s details in this record were changed after the game: White says "Ann Other", but this game was played by "Ann Arbiter" (the site\'s copy of the game).',
    });
  });

  it("keeps the offline words, and says the copy could not confirm which, when it does not", async () => {
    const verdict = await verifyRecord(renamed);
    expect((withSiteCopy(verdict, renamed, ORIGIN, { ...RESIGNED_COPY, timeControl: null }) as Extract<Verdict, { intact: false }>).problem).toBe(
      `${DETAILS_CHANGED} The site's copy of the game could not confirm which: its details do not give the record's ChainStart.`,
    );
    // no copy (the fetch failed): the verdict as it was
    expect(withSiteCopy(verdict, renamed, ORIGIN, undefined)).toBe(verdict);
  });
});

/** A site copy made from a signed record's own tags (for records whose game is not RESIGNED's). */
function copyOf(record: string): Partial<SiteCopy> {
  const tag = (name: string) => {
    const raw = new RegExp(`^\\[${name} "((?:[^"\\\\]|\\\\.)*)"\\]`, "m").exec(record)?.[1] ?? "";
    return raw.replace(/\\(.)/g, "$1");
  };
  return {
    id: tag("Site").split("/g/")[1],
    variant: tag("Variant"),
    names: { white: tag("White"), black: tag("Black") },
    timeControl: tag("TimeControl") === "-" ? null : RESIGNED_COPY.timeControl,
    createdAt: `${tag("Date").replace(/\./g, "-")}T${tag("UTCTime")}Z`,
  };
}
