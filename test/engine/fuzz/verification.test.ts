// Standing fuzz of the verification readers (issue 29, item 1; docs/fuzzing.md): the
// verifier (`npm run verify`, /verify, the importer), the Site tag's origin, the chain's
// event lines, a key document fetched or pasted, and the signature's base64url. A
// verdict is an answer: any record is "intact" or "broken: <why>", never an exception.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { base64UrlDecode } from "../../../src/contract/bytes.ts";
import { parseEventLine } from "../../../src/contract/chain.ts";
import { isKeyDocument, verifyHead, type KeyDocument } from "../../../src/contract/record-key.ts";
import { describeVerdict, recordOrigin, verifyRecord } from "../../../src/contract/verify-record.ts";
import KEY_JSON from "../../fixtures/records/test-key.json?raw";
import {
  FUZZ_SEED,
  fuzzRuns,
  hostileJson,
  hostileText,
  JSON_SYNTAX,
  mutated,
  randomText,
  readWithinBudget,
  readWithinBudgetAsync,
  RECORD_SYNTAX,
  SIGNED_RECORDS,
  sizes,
} from "../../fuzz/corpus.ts";

const KEYS = JSON.parse(KEY_JSON) as KeyDocument;
const EVENT_LINES = SIGNED_RECORDS.flatMap((record) => [...record.matchAll(/\[%ev ([^\]]*)\]/g)].map((m) => m[1]));
const SIGNATURES = SIGNED_RECORDS.map((record) => /\[Signature "ed25519:([^"]*)"\]/.exec(record)?.[1] ?? "");
const HEADS = SIGNED_RECORDS.map((record) => /\[Chain "([^"]*)"\]/.exec(record)?.[1] ?? "");

const RUNS = fuzzRuns(300);

describe("verification readers answer any text with their verdict or their own refusal, within the budget", () => {
  it(`verifyRecord, with the key and without, and its verdict in words (${RUNS} records mutated from signed ones)`, async () => {
    const tags = SIGNED_RECORDS[0].slice(0, SIGNED_RECORDS[0].indexOf("\n\n") + 2);
    const unclosed = [`${tags}{${"[%a ".repeat(49_000)}} *`, `${tags}{${"[%ev move white 2026-11-25T20:40:19Z ".repeat(5_000)}} *`];
    const records = hostileText(SIGNED_RECORDS, RECORD_SYNTAX, [...unclosed, ...sizes(200_000, { prefix: tags, nesting: ["{[%ev ", "]}", 10] })]);
    await fc.assert(
      fc.asyncProperty(records, fc.boolean(), async (text, withKey) => {
        const verdict = await readWithinBudgetAsync(text, () => verifyRecord(text, withKey ? KEYS : undefined));
        expect(typeof verdict?.intact).toBe("boolean");
        if (verdict && !verdict.intact) expect(verdict.problem.length).toBeGreaterThan(0);
        expect(describeVerdict(verdict!)).toMatch(/^(intact|broken): /);
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });

  it("the unmodified signed records verify intact (the corpus's seeds are what they claim)", async () => {
    for (const record of SIGNED_RECORDS) expect(describeVerdict(await verifyRecord(record, KEYS))).toMatch(/^intact: \d+ events, signed by https:\/\/pigeon.test$/);
  });

  it(`recordOrigin (${RUNS} records)`, () => {
    fc.assert(
      fc.property(hostileText(SIGNED_RECORDS, RECORD_SYNTAX), (text) => {
        const origin = readWithinBudget(text, () => recordOrigin(text));
        expect(origin === undefined || typeof origin === "string").toBe(true);
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });

  it(`parseEventLine (${RUNS} event lines)`, () => {
    fc.assert(
      fc.property(hostileText(EVENT_LINES, [" ", "=", "%", "%E0%A4%A", "-", ":", ...RECORD_SYNTAX], sizes(2_000)), (line) => {
        const parsed = readWithinBudget(line, () => parseEventLine(line));
        expect(parsed === undefined || typeof parsed.kind === "string").toBe(true);
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });

  it(`a key document and a signature, as fetched or pasted (${RUNS} each)`, async () => {
    const documents = fc.oneof(hostileJson(["origin", "chainVersion", "keys", "kid", "alg", "publicKey", "status"]), fc.constant(KEYS as unknown), fc.constantFrom(...KEYS.keys).map((key) => ({ ...KEYS, keys: [key, { ...key, publicKey: 5 }] }) as unknown));
    fc.assert(
      fc.property(documents, (document) => {
        expect(typeof readWithinBudget(document, () => isKeyDocument(document))).toBe("boolean");
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
    const base64 = fc.oneof(mutated(SIGNATURES, ["=", "+", "/", "-", "_", "A", "%"]), randomText(JSON_SYNTAX, 100));
    // base64UrlDecode's own error is a TypeError (documented: "not a base64url string")
    const own = (error: unknown) => error instanceof TypeError && error.message === "not a base64url string";
    await fc.assert(
      fc.asyncProperty(base64, fc.constantFrom(...HEADS), async (signature, head) => {
        readWithinBudget(signature, () => base64UrlDecode(signature), own);
        const valid = await readWithinBudgetAsync(signature, () => verifyHead(KEYS.keys[0].publicKey, head, `ed25519:${signature}`));
        expect(typeof valid).toBe("boolean");
        expect(await verifyHead(signature, head, `ed25519:${SIGNATURES[0]}`)).toBe(false);
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });
});
