/**
 * A side's clock at `now` as the server counts it, from the last snapshot: the time it
 * has (a bank, or what is left of this move) and whether it drains. A snapshot gives each
 * side's time at its own moment and, for the running side, the deadline; the running
 * side's time is the draining time from now to that deadline, which leaves out the
 * weekends the clock stands through (the deadline counts them; the time left does not).
 * A stopped clock stands where the snapshot put it. A weekend that began since the
 * snapshot stops the running clock here too, before the server's next snapshot says so.
 */
import type { GameSnapshot } from "../api.ts";
import type { Side } from "../../../src/engine/types.ts";
import type { ClockPause, ClockState } from "../../../src/contract/clocks.ts";
import { isWeekend, timeOutsideWeekends } from "../../../src/contract/weekend.ts";

export interface ClockNow {
  /** The time the side has now, never below zero. */
  readonly remainingMs: number;
  /** Its time drains now. */
  readonly running: boolean;
  readonly paused: ClockPause;
}

/** The side's clock at `now`, or undefined in a game without clocks. */
export function clockNow(snapshot: GameSnapshot, side: Side, now: number): ClockNow | undefined {
  const clock: ClockState | undefined = snapshot.clocks?.[side];
  if (!clock) return undefined;
  // the deadline belongs to the side to move, and only while its clock runs: it decides (docs/api.md)
  const deadline = side === snapshot.turn && snapshot.deadline ? Date.parse(snapshot.deadline) : NaN;
  if (Number.isNaN(deadline)) return { remainingMs: clock.remainingMs, running: clock.running, paused: clock.paused };
  const zone = snapshot.timeControl?.weekendsOff?.timeZone;
  const remainingMs = drainingTimeTo(deadline, now, zone);
  return zone && isWeekend(now, zone) ? { remainingMs, running: false, paused: "weekend" } : { remainingMs, running: true, paused: null };
}

/** What a running clock has left at `now` when it runs out at `deadline`: the time between, less the weekends of `weekendZone` (weekends off). */
export function drainingTimeTo(deadline: number, now: number, weekendZone: string | undefined): number {
  return weekendZone ? timeOutsideWeekends(now, deadline, weekendZone) : Math.max(0, deadline - now);
}
