// The one rule for outside text (src/contract/text-rules.ts; issue 29, item 2): what it
// keeps, what it refuses and why, and a standing fuzz property (HOSTILE.md): any string is
// kept or refused with a reason within the budget, never a throw, and what is kept obeys
// every clause of the rule.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkText, hasVisibleText, nameKey, safeStoredText, wellFormed, type TextRule } from "../../src/contract/text-rules.ts";
import { readWithinBudget } from "../fuzz/corpus.ts";

const NAME: TextRule = { subject: "A name", max: 40 };
const MESSAGE: TextRule = { subject: "A message", max: 500, multiline: true, whenEmpty: "The message is empty." };
const NOTES: TextRule = { subject: "Notes", max: 4000, multiline: true, blankAllowed: true };

const reasonOf = (text: string, rule: TextRule) => {
  const checked = checkText(text, rule);
  return checked.ok ? undefined : checked.reason;
};

describe("checkText keeps text in NFC", () => {
  it("makes composed and decomposed é one name", () => {
    expect(checkText("Zoe\u0301", NAME)).toEqual({ ok: true, text: "Zo\u00e9" });
    expect(checkText("Zo\u00e9", NAME)).toEqual({ ok: true, text: "Zo\u00e9" });
  });

  it("keeps emoji, joiners inside emoji and scripts of every direction", () => {
    for (const name of ["👨‍👩‍👧 family", "مريم", "דוד", "می‌خواهم", "李雷", "Ann 😀"]) expect(checkText(name, NAME)).toEqual({ ok: true, text: name });
  });

  it("counts characters after NFC, in code points: 40 emoji are a name, 41 are not", () => {
    expect(checkText("😀".repeat(40), NAME).ok).toBe(true);
    expect(reasonOf("😀".repeat(41), NAME)).toBe("A name may have at most 40 characters.");
    // 40 decomposed letters are 80 code points as typed, 40 as kept
    expect(checkText("e\u0301".repeat(40), NAME)).toEqual({ ok: true, text: "\u00e9".repeat(40) });
    expect(reasonOf("x".repeat(1_000_000), NAME)).toBe("A name may have at most 40 characters.");
  });
});

describe("checkText refuses, naming what and where", () => {
  const refusals: [string, string, TextRule, string][] = [
    ["a lone high surrogate", "a\ud800", NAME, "A name may not contain a lone surrogate (half of a UTF-16 pair, e.g. \\ud800): send whole characters."],
    ["a lone low surrogate", "\udc00b", MESSAGE, "A message may not contain a lone surrogate (half of a UTF-16 pair, e.g. \\ud800): send whole characters."],
    ["a NUL", "A\u0000nn", NAME, "A name may not contain control characters (U+0000)."],
    ["NEL, a C1 line break", "a\u0085b", NAME, "A name may not contain control characters (U+0085)."],
    ["a CSI", "a\u009b", NOTES, "Notes may not contain control characters (U+009B)."],
    ["the right-to-left override", "evil\u202egnp.exe", NAME, "A name may not contain bidirectional control characters (U+202E)."],
    ["an isolate", "a\u2066b\u2069", MESSAGE, "A message may not contain bidirectional control characters (U+2066)."],
    ["a line separator", "one\u2028two", NAME, "A name may not contain line or paragraph separators (U+2028, U+2029) (U+2028)."],
    ["a paragraph separator", "one\u2029two", MESSAGE, "A message may not contain line or paragraph separators (U+2028, U+2029) (U+2029)."],
    ["a noncharacter", "a\ufffe", NAME, "A name may not contain noncharacters (U+FFFE)."],
    ["a supplementary noncharacter", "a\u{10ffff}", NAME, "A name may not contain noncharacters (U+10FFFF)."],
    ["a newline in a name", "Ann\nBo", NAME, "A name may not contain line breaks or tabs (U+000A)."],
    ["a tab in a name", "Ann\tBo", NAME, "A name may not contain line breaks or tabs (U+0009)."],
    ["a right-to-left mark in a name", "Ann\u200f", NAME, "A name may not contain directional marks (U+200F)."],
    ["only a zero-width space", "\u200b", NAME, "A name has nothing visible in it: only spaces, invisible or combining characters."],
    ["only joiners and a BOM", "\u200d\u200c\u2060\ufeff", NAME, "A name has nothing visible in it: only spaces, invisible or combining characters."],
    ["only combining marks", "\u0301\u0308", NAME, "A name has nothing visible in it: only spaces, invisible or combining characters."],
    ["only Hangul fillers", "\u3164\u115f", NAME, "A name has nothing visible in it: only spaces, invisible or combining characters."],
    ["an empty message", "", MESSAGE, "The message is empty."],
    ["a message of a zero-width space", "\u200b", MESSAGE, "A message has nothing visible in it: only spaces, invisible or combining characters."],
  ];
  for (const [what, text, rule, reason] of refusals) {
    it(`refuses ${what}`, () => expect(reasonOf(text, rule)).toBe(reason));
  }

  it("lets several-line fields hold newlines, tabs and directional marks, and notes be blank", () => {
    expect(checkText("one\n\ttwo\u200f", MESSAGE).ok).toBe(true);
    expect(checkText("  \n ", NOTES)).toEqual({ ok: true, text: "  \n " });
    expect(checkText("", NOTES)).toEqual({ ok: true, text: "" });
    // a game's name may be "" (the game says "Anonymous"), never invisible only
    expect(checkText("", NAME)).toEqual({ ok: true, text: "" });
  });
});

describe("nameKey compares names as a reader would", () => {
  it("makes case, NFC and invisible characters no difference", () => {
    expect(nameKey("Zoe\u0301")).toBe(nameKey("zo\u00e9"));
    expect(nameKey("An\u200bn")).toBe(nameKey("ANN"));
    expect(nameKey("  Ann ")).toBe("ann");
    expect(nameKey("Ann")).not.toBe(nameKey("Anne"));
  });
});

describe("text stored before the rules", () => {
  it("is made well-formed and free of controls to show, and today's text is unchanged", () => {
    expect(wellFormed("a\ud800b\udc00")).toBe("a\ufffdb\ufffd");
    expect(wellFormed("😀")).toBe("😀");
    expect(safeStoredText("Club\ud800 \u202eevil\u2028\u0007")).toBe("Club\ufffd  evil  ");
    expect(safeStoredText("Zoë 😀 مريم")).toBe("Zoë 😀 مريم");
  });
});

/** Characters the rule gives meaning to, and the classes HOSTILE.md names, for the fuzz below. */
const HOSTILE_CHARACTERS = [
  "\ud800", "\udfff", "\ud83d", "\u0000", "\u0007", "\t", "\n", "\r", "\u001b", "\u007f", "\u0085", "\u009b",
  "\u202a", "\u202e", "\u2066", "\u2069", "\u200e", "\u200f", "\u061c", "\u2028", "\u2029", "\u200b", "\u200d",
  "\u2060", "\ufeff", "\u00ad", "\u0301", "\u0308", "\u3164", "\ufffe", "\uffff", "\u{10ffff}", "e", "\u00e9", "😀",
  "{", "}", "[", "]", "%", "\"", "\\", ";", " ", "<", "=", "+", "@",
];

const hostileText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.array(fc.constantFrom(...HOSTILE_CHARACTERS), { maxLength: 60 }).map((parts) => parts.join("")),
  fc.tuple(fc.constantFrom(...HOSTILE_CHARACTERS), fc.integer({ min: 0, max: 20_000 })).map(([c, n]) => c.repeat(n)),
);

describe("fuzz: any string is kept or refused with a reason, quickly", () => {
  it("never throws, answers within 50 ms, and keeps only text every clause allows", () => {
    fc.assert(
      fc.property(hostileText, fc.constantFrom(NAME, MESSAGE, NOTES), (text, rule) => {
        // the shared budget: CPU time, a try over it tried again (a busy machine, not a slow reader)
        const checked = readWithinBudget(text, () => checkText(text, rule));
        if (!checked) return;
        if (!checked.ok) {
          expect(checked.reason).toMatch(/\.$/);
          return;
        }
        const kept = checked.text;
        expect(kept).toBe(kept.normalize("NFC"));
        expect(wellFormed(kept)).toBe(kept);
        expect(kept).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u2028\u2029\ufffe\uffff]/);
        if (!rule.multiline) expect(kept).not.toMatch(/[\t\n\u200e\u200f\u061c]/);
        if (!rule.blankAllowed && kept !== "") expect(hasVisibleText(kept)).toBe(true);
        expect([...kept].length).toBeLessThanOrEqual(rule.max);
        // what is kept is kept again as it is
        expect(checkText(kept, rule)).toEqual({ ok: true, text: kept });
        expect(() => nameKey(text)).not.toThrow();
      }),
      { numRuns: 2000 },
    );
  });
});
