/**
 * Bounds on the seats' clock actions (issue 29 item 6): each is a line of the game's log,
 * two comments of its signed record and, for most, a notice to the opponent, so without a
 * bound one seat toggling vacation 2,400 times made a 262 KB record that the site's own
 * import refused, and sent 2,400 notices. Pure rules; clock-actions.ts applies them.
 *
 * - A cap per seat, as messages have one per game: the actions that start something
 *   (a vacation started, a pause offered, time given) count; ending a vacation or a pause
 *   and answering an offer never do, so a seat at its cap is never stuck in a vacation or
 *   unable to answer, and those are bounded by the starts anyway.
 * - A throttle on the opponent's notices: at most one clock notice per seat in any
 *   CLOCK_NOTICE_WINDOW_MS; what comes within the window is coalesced into one notice at
 *   its end, which says the latest news and how many more there were.
 */
import type { ClockEvent } from "../../contract/clocks.ts";
import type { Side } from "../../engine/types.ts";

/** Clock actions that start something, per seat and game: generous for a long correspondence game, small for its record (docs/api.md). */
export const MAX_CLOCK_ACTIONS = 50;

/** The clock events that count against the cap. */
const COUNTED: ReadonlySet<ClockEvent["kind"]> = new Set(["vacation-start", "pause-offer", "give-time"]);

/** At most one clock notice to a seat in this long. */
export const CLOCK_NOTICE_WINDOW_MS = 10 * 60_000;

/** Why `event` by `side` may not be taken now (the seat is at its cap), or undefined to go on; `events` are the game's clock events so far. */
export function refuseOverCap(events: readonly ClockEvent[], side: Side, event: ClockEvent): string | undefined {
  if (!COUNTED.has(event.kind)) return undefined;
  const used = events.filter((e) => e.side === side && COUNTED.has(e.kind)).length;
  if (used < MAX_CLOCK_ACTIONS) return undefined;
  return `You have used this game's ${MAX_CLOCK_ACTIONS} clock actions (vacations started, pauses offered, time given). You can still end a vacation or a pause and answer an offer.`;
}

/** When the notice of the newest of a seat's noticed clock events goes out, and how many events it tells of. */
export interface ClockNoticePlan {
  /** When it is due: the event's own time, or the end of the window it fell in. */
  readonly at: number;
  /** How many events this notice coalesces (1: only the newest). */
  readonly events: number;
}

/**
 * The notice plan of the newest of `times` (when one seat's noticed clock events happened,
 * oldest first), worked out from the times alone, so a room woken from eviction plans as
 * before. An event goes at once when the last notice went at least a window earlier;
 * otherwise it joins the notice due at the window's end (one per window, whatever comes).
 */
export function planClockNotice(times: readonly number[], window = CLOCK_NOTICE_WINDOW_MS): ClockNoticePlan {
  let lastSent = Number.NEGATIVE_INFINITY;
  let plan: ClockNoticePlan = { at: Number.NEGATIVE_INFINITY, events: 0 };
  for (const at of times) {
    // a coalesced notice still waiting takes this event too
    if (plan.at > at) {
      plan = { at: plan.at, events: plan.events + 1 };
      continue;
    }
    if (plan.events > 0) lastSent = plan.at;
    plan = at >= lastSent + window ? { at, events: 1 } : { at: lastSent + window, events: 1 };
  }
  return plan;
}
