/**
 * What text from outside may be (issue 29, item 2; docs/api.md "Text rules"): one function
 * decides it for every field that stores text (game and league names, league players'
 * names, messages, notes, an import's tags), so the Worker's zod schemas and the web's
 * forms apply the same rule and say the same reason.
 *
 * Text is kept only if it is well-formed Unicode (no lone surrogate, which no UTF-8 store
 * can keep), holds no C0 or C1 control (tab and newline only in multi-line fields), no
 * bidirectional embedding, override or isolate (they reorder what follows: "Trojan
 * Source"), no line or paragraph separator, no noncharacter, and (where the field needs
 * one) something visible. It is kept in NFC, so "é" composed and decomposed are one name.
 * Lengths are in characters (code points) of the NFC text, as a player counts them.
 *
 * Pure: no I/O, no zod (the Worker wraps it in its schemas, src/worker/inputs.ts).
 */

/** How one field's text is judged. */
export interface TextRule {
  /** The refusal's first words, which name the field's kind: "A name", "A message", "Notes", "The White tag". */
  readonly subject: string;
  /** The most characters (code points, after NFC) kept. */
  readonly max: number;
  /** Several lines: newline and tab are text, and so are the directional marks mixed-direction writing needs. */
  readonly multiline?: boolean;
  /** The refusal for "" (the field needs text); absent: "" is kept (a caller may give it a default). */
  readonly whenEmpty?: string;
  /** Text with nothing visible (spaces, invisible or combining characters only) is kept as it is (notes, typed as one types). */
  readonly blankAllowed?: boolean;
}

/** A player's name, in a game or a league: one line, at most 40 characters ("" is the caller's to allow or refuse). */
export const PLAYER_NAME_RULE: TextRule = { subject: "A name", max: 40 };

/** A league player's name: a player's name that must be given. */
export const LEAGUE_PLAYER_NAME_RULE: TextRule = { ...PLAYER_NAME_RULE, whenEmpty: "A name is needed." };

/**
 * Why a text was refused, as data: the pages say it in the reader's language from this
 * (web/src/text-rule-input.ts), while `reason` stays the English sentence the API sends.
 */
export type TextProblem =
  | { readonly kind: "too-long"; readonly max: number }
  | { readonly kind: "lone-surrogate" }
  | { readonly kind: "refused"; readonly what: RefusedKind; readonly codePoint: string }
  | { readonly kind: "empty" }
  | { readonly kind: "invisible" };

/** The kinds of character a field refuses, by name. */
export type RefusedKind = "control" | "bidi" | "separator" | "noncharacter" | "line-break" | "directional-mark";

/** The text as it is kept (NFC), or why it is refused, in a sentence naming `subject` (and as data, `problem`). */
export type TextCheck = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: string; readonly problem: TextProblem };

/**
 * A lone surrogate: half of a UTF-16 pair, which JSON's "\ud800" escape can carry. With
 * the `u` flag a proper pair is one code point, so only halves match.
 */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/** What no field may hold, by what it is; each is named in the refusal with the code point found. */
const REFUSED_EVERYWHERE: readonly { readonly kind: RefusedKind; readonly what: string; readonly pattern: RegExp }[] = [
  // C0 but tab and newline (those are judged by the field's lines), DEL, C1 (U+0085 among them)
  { kind: "control", what: "control characters", pattern: /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/ },
  // embeddings, overrides and isolates reorder what follows them (a "Trojan Source" quote)
  { kind: "bidi", what: "bidirectional control characters", pattern: /[\u202a-\u202e\u2066-\u2069]/ },
  // JavaScript and some chat clients break lines at these, the rest of the world does not
  { kind: "separator", what: "line or paragraph separators (U+2028, U+2029)", pattern: /[\u2028\u2029]/ },
  // U+FDD0-FDEF and the last two of every plane: "not characters", for a program's own use
  { kind: "noncharacter", what: "noncharacters", pattern: /[\ufdd0-\ufdef\ufffe\uffff]|[\u{1fffe}\u{1ffff}\u{2fffe}\u{2ffff}\u{3fffe}\u{3ffff}\u{4fffe}\u{4ffff}\u{5fffe}\u{5ffff}\u{6fffe}\u{6ffff}\u{7fffe}\u{7ffff}\u{8fffe}\u{8ffff}\u{9fffe}\u{9ffff}\u{afffe}\u{affff}\u{bfffe}\u{bffff}\u{cfffe}\u{cffff}\u{dfffe}\u{dffff}\u{efffe}\u{effff}\u{ffffe}\u{fffff}\u{10fffe}\u{10ffff}]/u },
];

/** What a one-line field (a name, a tag) may not hold beside: the line's own breaks and tabs, and the directional marks (in a name they only disguise it). */
const REFUSED_IN_ONE_LINE: readonly { readonly kind: RefusedKind; readonly what: string; readonly pattern: RegExp }[] = [
  { kind: "line-break", what: "line breaks or tabs", pattern: /[\t\n]/ },
  { kind: "directional-mark", what: "directional marks", pattern: /[\u200e\u200f\u061c]/ },
];

/**
 * A character someone sees: not whitespace, not a combining mark without its base's
 * company, not a default-ignorable (zero-width space and joiners, U+2060, U+FEFF, soft
 * hyphen, Hangul fillers, variation selectors...), not a control or format character.
 */
const VISIBLE = /[^\s\p{M}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{Cs}]/u;

/** The longest text (UTF-16 units) normalized at all: NFC merges at most four code points into one, so anything longer is too long whatever it holds. */
const longestJudged = (max: number) => 8 * max + 8;

/** The number of characters (code points) in `text`. */
export function countCharacters(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

function codePointName(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
}

/** Whether `text` shows anything: a character that is not a space, a mark, an invisible or a control. */
export function hasVisibleText(text: string): boolean {
  return VISIBLE.test(text);
}

/**
 * Judges `text` by `rule`: the text as kept (NFC) or the reason it is refused. Never
 * throws, for any string (lone surrogates included), and reads at most a few times
 * `rule.max` characters of it.
 */
export function checkText(text: string, rule: TextRule): TextCheck {
  const { subject, max } = rule;
  const tooLong: TextCheck = { ok: false, reason: `${subject} may have at most ${max.toLocaleString("en")} characters.`, problem: { kind: "too-long", max } };
  if (text.length > longestJudged(max)) return tooLong;
  if (LONE_SURROGATE.test(text)) return { ok: false, reason: `${subject} may not contain a lone surrogate (half of a UTF-16 pair, e.g. \\ud800): send whole characters.`, problem: { kind: "lone-surrogate" } };
  const kept = text.normalize("NFC");
  if (countCharacters(kept) > max) return tooLong;
  for (const { kind, what, pattern } of rule.multiline ? REFUSED_EVERYWHERE : [...REFUSED_EVERYWHERE, ...REFUSED_IN_ONE_LINE]) {
    const found = pattern.exec(kept);
    if (found) return { ok: false, reason: `${subject} may not contain ${what} (${codePointName(found[0])}).`, problem: { kind: "refused", what: kind, codePoint: codePointName(found[0]) } };
  }
  if (kept === "" && rule.whenEmpty !== undefined) return { ok: false, reason: rule.whenEmpty, problem: { kind: "empty" } };
  if (kept !== "" && !rule.blankAllowed && !hasVisibleText(kept)) {
    return { ok: false, reason: `${subject} has nothing visible in it: only spaces, invisible or combining characters.`, problem: { kind: "invisible" } };
  }
  return { ok: true, text: kept };
}

/**
 * How names are compared where they must be unique or are searched for (a league's
 * players, the archive's player search): NFC, without invisible characters, trimmed, in
 * lower case, so "Ann", "ann", "An\u200bn" and a decomposed "Zoë" meet their twins.
 */
export function nameKey(name: string): string {
  return wellFormed(name)
    .normalize("NFC")
    .replace(/\p{Default_Ignorable_Code_Point}/gu, "")
    .trim()
    .toLowerCase();
}

/**
 * `text` with every lone surrogate replaced by U+FFFD, as a UTF-8 store would keep it:
 * for text stored before these rules, so that encoding it (URLs, hashes, pages) never throws.
 */
export function wellFormed(text: string): string {
  return text.replace(/[\ud800-\udfff]/gu, "\ufffd");
}

/**
 * Text stored before these rules, made safe to show: well-formed, and without what a
 * field may no longer hold (controls, bidirectional controls, separators; each a space,
 * so words stay apart). Text that obeys the rules is returned unchanged.
 */
export function safeStoredText(text: string): string {
  return wellFormed(text).replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g, " ");
}
