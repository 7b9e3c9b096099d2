/**
 * Messages between the two players of a game: short plain text, seen by the two seats
 * and nobody else (never in snapshots, records, embeds or the archive). Pure rules here;
 * the GameRoom stores them and sends them only to sockets that said hello with a seat.
 */

export const MAX_MESSAGE_LENGTH = 500;
/** A seat may send this many messages a minute: a word with the opponent, not a chat flood. */
export const MESSAGES_PER_MINUTE = 5;
/** A game keeps at most this many; the box is then full. */
export const MAX_MESSAGES = 500;

export type { PlayerMessage } from "../../contract/api.ts";

// Tab and newline are text; every other control character is not.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

export type MessageCheck = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly status: 400 | 409 | 429; readonly message: string };

/**
 * Whether `text` may be sent now by a seat that sent messages at `recent` (ms, any order),
 * in a game that holds `stored` messages. The text comes back trimmed.
 */
export function checkMessage(text: string, recent: readonly number[], stored: number, now: number): MessageCheck {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, status: 400, message: "The message is empty." };
  if (trimmed.length > MAX_MESSAGE_LENGTH) return { ok: false, status: 400, message: `A message may have at most ${MAX_MESSAGE_LENGTH} characters.` };
  if (CONTROL.test(trimmed)) return { ok: false, status: 400, message: "A message may not contain control characters." };
  if (stored >= MAX_MESSAGES) return { ok: false, status: 409, message: `This game's messages are full (${MAX_MESSAGES}).` };
  if (recent.filter((at) => now - at < 60_000).length >= MESSAGES_PER_MINUTE) {
    return { ok: false, status: 429, message: `At most ${MESSAGES_PER_MINUTE} messages a minute; wait a little.` };
  }
  return { ok: true, text: trimmed };
}

/** A message as a notice quotes it: one line, and short. */
export function quoteForNotice(text: string): string {
  const line = text.replace(/\s+/g, " ");
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
}
