// Standing fuzz of the site's-copy comparison (contract/site-copy.ts; HOSTILE.md): it
// reads two outside texts, the record a reader pasted and the game data a site answered,
// and answers each pair with "confirmed, these tags differ" or "not confirmed, because",
// within the budget, never an exception.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareWithSiteCopy, isSiteCopy, siteCopyPath, withSiteCopy } from "../../../src/contract/site-copy.ts";
import { verifyRecord } from "../../../src/contract/verify-record.ts";
import { FUZZ_SEED, fuzzRuns, hostileBodies, hostileField, hostileText, readWithinBudget, RECORD_SYNTAX, SIGNED_RECORDS } from "../../fuzz/corpus.ts";
import { RESIGNED_COPY } from "../records/resigned-site-copy.ts";

const RUNS = fuzzRuns(300);
const ORIGIN = "https://pigeon.test";
const RESIGNED = SIGNED_RECORDS[1];
const TAGS = new Set(["Site", "Variant", "Options", "TimeControl", "Date", "UTCTime", "Date, UTCTime", "White", "Black"]);
const RENAMED = RESIGNED.replace('[White "Ann Arbiter"]', '[White "Ann Other"]');

describe("the site's copy of a game against a record: any record, any answer", () => {
  it("the seeds are what they claim: the renamed record is named from the unchanged copy", () => {
    expect(compareWithSiteCopy(RENAMED, ORIGIN, RESIGNED_COPY)).toMatchObject({ confirmed: true, differences: [{ tag: "White" }] });
  });

  it(`compareWithSiteCopy and withSiteCopy (${RUNS} record and answer pairs)`, async () => {
    const renamedVerdict = await verifyRecord(RENAMED);
    const records = fc.oneof(hostileText([...SIGNED_RECORDS, RENAMED], RECORD_SYNTAX), hostileField.map((name) => RESIGNED.replace('"Ann Arbiter"', `"${name}"`)));
    const answers = fc.oneof(hostileBodies([RESIGNED_COPY]), hostileField.map((name) => ({ ...RESIGNED_COPY, names: { white: name, black: "Bo" } })), fc.constant<unknown>(RESIGNED_COPY));
    fc.assert(
      fc.property(records, answers, (record, data) => {
        const check = readWithinBudget(record, () => compareWithSiteCopy(record, ORIGIN, data))!;
        expect(typeof readWithinBudget(data, () => isSiteCopy(data))).toBe("boolean");
        if (check.confirmed) {
          // only a game's data can confirm, and every difference names known tags in words
          expect(isSiteCopy(data)).toBe(true);
          for (const difference of check.differences) {
            expect(TAGS.has(difference.tag)).toBe(true);
            expect(difference.words.startsWith(difference.tag.split(",")[0])).toBe(true);
          }
        } else expect(check.reason.length).toBeGreaterThan(0);
        const verdict = readWithinBudget(record, () => withSiteCopy(renamedVerdict, record, ORIGIN, data))!;
        expect(verdict.intact).toBe(false);
        if (!verdict.intact) expect(verdict.problem.length).toBeGreaterThan(0);
        const path = readWithinBudget(record, () => siteCopyPath(renamedVerdict, record, ORIGIN));
        // the only request the page makes: a GET of one game's public data, its id encoded
        expect(path === undefined || /^\/api\/games\/[^/?#]+$/.test(path)).toBe(true);
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });

  it(`a copy whose genesis is not the record's never confirms (${RUNS} hostile names for White)`, () => {
    fc.assert(
      fc.property(hostileField.filter((name) => name !== "Ann Arbiter"), (name) => {
        const check = readWithinBudget(name, () => compareWithSiteCopy(RENAMED, ORIGIN, { ...RESIGNED_COPY, names: { white: name, black: "Bo" } }));
        expect(check).toEqual({ confirmed: false, reason: "its details do not give the record's ChainStart" });
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });
});
