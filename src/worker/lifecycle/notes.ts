/**
 * A seat's private notes: text only its own seat reads and writes (any token of that
 * seat, so they follow a seat opened by recovery code), never in snapshots, sockets,
 * records, embeds or the archive. Kept in the room's storage beside the game, so they
 * survive eviction and the end of the game; a rematch is another room, with none.
 * The text obeys the text rules (contract/text-rules.ts), at most MAX_NOTES_LENGTH characters; empty
 * clears them. Notes are kept as typed (not trimmed): a page saving as one types must
 * not lose the space or the new line just typed.
 */
import type { Side } from "../../engine/types.ts";
import { MAX_NOTES_LENGTH, type SeatNotes } from "../../contract/api.ts";
import { apiError, type Outcome } from "../errors.ts";
import type { GameStore } from "../game-store.ts";
import { checkText, type TextCheck, type TextRule } from "../../contract/text-rules.ts";

export { MAX_NOTES_LENGTH, type SeatNotes };

/** `text` with its line ends as newlines: a Windows client's CR LF (or a lone CR) is a line break, not a refused control. */
export function normalizeNotes(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

/** The notes' rule (contract/text-rules.ts): several lines, and blank or empty notes are kept as typed. */
export const NOTES_RULE: TextRule = { subject: "Notes", max: MAX_NOTES_LENGTH, multiline: true, blankAllowed: true };

/** `text` (line ends normalized) as notes keep it (NFC), or why it cannot be kept. */
export function checkNotesText(text: string): TextCheck {
  return checkText(text, NOTES_RULE);
}

/** `side`'s notes, empty when it has none. */
export function readNotes(store: GameStore, side: Side): SeatNotes {
  const row = store.readNotes(side);
  return row ? { text: row.text, updatedAt: new Date(row.at).toISOString() } : { text: "", updatedAt: null };
}

/**
 * Replaces `side`'s notes with `text`, in play or after the end (as lichess does: notes
 * are for thinking about the game, which goes on after it). The input schema refused bad
 * text first (400); it is checked again here, since notes are stored for good.
 */
export function saveNotes(store: GameStore, side: Side, text: string, now: number): Outcome<SeatNotes> {
  const checked = checkNotesText(normalizeNotes(text));
  if (!checked.ok) return apiError(400, "bad_request", checked.reason);
  store.writeNotes(side, checked.text, now);
  return { ok: true, value: readNotes(store, side) };
}
