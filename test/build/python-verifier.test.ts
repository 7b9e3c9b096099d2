/**
 * The second verifier (test/verifier-py/verify.py), written in Python from docs/api.md
 * alone, against the site's own (contract/verify-record.ts) on every signed golden
 * record, every tampering case of item 4 and the reviewed records (issue 29, item 5):
 * they must agree, record by record, on intact or broken and on the parts not signed.
 * It needs python3 and the cryptography package (Debian: python3 python3-cryptography;
 * .ci/run installs them): without them this test fails, saying so, and never skips.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KeyDocument } from "../../src/contract/record-key.ts";
import { describeVerdict, verifyRecord } from "../../src/contract/verify-record.ts";
import { readFixture } from "../engine/fixture-files.ts";
import { reviewed } from "../engine/records/reviewed-golden.ts";
import { SIGNED_RECORDS, signedRecord, TAMPERING_CASES } from "../engine/records/tampering-cases.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const VERIFIER = join(root, "test/verifier-py/verify.py");
const KEY_FILE = join(root, "test/fixtures/records/test-key.json");
const KEYS = JSON.parse(readFixture("records/test-key.json")) as KeyDocument;
const scratch = mkdtempSync(join(tmpdir(), "verify-py-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface PythonVerdict {
  readonly intact: boolean;
  readonly unsigned: readonly string[];
  readonly unchecked: readonly string[];
  readonly message: string;
}

let files = 0;
function python(record: string): PythonVerdict {
  const file = join(scratch, `record-${files++}.pgn`);
  writeFileSync(file, record);
  const run = spawnSync("python3", [VERIFIER, file, "--key", KEY_FILE, "--json"], { encoding: "utf8" });
  if (run.error || (run.status !== 0 && run.status !== 1)) throw new Error(`the Python verifier did not run (status ${run.status}): ${run.error?.message ?? run.stderr}`);
  return JSON.parse(run.stdout) as PythonVerdict;
}

/** Both verdicts of a record, in the terms they must agree on. */
async function both(record: string): Promise<{ site: { intact: boolean; unsigned: readonly string[] }; py: PythonVerdict; words: string }> {
  const verdict = await verifyRecord(record, KEYS);
  return { site: { intact: verdict.intact, unsigned: verdict.intact ? verdict.unsigned : [] }, py: python(record), words: describeVerdict(verdict) };
}

beforeAll(() => {
  const check = spawnSync("python3", ["-c", "import cryptography.hazmat.primitives.asymmetric.ed25519"], { encoding: "utf8" });
  if (check.error || check.status !== 0) {
    throw new Error("The Python verifier needs python3 with the cryptography package: on Debian, apt-get install python3 python3-cryptography (.ci/run does).");
  }
});

describe("the Python verifier written from docs/api.md agrees with the site's", () => {
  for (const name of SIGNED_RECORDS) {
    it(`${name}: both say intact, nothing unsigned`, async () => {
      const { site, py, words } = await both(signedRecord(name));
      expect(site).toEqual({ intact: true, unsigned: [] });
      expect({ intact: py.intact, unsigned: py.unsigned }, py.message).toEqual(site);
      expect(py.message.split("; not checked here")[0]).toBe(words);
    });
  }

  for (const tampering of TAMPERING_CASES) {
    it(tampering.name, async () => {
      const { site, py } = await both(tampering.change(signedRecord(tampering.from)));
      expect(site.intact).toBe(tampering.expected.intact);
      expect({ intact: py.intact, unsigned: py.unsigned }, py.message).toEqual(site);
    });
  }

  for (const name of ["signed-resigned.pgn", "signed-in-the-bin.pgn"]) {
    it(`the reviewed record of ${name}: both say intact, with the same parts not signed`, async () => {
      const { site, py } = await both(reviewed(name, true).record);
      expect(site.intact).toBe(true);
      expect(site.unsigned.length).toBeGreaterThan(1);
      expect({ intact: py.intact, unsigned: py.unsigned }, py.message).toEqual(site);
    });
  }

  it("a result only the rules decide: the Python verifier, without the rules, says it did not check it; changed, the site's (with the rules) says broken", async () => {
    const mate = signedRecord("signed-checkmate.pgn");
    expect(python(mate)).toMatchObject({ intact: true, unchecked: ["the result 0-1 (checkmate), which the rules of in-the-bin decide"] });
    const flipped = mate.replace('[Result "0-1"]', '[Result "1-0"]').replace(/0-1\n$/, "1-0\n");
    expect((await verifyRecord(flipped, KEYS)).intact).toBe(false);
    expect(python(flipped)).toMatchObject({ intact: true, unchecked: ["the result 1-0 (checkmate), which the rules of in-the-bin decide"] });
  });
});

/** Characters a record's grammar gives meaning to, and text that breaks naive readers (HOSTILE.md). */
const STRUCTURE = ["{", "}", "(", ")", "[", "]", ";", "$", "%", '"', "\\", "\n", "\r", " ", "!", "?", ".", "-", "=", "/", "*", "0", "1", "a", "\u202e", "\u2028", "\u0085", "\u200b", "\ud800", "é", "e\u0301", "1-0", "0-1", "1/2-1/2", "[%ts ", "[%ev ", "[%ch ", "{[%eval 0.5]}"];

/** A signed golden record changed at a few random places: a structure character put in, a stretch taken out or repeated. */
const mutated = fc
  .tuple(
    fc.constantFrom(...SIGNED_RECORDS.filter((name) => name !== "signed-checkmate.pgn")),
    fc.array(fc.tuple(fc.nat(), fc.nat(40), fc.integer({ min: 0, max: 2 }), fc.constantFrom(...STRUCTURE)), { minLength: 1, maxLength: 3 }),
  )
  .map(([name, edits]) => {
    let text = signedRecord(name);
    for (const [place, length, kind, piece] of edits) {
      const at = place % (text.length + 1);
      if (kind === 0) text = text.slice(0, at) + piece + text.slice(at);
      else if (kind === 1) text = text.slice(0, at) + text.slice(at + length);
      else text = text.slice(0, at) + text.slice(at, at + length) + text.slice(at);
    }
    return text;
  });

describe("the two verifiers on randomly changed records", () => {
  it("agree on every one (intact or broken, and the parts not signed)", async () => {
    // a new seed each run (a standing fuzz test); VERIFY_FUZZ_SEED replays a failure's
    const seed = Number(process.env.VERIFY_FUZZ_SEED) || Date.now();
    const records = fc.sample(mutated, { numRuns: 300, seed });
    const run = spawnSync("python3", [VERIFIER, "--batch", "--key", KEY_FILE], { input: JSON.stringify(records), encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    if (run.status !== 0) throw new Error(`the Python verifier failed (seed ${seed}): ${run.stderr}`);
    const answers = JSON.parse(run.stdout) as PythonVerdict[];
    let intact = 0;
    for (const [i, record] of records.entries()) {
      const verdict = await verifyRecord(record, KEYS);
      const site = { intact: verdict.intact, unsigned: verdict.intact ? verdict.unsigned : [] };
      if (verdict.intact) intact++;
      expect({ intact: answers[i].intact, unsigned: answers[i].unsigned }, `seed ${seed}, record ${i}: site "${describeVerdict(verdict)}", Python "${answers[i].message}"\n${record}`).toEqual(site);
    }
    // changes that touch nothing signed (white space, a note) keep some records intact: both sides of the property are exercised
    expect(intact).toBeGreaterThan(0);
  }, 120_000);
});
