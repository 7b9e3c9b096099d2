/**
 * A pause by agreement: one seat offers a pause of some days, the other accepts or
 * declines (offering what the opponent offers accepts it, as with the other offers).
 * Accepted, both clocks stop until it runs out or either seat ends it; moves stay allowed.
 */
import type { Side } from "../../engine/types.ts";
import { opposite } from "../../engine/types.ts";
import type { ClockEvent, ClockReading } from "../../contract/clocks.ts";
import type { ClockStep } from "./clock-actions.ts";

export type PauseAction = "offer" | "accept" | "decline" | "end";

/** Applies `action` by `side`; `days` comes with an offer. */
export function stepPause(reading: ClockReading, side: Side, action: PauseAction, days: number | undefined, at: number): ClockStep<ClockEvent> {
  const offer = reading.pauseOffer;
  if (action === "end") {
    if (reading.pausedUntil === null) return { ok: false, message: "No pause is running." };
    return { ok: true, value: { kind: "pause-end", side, at } };
  }
  if (reading.pausedUntil !== null) return { ok: false, message: "A pause is already running." };
  if (action === "offer") {
    if (offer?.side === side) return { ok: false, message: "You have already offered a pause." };
    if (offer?.side === opposite(side)) return { ok: true, value: { kind: "pause-accept", side, at } };
    return { ok: true, value: { kind: "pause-offer", side, at, days: days ?? 1 } };
  }
  if (offer?.side !== opposite(side)) return { ok: false, message: "Your opponent has not offered a pause." };
  return { ok: true, value: { kind: action === "accept" ? "pause-accept" : "pause-decline", side, at } };
}
