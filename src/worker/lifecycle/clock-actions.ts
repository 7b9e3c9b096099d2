/**
 * The seats' clock actions (vacation, give-time, pause, claim), each checked by its own
 * module against the clocks now, then written to the log as an event: the clocks are
 * read from the log (contract/clocks.ts), so an action survives eviction with the game.
 */
import type { Side } from "../../engine/types.ts";
import type { ClockEvent, ClockReading } from "../../contract/clocks.ts";
import { opposite } from "../../engine/types.ts";
import type { LiveGame } from "../live-game.ts";
import { translatorFor } from "../../i18n/server.ts";
import { enqueueNotice, noticeOf, seatLocale } from "./notice-outbox.ts";
import type { NoticeEvent } from "./notices.ts";
import { planClockNotice, refuseOverCap } from "./clock-limits.ts";
import { apiError, type Outcome } from "../errors.ts";
import type { GameStore } from "../game-store.ts";
import type { LifecycleEnd } from "../game-rows.ts";
import type { TimedClock } from "./clock.ts";
import { stepClaim } from "./claim.ts";
import { stepGiveTime } from "./give-time.ts";
import { stepPause, type PauseAction } from "./pause.ts";
import { stepVacation } from "./vacation.ts";

/** A clock action's answer: what it does, or why not (a 409 not_allowed; a seat over its cap is a 409 too_many_clock_actions, clock-limits.ts). */
export type ClockStep<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

export type ClockAction =
  | { readonly kind: "vacation"; readonly action: "start" | "end" }
  | { readonly kind: "give-time"; readonly days: number }
  | { readonly kind: "pause"; readonly action: PauseAction; readonly days?: number }
  | { readonly kind: "claim" };

/** What the opponent is told of a clock event (a vacation, a pause offered, time given); the rest is seen on the page. */
const NOTICES: Partial<Record<ClockEvent["kind"], NoticeEvent>> = {
  "vacation-start": "vacation-start",
  "vacation-end": "vacation-end",
  "pause-offer": "pause-offer",
  "give-time": "give-time",
};
const CLOCK_NOTICE_EVENTS = Object.values(NOTICES);

/**
 * Checks `action` by `side` at `at`, writes its event to the log (and to the live game's
 * copy) and tells the opponent where it should know; a claim that stands returns the
 * game's end instead, for the room to write.
 */
export function takeClockAction(
  store: GameStore,
  live: LiveGame,
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
  const overCap = refuseOverCap(live.clockEvents, side, event);
  if (overCap) return apiError(409, "too_many_clock_actions", overCap);
  store.appendEvent(event.kind, side, at, "days" in event ? { days: event.days } : "");
  live.clockEvents.push(event);
  tellOpponent(store, live, event);
  return { ok: true, value: { event } };
}

/**
 * The opponent's notice of `event`, throttled (clock-limits.ts): at once, or in the one
 * notice due at the end of the window, which then says the latest news and how many more.
 */
function tellOpponent(store: GameStore, live: LiveGame, event: ClockEvent): void {
  const notice = NOTICES[event.kind];
  if (!notice) return;
  const to = opposite(event.side);
  const plan = planClockNotice(live.clockEvents.filter((e) => e.side === event.side && NOTICES[e.kind]).map((e) => e.at));
  if (plan.at <= event.at) return enqueueNotice(store, live, to, notice);
  const more = plan.events - 1;
  const locale = seatLocale(store.readNoticeTargets(to));
  const told = noticeOf(live, to, notice, undefined, locale);
  const coalesced = more > 0 ? { ...told, text: translatorFor(locale).t("notice.clockMore", { notice: told.text, more }) } : told;
  if (more > 0) store.rewriteLaterNotices(to, CLOCK_NOTICE_EVENTS, event.at, JSON.stringify(coalesced));
  else enqueueNotice(store, live, to, notice, undefined, coalesced, plan.at);
}

/**
 * Under "claim", tells the late side's opponent once that its time ran out (the log
 * keeps a `timeout-told` event dated when it ran out, so a woken object does not repeat it).
 */
export function tellTimeout(store: GameStore, live: LiveGame, reading: ClockReading): void {
  const out = reading.timedOut;
  if (!out || live.meta.timeControl?.onTimeout !== "claim") return;
  if (store.readEvents().some((e) => e.kind === "timeout-told" && e.at === out.at)) return;
  store.appendEvent("timeout-told", out.side, out.at);
  enqueueNotice(store, live, opposite(out.side), "timeout-claim");
}
