/**
 * The seats' clock actions (vacation, give-time, pause, claim), each checked by its own
 * module against the clocks now, then written to the log as an event: the clocks are
 * read from the log (contract/clocks.ts), so an action survives eviction with the game.
 */
import type { Side } from "../../engine/types.ts";
import type { ClockEvent } from "../../contract/clocks.ts";
import { apiError, type Outcome } from "../errors.ts";
import type { GameStore, LifecycleEnd } from "../game-store.ts";
import type { TimedClock } from "./clock.ts";
import { stepClaim } from "./claim.ts";
import { stepGiveTime } from "./give-time.ts";
import { stepPause, type PauseAction } from "./pause.ts";
import { stepVacation } from "./vacation.ts";

/** A clock action's answer: what it does, or why not (a 409 not_allowed). */
export type ClockStep<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

export type ClockAction =
  | { readonly kind: "vacation"; readonly action: "start" | "end" }
  | { readonly kind: "give-time"; readonly days: number }
  | { readonly kind: "pause"; readonly action: PauseAction; readonly days?: number }
  | { readonly kind: "claim" };

/**
 * Checks `action` by `side` at `at` and writes its event to the log (and to `events`, the
 * live game's copy); a claim that stands returns the game's end instead, for the room to write.
 */
export function takeClockAction(
  store: GameStore,
  events: ClockEvent[],
  clock: TimedClock | undefined,
  side: Side,
  action: ClockAction,
  at: number,
): Outcome<{ end?: LifecycleEnd; event?: ClockEvent }> {
  if (!clock) return apiError(409, "not_allowed", "This game has no clock.");
  const { reading } = clock;
  if (action.kind === "claim") {
    if (clock.control.onTimeout !== "claim") return apiError(409, "not_allowed", "In this game running out of time loses by itself: there is nothing to claim.");
    const end = stepClaim(reading, side, at);
    return end.ok ? { ok: true, value: { end: end.value } } : apiError(409, "not_allowed", end.message);
  }
  const step =
    action.kind === "vacation"
      ? stepVacation(reading, side, action.action, at)
      : action.kind === "give-time"
        ? stepGiveTime(side, action.days, at)
        : stepPause(reading, side, action.action, action.days, at);
  if (!step.ok) return apiError(409, "not_allowed", step.message);
  const event = step.value;
  store.appendEvent(event.kind, side, at, "days" in event ? { days: event.days } : "");
  events.push(event);
  return { ok: true, value: { event } };
}
