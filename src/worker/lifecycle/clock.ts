/**
 * What the game's clocks ask of the GameRoom: the clocks themselves are a pure function
 * of the log (contract/clocks.ts); this module says when the room's one alarm must fire
 * for them, when the side to move is reminded, and when a time-out ends the game.
 *
 * A side's clock runs once that side has made its first move (lichess's correspondence
 * rule: nobody loses on time before playing at all; such a game can still be aborted).
 */
import type { Side } from "../../engine/types.ts";
import { DAY, type ClockReading } from "../../contract/clocks.ts";
import { daysPerMoveOf, type TimeControl } from "../../contract/time-control.ts";

/** A timed game's rules and its clocks now. */
export interface TimedClock {
  readonly control: TimeControl;
  readonly reading: ClockReading;
}

/**
 * When to remind the side to move: a quarter of the time per move before its deadline
 * (days per move), a day before its bank runs out (a time bank). None while its clock
 * is stopped.
 */
export function reminderOf(clock: TimedClock): number | null {
  const { deadline } = clock.reading;
  if (deadline === null) return null;
  const perMove = daysPerMoveOf(clock.control);
  return deadline - (perMove === null ? DAY : (perMove * DAY) / 4);
}

/** What the clock asks of the room now: the side to move loses on time, or is reminded. */
export type ClockDue = { readonly kind: "timeout"; readonly side: Side; readonly at: number } | { readonly kind: "reminder"; readonly side: Side };

/**
 * What is due at `now` in a game still going, if anything: a side ran out under "lose"
 * (it loses, at the moment its time ran out), or the reminder of the side to move, once
 * per turn however many moves the turn has (`reminded`: this turn's has gone out). Under
 * "claim" running out ends nothing: the snapshot says so and the opponent may claim.
 */
export function clockDue(clock: TimedClock | undefined, now: number, reminded: boolean): ClockDue | undefined {
  if (!clock) return undefined;
  const { timedOut, toMove } = clock.reading;
  if (timedOut && clock.control.onTimeout === "lose") return { kind: "timeout", side: timedOut.side, at: timedOut.at };
  const reminder = reminderOf(clock);
  if (reminder !== null && reminder <= now && !reminded) return { kind: "reminder", side: toMove };
  return undefined;
}

/** Due times the room's one alarm serves, earliest first wins: a clock's change, its reminder (once per turn), an archive retry, a notice. */
export interface AlarmDue {
  readonly clock: TimedClock | undefined;
  /** The reminder of this turn has not gone out yet. */
  readonly reminderPending: boolean;
  readonly archiveAt: number | null;
  readonly noticeAt: number | null;
  /** When the computer is to move: at once. */
  readonly computerAt?: number | null;
}

/** When the alarm must next fire, or null for never. */
export function nextAlarmAt(due: AlarmDue): number | null {
  const times: number[] = [];
  if (due.clock) {
    // a clock starting, stopping or running out (the deadline is one of these)
    if (due.clock.reading.nextChangeAt !== null) times.push(due.clock.reading.nextChangeAt);
    const reminder = reminderOf(due.clock);
    if (reminder !== null && due.reminderPending) times.push(reminder);
  }
  if (due.archiveAt !== null) times.push(due.archiveAt);
  if (due.noticeAt !== null) times.push(due.noticeAt);
  if (due.computerAt !== undefined && due.computerAt !== null) times.push(due.computerAt);
  return times.length === 0 ? null : Math.min(...times);
}

/**
 * What of the clocks a page shows that changes by itself, without anyone acting: which
 * clock runs, why one stands, a time-out, the pause. Two readings with the same
 * signature need no broadcast between them (the time left ticks on the page itself).
 */
export function clockSignature(reading: ClockReading | undefined): string {
  if (!reading) return "";
  const { white, black } = reading.clocks;
  return JSON.stringify([white.running, white.paused, black.running, black.paused, reading.timedOut, reading.pausedUntil, reading.pauseOffer]);
}
