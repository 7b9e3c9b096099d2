/**
 * A pause by agreement: one seat offers a pause of some days, the other accepts or
 * declines. Accepted, both clocks stop until it runs out or either seat ends it; moves
 * stay allowed.
 *
 * An answer agrees with the offer or is a new one (issue 29): offering the very length
 * the opponent offers accepts it, as with the other offers; offering another length is a
 * counter-offer, which takes the opponent's place (the opponent then answers it); an
 * `accept` that names a length must name the offered one, so a seat never accepts 30 days
 * by sending 1.
 */
import type { Side } from "../../engine/types.ts";
import { opposite } from "../../engine/types.ts";
import type { ClockEvent, ClockReading } from "../../contract/clocks.ts";
import type { ClockStep } from "./clock-actions.ts";

export type PauseAction = "offer" | "accept" | "decline" | "end";

const dayCount = (days: number) => `${days} ${days === 1 ? "day" : "days"}`;

/** Applies `action` by `side`; `days` comes with an offer, and may come with an acceptance (it must then be the offer's). */
export function stepPause(reading: ClockReading, side: Side, action: PauseAction, days: number | undefined, at: number): ClockStep<ClockEvent> {
  const offer = reading.pauseOffer;
  if (action === "end") {
    if (reading.pausedUntil === null) return { ok: false, message: "No pause is running." };
    return { ok: true, value: { kind: "pause-end", side, at } };
  }
  if (reading.pausedUntil !== null) return { ok: false, message: "A pause is already running." };
  const theirs = offer?.side === opposite(side) ? offer : null;
  if (action === "offer") {
    if (offer?.side === side) return { ok: false, message: "You have already offered a pause." };
    const length = days ?? 1;
    if (theirs && theirs.days === length) return { ok: true, value: { kind: "pause-accept", side, at } };
    return { ok: true, value: { kind: "pause-offer", side, at, days: length } };
  }
  if (!theirs) return { ok: false, message: "Your opponent has not offered a pause." };
  if (action === "accept" && days !== undefined && days !== theirs.days) {
    return {
      ok: false,
      message: `Your opponent offered a pause of ${dayCount(theirs.days)}, not ${dayCount(days)}: accept it as offered, or offer your own length.`,
    };
  }
  return { ok: true, value: { kind: action === "accept" ? "pause-accept" : "pause-decline", side, at } };
}
