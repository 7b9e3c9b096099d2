// Standing fuzz of the record readers (issue 29, item 1; docs/fuzzing.md): the annotated
// move text, comments and their commands, tags, a whole record, its import (the tree of
// every line, the start from Options/SetUp/FEN) and the review a record carries (the
// embed's graph). The same code runs in the Worker (import), the import page, /verify,
// <pigeon-viewer> and the embed, so a hang here hangs a server or a reader's tab.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_RECORD_CHARS, MAX_VARIATION_DEPTH, parseComment, parseMoveText } from "../../../src/engine/annotated-record.ts";
import { importRecord } from "../../../src/engine/import-record.ts";
import { parseAnnotatedRecord, parseOptionsTag, parseRecord } from "../../../src/engine/record.ts";
import { recordReview } from "../../../src/engine/review/record-review.ts";
import { mainLineFrom, nodeOf, ROOT } from "../../../src/engine/variations.ts";
import { FUZZ_SEED, fuzzRuns, GOLDEN_RECORDS, hostileText, isResult, readWithinBudget, RECORD_SYNTAX, sizes } from "../../fuzz/corpus.ts";

/** The move text of each golden record (what follows its tags). */
const MOVE_TEXTS = GOLDEN_RECORDS.map((record) => record.slice(record.indexOf("\n\n") + 2));
const COMMENTS = MOVE_TEXTS.flatMap((text) => [...text.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]));

const RECORD_SIZES = [
  ...sizes(MAX_RECORD_CHARS, { prefix: '[Variant "the-pit"]\n\n', nesting: ["1. a2-a3 (", ")", MAX_VARIATION_DEPTH] }),
  ...sizes(MAX_RECORD_CHARS, { prefix: '[Variant "the-pit"]\n\n1. a2-a3 {', nesting: ["[%a ", "]", 10] }),
  `[Variant "the-pit"]\n[White "${'\\"'.repeat(10_000)}"]\n\n*`,
  `${'[X "y"]\n'.repeat(20_000)}[Variant "the-pit"]\n\n*`,
  "1. e2-e3 } *",
  "{[%ts }] x}",
];

const records = hostileText(GOLDEN_RECORDS, RECORD_SYNTAX, RECORD_SIZES);
const moveTexts = hostileText(MOVE_TEXTS, RECORD_SYNTAX, RECORD_SIZES.map((r) => r.replace(/^\[Variant "the-pit"\]\n\n/, "")));

/** Runs per property: enough to reach every class many times, few enough for the suite's budget (docs/fuzzing.md). */
const RUNS = fuzzRuns(400);

describe("record readers answer any text with their value or a malformed_record, within the budget", () => {
  it(`parseMoveText (${RUNS} move texts)`, () => {
    fc.assert(
      fc.property(moveTexts, (text) => {
        const read = readWithinBudget(text, () => parseMoveText(text));
        expect(isResult(read), JSON.stringify(read)).toBe(true);
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });

  it(`parseComment (${RUNS} comments with commands)`, () => {
    fc.assert(
      fc.property(hostileText(COMMENTS, RECORD_SYNTAX, sizes(MAX_RECORD_CHARS, { nesting: ["[%a ", "]", 10] })), (text) => {
        const read = readWithinBudget(text, () => parseComment(text));
        expect(typeof read?.text).toBe("string");
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });

  it(`parseAnnotatedRecord and parseRecord (${RUNS} records)`, () => {
    fc.assert(
      fc.property(records, (text) => {
        expect(isResult(readWithinBudget(text, () => parseAnnotatedRecord(text)))).toBe(true);
        expect(isResult(readWithinBudget(text, () => parseRecord(text)))).toBe(true);
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });

  it(`importRecord, and the review its main line carries (${RUNS} records)`, () => {
    fc.assert(
      fc.property(records, (text) => {
        const imported = readWithinBudget(text, () => importRecord(text));
        expect(isResult(imported), JSON.stringify(imported)?.slice(0, 300)).toBe(true);
        if (!imported?.ok) return;
        const { tree, variant, result } = imported.value;
        const line = mainLineFrom(tree, ROOT).map((id) => nodeOf(tree, id));
        readWithinBudget(text, () => recordReview(variant, nodeOf(tree, ROOT), line, result));
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });

  it(`parseOptionsTag (${RUNS} Options tags)`, () => {
    const seeds = ["layout=as-printed", "layout=as-printed;other=x", ""];
    fc.assert(
      fc.property(hostileText(seeds, [";", "=", " ", ...RECORD_SYNTAX], sizes(40)), (text) => {
        const read = readWithinBudget(text, () => parseOptionsTag(text));
        expect(typeof read).toBe("object");
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });
});
