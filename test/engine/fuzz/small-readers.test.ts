// Standing fuzz of two small readers of outside text (HOSTILE.md, docs/fuzzing.md): the
// archive's `cursor=` query parameter (base64 of "<ended at>:<id>", read before D1 is
// asked) and an `[%eval]` command's value in a record a reader pasted (the review graph of
// the import page, the viewer and the embed). Each answers its value or undefined, never
// throws, within the budget.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCursor } from "../../../src/worker/archive.ts";
import { makeEvalText, parseEvalText } from "../../../src/engine/review/annotate.ts";
import { FUZZ_SEED, fuzzRuns, hostileText, JSON_SYNTAX, readWithinBudget, sizes } from "../../fuzz/corpus.ts";

const CURSOR_SEEDS = [btoa("1795000000000:bwuj4j3b3v"), btoa("0:a"), btoa(`${"9".repeat(16)}:${"z".repeat(32)}`)];
const EVAL_SEEDS = ["0.53", "-1.20", "+3", ".5", "#7", "#-12", "0", "-0.00", "123456.78"];

describe("the archive's cursor", () => {
  it("reads any text as a cursor or nothing, within budget, and only what it could have written", () => {
    const cursors = hostileText(CURSOR_SEEDS, [...JSON_SYNTAX, "=", "/", "+", "-", "_", ":"], sizes(4096));
    fc.assert(
      fc.property(cursors, (text) => {
        const cursor = readWithinBudget(text, () => parseCursor(text));
        if (cursor) {
          expect(Number.isSafeInteger(cursor.endedAt) && cursor.endedAt >= 0).toBe(true);
          expect(cursor.id).toMatch(/^[a-z0-9]{1,32}$/);
        }
      }),
      { numRuns: fuzzRuns(400), seed: FUZZ_SEED },
    );
  });
});

describe("an [%eval] value", () => {
  it("reads any text as an evaluation or nothing, within budget; what it reads writes back to the same value", () => {
    const values = hostileText(EVAL_SEEDS, ["#", "-", "+", ".", "e", "E", "0", "9", " ", "\n", "Infinity", "NaN", "]"], sizes(4096));
    fc.assert(
      fc.property(values, (text) => {
        const value = readWithinBudget(text, () => parseEvalText(text));
        if (value !== undefined) {
          expect(Number.isFinite(value)).toBe(true);
          expect(parseEvalText(makeEvalText(value))).toBe(value);
        }
      }),
      { numRuns: fuzzRuns(400), seed: FUZZ_SEED },
    );
  });
});
