// Standing fuzz of the bin field's reader (HOSTILE.md): `parseBinText` reads the last field
// of every In The Bin position text a player types or imports. Any text gets a bin or a
// malformed_position refusal, never an exception; a bin it reads writes back to a text
// that reads as the same bin.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeBinText, parseBinText } from "../../../src/engine/games/in-the-bin/position.ts";
import { FUZZ_SEED, fuzzRuns, hostileText, sizes } from "../../fuzz/corpus.ts";

describe("the bin field's reader", () => {
  it("answers any text with a bin or a plain refusal, and a bin read round-trips", () => {
    const texts = hostileText(["-", "Q2R4B4N6M2F8W10", "R1", "W6", "Q02", "RQ1"], ["Q", "R", "B", "N", "M", "F", "W", "0", "9", "-", "\\u202e"], sizes(4000));
    fc.assert(
      fc.property(texts, (text) => {
        const read = parseBinText(text);
        if (!read.ok) {
          expect(read.error.code).toBe("malformed_position");
          expect(read.error.message.length).toBeGreaterThan(0);
          return;
        }
        expect(read.value.every((count) => Number.isInteger(count) && count >= 0)).toBe(true);
        const again = parseBinText(makeBinText(read.value));
        expect(again.ok && again.value).toEqual(read.value);
      }),
      { seed: FUZZ_SEED, numRuns: fuzzRuns(300) },
    );
  });
});
