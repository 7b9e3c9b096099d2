/**
 * Text a player writes (messages to the other) and the same text as a notice quotes it:
 * a message's rule (what any text may hold is the contract's one rule,
 * contract/text-rules.ts), and how a notice makes anything it quotes or names safe to show.
 *
 * Lengths are in characters (code points, as the string iterator counts them), not
 * UTF-16 units: an emoji is one character, as the player sees it.
 */
import { MAX_MESSAGE_LENGTH } from "../../contract/api.ts";
import { checkText, type TextCheck, type TextRule } from "../../contract/text-rules.ts";

export { MAX_MESSAGE_LENGTH };

/** A message's rule (contract/text-rules.ts): trimmed by the caller, then not empty, several lines. */
export const MESSAGE_RULE: TextRule = { subject: "A message", max: MAX_MESSAGE_LENGTH, multiline: true, whenEmpty: "The message is empty." };

/** A message as it is kept (NFC), or why it cannot be sent: `text` already trimmed. */
export function checkMessageText(text: string): TextCheck {
  return checkText(text, MESSAGE_RULE);
}

/** Why `text` (already trimmed) cannot be sent as a message, naming what is wrong, or undefined when it can. */
export function refuseMessageText(text: string): string | undefined {
  const checked = checkMessageText(text);
  return checked.ok ? undefined : checked.reason;
}

/**
 * What a notice drops from what it quotes or names: controls but tab and newline,
 * bidirectional controls, separators and lone surrogates, which the text rules refuse
 * (contract/text-rules.ts) but names stored before them may hold.
 */
const UNSAFE_IN_NOTICE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u2028\u2029]|[\ud800-\udfff]/gu;

/** `text` without what a notice must never carry. */
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
