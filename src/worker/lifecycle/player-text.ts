/**
 * The rules for text a player writes (messages to the other, a seat's private notes) and
 * the same text as a notice quotes it, in one place: what such text may hold, how long it
 * may be, and how a notice makes anything it quotes safe to show.
 *
 * Lengths are in characters (code points, as the string iterator counts them), not
 * UTF-16 units: an emoji is one character, as the player sees it.
 */
import { MAX_MESSAGE_LENGTH } from "../../contract/api.ts";

export { MAX_MESSAGE_LENGTH };

/** Controls a message may not hold, by what they are; tab and newline are text. */
const REFUSED: readonly { readonly what: string; readonly pattern: RegExp }[] = [
  { what: "control characters", pattern: /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/ },
  // embeddings, overrides and isolates reorder what follows them (a "Trojan Source" quote)
  { what: "bidirectional control characters", pattern: /[\u202a-\u202e\u2066-\u2069]/ },
  // JavaScript and some chat clients break lines at these, the rest of the world does not
  { what: "line or paragraph separators (U+2028, U+2029)", pattern: /[\u2028\u2029]/ },
];

/**
 * A lone surrogate: half of a UTF-16 pair, which JSON's "\ud800" escape can carry but no
 * UTF-8 store can keep (SQLite reads it back as U+FFFD). With the `u` flag a proper pair
 * is one code point, so only halves match.
 */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/** Everything a message may not hold, which a notice drops from what it quotes or names (names obey looser rules). */
const UNSAFE_IN_NOTICE = new RegExp([...REFUSED.map((r) => r.pattern.source), LONE_SURROGATE.source].join("|"), "gu");

/** The number of characters (code points) in `text`. */
function countCharacters(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/**
 * Why `text` cannot be kept as `subject` ("A message", "Notes": the refusal's first
 * words), naming what is wrong, or undefined when it can: at most `max` characters, no
 * controls but tab and newline, no lone surrogates. Whether it may be empty is the caller's rule.
 */
export function refusePlayerText(text: string, max: number, subject: string): string | undefined {
  if (countCharacters(text) > max) return `${subject} may have at most ${max.toLocaleString("en")} characters.`;
  if (LONE_SURROGATE.test(text)) return `${subject} may not contain a lone surrogate (half of a UTF-16 pair, e.g. \\ud800): send whole characters.`;
  for (const { what, pattern } of REFUSED) {
    const found = pattern.exec(text);
    if (found) return `${subject} may not contain ${what} (${codePointName(found[0])}).`;
  }
  return undefined;
}

/** Why `text` (already trimmed) cannot be sent as a message, naming what is wrong, or undefined when it can. */
export function refuseMessageText(text: string): string | undefined {
  return text === "" ? "The message is empty." : refusePlayerText(text, MAX_MESSAGE_LENGTH, "A message");
}

function codePointName(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
}

/** `text` without what a notice must never carry: controls, bidirectional controls, separators, lone surrogates. */
export function safeForNotice(text: string): string {
  return text.replace(UNSAFE_IN_NOTICE, "");
}

const graphemes = typeof Intl.Segmenter === "function" ? new Intl.Segmenter(undefined, { granularity: "grapheme" }) : undefined;

/**
 * `text` cut to at most `max` characters, an ellipsis included, at whole characters: at
 * graphemes where the runtime has Intl.Segmenter (an emoji family or a flag is not split),
 * else at code points (a surrogate pair is never split).
 */
export function clipText(text: string, max: number): string {
  const pieces = graphemes ? Array.from(graphemes.segment(text), (s) => s.segment) : Array.from(text);
  return pieces.length > max ? `${pieces.slice(0, max - 1).join("")}…` : text;
}

/** A message as a notice quotes it: one line, safe, and at most 140 characters. */
export function quoteForNotice(text: string): string {
  return clipText(safeForNotice(text).replace(/\s+/g, " "), 140);
}
