/**
 * Vacation: a seat stops its own clock whenever it is that seat's turn, and its vacation
 * allowance (days for the whole game) drains instead. It ends when the seat ends it,
 * moves, or has used the allowance up (contract/clocks.ts does those two).
 */
import type { Side } from "../../engine/types.ts";
import type { ClockEvent, ClockReading } from "../../contract/clocks.ts";
import type { ClockStep } from "./clock-actions.ts";

/** Starts or ends `side`'s vacation. */
export function stepVacation(reading: ClockReading, side: Side, action: "start" | "end", at: number): ClockStep<ClockEvent> {
  const on = reading.onVacation[side];
  if (action === "start") {
    if (on) return { ok: false, message: "You are already on vacation." };
    if (reading.clocks[side].vacationLeftMs <= 0) return { ok: false, message: "You have no vacation left in this game." };
    return { ok: true, value: { kind: "vacation-start", side, at } };
  }
  if (!on) return { ok: false, message: "You are not on vacation." };
  return { ok: true, value: { kind: "vacation-end", side, at } };
}
