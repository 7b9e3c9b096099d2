/**
 * What the clock panel says beside the big line, as plain data (tested without a page):
 * both sides' time and state, vacation left, who is on vacation until when, weekends
 * off and the claim rule.
 */
import { durationText, formatDeadline, type ClockContext } from "./clock.ts";
import { clockNow } from "./clock-now.ts";
import type { GameSnapshot } from "../api.ts";
import { opposite, SIDES, type BySide, type Side } from "../../../src/engine/types.ts";

// the panel's durations are the big line's, without "left"; tests read it from here
export { durationText };

export interface SideClockFacts {
  readonly side: Side;
  /** "White (you)", "Black". */
  readonly label: string;
  /** The time the side has now: "6 d 23 h". */
  readonly time: string;
  /** "running", "on vacation", "stopped", "waiting". */
  readonly state: string;
  /** "vacation left 7 d 0 h", or "" in a game without vacation. */
  readonly vacation: string;
}

export interface ClockFacts {
  readonly sides: readonly SideClockFacts[];
  /** Sentences under the two clocks. */
  readonly notes: readonly string[];
}

const NO_FACTS: ClockFacts = { sides: [], notes: [] };

export function clockFacts({ snapshot, sideNames, mySide }: ClockContext, now: number): ClockFacts {
  const control = snapshot.timeControl;
  const clocks = snapshot.clocks;
  if (!control || !clocks || snapshot.status !== "active") return NO_FACTS;
  const whoIs = (side: Side): string => (side === mySide ? "You are" : `${sideNames[side]} is`);
  const notes: string[] = [];
  const sides = SIDES.map((side): SideClockFacts => {
    const clock = clocks[side];
    // the time as the server counts it: the running clock drains (not at weekends), a stopped one stands
    const { remainingMs: remaining, running, paused } = clockNow(snapshot, side, now) ?? clock;
    const state = running ? "running" : paused === "vacation" ? "on vacation" : paused ? "stopped" : "waiting";
    if (clock.paused === "vacation") {
      // the allowance drains only on the side's own turn: then the vacation ends by itself when it is used up
      notes.push(
        snapshot.turn === side
          ? `${whoIs(side)} on vacation until ${formatDeadline(new Date(now + clock.vacationLeftMs).toISOString())} at the latest.`
          : `${whoIs(side)} on vacation: it counts only while it is ${side === mySide ? "your" : "their"} turn.`,
      );
    }
    return {
      side,
      label: `${sideNames[side]}${side === mySide ? " (you)" : ""}`,
      time: durationText(remaining),
      state,
      vacation: control.vacationDays > 0 ? `vacation left ${durationText(clock.vacationLeftMs)}` : "",
    };
  });
  const zone = control.weekendsOff?.timeZone;
  if (zone) {
    notes.push(
      SIDES.some((side) => clockNow(snapshot, side, now)?.paused === "weekend")
        ? `Clocks stop for the weekend until Monday 00:00 ${zone}.`
        : `Weekends off: no clock runs from Saturday 00:00 to Monday 00:00 ${zone}.`,
    );
  }
  // a pause by agreement and its end: the big line above says so (clock.ts)
  if (control.onTimeout === "claim" && !snapshot.timeout) notes.push("Running out of time does not lose by itself: the opponent may claim the win.");
  return { sides, notes };
}

/** What changed for the viewer between two snapshots that no line shows by itself: a pause offer of his declined. */
export function clockNews(before: GameSnapshot, after: GameSnapshot, mySide: Side, sideNames: BySide<string>): string | undefined {
  const offered = before.pause?.offer?.side === mySide;
  if (offered && !after.pause?.offer && !after.pause?.until) return `${sideNames[opposite(mySide)]} declined your pause.`;
  return undefined;
}
