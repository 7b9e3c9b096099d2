/**
 * Messages between the two players of a game: short plain text, seen by the two seats
 * and nobody else (never in snapshots, records, embeds or the archive). Pure rules here;
 * the GameRoom stores them and sends them only to sockets that said hello with a seat.
 */
import { checkMessageText } from "./player-text.ts";

/** A seat may send this many messages a minute: a word with the opponent, not a chat flood. */
export const MESSAGES_PER_MINUTE = 5;
/** A game keeps at most this many; the box is then full. */
export const MAX_MESSAGES = 500;

export type { PlayerMessage } from "../../contract/api.ts";

export type MessageCheck = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly status: 400 | 409 | 429; readonly message: string };

/**
 * Whether `text` may be sent now by a seat that sent messages at `recent` (ms, any order),
 * in a game that holds `stored` messages. The text comes back trimmed and in NFC. What the text may
 * hold is ./player-text.ts's rule: the input schema refuses it first (400), and it is
 * checked again here, since a message is stored for good.
 */
export function checkMessage(text: string, recent: readonly number[], stored: number, now: number): MessageCheck {
  const checked = checkMessageText(text.trim());
  if (!checked.ok) return { ok: false, status: 400, message: checked.reason };
  if (stored >= MAX_MESSAGES) return { ok: false, status: 409, message: `This game's messages are full (${MAX_MESSAGES}).` };
  if (recent.filter((at) => now - at < 60_000).length >= MESSAGES_PER_MINUTE) {
    return { ok: false, status: 429, message: `At most ${MESSAGES_PER_MINUTE} messages a minute; wait a little.` };
  }
  return { ok: true, text: checked.text };
}
