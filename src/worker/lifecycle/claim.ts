/**
 * Claiming on time, in a game whose time control says `onTimeout: "claim"`: a side that
 * runs out does not lose by itself; its opponent may claim the win until it moves (or is
 * given time), and then the game ends as a win on time.
 */
import type { Side } from "../../engine/types.ts";
import { opposite } from "../../engine/types.ts";
import type { ClockReading } from "../../contract/clocks.ts";
import type { LifecycleEnd } from "../game-rows.ts";
import type { ClockStep } from "./clock-actions.ts";

export function stepClaim(reading: ClockReading, side: Side, at: number): ClockStep<LifecycleEnd> {
  if (reading.timedOut?.side !== opposite(side)) return { ok: false, message: "Your opponent's time has not run out." };
  return { ok: true, value: { winner: side, reason: "timeout", at } };
}
