/**
 * What the clock panel says beside the big line, as plain data (tested without a page):
 * both sides' time and state, vacation left, who is on vacation until when, weekends
 * off and the claim rule.
 */
import { durationText, formatDeadline, type ClockContext } from "./clock.ts";
import { clockNow } from "./clock-now.ts";
import type { GameSnapshot } from "../api.ts";
import { opposite, SIDES, type BySide, type Side } from "../../../src/engine/types.ts";
import { t } from "../i18n.ts";

// the panel's durations are the big line's, without "left"; tests read it from here
export { durationText };

export interface SideClockFacts {
  readonly side: Side;
  /** "White (you)", "Black". */
  readonly label: string;
  /** The time the side has now: "6 d 23 h". */
  readonly time: string;
  /** "running", "on vacation", "stopped", "waiting" (a class name and the tests' word). */
  readonly state: SideClockState;
  /** "vacation left 7 d 0 h", or "" in a game without vacation. */
  readonly vacation: string;
}

export interface ClockFacts {
  readonly sides: readonly SideClockFacts[];
  /** Sentences under the two clocks. */
  readonly notes: readonly string[];
}

export type SideClockState = "running" | "on vacation" | "stopped" | "waiting";

/** Each state's words, by message id (translated when drawn). */
const STATE_WORDS: Record<SideClockState, string> = {
  running: "game.clock.stateRunning",
  "on vacation": "game.clock.stateOnVacation",
  stopped: "game.clock.stateStopped",
  waiting: "game.clock.stateWaiting",
};

/** A side's clock state in the reader's language. */
export const clockStateWords = (state: SideClockState): string => t(STATE_WORDS[state]);

const NO_FACTS: ClockFacts = { sides: [], notes: [] };

export function clockFacts({ snapshot, sideNames, mySide }: ClockContext, now: number): ClockFacts {
  const control = snapshot.timeControl;
  const clocks = snapshot.clocks;
  if (!control || !clocks || snapshot.status !== "active") return NO_FACTS;
  const notes: string[] = [];
  const sides = SIDES.map((side): SideClockFacts => {
    const clock = clocks[side];
    // the time as the server counts it: the running clock drains (not at weekends), a stopped one stands
    const { remainingMs: remaining, running, paused } = clockNow(snapshot, side, now) ?? clock;
    const state: SideClockState = running ? "running" : paused === "vacation" ? "on vacation" : paused ? "stopped" : "waiting";
    const mine = side === mySide;
    if (clock.paused === "vacation") {
      // the allowance drains only on the side's own turn: then the vacation ends by itself when it is used up
      notes.push(
        snapshot.turn === side
          ? t(mine ? "game.clock.youOnVacationUntil" : "game.clock.sideOnVacationUntil", { side: sideNames[side], until: formatDeadline(new Date(now + clock.vacationLeftMs).toISOString()) })
          : mine ? t("game.clock.youOnVacationCounts") : t("game.clock.sideOnVacationCounts", { side: sideNames[side] }),
      );
    }
    return {
      side,
      label: mine ? t("game.clock.sideYou", { side: sideNames[side] }) : sideNames[side],
      time: durationText(remaining),
      state,
      vacation: control.vacationDays > 0 ? t("game.clock.vacationLeft", { duration: durationText(clock.vacationLeftMs) }) : "",
    };
  });
  const zone = control.weekendsOff?.timeZone;
  if (zone) {
    notes.push(
      SIDES.some((side) => clockNow(snapshot, side, now)?.paused === "weekend")
        ? t("game.clock.weekendNow", { zone })
        : t("game.clock.weekendsOff", { zone }),
    );
  }
  // a pause by agreement and its end: the big line above says so (clock.ts)
  if (control.onTimeout === "claim" && !snapshot.timeout) notes.push(t("game.clock.claimRule"));
  return { sides, notes };
}

/** What changed for the viewer between two snapshots that no line shows by itself: a pause offer of his declined. */
export function clockNews(before: GameSnapshot, after: GameSnapshot, mySide: Side, sideNames: BySide<string>): string | undefined {
  const offered = before.pause?.offer?.side === mySide;
  if (offered && !after.pause?.offer && !after.pause?.until) return t("game.clock.pauseDeclined", { side: sideNames[opposite(mySide)] });
  return undefined;
}
