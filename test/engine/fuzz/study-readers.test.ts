// Standing fuzz of the study's readers of outside text (issue 32; docs/fuzzing.md): a multi-game record split into
// its games (splitRecords, the import's first reader), a record read as a chapter and a file as a study's chapters
// (readChapterRecord, importedChapters: every move checked), the study API's bodies (zod), and the socket's messages.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_RECORD_CHARS } from "../../../src/engine/annotated-record.ts";
import { MAX_RECORDS, splitRecords } from "../../../src/engine/multi-record.ts";
import { describeIssue } from "../../../src/worker/inputs.ts";
import * as studyInputs from "../../../src/worker/study-inputs.ts";
import { MAX_SOCKET_MESSAGE, readSocketRequest } from "../../../src/worker/study/study-sockets.ts";
import { readChapterRecord } from "../../../src/worker/study/chapters.ts";
import { importedChapters } from "../../../src/worker/study/transfer.ts";
import { FUZZ_SEED, fuzzRuns, GOLDEN_RECORDS, hostileBodies, hostileText, isResult, JSON_SYNTAX, readWithinBudget, RECORD_SYNTAX, sizes } from "../../fuzz/corpus.ts";

const RUNS = fuzzRuns(300);

/** Files of several golden records, joined as exports and databases join them. */
const FILES = [GOLDEN_RECORDS.join("\n\n"), GOLDEN_RECORDS.join("\n"), `${GOLDEN_RECORDS[0]}\n\n1. a2-a3 *\n\n1. a2-a3 *`, ...GOLDEN_RECORDS];
const FILE_SIZES = [
  ...sizes(MAX_RECORD_CHARS, { prefix: '[Variant "the-pit"]\n\n', nesting: ["{", "}", 10] }),
  '[Variant "ben39"]\n\n*\n\n'.repeat(MAX_RECORDS + 1),
  `[Variant "the-pit"]\n\n{${"\n\n[X \"y\"]\n".repeat(5_000)}} *`,
  "*\n\n".repeat(60_000),
  "[".repeat(200_000),
  "{".repeat(200_000),
];

describe("the study's readers answer any input with their value or a refusal, within the budget", () => {
  it(`splitRecords (${RUNS} files)`, () => {
    fc.assert(
      fc.property(hostileText(FILES, RECORD_SYNTAX, FILE_SIZES), (text) => {
        const read = readWithinBudget(text, () => splitRecords(text));
        expect(isResult(read)).toBe(true);
        if (!read?.ok) return;
        expect(read.value.length).toBeGreaterThan(0);
        expect(read.value.length).toBeLessThanOrEqual(MAX_RECORDS);
        // nothing is made up: every game is a piece of the text
        for (const game of read.value) expect(text.replace(/\r\n?/g, "\n")).toContain(game);
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });

  it(`readChapterRecord and importedChapters (${RUNS} records as a chapter and as a study)`, () => {
    let ids = 0;
    const freshId = () => `c${(ids++).toString().padStart(7, "0")}`;
    fc.assert(
      fc.property(hostileText(FILES, RECORD_SYNTAX, FILE_SIZES), (text) => {
        const chapter = readWithinBudget(text, () => readChapterRecord(text, "the-pit"));
        expect(chapter?.ok || [409, 422].includes(chapter?.error.status ?? 0), JSON.stringify(chapter)?.slice(0, 300)).toBe(true);
        const study = readWithinBudget(text, () => importedChapters(text, freshId));
        expect(study?.ok || [400, 409, 422].includes(study?.error.status ?? 0), JSON.stringify(study)?.slice(0, 300)).toBe(true);
        if (study?.ok) expect(study.value.chapters.length).toBeLessThanOrEqual(MAX_RECORDS);
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });

  it(`readSocketRequest (${RUNS} socket messages)`, () => {
    const seeds = ['{"type":"hello","token":"' + "A".repeat(43) + '"}', '{"type":"at","chapter":"abcdefgh","node":3}'];
    fc.assert(
      fc.property(hostileText(seeds, JSON_SYNTAX, sizes(MAX_SOCKET_MESSAGE + 1, { prefix: '{"type":"at","chapter":"' })), (message) => {
        const read = readWithinBudget(message, () => readSocketRequest(message));
        if (read === undefined) return;
        expect(["hello", "at"]).toContain(read.type);
        if (read.type === "at") expect(Number.isSafeInteger(read.node) && read.node >= 0).toBe(true);
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });

  const BODIES: Readonly<Record<string, readonly Record<string, unknown>[]>> = {
    createStudyInput: [{ name: "Openings" }],
    newChapterInput: [
      { name: "Main", variant: "the-pit" },
      { name: "From here", variant: "ben39", position: "x", orientation: "black", mode: "interactive" },
      { name: "Record", variant: "the-pit", record: '[Variant "the-pit"]\n\n1. a2-a3 *' },
      { name: "Game", variant: "the-pit", gameId: "abcdefghij" },
    ],
    importStudyInput: [{ record: '[Variant "the-pit"]\n\n1. a2-a3 *', name: "Imported" }],
    editInput: [
      { version: 3, edit: { kind: "move", chapter: "abcdefgh", node: 0, move: "a2-a3" } },
      { version: 0, edit: { kind: "comment", chapter: "abcdefgh", node: 2, text: "Why" } },
      { version: 1, edit: { kind: "marks", chapter: "abcdefgh", node: 2, nags: [1, 14] } },
      { version: 1, edit: { kind: "shapes", chapter: "abcdefgh", node: 2, shapes: ["Ga1a2", "Rb3"] } },
      { version: 1, edit: { kind: "chapter", chapter: "abcdefgh", name: "New", orientation: "black", mode: "analysis" } },
      { version: 1, edit: { kind: "order", chapters: ["abcdefgh", "bcdefghi"] } },
      { version: 1, edit: { kind: "rename", name: "Study" } },
    ],
  };

  it.each(Object.keys(BODIES))(`%s (${RUNS} bodies)`, (name) => {
    const schema = (studyInputs as unknown as Record<string, { safeParse(value: unknown): { success: boolean; error?: unknown } }>)[name];
    for (const seed of BODIES[name]) expect(schema.safeParse(seed).success, `${name} refuses its own seed`).toBe(true);
    fc.assert(
      fc.property(hostileBodies(BODIES[name]), (body) => {
        const parsed = readWithinBudget(body, () => schema.safeParse(body));
        if (parsed && !parsed.success) expect(describeIssue(parsed.error as Parameters<typeof describeIssue>[0]).length).toBeGreaterThan(0);
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });
});
