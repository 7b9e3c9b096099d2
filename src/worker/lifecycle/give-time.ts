/**
 * Giving time: a seat adds days to its opponent's clock (to the bank; for days per move,
 * to the opponent's current move, or its next one while it is not to move). A kindness
 * with no limit but the days of one gift (1 to 7): time given beyond a bank's maximum
 * stays. It also lifts a time-out that waits for a claim.
 */
import type { Side } from "../../engine/types.ts";
import type { ClockEvent } from "../../contract/clocks.ts";
import type { ClockStep } from "./clock-actions.ts";

export function stepGiveTime(side: Side, days: number, at: number): ClockStep<ClockEvent> {
  return { ok: true, value: { kind: "give-time", side, at, days } };
}
