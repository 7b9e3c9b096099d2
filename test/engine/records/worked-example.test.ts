/**
 * docs/api.md's worked example is what the code computes (issue 29, item 5): the record
 * it shows is the golden one, and every intermediate value (genesis line, h0, each event
 * line and head, the signed bytes) is what the chain's functions give for it. A change
 * to the chain's encoding, or to the doc, fails here.
 */
import { describe, expect, it } from "vitest";
import type { KeyDocument } from "../../../src/contract/record-key.ts";
import { describeVerdict, verifyRecord } from "../../../src/contract/verify-record.ts";
import { readFixture } from "../fixture-files.ts";
import { workedExample } from "./worked-example.ts";

interface FileSystem {
  readFileSync(path: URL, encoding: "utf8"): string;
}
const fs = (await import(`node:${"fs"}`)) as FileSystem;
const API_DOC = fs.readFileSync(new URL("../../../docs/api.md", (import.meta as unknown as { url: string }).url), "utf8");
const RECORD = readFixture("records/signed-in-the-bin.pgn");

describe("docs/api.md's worked example", () => {
  it("shows the golden In The Bin record as the server signed it, and it verifies intact", async () => {
    expect(API_DOC).toContain("```\n" + RECORD + "```");
    const keys = JSON.parse(readFixture("records/test-key.json")) as KeyDocument;
    expect(describeVerdict(await verifyRecord(RECORD, keys))).toBe("intact: 8 events, signed by https://pigeon.test");
    expect(API_DOC).toContain(keys.keys[0].publicKey);
  });

  it("gives every intermediate value as the code computes it", () => {
    const values = workedExample(RECORD);
    expect(values).toContain("ply=6 text=Kf1-g1"); // the extra move, the In The Bin case
    expect(values).toContain(" options= "); // an absent Options tag is hashed empty
    expect(API_DOC).toContain("```\n" + values + "\n```");
  });
});
