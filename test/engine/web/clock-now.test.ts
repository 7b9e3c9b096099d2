/**
 * The page's running clock against the server's (issue 30, item 1): a snapshot made by
 * the contract's readClocks at one moment, read by the page at every later moment
 * (clock-now.ts), says what readClocks itself says then, across weekends off and in
 * both time controls; and the big line shows that time, not the time to the deadline.
 */
import { describe, expect, it } from "vitest";
import { clockNow } from "../../../web/src/game/clock-now.ts";
import { readClock } from "../../../web/src/game/clock.ts";
import { clockFacts, durationText } from "../../../web/src/game/clock-facts.ts";
import { readClocks, type ClockLog } from "../../../src/contract/clocks.ts";
import { timeOutsideWeekends } from "../../../src/contract/weekend.ts";
import type { TimeControl } from "../../../src/contract/time-control.ts";
import type { GameSnapshot } from "../../../src/contract/api.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A Thursday, noon in Berlin. */
const START = Date.parse("2026-11-26T11:00:00Z");
const BERLIN = { timeZone: "Europe/Berlin" };
const extras = { vacationDays: 3, weekendsOff: BERLIN, onTimeout: "lose" } as const;
const BANK: TimeControl = { initialDays: 5, incrementDays: 1, maxDays: 10, ...extras };
const PER_MOVE: TimeControl = { daysPerMove: 3, ...extras };

/** Four plies an hour apart: White to move, both sides have moved. */
function logOf(control: TimeControl): ClockLog {
  const moves = [0, 1, 2, 3].map((i) => ({ side: i % 2 === 0 ? ("white" as const) : ("black" as const), at: START + i * HOUR }));
  return { control, startedAt: START - HOUR, moves, toMove: "white", events: [] };
}

/** What the API would send at `at`: the clocks, the deadline and the control. */
function snapshotAt(log: ClockLog, at: number): GameSnapshot {
  const reading = readClocks(log, at);
  return {
    status: "active",
    turn: reading.toMove,
    outcome: { status: "ongoing" },
    timeControl: log.control,
    deadline: reading.deadline === null ? null : new Date(reading.deadline).toISOString(),
    clocks: reading.clocks,
    pause: { offer: null, until: null },
    timeout: null,
  } as unknown as GameSnapshot;
}

describe("the running clock as the server counts it", () => {
  for (const [name, control] of [["time bank", BANK], ["days per move", PER_MOVE]] as const) {
    it(`${name}: the page's time equals readClocks' at every later moment, weekends included`, () => {
      const log = logOf(control);
      const seen = START + 3 * HOUR + 60_000;
      const snapshot = snapshotAt(log, seen);
      let stood = 0;
      for (let at = seen; at < seen + 6 * DAY; at += 37 * 60_000) {
        const server = readClocks(log, at);
        if (server.timedOut) break;
        const page = clockNow(snapshot, "white", at);
        expect(page?.remainingMs, new Date(at).toISOString()).toBe(server.clocks.white.remainingMs);
        expect(page?.running).toBe(server.clocks.white.running);
        if (server.clocks.white.paused === "weekend") {
          stood++;
          expect(page?.paused).toBe("weekend");
        }
      }
      expect(stood, "some readings fell in the weekend").toBeGreaterThan(0);
    });
  }

  it("shows the bank, not the time to a deadline that counts the weekend (the issue's 10 d 23 h)", () => {
    const log = logOf(BANK);
    const seen = START + 3 * HOUR + 5_000;
    const snapshot = snapshotAt(log, seen);
    const bank = readClocks(log, seen).clocks.white.remainingMs;
    expect(bank).toBeLessThanOrEqual(7 * DAY);
    // the deadline lies past a weekend: it is more than the bank away
    expect(Date.parse(snapshot.deadline!) - seen).toBeGreaterThan(bank + DAY);
    const context = { snapshot, sideNames: { white: "Ann", black: "Bo" }, mySide: "white" as const };
    // 5 days, +1 for her first move, +1 for her second, less the hour she took for it
    expect(readClock(context, seen).main).toBe("6 d 22 h left");
    expect(clockFacts(context, seen).sides[0]).toMatchObject({ label: "Ann (you)", time: "6 d 22 h", state: "running" });
    // on Saturday the page's clock stands, says so, and keeps the same time
    const saturday = Date.parse("2026-11-28T12:00:00Z");
    expect(readClock(context, saturday)).toMatchObject({ kind: "stopped", detail: "Weekends off: the clocks stand still until Monday." });
    const standing = readClocks(log, saturday).clocks.white;
    expect(standing.paused).toBe("weekend");
    expect(clockFacts(context, saturday).sides[0]).toMatchObject({ time: durationText(standing.remainingMs), state: "stopped" });
    expect(clockFacts(context, saturday + DAY).sides[0].time).toBe(durationText(standing.remainingMs));
  });
});

describe("timeOutsideWeekends", () => {
  it("leaves out Saturday and Sunday of the zone, daylight-saving weeks included", () => {
    const friday = Date.parse("2026-11-27T12:00:00Z");
    expect(timeOutsideWeekends(friday, friday + 3 * HOUR, "UTC")).toBe(3 * HOUR);
    // Friday noon to Monday noon: the weekend's two days do not count
    expect(timeOutsideWeekends(friday, friday + 3 * DAY, "UTC")).toBe(DAY);
    // inside one weekend: nothing
    expect(timeOutsideWeekends(friday + DAY, friday + 2 * DAY, "UTC")).toBe(0);
    // Berlin's spring change falls in the weekend of 28-29 March 2027: that weekend is 47 hours
    const before = Date.parse("2027-03-26T12:00:00Z");
    expect(timeOutsideWeekends(before, before + 7 * DAY, "Europe/Berlin")).toBe(7 * DAY - 47 * HOUR);
    expect(timeOutsideWeekends(friday + DAY, friday, "UTC")).toBe(0);
  });
});
