// The reviewed record (src/engine/review/annotate.ts): the evaluation after every move as
// `{[%eval ...]}`, the marks as NAGs, the better move as a variation, numbered as records
// are, and the main line still read back as the same moves. (Reading the evaluations back
// waits for the annotated-record parser of issue 20.)
import { describe, expect, it } from "vitest";
import { parseRecord, startTags } from "../../../src/engine/record.ts";
import { CURVE_SCALES } from "../../../src/engine/review/curves.ts";
import { makeEvalText, makeReviewedMovetext, makeReviewedRecord } from "../../../src/engine/review/annotate.ts";
import { buildReview, type PlyEvaluation } from "../../../src/engine/review/review.ts";
import { WIN } from "../../../src/engine/search/search.ts";
import type { Side } from "../../../src/engine/types.ts";

const e = (value: number, best: string | undefined): PlyEvaluation => ({ eval: value, best });

describe("makeEvalText", () => {
  it("writes hundredths of the game's units for White, and forced wins as #N plies", () => {
    expect(makeEvalText(53)).toBe("0.53");
    expect(makeEvalText(-120)).toBe("-1.20");
    expect(makeEvalText(0.2)).toBe("0.00");
    expect(makeEvalText(-0.2)).toBe("0.00");
    expect(makeEvalText(WIN - 3)).toBe("#3");
    expect(makeEvalText(-(WIN - 2))).toBe("#-2");
  });
});

describe("makeReviewedMovetext", () => {
  const moves = ["a1-a2", "b9-b8", "c1-c2", "d9-d8"];
  const sides: Side[] = ["white", "black", "white", "black"];
  // Black's second move walks into a mate; White's first is the search's own move
  const review = buildReview("the-pit", moves, sides, [e(0, "a1-a2"), e(20, "x9-x8"), e(15, "c1-c2"), e(10, "e9-e8"), e(WIN - 1, "m1-m2")]);

  it("carries every evaluation, the mark's NAG and the better move as a variation", () => {
    expect(review.marks.map((m) => [m.ply, m.kind])).toEqual([[3, "blunder"]]);
    // lines are wrapped at 80 characters, as records are
    expect(makeReviewedMovetext(moves, sides, review, "1-0").replace(/\s+/g, " ")).toBe(
      "1. a1-a2 {[%eval 0.20]} 1... b9-b8 {[%eval 0.15]} 2. c1-c2 {[%eval 0.10]} 2... d9-d8 $4 {[%eval #1]} (2... e9-e8) 1-0",
    );
  });
  it("writes $6 and $2 for an inaccuracy and a mistake, and no evaluation after a move that ends the game", () => {
    const scale = (p: number) => CURVE_SCALES["the-pit"] * Math.log(p / (1 - p));
    const r = buildReview("the-pit", ["a", "b", "c"], ["white", "black", "white"], [e(0, "x"), e(scale(0.38), "y"), e(scale(0.62), "z"), e(-WIN, undefined)]);
    const text = makeReviewedMovetext(["a", "b", "c"], ["white", "black", "white"], r, "0-1").replace(/\s+/g, " ");
    expect(r.marks.map((m) => m.kind)).toEqual(["inaccuracy", "mistake", "blunder"]);
    expect(text).toContain("1. a $6 {[%eval");
    expect(text).toContain("1... b $2 {[%eval");
    expect(text).toMatch(/2\. c \$4 \(2\. z\) 0-1$/);
  });
  it("keeps the record's tags, names the review, and reads back as the same moves", () => {
    const tags = startTags("the-pit", {});
    tags.set("Result", "1-0");
    const text = makeReviewedRecord({ tags, moves }, sides, review, "Pigeon Post review");
    expect(text.startsWith('[Variant "the-pit"]\n[Result "1-0"]\n[Annotator "Pigeon Post review"]\n\n1. a1-a2')).toBe(true);
    // NAGs are for the issue-20 parser; the main line's moves, variations and comments skipped, are these
    const parsed = parseRecord(text.replace(/\$\d+/g, ""));
    expect(parsed.ok && parsed.value.moves).toEqual(moves);
  });
});
