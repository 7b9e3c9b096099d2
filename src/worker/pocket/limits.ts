/**
 * A pocket's bounds over time (docs/api.md "Pockets", bounds): the requests of one pocket
 * in a window (reads and writes together: a device syncs by a few reads a minute), and
 * the name changes of 30 days. Pure: the object keeps the figures, this decides.
 */
import { POCKET_LIMITS } from "../../contract/pocket.ts";

export interface RequestWindow {
  readonly started: number;
  readonly count: number;
}

/** Counts one request at `now`: the window to keep, or how many seconds until one is allowed. */
export function countRequest(window: RequestWindow | undefined, now: number): { ok: true; window: RequestWindow } | { ok: false; retryAfter: number } {
  if (!window || now - window.started >= POCKET_LIMITS.windowMs) return { ok: true, window: { started: now, count: 1 } };
  if (window.count >= POCKET_LIMITS.requestsPerWindow) return { ok: false, retryAfter: Math.max(1, Math.ceil((window.started + POCKET_LIMITS.windowMs - now) / 1000)) };
  return { ok: true, window: { started: window.started, count: window.count + 1 } };
}

export const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/** The name changes still counted at `now`. */
export function recentNameChanges(changes: readonly number[], now: number): number[] {
  return changes.filter((at) => now - at < THIRTY_DAYS_MS);
}

/** Seconds until a name may change again, or 0 when it may now. */
export function nameChangeWait(changes: readonly number[], now: number): number {
  const recent = recentNameChanges(changes, now);
  if (recent.length < POCKET_LIMITS.nameChangesPer30Days) return 0;
  const oldest = Math.min(...recent);
  return Math.max(1, Math.ceil((oldest + THIRTY_DAYS_MS - now) / 1000));
}

/** Tombstones kept for devices that are behind; past them a device is sent the whole pocket. */
export const TOMBSTONES_KEPT = POCKET_LIMITS.entries;
