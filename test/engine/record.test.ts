/** The PGN-style record format (src/engine/record.ts), with The Pit as the game to replay. */
import { describe, expect, it } from "vitest";
import { thePit } from "../../src/engine/games/the-pit/index.ts";
import { makeOptionsTag, makeRecord, parseOptionsTag, parseRecord, replayMoves, resultToken } from "../../src/engine/record.ts";
import type { Side } from "../../src/engine/types.ts";

const tags = (entries: [string, string][]) => new Map(entries);

describe("records", () => {
  it("write tags in roster order, then numbered moves and the result", () => {
    const record = { tags: tags([["Result", "*"], ["Black", "Bo"], ["Variant", "the-pit"], ["Event", "Club"], ["White", "Ann"]]), moves: ["c2-c4", "b9-b7", "Sd1-i6"] };
    expect(makeRecord(record, ["white", "black", "white"])).toBe(
      '[Variant "the-pit"]\n[White "Ann"]\n[Black "Bo"]\n[Result "*"]\n[Event "Club"]\n\n1. c2-c4 b9-b7 2. Sd1-i6 *\n',
    );
  });

  it("number a record whose first move is Black's with 1...", () => {
    const record = { tags: tags([["Variant", "x"]]), moves: ["a", "b", "c"] };
    expect(makeRecord(record, ["black", "white", "black"])).toBe('[Variant "x"]\n\n1... a 2. b c *\n');
  });

  it("give one number to a turn of several moves by the same side", () => {
    const record = { tags: tags([["Variant", "x"], ["Result", "1-0"]]), moves: ["a", "b", "c", "d"] };
    expect(makeRecord(record, ["white", "white", "black", "white"])).toBe('[Variant "x"]\n[Result "1-0"]\n\n1. a b c 2. d 1-0\n');
  });

  it("wrap move text at 80 columns", () => {
    const moves = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? "Cb1-a3" : "Cb10-a8"));
    const sides: Side[] = moves.map((_, i) => (i % 2 === 0 ? "white" : "black"));
    const body = makeRecord({ tags: tags([["Variant", "the-pit"]]), moves }, sides).split("\n\n")[1];
    for (const line of body.trimEnd().split("\n")) expect(line.length).toBeLessThanOrEqual(80);
  });

  it("round-trip tags with quotes and backslashes, and the moves", () => {
    const record = { tags: tags([["Variant", "the-pit"], ["White", 'Ann "the Pit" \\ Smith'], ["Result", "1/2-1/2"]]), moves: ["a2-a3", "a9-a8"] };
    const parsed = parseRecord(makeRecord(record, ["white", "black"]));
    expect(parsed.ok && parsed.value.tags).toEqual(record.tags);
    expect(parsed.ok && parsed.value.moves).toEqual(record.moves);
  });

  it("read comments, glued move numbers, CRLF line ends and result tokens", () => {
    const text = '[Variant "the-pit"]\r\n\r\n1.c2-c4 {a comment} b9-b7 ; to the end of the line\r\n2...x 3. Sd1-i6 1-0';
    const parsed = parseRecord(text);
    expect(parsed.ok && parsed.value.moves).toEqual(["c2-c4", "b9-b7", "x", "Sd1-i6"]);
  });

  it("read comments spanning lines and a ; inside braces, in one pass", () => {
    const parsed = parseRecord('[Variant "the-pit"]\n\n1. c2-c4 {two\nlines; still a comment} b9-b7 {} 2. a2-a3');
    expect(parsed.ok && parsed.value.moves).toEqual(["c2-c4", "b9-b7", "a2-a3"]);
  });

  it("refuse a comment that is never closed, however many are opened", () => {
    const unclosed = { ok: false, error: { code: "malformed_record", message: "A comment opened with { is never closed with }." } };
    expect(parseRecord('[Variant "the-pit"]\n\n1. c2-c4 {oops')).toEqual(unclosed);
    // 199,970 of them was about a second of CPU through the old regular expression, retried at every brace
    expect(parseRecord(`[Variant "the-pit"]\n\n${"{".repeat(199_970)}`)).toEqual(unclosed);
  });

  it("refuse a record without a Variant tag or with a broken tag line", () => {
    expect(parseRecord("1. a2-a3 *")).toEqual({ ok: false, error: { code: "malformed_record", message: 'The record has no [Variant "..."] tag.' } });
    const broken = parseRecord('[Variant "the-pit"]\n[White Ann]\n\n1. a2-a3');
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.error.message).toBe("Line 2 is not a tag pair: [White Ann]");
  });

  it("replay through the engine, and name the first move that cannot be played", () => {
    const good = replayMoves(thePit, ["c2-c4", "b9-b7"]);
    expect(good.ok && good.value.sides).toEqual(["white", "black"]);
    expect(good.ok && good.value.states).toHaveLength(3);
    const bad = replayMoves(thePit, ["c2-c4", "b9-b7", "Hc1-c7", "a2-a3"]);
    expect(bad).toEqual({ ok: false, error: { code: "malformed_record", message: "Move 2 (White's Hc1-c7) cannot be played: The Hero on c1 cannot reach c7." } });
    const gibberish = replayMoves(thePit, ["hello"]);
    expect(!gibberish.ok && gibberish.error.message).toMatch(/^Move 1 \(White's hello\) cannot be played: "hello" is not a move/);
  });

  it("refuse options the game does not have", () => {
    const replay = replayMoves(thePit, ["c2-c4"], { layout: "as-printed" });
    expect(!replay.ok && replay.error.code).toBe("bad_options");
  });

  it("write result tokens and option tags", () => {
    expect(resultToken({ status: "ongoing" })).toBe("*");
    expect(resultToken({ status: "win", winner: "white", reason: "checkmate" })).toBe("1-0");
    expect(resultToken({ status: "win", winner: "black", reason: "resignation" })).toBe("0-1");
    expect(resultToken({ status: "draw", reason: "stalemate" })).toBe("1/2-1/2");
    expect(makeOptionsTag({ layout: "as-printed", speed: "x" })).toBe("layout=as-printed;speed=x");
    expect(parseOptionsTag("layout=as-printed; speed = x;junk")).toEqual({ layout: "as-printed", speed: "x" });
    expect(parseOptionsTag(undefined)).toEqual({});
  });
});
