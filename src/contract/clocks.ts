/**
 * The clocks of a timed game as a pure function of its log and `now`: the time control,
 * the moves with their times, and the clock events (vacation, time given, pauses by
 * agreement). Nothing is stored but the log, so a game rebuilt after eviction reads the
 * same clocks, and every rule can be tested without waiting.
 *
 * A side's time drains only while all of this holds: it is that side's turn, it has
 * made its first move (nobody loses on time before playing at all), no pause by
 * agreement runs, it is not a weekend of the game's zone (with weekends off), the side
 * is not on vacation (its vacation allowance drains instead) and its time has not run
 * out. The Worker and the page both import it (the page to show the clocks).
 */
import type { Side } from "../engine/types.ts";
import { isTimeBank, type TimeControl } from "./time-control.ts";
import { isWeekend, nextWeekendChange } from "./weekend.ts";

export const DAY = 86_400_000;

/** Why a side's clock stands still, or null when nothing stops it. */
export type ClockPause = null | "vacation" | "weekend" | "agreement";

/** One side's clock at a moment (docs/api.md). */
export interface ClockState {
  /** What the side has left (for days per move: of this move, or of its next one). */
  readonly remainingMs: number;
  /** Its time is draining now. */
  readonly running: boolean;
  readonly paused: ClockPause;
  /** What is left of its vacation allowance. */
  readonly vacationLeftMs: number;
  /**
   * The side is on vacation, even while a weekend or a pause is what `paused` names (it
   * names only the reason that stops the clock first), so a page can offer to end it.
   */
  readonly onVacation: boolean;
  /**
   * The side has a move on the board: its clock counts only from then on (before it, a
   * weekend or a pause may also be named in `paused`, but the first move is what starts it).
   */
  readonly started: boolean;
}

/** A clock event of the log: vacation, time given, and the pause offer's steps. */
export type ClockEvent =
  | { readonly kind: "vacation-start" | "vacation-end" | "pause-decline" | "pause-end"; readonly side: Side; readonly at: number }
  | { readonly kind: "give-time" | "pause-offer"; readonly side: Side; readonly at: number; readonly days: number }
  | { readonly kind: "pause-accept"; readonly side: Side; readonly at: number };

export const CLOCK_EVENT_KINDS: readonly ClockEvent["kind"][] = [
  "vacation-start",
  "vacation-end",
  "give-time",
  "pause-offer",
  "pause-accept",
  "pause-decline",
  "pause-end",
];

/** A move taken back: whose it was, when it was made and when it was taken back. */
export interface ClockTakeback {
  readonly side: Side;
  readonly movedAt: number;
  readonly at: number;
}

/** A move as the clocks see it: who made it, and when. */
export interface ClockMove {
  readonly side: Side;
  readonly at: number;
}

export interface ClockLog {
  readonly control: TimeControl;
  /** When the game was created. */
  readonly startedAt: number;
  /** The moves on the board now, in order (taken-back ones are gone). */
  readonly moves: readonly ClockMove[];
  /** The side to move after the last move (the engine knows: a side may move several times in a row). */
  readonly toMove: Side;
  /** Clock events, oldest first. */
  readonly events: readonly ClockEvent[];
  /**
   * Moves taken back. Between such a move and its takeback the other side was to move:
   * that time counts for nobody (the move list no longer has the move, so without this
   * the mover would be charged for the opponent's thinking), and the increment it earned is gone.
   */
  readonly takebacks?: readonly ClockTakeback[];
}

/** What the clocks say at a moment. */
export interface ClockReading {
  readonly clocks: { readonly white: ClockState; readonly black: ClockState };
  readonly toMove: Side;
  /** When the side to move runs out if nothing else happens, or null while its clock is stopped. */
  readonly deadline: number | null;
  /** The next moment a clock starts, stops or runs out by itself (for the alarm), or null. */
  readonly nextChangeAt: number | null;
  /** The side whose time ran out and when, until it moves again or is given time. */
  readonly timedOut: { readonly side: Side; readonly at: number } | null;
  /** A pause offered and not yet answered. */
  readonly pauseOffer: { readonly side: Side; readonly days: number } | null;
  /** The end of the pause by agreement that runs now, or null. */
  readonly pausedUntil: number | null;
  /** Which sides are on vacation. */
  readonly onVacation: { readonly white: boolean; readonly black: boolean };
}

interface Fold {
  t: number;
  toMove: Side;
  moved: Record<Side, boolean>;
  remaining: Record<Side, number>;
  vacationLeft: Record<Side, number>;
  onVacation: Record<Side, boolean>;
  pausedUntil: number | null;
  pauseOffer: { side: Side; days: number } | null;
  timedOut: { side: Side; at: number } | null;
  readonly takebacks: readonly ClockTakeback[];
}

const other = (side: Side): Side => (side === "white" ? "black" : "white");

function perTurn(control: TimeControl): number {
  return (isTimeBank(control) ? control.initialDays : control.daysPerMove) * DAY;
}

/** What drains at `fold.t`, and until when at the latest nothing else changes. */
function drainAt(control: TimeControl, fold: Fold): { drains: "bank" | "vacation" | null; until: number } {
  const side = fold.toMove;
  const zone = control.weekendsOff?.timeZone;
  let until = zone ? nextWeekendChange(fold.t, zone) : Infinity;
  if (fold.pausedUntil !== null) return { drains: null, until: Math.min(until, fold.pausedUntil) };
  for (const taken of fold.takebacks) {
    if (taken.side !== side || taken.at <= fold.t) continue;
    if (taken.movedAt <= fold.t) return { drains: null, until: Math.min(until, taken.at) };
    until = Math.min(until, taken.movedAt);
  }
  if ((zone && isWeekend(fold.t, zone)) || !fold.moved[side] || fold.timedOut?.side === side) return { drains: null, until };
  if (fold.onVacation[side]) return { drains: "vacation", until: Math.min(until, fold.t + fold.vacationLeft[side]) };
  return { drains: "bank", until: Math.min(until, fold.t + fold.remaining[side]) };
}

/** Lets time go by up to `to` (under "lose", nothing drains after a time-out: the game is over). */
function advance(control: TimeControl, fold: Fold, to: number): void {
  // a time-out under "lose" ends the game: nothing drains after it
  while (fold.t < to && !(fold.timedOut && control.onTimeout === "lose")) {
    const { drains, until } = drainAt(control, fold);
    const step = Math.min(to, until);
    const side = fold.toMove;
    if (drains === "bank") fold.remaining[side] -= step - fold.t;
    if (drains === "vacation") fold.vacationLeft[side] -= step - fold.t;
    fold.t = step;
    if (fold.pausedUntil !== null && fold.pausedUntil <= fold.t) fold.pausedUntil = null;
    // the allowance used up ends the vacation by itself
    if (drains === "vacation" && fold.vacationLeft[side] <= 0) fold.onVacation[side] = false;
    if (drains === "bank" && fold.remaining[side] <= 0) fold.timedOut = { side, at: fold.t };
  }
  fold.t = Math.max(fold.t, to);
}

function applyMove(control: TimeControl, fold: Fold, side: Side, next: Side): void {
  if (fold.timedOut?.side === side) fold.timedOut = null; // a late move before a claim plays on
  fold.onVacation[side] = false; // a move made on vacation ends it
  fold.moved[side] = true;
  if (next !== side) {
    if (isTimeBank(control)) {
      // the increment tops up to the maximum; time given beyond it is never taken away
      const topped = Math.min(fold.remaining[side] + control.incrementDays * DAY, control.maxDays * DAY);
      fold.remaining[side] = Math.max(fold.remaining[side], topped);
    } else {
      fold.remaining[side] = control.daysPerMove * DAY;
    }
  }
  fold.toMove = next;
}

function applyEvent(fold: Fold, event: ClockEvent): void {
  switch (event.kind) {
    case "vacation-start":
      if (fold.vacationLeft[event.side] > 0) fold.onVacation[event.side] = true;
      return;
    case "vacation-end":
      fold.onVacation[event.side] = false;
      return;
    case "give-time": {
      const to = other(event.side);
      fold.remaining[to] += event.days * DAY;
      if (fold.timedOut?.side === to) fold.timedOut = null;
      return;
    }
    case "pause-offer":
      fold.pauseOffer = { side: event.side, days: event.days };
      return;
    case "pause-decline":
      fold.pauseOffer = null;
      return;
    case "pause-accept":
      if (fold.pauseOffer) fold.pausedUntil = event.at + fold.pauseOffer.days * DAY;
      fold.pauseOffer = null;
      return;
    case "pause-end":
      fold.pausedUntil = null;
      return;
  }
}

/**
 * What a reader of one game's clocks keeps between readings (`readClocks`' third
 * argument): the fold as it stood right after the log's last move. A reading then replays
 * only what came after that move (the events since, the time up to now) instead of the
 * whole game from its start. With weekends off every weekend of the game is a step of the
 * fold, so a game a year long took about 2 ms a reading, and the room reads the clocks
 * several times a move (docs/benchmarks.md, "Thirteenth session").
 *
 * The memo is used only while the log has grown from where it was saved: the same arrays,
 * the move it stopped at still in its place (a takeback pops it), the turn that move gave
 * still the log's, nothing logged at or before the moment it stood at, and `now` not
 * before it. Anything else reads the whole log again, as a reading without a memo does;
 * the answer is the same either way (test/engine/clock/clocks.test.ts holds the two to
 * each other, and test/engine/clock/live-clock.test.ts the room's readings).
 */
export interface ClockMemo {
  saved?: SavedFold;
}

interface SavedFold {
  readonly control: TimeControl;
  readonly startedAt: number;
  readonly moves: readonly ClockMove[];
  readonly events: readonly ClockEvent[];
  readonly takebacks: readonly ClockTakeback[] | undefined;
  /** How many moves and events the fold has taken in, and the last of each. */
  readonly movesIn: number;
  readonly lastMove: ClockMove;
  readonly eventsIn: number;
  readonly lastEvent: ClockEvent | undefined;
  /** The side the last move gave the turn to. */
  readonly next: Side;
  readonly fold: Fold;
}

/** The saved fold, if the log has only grown since it was saved and `now` is not before it. */
function resumable(saved: SavedFold | undefined, log: ClockLog, now: number): SavedFold | undefined {
  if (!saved || saved.control !== log.control || saved.startedAt !== log.startedAt || now < saved.fold.t) return undefined;
  if (saved.moves !== log.moves || log.moves[saved.movesIn - 1] !== saved.lastMove) return undefined;
  // the fold holds the takebacks it was saved with, so another list is another log's (a
  // takeback added to this one popped a move: the one the fold stopped at, or a later one)
  if (saved.takebacks !== log.takebacks) return undefined;
  if (saved.events !== log.events || log.events.length < saved.eventsIn || (saved.eventsIn > 0 && log.events[saved.eventsIn - 1] !== saved.lastEvent)) return undefined;
  // the turn the last move gave is still the one the log says
  if ((log.moves[saved.movesIn]?.side ?? log.toMove) !== saved.next) return undefined;
  // an entry logged at the moment of the last move would have come before it in the fold
  for (let e = saved.eventsIn; e < log.events.length; e++) if (log.events[e].at <= saved.fold.t) return undefined;
  return saved;
}

function startFold(log: ClockLog): Fold {
  const { control } = log;
  return {
    t: log.startedAt,
    toMove: log.moves[0]?.side ?? log.toMove,
    moved: { white: false, black: false },
    remaining: { white: perTurn(control), black: perTurn(control) },
    vacationLeft: { white: control.vacationDays * DAY, black: control.vacationDays * DAY },
    onVacation: { white: false, black: false },
    pausedUntil: null,
    pauseOffer: null,
    timedOut: null,
    takebacks: log.takebacks ?? [],
  };
}

/** Replays the log up to `now` (entries after it are ignored), from `memo`'s fold where it may. */
function foldLog(log: ClockLog, now: number, memo?: ClockMemo): Fold {
  const { control } = log;
  const saved = resumable(memo?.saved, log, now);
  const fold = saved ? copyFold(saved.fold) : startFold(log);
  let e = saved ? saved.eventsIn : 0;
  for (let m = saved ? saved.movesIn : 0; m <= log.moves.length; m++) {
    const move = log.moves[m];
    const moveAt = move ? Math.min(move.at, now) : now;
    // events up to the move (at the same moment, the event first)
    for (; e < log.events.length && log.events[e].at <= moveAt; e++) {
      advance(control, fold, log.events[e].at);
      applyEvent(fold, log.events[e]);
    }
    advance(control, fold, moveAt);
    if (!move || move.at > now) break;
    const next = log.moves[m + 1]?.side ?? log.toMove;
    applyMove(control, fold, move.side, next);
    if (memo && m === log.moves.length - 1) {
      memo.saved = {
        control,
        startedAt: log.startedAt,
        moves: log.moves,
        events: log.events,
        takebacks: log.takebacks,
        movesIn: m + 1,
        lastMove: move,
        eventsIn: e,
        lastEvent: log.events[e - 1],
        next,
        fold: copyFold(fold),
      };
    }
  }
  return fold;
}

function stateOf(control: TimeControl, fold: Fold, side: Side): ClockState {
  const zone = control.weekendsOff?.timeZone;
  const paused: ClockPause =
    fold.pausedUntil !== null ? "agreement" : zone && isWeekend(fold.t, zone) ? "weekend" : fold.onVacation[side] ? "vacation" : null;
  const drains = drainAt(control, fold).drains;
  return {
    remainingMs: Math.max(0, fold.remaining[side]),
    running: side === fold.toMove && drains === "bank",
    paused,
    vacationLeftMs: Math.max(0, fold.vacationLeft[side]),
    onVacation: fold.onVacation[side],
    started: fold.moved[side],
  };
}

/** Bounds the look ahead for a deadline: a bank drains at least a little every week. */
const MAX_STEPS = 10_000;

/** When the side to move runs out if no event comes, or null when it never does from here. */
function deadlineFrom(control: TimeControl, fold: Fold): number | null {
  const ahead: Fold = copyFold(fold);
  for (let i = 0; i < MAX_STEPS && !ahead.timedOut; i++) {
    const { until } = drainAt(control, ahead);
    if (until === Infinity) return null;
    advance(control, ahead, until);
  }
  return ahead.timedOut?.at ?? null;
}

/** A fold that changes apart from `fold` (its records of both sides are copied). */
function copyFold(fold: Fold): Fold {
  return {
    ...fold,
    moved: { ...fold.moved },
    remaining: { ...fold.remaining },
    vacationLeft: { ...fold.vacationLeft },
    onVacation: { ...fold.onVacation },
  };
}

/** The clocks at `now`, from the game's log; with `memo`, from where the last reading left them (ClockMemo). */
export function readClocks(log: ClockLog, now: number, memo?: ClockMemo): ClockReading {
  const { control } = log;
  const fold = foldLog(log, now, memo);
  const white = stateOf(control, fold, "white");
  const black = stateOf(control, fold, "black");
  const running = (fold.toMove === "white" ? white : black).running;
  const over = fold.timedOut !== null && control.onTimeout === "lose";
  const next = over ? Infinity : drainAt(control, fold).until;
  return {
    clocks: { white, black },
    toMove: fold.toMove,
    deadline: running ? deadlineFrom(control, fold) : null,
    nextChangeAt: next === Infinity ? null : next,
    timedOut: fold.timedOut,
    pauseOffer: fold.pauseOffer,
    pausedUntil: fold.pausedUntil,
    onVacation: { ...fold.onVacation },
  };
}
