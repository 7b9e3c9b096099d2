/**
 * The pure clocks (src/contract/clocks.ts): worked examples, weekends in daylight-saving
 * weeks, and properties over random logs checked against independent oracles.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DAY, readClocks, type ClockEvent, type ClockLog, type ClockMemo, type ClockMove, type ClockTakeback } from "../../../src/contract/clocks.ts";
import type { TimeControl } from "../../../src/contract/time-control.ts";
import { isWeekend, weekendAround } from "../../../src/contract/weekend.ts";
import type { Side } from "../../../src/engine/types.ts";

const HOUR = 3_600_000;
// a Wednesday, noon UTC
const T0 = Date.parse("2026-11-25T12:00:00Z");
const bank = (extra: Partial<TimeControl> = {}): TimeControl =>
  ({ initialDays: 3, incrementDays: 0, maxDays: 5, vacationDays: 0, weekendsOff: null, onTimeout: "lose", ...extra }) as TimeControl;

function log(control: TimeControl, moves: [Side, number][], events: ClockEvent[] = [], toMove?: Side): ClockLog {
  const last = moves[moves.length - 1];
  return {
    control,
    startedAt: T0,
    moves: moves.map(([side, at]) => ({ side, at })),
    toMove: toMove ?? (last ? (last[0] === "white" ? "black" : "white") : "white"),
    events,
  };
}

describe("a time bank", () => {
  it("drains only the side to move, after its first move, and adds the increment up to the maximum", () => {
    const game = log(bank({ incrementDays: 1 }), [["white", T0 + HOUR], ["black", T0 + 2 * HOUR], ["white", T0 + 3 * HOUR]]);
    const r = readClocks(game, T0 + 4 * HOUR);
    // white: 3 d + 1 d, then - 1 h (its second turn) + 1 d, capped at 5 d; its first turn never drained
    expect(r.clocks.white).toEqual({ remainingMs: 5 * DAY - HOUR, running: false, paused: null, vacationLeftMs: 0, onVacation: false, started: true });
    // black: 3 d + 1 d, nothing drained before its first move, 1 h since white's last
    expect(r.clocks.black).toMatchObject({ remainingMs: 4 * DAY - HOUR, running: true, started: true });
    // before a side's first move its clock has not started, whatever else stands it
    const fresh = readClocks(log(bank(), [["white", T0 + HOUR]]), T0 + 2 * HOUR);
    expect(fresh.clocks.black).toMatchObject({ running: false, started: false });
    expect(fresh.clocks.white).toMatchObject({ started: true });
    expect(r.deadline).toBe(T0 + 3 * HOUR + 4 * DAY);
    expect(r.nextChangeAt).toBe(r.deadline);
  });

  it("times out exactly when the bank is empty, and a late move under claim plays on", () => {
    const moves: [Side, number][] = [["white", T0], ["black", T0 + 1]];
    const lose = readClocks(log(bank(), moves), T0 + 10 * DAY);
    expect(lose.timedOut).toEqual({ side: "white", at: T0 + 1 + 3 * DAY });
    expect(lose.clocks.white.remainingMs).toBe(0);
    const claim = bank({ onTimeout: "claim", incrementDays: 1 });
    const late = readClocks(log(claim, [...moves, ["white", T0 + 5 * DAY]]), T0 + 5 * DAY + HOUR);
    expect(late.timedOut).toBeNull();
    // an empty bank plus the increment
    expect(late.clocks.white.remainingMs).toBe(DAY);
  });

  it("drains the vacation allowance instead, ends it when used up, and a move ends it", () => {
    const control = bank({ vacationDays: 2 });
    const moves: [Side, number][] = [["white", T0], ["black", T0]];
    const events: ClockEvent[] = [{ kind: "vacation-start", side: "white", at: T0 + DAY }];
    const on = readClocks(log(control, moves, events), T0 + 2 * DAY);
    expect(on.clocks.white).toEqual({ remainingMs: 2 * DAY, running: false, paused: "vacation", vacationLeftMs: DAY, onVacation: true, started: true });
    expect(on.deadline).toBeNull();
    expect(on.nextChangeAt).toBe(T0 + 3 * DAY);
    const after = readClocks(log(control, moves, events), T0 + 4 * DAY);
    expect(after.clocks.white).toEqual({ remainingMs: DAY, running: true, paused: null, vacationLeftMs: 0, onVacation: false, started: true });
    const moved = readClocks(log(control, [...moves, ["white", T0 + 1.5 * DAY]], events), T0 + 2 * DAY);
    expect(moved.onVacation.white).toBe(false);
    expect(moved.clocks.white.vacationLeftMs).toBe(1.5 * DAY);
  });

  it("stops both clocks for an accepted pause, until it runs out or is ended", () => {
    const moves: [Side, number][] = [["white", T0], ["black", T0]];
    const events: ClockEvent[] = [
      { kind: "pause-offer", side: "black", at: T0 + HOUR, days: 2 },
      { kind: "pause-accept", side: "white", at: T0 + 2 * HOUR },
    ];
    const r = readClocks(log(bank(), moves, events), T0 + DAY);
    expect(r.pausedUntil).toBe(T0 + 2 * HOUR + 2 * DAY);
    expect(r.clocks.white).toMatchObject({ remainingMs: 3 * DAY - 2 * HOUR, running: false, paused: "agreement" });
    expect(r.clocks.black.paused).toBe("agreement");
    const ended = readClocks(log(bank(), moves, [...events, { kind: "pause-end", side: "black", at: T0 + DAY }]), T0 + DAY + HOUR);
    expect(ended.clocks.white).toMatchObject({ remainingMs: 3 * DAY - 3 * HOUR, running: true, paused: null });
  });

  it("gives time to the opponent, beyond the maximum", () => {
    const moves: [Side, number][] = [["white", T0], ["black", T0]];
    const r = readClocks(log(bank(), moves, [{ kind: "give-time", side: "black", at: T0, days: 7 }]), T0);
    expect(r.clocks.white.remainingMs).toBe(10 * DAY);
  });
});

describe("a takeback", () => {
  it("counts the time between the move and its takeback for nobody, and the increment it earned is gone", () => {
    const control = bank({ initialDays: 1, maxDays: 2, incrementDays: 1 });
    const moves: [Side, number][] = [["white", T0], ["black", T0]];
    // White's move at 23 h (1 h left) was taken back two days later
    const game: ClockLog = { ...log(control, moves), takebacks: [{ side: "white", movedAt: T0 + 23 * HOUR, at: T0 + 23 * HOUR + 2 * DAY }] };
    const r = readClocks(game, T0 + 23 * HOUR + 2 * DAY + 10 * 60_000);
    expect(r.timedOut).toBeNull();
    expect(r.clocks.white).toMatchObject({ remainingMs: 2 * DAY - 23 * HOUR - 10 * 60_000, running: true });
    expect(readClocks({ ...game, takebacks: [] }, T0 + 3 * DAY).timedOut?.side).toBe("white");
  });
});

describe("days per move", () => {
  const control: TimeControl = { daysPerMove: 2, vacationDays: 0, weekendsOff: null, onTimeout: "lose" };
  it("gives each move the full time again, and time given adds to the current move", () => {
    const moves: [Side, number][] = [["white", T0], ["black", T0 + HOUR], ["white", T0 + DAY]];
    const r = readClocks(log(control, moves, [{ kind: "give-time", side: "white", at: T0 + DAY + HOUR, days: 1 }]), T0 + 2 * DAY);
    expect(r.clocks.black).toMatchObject({ remainingMs: 2 * DAY, running: true });
    expect(r.clocks.white).toMatchObject({ remainingMs: 2 * DAY, running: false });
    expect(r.deadline).toBe(T0 + 4 * DAY);
  });
});

describe("weekends off", () => {
  it("lasts 47 hours over a spring change and 49 over an autumn one", () => {
    const ny = weekendAround(Date.parse("2026-03-05T12:00:00Z"), "America/New_York");
    expect([new Date(ny.start).toISOString(), new Date(ny.end).toISOString()]).toEqual(["2026-03-07T05:00:00.000Z", "2026-03-09T04:00:00.000Z"]);
    const london = weekendAround(Date.parse("2026-10-23T12:00:00Z"), "Europe/London");
    expect((london.end - london.start) / HOUR).toBe(49);
    // Santiago changes at midnight: Sunday 00:00 does not exist in spring
    const santiago = weekendAround(Date.parse("2026-09-04T12:00:00Z"), "America/Santiago");
    expect((santiago.end - santiago.start) / HOUR).toBe(47);
    expect(isWeekend(Date.parse("2026-11-27T18:30:00Z"), "Asia/Kolkata")).toBe(true);
    expect(isWeekend(Date.parse("2026-11-27T18:29:59Z"), "Asia/Kolkata")).toBe(false);
  });

  it("stops the clock from Saturday 00:00 to Monday 00:00 in the zone, and the deadline counts it", () => {
    const control = bank({ initialDays: 3, weekendsOff: { timeZone: "America/New_York" } });
    // Thursday 2026-03-05 noon UTC: black to move, 3 days, over the 47-hour spring weekend
    const thursday = Date.parse("2026-03-05T12:00:00Z");
    const game: ClockLog = { ...log(control, []), startedAt: thursday, moves: [{ side: "white", at: thursday }, { side: "black", at: thursday }], toMove: "white" };
    const r = readClocks(game, Date.parse("2026-03-08T12:00:00Z"));
    expect(r.clocks.white).toMatchObject({ running: false, paused: "weekend" });
    expect(r.deadline).toBeNull();
    expect(r.nextChangeAt).toBe(Date.parse("2026-03-09T04:00:00Z"));
    // before the weekend: 41 h of 72 used by Saturday 05:00 UTC, 31 h left from Monday 04:00 UTC
    const friday = readClocks(game, Date.parse("2026-03-06T12:00:00Z"));
    expect(friday.deadline).toBe(Date.parse("2026-03-09T04:00:00Z") + 31 * HOUR);
  });

  it("still says a seat is on vacation while the weekend is what stops its clock", () => {
    const control = bank({ initialDays: 3, vacationDays: 5, weekendsOff: { timeZone: "America/New_York" } });
    const thursday = Date.parse("2026-03-05T12:00:00Z");
    const game: ClockLog = {
      ...log(control, []),
      startedAt: thursday,
      moves: [{ side: "white", at: thursday }, { side: "black", at: thursday }],
      toMove: "white",
      events: [{ kind: "vacation-start", side: "white", at: thursday + HOUR }],
    };
    const sunday = readClocks(game, Date.parse("2026-03-08T12:00:00Z"));
    // the weekend is named (it stops both clocks), and the vacation is not lost from sight
    expect(sunday.clocks.white).toMatchObject({ paused: "weekend", onVacation: true });
    expect(sunday.clocks.black).toMatchObject({ paused: "weekend", onVacation: false });
  });
});

// --- properties over random logs ---

const ZONES = [null, "Europe/London", "America/New_York", "Asia/Kolkata", "America/Santiago"] as const;
const weekdayIn = new Map<string, Intl.DateTimeFormat>();
/** An oracle independent of weekend.ts: the zone's weekday name. */
function weekendOracle(at: number, zone: string): boolean {
  let format = weekdayIn.get(zone);
  if (!format) weekdayIn.set(zone, (format = new Intl.DateTimeFormat("en-US", { timeZone: zone, weekday: "short" })));
  return ["Sat", "Sun"].includes(format.format(new Date(at)));
}

const controlArb = fc.record({
  form: fc.constantFrom("bank", "days"),
  initialDays: fc.integer({ min: 1, max: 30 }),
  incrementDays: fc.integer({ min: 0, max: 7 }),
  extraMax: fc.integer({ min: 0, max: 30 }),
  daysPerMove: fc.constantFrom(1, 2, 3, 5, 7, 14),
  vacationDays: fc.integer({ min: 0, max: 60 }),
  zone: fc.constantFrom(...ZONES),
  onTimeout: fc.constantFrom("lose" as const, "claim" as const),
});

const stepArb = fc.record({
  gap: fc.integer({ min: 0, max: DAY }),
  kind: fc.constantFrom("move", "move", "move", "move", "move", "move", "move", "move", "vacation-start", "vacation-start", "vacation-start", "vacation-end", "give-time", "pause-offer", "pause-accept", "pause-decline", "pause-end"),
  side: fc.constantFrom<Side>("white", "black"),
  days: fc.integer({ min: 1, max: 7 }),
});

type ControlSeed = typeof controlArb extends fc.Arbitrary<infer T> ? T : never;
type StepSeed = typeof stepArb extends fc.Arbitrary<infer T> ? T : never;

function buildLog(c: ControlSeed, steps: readonly StepSeed[]): { log: ClockLog; times: number[]; gains: number[] } {
  const extras = { vacationDays: c.vacationDays, weekendsOff: c.zone ? { timeZone: c.zone } : null, onTimeout: c.onTimeout };
  const control: TimeControl =
    c.form === "bank"
      ? { initialDays: c.initialDays, incrementDays: c.incrementDays, maxDays: Math.min(60, c.initialDays + c.extraMax), ...extras }
      : { daysPerMove: c.daysPerMove, ...extras };
  let at = T0;
  let toMove: Side = "white";
  const moves: { side: Side; at: number }[] = [];
  const events: ClockEvent[] = [];
  const times: number[] = [];
  const gains: number[] = [];
  for (const step of steps) {
    at += step.gap;
    times.push(at);
    if (step.kind === "move") {
      moves.push({ side: toMove, at });
      toMove = toMove === "white" ? "black" : "white";
      gains.push(at);
    } else if (step.kind === "give-time" || step.kind === "pause-offer") {
      events.push({ kind: step.kind, side: step.side, at, days: step.days });
      if (step.kind === "give-time") gains.push(at);
    } else events.push({ kind: step.kind, side: step.side, at });
  }
  return { log: { control, startedAt: T0, moves, toMove, events }, times, gains };
}

const SIDES: Side[] = ["white", "black"];
/** A point in a range, evenly (fc.double leans to the ends). */
const fraction = fc.integer({ min: 0, max: 1_000_000 }).map((n) => n / 1_000_000);

describe("clock properties", () => {
  it("a weekend is Saturday and Sunday on the zone's wall clock, whatever order the moments are asked in", () => {
    const zoneArb = fc.constantFrom(...ZONES.filter((z): z is Exclude<(typeof ZONES)[number], null> => z !== null));
    fc.assert(
      fc.property(zoneArb, fc.array(fc.integer({ min: 0, max: 3 * 365 * DAY }), { minLength: 1, maxLength: 30 }), (zone, offsets) => {
        for (const offset of offsets) expect(isWeekend(T0 + offset, zone), new Date(T0 + offset).toISOString()).toBe(weekendOracle(T0 + offset, zone));
      }),
      { numRuns: 200 },
    );
  });

  it("a clock drains exactly while it runs, and never while paused, on vacation, at weekends or on the other side's turn", () => {
    fc.assert(
      fc.property(controlArb, fc.array(stepArb, { minLength: 3, maxLength: 25 }), fraction, fc.integer({ min: 1, max: DAY }), (c, steps, where, delta) => {
        const { log: game, times } = buildLog(c, steps);
        const end = (times[times.length - 1] ?? T0) + DAY;
        const t = Math.floor(T0 + where * (end - T0));
        const before = readClocks(game, t);
        if (before.timedOut && c.onTimeout === "lose") return;
        // up to just before the next change the clocks announce, or the log's next entry
        const t2 = Math.min(t + delta, (before.nextChangeAt ?? Infinity) - 1, ...times.filter((x) => x > t).map((x) => x - 1));
        if (t2 <= t) return;
        const after = readClocks(game, t2);
        for (const side of SIDES) {
          const clock = before.clocks[side];
          const drained = clock.remainingMs - after.clocks[side].remainingMs;
          expect(drained).toBe(clock.running ? t2 - t : 0);
          if (clock.running) {
            expect(side).toBe(before.toMove);
            expect(c.zone === null || !weekendOracle(t, c.zone)).toBe(true);
            expect(before.pausedUntil).toBeNull();
            expect(before.onVacation[side]).toBe(false);
          }
          if (c.zone && weekendOracle(t, c.zone) && before.pausedUntil === null) expect(clock.paused).toBe("weekend");
        }
      }),
      { numRuns: 300 },
    );
  });

  it("time never goes up but by a move's increment or time given; vacation never comes back nor goes negative", () => {
    fc.assert(
      fc.property(controlArb, fc.array(stepArb, { maxLength: 25 }), fc.array(fraction, { minLength: 2, maxLength: 2 }), (c, steps, points) => {
        const { log: game, times, gains } = buildLog(c, steps);
        const end = (times[times.length - 1] ?? T0) + 10 * DAY;
        const [t1, t2] = points.map((p) => Math.floor(T0 + p * (end - T0))).sort((a, b) => a - b);
        const a = readClocks(game, t1);
        const b = readClocks(game, t2);
        for (const side of SIDES) {
          expect(b.clocks[side].vacationLeftMs).toBeLessThanOrEqual(a.clocks[side].vacationLeftMs);
          expect(b.clocks[side].vacationLeftMs).toBeGreaterThanOrEqual(0);
          expect(b.clocks[side].remainingMs).toBeGreaterThanOrEqual(0);
          if (!gains.some((g) => g > t1 && g <= t2)) expect(b.clocks[side].remainingMs).toBeLessThanOrEqual(a.clocks[side].remainingMs);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("the side to move runs out exactly at its deadline when nothing happens before", () => {
    fc.assert(
      fc.property(controlArb, fc.array(stepArb, { maxLength: 20 }), (c, steps) => {
        const { log: game, times } = buildLog(c, steps);
        const now = times[times.length - 1] ?? T0;
        const reading = readClocks(game, now);
        if (reading.deadline === null) return;
        expect(readClocks(game, reading.deadline - 1).timedOut).toBeNull();
        expect(readClocks(game, reading.deadline).timedOut).toEqual({ side: reading.toMove, at: reading.deadline });
      }),
      { numRuns: 300 },
    );
  });

  it("a reading that goes on from the last one (a ClockMemo) says what a reading of the whole log says, as the game grows", () => {
    // The room's way: the same arrays, appended to; a takeback pops the move and adds its
    // record; readings between entries and at the very moment of one (gaps of 0).
    const growthArb = fc.record({
      gap: fc.constantFrom(0, 0, 1, HOUR, DAY, 3 * DAY),
      kind: fc.constantFrom("move", "move", "move", "move", "read", "read", "takeback", "vacation-start", "vacation-end", "give-time", "pause-offer", "pause-accept", "pause-end"),
      side: fc.constantFrom<Side>("white", "black"),
      days: fc.integer({ min: 1, max: 7 }),
    });
    fc.assert(
      fc.property(controlArb, fc.array(growthArb, { minLength: 1, maxLength: 40 }), (c, steps) => {
        const control = buildLog(c, []).log.control;
        const moves: ClockMove[] = [];
        const events: ClockEvent[] = [];
        const takebacks: ClockTakeback[] = [];
        const memo: ClockMemo = {};
        let toMove: Side = "white";
        let at = T0;
        for (const step of steps) {
          at += step.gap;
          if (step.kind === "move") {
            moves.push({ side: toMove, at });
            toMove = toMove === "white" ? "black" : "white";
          } else if (step.kind === "takeback") {
            const last = moves.pop();
            if (last) {
              takebacks.push({ side: last.side, movedAt: last.at, at });
              toMove = last.side;
            }
          } else if (step.kind === "give-time" || step.kind === "pause-offer") events.push({ kind: step.kind, side: step.side, at, days: step.days });
          else if (step.kind !== "read") events.push({ kind: step.kind, side: step.side, at });
          const log: ClockLog = { control, startedAt: T0, moves, toMove, events, takebacks };
          // a reading in the past (before the last entry), then now, then later
          for (const when of [at - 2 * HOUR, at, at + HOUR]) expect(readClocks(log, when, memo)).toEqual(readClocks(log, when));
        }
      }),
      { numRuns: 400 },
    );
  });

  it("a memo is used only for the log it was saved from: its arrays, its last move's turn", () => {
    const control = bank({ incrementDays: 1 });
    const [w1, b1, w2] = [HOUR, 2 * HOUR, 3 * HOUR].map((t, i) => ({ side: (i % 2 === 0 ? "white" : "black") as Side, at: T0 + t }));
    const vacation: ClockEvent = { kind: "vacation-start", side: "black", at: T0 + 90 * 60_000 };
    const given: ClockEvent = { kind: "give-time", side: "white", at: T0 + 150 * 60_000, days: 2 };
    const base: ClockLog = { control, startedAt: T0, moves: [w1, b1, w2], toMove: "black", events: [vacation, given], takebacks: [] };
    const same = (other: ClockLog) => {
      const memo: ClockMemo = {};
      readClocks(base, T0 + 3.5 * HOUR, memo);
      expect(memo.saved).toBeDefined();
      expect(readClocks(other, T0 + 6 * HOUR, memo)).toEqual(readClocks(other, T0 + 6 * HOUR));
    };
    // other moves before the same last move
    same({ ...base, moves: [w1, { side: "black", at: T0 + 2.5 * HOUR }, w2] });
    // other events before the same last event
    same({ ...base, events: [{ kind: "give-time", side: "black", at: T0 + 90 * 60_000, days: 5 }, given] });
    // a takeback in another list (black's move at 4 h, taken back at 5 h: that hour counts for nobody)
    same({ ...base, takebacks: [{ side: "black", movedAt: T0 + 4 * HOUR, at: T0 + 5 * HOUR }] });
    // the same arrays, but the log now says White is to move (not a log the room writes)
    same({ ...base, toMove: "white" });
  });
});

