// Standing fuzz of the study sharing's readers of outside text (issue 32; HOSTILE.md): the
// embed's address (/embed/study/<id>[/<chapter>]) and <pigeon-viewer>'s study= attribute,
// which any page writes. Each answers a target or nothing, within the budget.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { studyEmbedTarget } from "../../../web/src/embed/study.ts";
import { studyTarget } from "../../../web/src/viewer/study.ts";
import { FUZZ_SEED, fuzzRuns, hostileText, JSON_SYNTAX, readWithinBudget, sizes } from "../../fuzz/corpus.ts";

const RUNS = fuzzRuns(200);
const PATH_SYNTAX = ["/", "//", "../", "%2F", "%", "?", "#", "-", "_", " ", ...JSON_SYNTAX];
const ID = /^[A-Za-z0-9_-]{1,32}$/;

describe("the study readers answer any address or attribute, within the budget", () => {
  it(`studyEmbedTarget: an embed's path (${RUNS} paths)`, () => {
    fc.assert(
      fc.property(hostileText(["/embed/study/abcdefghij", "/embed/study/abcdefghij/ch1", "/embed/study/x/"], PATH_SYNTAX, sizes(2_000, { prefix: "/embed/study/" })), (path) => {
        let url: URL;
        try {
          url = new URL(path, "https://pigeon.test");
        } catch {
          return;
        }
        const target = readWithinBudget(path, () => studyEmbedTarget(url));
        if (target) {
          expect(target.id).toMatch(ID);
          if (target.chapter !== undefined) expect(target.chapter).toMatch(ID);
        }
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });

  it(`studyTarget: a viewer's study= (${RUNS} attributes)`, () => {
    fc.assert(
      fc.property(hostileText(["abcdefghij", "abcdefghij/ch1", " abcdefghij "], PATH_SYNTAX, sizes(2_000)), (value) => {
        const target = readWithinBudget(value, () => studyTarget(value));
        if (target) {
          expect(target.id).toMatch(ID);
          if (target.chapter !== undefined) expect(target.chapter).toMatch(ID);
        }
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });
});
