/**
 * The room's message box: a message checked against the game's stored messages (the
 * rate and the limit of ./messages.ts) and the messages as the seats read them.
 */
import type { Side } from "../../engine/types.ts";
import { apiError, type Outcome } from "../errors.ts";
import type { GameStore } from "../game-store.ts";
import { checkMessage, type PlayerMessage } from "./messages.ts";

/** `text` as `side`'s message now, or the refusal (400 malformed, 409 the box is full, 429 too many). */
export function acceptMessage(store: GameStore, side: Side, text: string, now: number): Outcome<PlayerMessage> {
  const { recent, stored } = store.messageLoad(side, now - 60_000);
  const checked = checkMessage(text, recent, stored, now);
  if (!checked.ok) {
    const code = checked.status === 429 ? "rate_limited" : checked.status === 409 ? "not_allowed" : "bad_request";
    return apiError(checked.status, code, checked.message);
  }
  return { ok: true, value: { side, at: new Date(now).toISOString(), text: checked.text } };
}

export function readPlayerMessages(store: GameStore): PlayerMessage[] {
  return store.readMessages().map((m) => ({ side: m.side, at: new Date(m.at).toISOString(), text: m.text }));
}
