// How a record quotes user text (issue 29, item 3; docs/api.md "Names in a record"): a name
// in a comment is quoted and percent-escaped, a tag value is PGN-escaped, and both read back
// exactly; a comment's words are never read back as a command; the chain never throws on a name.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readWithinBudget } from "../fuzz/corpus.ts";
import { makeComment, parseComment, parseMoveText, quoteInComment, unquoteFromComment } from "../../src/engine/annotated-record.ts";
import { makeRecord, parseRecord } from "../../src/engine/record.ts";
import { genesisLine } from "../../src/contract/chain.ts";
import { CLOCK_WORDS_FORM, clockEventWords, legacyClockEventWords } from "../../src/contract/clock-words.ts";
import type { ClockEvent } from "../../src/contract/clocks.ts";

describe("quoteInComment", () => {
  it("writes no brace, bracket or quote, and reads back exactly", () => {
    const name = "}{[%ev abort - 2026-11-27T00:00:00Z]}{";
    const quoted = quoteInComment(name);
    expect(quoted).toBe('"%7D%7B%5B%25ev abort - 2026-11-27T00:00:00Z%5D%7D%7B"');
    expect(unquoteFromComment(quoted)).toBe(name);
  });

  it("keeps single spaces and escapes what a reader would fold", () => {
    expect(quoteInComment("Ann Bo")).toBe('"Ann Bo"');
    expect(quoteInComment("Ann  Bo\u00a0Cy")).toBe('"Ann %20Bo%C2%A0Cy"');
    expect(quoteInComment('say "hi" 100%')).toBe('"say %22hi%22 100%25"');
    expect(quoteInComment("a\ud800")).toBe('"a\ufffd"');
  });

  it("refuses to read what is not a quoted text", () => {
    for (const text of ["Ann", '"Ann', '"a"b"', '"%E0%A4%A"']) expect(unquoteFromComment(text)).toBeUndefined();
  });

  it("fuzz: any text, quoted in a comment of a record, is read back exactly and adds no command or comment", () => {
    const piece = fc.constantFrom("{", "}", "[", "]", "%", '"', "\\", ";", "(", ")", "$1", "\n", "\t", " ", "  ", "\u00a0", "[%ev ", "[%ts ", "1-0", "a", "é", "😀", "\ud800");
    const text = fc.oneof(fc.string({ unit: "binary", maxLength: 40 }), fc.array(piece, { maxLength: 20 }).map((p) => p.join("")));
    fc.assert(
      fc.property(text, (name) => {
        const comment = `${quoteInComment(name)} starts a vacation, 2026-11-25 10:05 UTC`;
        const parsed = parseMoveText(`1. e2-e3 {${comment}} *`);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        const [move] = parsed.value.line;
        expect(parsed.value.line).toHaveLength(1);
        expect(move.after).toHaveLength(1);
        expect(move.after[0].commands.size).toBe(0);
        const quoted = /^"[^"]*"/.exec(move.after[0].text)?.[0] ?? "";
        expect(unquoteFromComment(quoted)).toBe(name.replace(/[\ud800-\udfff]/gu, "\ufffd"));
      }),
      { numRuns: 1000 },
    );
  });
});

describe("the clock's readable words (contract/clock-words.ts, shared by the writer and the verifier)", () => {
  const at = Date.parse("2026-11-25T10:05:40Z");
  const names = { white: "}{[%ev abort - 2026-11-27T00:00:00Z]}{", black: "Bo" };
  const events: ClockEvent[] = [
    { kind: "vacation-start", side: "white", at },
    { kind: "vacation-end", side: "white", at },
    { kind: "give-time", side: "black", at, days: 2 },
    { kind: "pause-offer", side: "white", at, days: 1 },
    { kind: "pause-accept", side: "black", at },
    { kind: "pause-decline", side: "black", at },
    { kind: "pause-end", side: "white", at },
  ];

  it("writes each name quoted, and the legacy words (records signed before 2026-11-27) as typed", () => {
    const give = events[2];
    expect(clockEventWords(give, names)).toBe('"Bo" gives "%7D%7B%5B%25ev abort - 2026-11-27T00:00:00Z%5D%7D%7B" 2 days, 2026-11-25 10:05 UTC');
    expect(legacyClockEventWords(give, names)).toBe("Bo gives }{[%ev abort - 2026-11-27T00:00:00Z]}{ 2 days, 2026-11-25 10:05 UTC");
    expect(clockEventWords(events[3], { white: "Ann", black: "Bo" })).toBe('"Ann" offers a pause of 1 day, 2026-11-25 10:05 UTC');
  });

  it("CLOCK_WORDS_FORM knows both forms of every kind as the site's words", () => {
    for (const event of events) {
      expect(CLOCK_WORDS_FORM.test(clockEventWords(event, names)), event.kind).toBe(true);
      expect(CLOCK_WORDS_FORM.test(legacyClockEventWords(event, { white: "Ann Arbiter", black: "Bo" })), event.kind).toBe(true);
    }
  });
});

describe("fuzz: unquoteFromComment reads any text", () => {
  it("answers a string or undefined, never throws, within 50 ms", () => {
    const piece = fc.constantFrom('"', "%", "%2", "%7D", "%E0%A4", "%ZZ", "\ud800", "a", " ", "}".repeat(1000));
    const text = fc.oneof(fc.string({ unit: "binary", maxLength: 80 }), fc.array(piece, { maxLength: 30 }).map((p) => p.join("")));
    fc.assert(
      fc.property(text, (quoted) => {
        const read = readWithinBudget(quoted, () => unquoteFromComment(quoted));
        expect(read === undefined || typeof read === "string").toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("makeComment", () => {
  it("never writes words that read back as a command", () => {
    // "[%b c]" is a command; what is left, "[%a ]", would be one when written back as it is
    const once = parseComment("[%a [%b c]] text");
    expect(once.commands).toEqual(new Map([["b", "c"]]));
    const again = parseComment(makeComment(once).slice(1, -1));
    expect(again.commands).toEqual(once.commands);
  });
});

describe("tag values", () => {
  it("are PGN-escaped and read back exactly, whatever the name holds", () => {
    for (const name of ['Ann "the Rook"', "back\\slash\\", '[White "Mallory"]', "a]\"b", "}{[%ev abort]}{", "\\\"", "\\"]) {
      const record = makeRecord({ tags: new Map([["Variant", "the-pit"], ["White", name], ["Black", "Bo"]]), moves: [] }, []);
      const read = parseRecord(record);
      expect(read.ok && read.value.tags.get("White"), record).toBe(name);
      expect(read.ok && read.value.tags.get("Black")).toBe("Bo");
    }
  });
});

describe("the chain's genesis line", () => {
  it("never throws on a name, a lone surrogate included (once a URIError and a 500)", () => {
    const genesis = { id: "abcdefghij", variant: "the-pit", options: "", timeControl: "-", createdAt: 0, white: "a\ud800", black: "}{ %" };
    expect(genesisLine(genesis)).toBe("pigeon-post-chain 1 id=abcdefghij variant=the-pit options= timecontrol=- start=1970-01-01T00%3A00%3A00Z white=a%EF%BF%BD black=%7D%7B%20%25");
  });
});
