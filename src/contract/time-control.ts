/**
 * Time controls as games store them and snapshots show them (docs/api.md): days per
 * move, or a time bank, each with a vacation allowance, weekends off and what running
 * out means. Pure data and limits, shared by the Worker's checks and the page's form.
 */

/** Days per move on offer (the older form, kept as it was). */
export const DAYS_PER_MOVE = [1, 2, 3, 5, 7, 14] as const;
export type DaysPerMove = (typeof DAYS_PER_MOVE)[number];

/** The bounds of every number a time control takes, in days. */
export const LIMITS = {
  initialDays: { min: 1, max: 30 },
  incrementDays: { min: 0, max: 7 },
  /** At least the bank's start (checked against `initialDays`). */
  maxDays: { min: 1, max: 60 },
  vacationDays: { min: 0, max: 60 },
  giveDays: { min: 1, max: 7 },
  pauseDays: { min: 1, max: 30 },
} as const;

/** What every timed game has beside its per-move rule; defaults filled in. */
export interface TimeControlExtras {
  /** Days of vacation each seat may take over the whole game. */
  readonly vacationDays: number;
  /** No clock runs from Saturday 00:00 to Monday 00:00 in this zone; null: weekends count. */
  readonly weekendsOff: { readonly timeZone: string } | null;
  /** "lose": running out loses at once; "claim": the opponent may claim the win. */
  readonly onTimeout: "lose" | "claim";
}

export interface DaysPerMoveControl extends TimeControlExtras {
  readonly daysPerMove: number;
}

export interface TimeBankControl extends TimeControlExtras {
  readonly initialDays: number;
  readonly incrementDays: number;
  readonly maxDays: number;
}

/** A timed game's control: one of the two forms, with all its fields. */
export type TimeControl = DaysPerMoveControl | TimeBankControl;

export function isTimeBank(control: TimeControl): control is TimeBankControl {
  return "initialDays" in control;
}

/** The defaults of the optional fields. */
export const NO_EXTRAS: TimeControlExtras = { vacationDays: 0, weekendsOff: null, onTimeout: "lose" };

/** Days per move of a game, or null (no clock, or a time bank). */
export function daysPerMoveOf(control: TimeControl | null | undefined): number | null {
  return control && !isTimeBank(control) ? control.daysPerMove : null;
}

/**
 * The TimeControl tag: "-", "3d/move" as before, or "bank 7+1 max 14"; vacation, weekends
 * off and claiming on time follow when the game has them ("3d/move, vacation 10,
 * weekends off Europe/Paris, claim"). Here, not in the Worker, because the verifier
 * rebuilds a game's genesis from its public data with it (contract/site-copy.ts).
 */
export function timeControlTag(control: TimeControl | null): string {
  if (!control) return "-";
  const parts = [isTimeBank(control) ? `bank ${control.initialDays}+${control.incrementDays} max ${control.maxDays}` : `${control.daysPerMove}d/move`];
  if (control.vacationDays > 0) parts.push(`vacation ${control.vacationDays}`);
  if (control.weekendsOff) parts.push(`weekends off ${control.weekendsOff.timeZone}`);
  if (control.onTimeout === "claim") parts.push("claim");
  return parts.join(", ");
}
