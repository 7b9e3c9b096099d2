/**
 * Correspondence time control: a fixed number of days for each move. The clock runs for
 * the side to move once that side has made its first move (lichess's correspondence
 * rule: nobody loses on time before playing at all; such a game can still be aborted).
 */
import type { Side } from "../../engine/types.ts";

export const DAYS_PER_MOVE = [1, 2, 3, 5, 7, 14] as const;
export type DaysPerMove = (typeof DAYS_PER_MOVE)[number];

const DAY = 86_400_000;

export interface ClockInput {
  readonly daysPerMove: DaysPerMove | null;
  readonly toMove: Side;
  /** Sides of the moves played so far, in order. */
  readonly movedSides: readonly Side[];
  /**
   * When the side to move got the turn: the other side's last move, or the game's
   * creation. Moves of a chain by one side (In The Bin's extra moves) do not restart it.
   */
  readonly turnStartedAt: number;
}

/** When the side to move runs out of time, or null when no clock runs. */
export function deadlineOf(clock: ClockInput): number | null {
  if (clock.daysPerMove === null) return null;
  if (!clock.movedSides.includes(clock.toMove)) return null;
  return clock.turnStartedAt + clock.daysPerMove * DAY;
}

/** When to remind the side to move: a quarter of the time per move before the deadline. */
export function reminderOf(clock: ClockInput): number | null {
  const deadline = deadlineOf(clock);
  return deadline === null || clock.daysPerMove === null ? null : deadline - (clock.daysPerMove * DAY) / 4;
}

/** What the clock asks of the room now: the side to move loses on time, or is reminded. */
export type ClockDue = { readonly kind: "timeout"; readonly side: Side; readonly at: number } | { readonly kind: "reminder"; readonly side: Side };

/**
 * What is due at `now` in a game still going, if anything: the side to move's deadline
 * passed (it loses, at the deadline), or its reminder, once per turn however many moves
 * the turn has (`reminded`: this turn's has gone out).
 */
export function clockDue(clock: ClockInput, now: number, reminded: boolean): ClockDue | undefined {
  const deadline = deadlineOf(clock);
  if (deadline !== null && deadline <= now) return { kind: "timeout", side: clock.toMove, at: deadline };
  const reminder = reminderOf(clock);
  if (reminder !== null && reminder <= now && !reminded) return { kind: "reminder", side: clock.toMove };
  return undefined;
}

/** Due times the room's one alarm serves, earliest first wins: the move's deadline, its reminder (once per turn), an archive retry, a notice. */
export interface AlarmDue {
  readonly clock: ClockInput | undefined;
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
    const deadline = deadlineOf(due.clock);
    const reminder = reminderOf(due.clock);
    if (deadline !== null) times.push(deadline);
    if (reminder !== null && due.reminderPending) times.push(reminder);
  }
  if (due.archiveAt !== null) times.push(due.archiveAt);
  if (due.noticeAt !== null) times.push(due.noticeAt);
  if (due.computerAt !== undefined && due.computerAt !== null) times.push(due.computerAt);
  return times.length === 0 ? null : Math.min(...times);
}
