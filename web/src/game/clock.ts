/**
 * The correspondence clock on a game page: the time control (days per move or a time
 * bank), the time the side to move has as the server counts it (clock-now.ts: it stands
 * at weekends), ticking every minute, and beside it the deadline in the viewer's own time
 * zone. A clock stopped by a vacation, a weekend or a pause shows the time left standing still. The server's alarm ends the game on time; when the
 * countdown reaches zero first, the page asks for the snapshot again until the result
 * arrives. Both sides' clocks and the buttons are in clock-panel.ts.
 */
import type { GameSnapshot } from "../api.ts";
import { h } from "../dom.ts";
import { opposite, type BySide, type Side } from "../../../src/engine/types.ts";
import type { ClockPause } from "../../../src/contract/clocks.ts";
import { isTimeBank, type TimeControl } from "../../../src/contract/time-control.ts";
import { clockNow } from "./clock-now.ts";
import "./lifecycle.css";
import { currentLocale, t } from "../i18n.ts";

const MINUTE = 60_000;
const DAY = 86_400_000;

/** "6 d 23 h", "3 h 20 min", "12 min", "0 min". Rounded down. */
export function durationText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return t("game.clock.durationDays", { days, hours });
  if (hours > 0) return t("game.clock.durationHours", { hours, minutes: minutes % 60 });
  return t("game.clock.durationMinutes", { minutes });
}

/** "2 d 4 h left", "3 h 20 min left", "12 min left", "less than a minute left". Rounded down. */
export function timeLeftText(ms: number): string {
  if (ms <= 0) return t("game.clock.timeIsUpLower");
  if (ms < MINUTE) return t("game.clock.lessThanMinuteLeft");
  return t("game.clock.left", { duration: durationText(ms) });
}

/** The deadline's format, made once per language (the page's language is chosen before anything is drawn). */
let deadlineFormat: { locale: string; format: Intl.DateTimeFormat } | undefined;

/**
 * The locale dates are written in: the browser's own when it is a form of the page's
 * language (an English page read in Britain keeps its 24-hour clock, en-GB), else the
 * page's language, so that a date sits in a sentence of the same language.
 */
function dateLocale(): string {
  const page = currentLocale();
  const browser = typeof navigator === "undefined" ? undefined : navigator.language;
  return browser && browser.split("-")[0] === page.split("-")[0] ? browser : page;
}

/** A deadline as a date and time in the viewer's time zone, with the zone's name, written as the reader's language writes dates. */
export function formatDeadline(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = dateLocale();
  if (deadlineFormat?.locale !== locale) {
    deadlineFormat = {
      locale,
      format: new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", timeZoneName: "short" }),
    };
  }
  return deadlineFormat.format.format(date);
}

export const daysText = (days: number): string => t("game.clock.daysPerMove", { days });

/** "1 day", "3 days". */
export const dayCount = (days: number): string => t("game.clock.dayCount", { days });

/** "3 days per move", or "Time bank: 7 days, +1 day a move, up to 14 days". */
export function controlText(control: TimeControl): string {
  if (!isTimeBank(control)) return daysText(control.daysPerMove);
  const initial = dayCount(control.initialDays);
  const max = dayCount(control.maxDays);
  return control.incrementDays
    ? t("game.clock.bankWithIncrement", { initial, increment: dayCount(control.incrementDays), max })
    : t("game.clock.bank", { initial, max });
}

/** Time left under which the clock turns red: a quarter of the time per move, or a bank's last day. */
function urgentBelow(control: TimeControl): number {
  return isTimeBank(control) ? DAY : (control.daysPerMove * DAY) / 4;
}

/**
 * Why a stopped clock stands still, in words (null: it is not stopped); `side` is the
 * stopped side's name, `mine` whether it is the viewer's, `pausedUntil` the end (ISO) of
 * a pause by agreement.
 */
export function stoppedWhy(paused: ClockPause, mine: boolean, side: string, pausedUntil: string | null): string | null {
  if (paused === "vacation") return mine ? t("game.clock.youOnVacation") : t("game.clock.sideOnVacation", { side });
  if (paused === "weekend") return t("game.clock.weekendStopped");
  if (paused === "agreement") return pausedUntil ? t("game.clock.pausedUntil", { until: formatDeadline(pausedUntil) }) : t("game.clock.pausedByAgreement");
  return null;
}

/** What the clock says, as plain data (tested without a page). */
export interface ClockReading {
  readonly kind: "none" | "waiting-first-move" | "running" | "stopped" | "ran-out" | "expired" | "lost-on-time" | "over";
  /** The big line: the countdown, "No clock", "Black ran out of time". */
  readonly main: string;
  /** The time control, beside the big line ("3 days per move", "Time bank: …"), or "". */
  readonly perMove: string;
  /** The small line under it: the deadline, when the clock starts. */
  readonly detail: string;
  /** Under a quarter of the time per move left (the server's reminder goes out then). */
  readonly urgent: boolean;
}

export interface ClockContext {
  readonly snapshot: GameSnapshot;
  readonly sideNames: BySide<string>;
  /** The viewer's seat, or undefined for a watcher. */
  readonly mySide: Side | undefined;
}

export function readClock({ snapshot, sideNames, mySide }: ClockContext, now: number): ClockReading {
  const control = snapshot.timeControl;
  const perMove = control ? controlText(control) : "";
  const outcome = snapshot.outcome;
  if (outcome.status === "win" && outcome.reason === "timeout") {
    const loser: Side = outcome.winner === "white" ? "black" : "white";
    const main = mySide === loser ? t("game.clock.youRanOut") : mySide ? t("game.clock.opponentRanOut") : t("game.clock.sideRanOut", { side: sideNames[loser] });
    return { kind: "lost-on-time", main, perMove, detail: t("game.clock.winsOnTime", { side: sideNames[outcome.winner] }), urgent: mySide === loser };
  }
  if (snapshot.status !== "active" || !snapshot.turn) {
    return { kind: "over", main: "", perMove, detail: "", urgent: false };
  }
  if (!control) {
    return { kind: "none", main: t("game.clock.noClock"), perMove: "", detail: t("game.clock.noLimit"), urgent: false };
  }
  const turn = snapshot.turn;
  const mine = mySide === turn;
  if (snapshot.timeout) {
    const late = snapshot.timeout.side;
    const detail =
      mySide === late ? t("game.clock.yourTimeRanOut", { other: sideNames[opposite(late)] })
      : mySide ? t("game.clock.theirTimeRanOut", { side: sideNames[late] })
      : t("game.clock.sideTimeRanOut", { side: sideNames[late], other: sideNames[opposite(late)] });
    return { kind: "ran-out", main: t("game.clock.timeIsUp"), perMove, detail, urgent: true };
  }
  const clock = clockNow(snapshot, turn, now);
  // before its first move a side's clock has not started: that, not a weekend or a pause, is what stands it
  // (a deadline, when the API gives one, decides: the clock runs)
  const waitingFirstMove: ClockReading = { kind: "waiting-first-move", main: perMove, perMove: "", detail: mine ? t("game.clock.startsAfterYourMove") : t("game.clock.startsAfterSideMove", { side: sideNames[turn] }), urgent: false };
  if (!snapshot.deadline && snapshot.clocks?.[turn].started === false) return waitingFirstMove;
  const stopped = clock && !clock.running ? stoppedWhy(clock.paused, mine, sideNames[turn], snapshot.pause?.until ?? null) : null;
  if (clock && stopped) {
    return { kind: "stopped", main: t("game.clock.stopped", { left: timeLeftText(clock.remainingMs) }), perMove, detail: stopped, urgent: false };
  }
  if (!snapshot.deadline) return waitingFirstMove;
  // the time the side has (a bank drains only on working days), and beside it the moment it runs out
  const left = clock?.remainingMs ?? Date.parse(snapshot.deadline) - now;
  const until = formatDeadline(snapshot.deadline);
  const by = mine ? t("game.clock.youHaveUntil", { until }) : t("game.clock.sideHasUntil", { side: sideNames[turn], until });
  if (left <= 0 || Date.parse(snapshot.deadline) <= now) {
    const waiting = control.onTimeout === "claim" ? t("game.clock.waitingServer") : t("game.clock.waitingServerEnd");
    return { kind: "expired", main: t("game.clock.timeIsUp"), perMove, detail: t("game.clock.expiredDetail", { by, waiting }), urgent: true };
  }
  // the server's reminder's moment: a quarter of the time per move, or a bank's last day
  return { kind: "running", main: timeLeftText(left), perMove, detail: by, urgent: left < urgentBelow(control) };
}

export interface ClockView {
  readonly element: HTMLElement;
  update(context: ClockContext): void;
  stop(): void;
}

/**
 * The clock's element. It redraws on every snapshot and once a minute; past the
 * deadline it calls `onExpired` every few seconds while the game still runs.
 */
export function createClock(onExpired: () => void): ClockView {
  const main = h("span", { class: "clock-main" });
  const perMove = h("span", { class: "clock-per-move" });
  const detail = h("span", { class: "clock-detail" });
  const element = h(
    "div",
    { class: "clock", "data-testid": "clock", hidden: true },
    h("span", { class: "clock-icon", "aria-hidden": "true" }),
    h("div", { class: "clock-text" }, h("div", { class: "clock-line" }, main, perMove), detail),
  );
  let context: ClockContext | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function draw(): void {
    clearTimeout(timer);
    if (!context) return;
    const now = Date.now();
    const reading = readClock(context, now);
    // Once the game is over the clock has nothing to say, unless time decided it.
    element.hidden = reading.kind === "over";
    element.className = `clock clock-${reading.kind}${reading.urgent ? " urgent" : ""}`;
    main.textContent = reading.main;
    perMove.textContent = reading.perMove;
    detail.textContent = reading.detail;
    if (reading.kind === "running" && context.snapshot.deadline) {
      // Tick when the minute shown changes (and exactly at the deadline).
      const left = Date.parse(context.snapshot.deadline) - now;
      timer = setTimeout(draw, (left % MINUTE || MINUTE) + 50);
    } else if (reading.kind === "stopped" && context.snapshot.deadline) {
      // stopped here by a weekend the snapshot did not know yet: look again when it may end
      timer = setTimeout(draw, MINUTE);
    } else if (reading.kind === "expired") {
      onExpired();
      timer = setTimeout(draw, 5_000);
    }
  }

  return {
    element,
    update(next) {
      context = next;
      draw();
    },
    stop() {
      clearTimeout(timer);
      context = undefined;
    },
  };
}
