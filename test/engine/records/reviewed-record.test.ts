/**
 * The review's "Download reviewed record" of a game played here (issue 29, item 4): it
 * keeps every [%ts], [%ch] and [%ev] of the signed record and the chain's end, so it
 * verifies intact, with the review's evaluations, marks and better moves named as not
 * signed (instead of "broken" for the site's own download).
 */
import { describe, expect, it } from "vitest";
import type { KeyDocument } from "../../../src/contract/record-key.ts";
import { describeVerdict, verifyRecord } from "../../../src/contract/verify-record.ts";
import { readFixture } from "../fixture-files.ts";
import { reviewed } from "./reviewed-golden.ts";

const KEYS = JSON.parse(readFixture("records/test-key.json")) as KeyDocument;

describe("a reviewed record of a game played here", () => {
  for (const name of ["signed-checkmate.pgn", "signed-resigned.pgn", "signed-in-the-bin.pgn"]) {
    it(`${name}: verifies intact, the review's evaluations, marks and better moves named as not signed`, async () => {
      const { record, review, moves, name: moveName } = reviewed(name, true);
      const verdict = await verifyRecord(record, KEYS);
      expect(verdict.intact, describeVerdict(verdict)).toBe(true);
      if (!verdict.intact) return;
      expect(verdict.signedBy).toBe("https://pigeon.test");
      const marked = new Set(review.marks.map((mark) => mark.ply));
      const expected = moves.flatMap((_, ply) => [
        ...(ply === 0 ? [`a comment before ${moveName(0)}`] : []),
        ...(marked.has(ply) ? [`a mark on ${moveName(ply)}`] : []),
        // every move but one the rules end the game with has its evaluation
        ...(ply < moves.length - 1 || name !== "signed-checkmate.pgn" ? [`a comment after ${moveName(ply)}`] : []),
        ...(marked.has(ply) ? [`a variation on ${moveName(ply)}`] : []),
      ]);
      expect(verdict.unsigned).toEqual([...expected, "the Annotator tag"]);
      expect(describeVerdict(verdict)).toMatch(/^intact: \d+ events, signed by https:\/\/pigeon\.test; not signed: a comment before move 1/);
    });
  }

  it("has marks to name in the checkmate game (so the test above names marks and variations)", () => {
    expect(reviewed("signed-checkmate.pgn", true).review.marks.length).toBeGreaterThan(0);
  });

  it("without the record's own comments it is broken: they are what the chain needs", async () => {
    expect((await verifyRecord(reviewed("signed-resigned.pgn", false).record, KEYS)).intact).toBe(false);
  });
});
