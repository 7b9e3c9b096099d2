// The clock panel in words (issue 21, item 2): the time control, a clock stopped by a
// vacation, a weekend or a pause, a time-out under "claim" for each viewer, both sides'
// clocks with vacation left and until when, and My games' report on vacation for all.
import { describe, expect, it } from "vitest";
import { controlText, readClock } from "../../../web/src/game/clock.ts";
import { clockFacts, clockNews, durationText } from "../../../web/src/game/clock-facts.ts";
import { seatsForVacation, vacationSummary } from "../../../web/src/my-games-vacation.ts";
import type { GameSnapshot } from "../../../web/src/api.ts";
import type { ClockState } from "../../../src/contract/clocks.ts";
import type { MySeat } from "../../../web/src/my-games.ts";

const DAY = 86_400_000;
const NOW = Date.parse("2026-11-25T12:00:00Z");
const sideNames = { white: "White", black: "Black" };
const bank = { initialDays: 7, incrementDays: 1, maxDays: 14, vacationDays: 5, weekendsOff: null, onTimeout: "lose" as const };
const clock = (over: Partial<ClockState> = {}): ClockState => ({ remainingMs: 6 * DAY, running: false, paused: null, vacationLeftMs: 5 * DAY, onVacation: over.paused === "vacation", started: true, ...over });

/** A running time-bank game, White to move, with what a test changes. */
function snapshot(over: Partial<GameSnapshot> = {}): GameSnapshot {
  return {
    status: "active",
    turn: "white",
    outcome: { status: "ongoing" },
    timeControl: bank,
    deadline: new Date(NOW + 6 * DAY).toISOString(),
    clocks: { white: clock({ running: true }), black: clock({ remainingMs: 7 * DAY }) },
    pause: { offer: null, until: null },
    timeout: null,
    ...over,
  } as GameSnapshot;
}

describe("controlText", () => {
  it("names days per move as before and a bank by its three numbers", () => {
    expect(controlText({ daysPerMove: 3, vacationDays: 0, weekendsOff: null, onTimeout: "lose" })).toBe("3 days per move");
    expect(controlText(bank)).toBe("Time bank: 7 days, +1 day a move, up to 14 days");
    expect(controlText({ ...bank, incrementDays: 0 })).toBe("Time bank: 7 days, up to 14 days");
  });
});

describe("readClock", () => {
  it("counts a running bank down to its deadline", () => {
    const reading = readClock({ snapshot: snapshot(), sideNames, mySide: "white" }, NOW);
    expect(reading).toMatchObject({ kind: "running", main: "6 d 0 h left", perMove: "Time bank: 7 days, +1 day a move, up to 14 days", urgent: false });
  });

  it("shows a clock stopped by vacation, a weekend or a pause as stopped, with why", () => {
    const stopped = (paused: ClockState["paused"], mySide: "white" | "black") =>
      readClock({ snapshot: snapshot({ deadline: null, clocks: { white: clock({ paused }), black: clock() } }), sideNames, mySide }, NOW);
    expect(stopped("vacation", "white")).toMatchObject({ kind: "stopped", main: "6 d 0 h left · stopped", detail: "You are on vacation." });
    expect(stopped("vacation", "black").detail).toBe("White is on vacation.");
    expect(stopped("weekend", "black").detail).toBe("Weekends off: the clocks stand still until Monday.");
    expect(stopped("agreement", "black").detail).toBe("The clocks are paused by agreement.");
    const paused = snapshot({ deadline: null, clocks: { white: clock({ paused: "agreement" }), black: clock({ paused: "agreement" }) }, pause: { offer: null, until: new Date(NOW + 2 * DAY).toISOString() } });
    expect(readClock({ snapshot: paused, sideNames, mySide: "white" }, NOW).detail).toMatch(/^Paused by agreement until .*27/);
    // no pause and no deadline: the side has not made its first move
    expect(stopped(null, "white")).toMatchObject({ kind: "waiting-first-move", detail: "The clock starts after your first move." });
  });

  it("tells each viewer of a time-out under claim what it means for them", () => {
    const s = snapshot({ deadline: null, timeout: { side: "white", at: new Date(NOW).toISOString() }, timeControl: { ...bank, onTimeout: "claim" } });
    expect(readClock({ snapshot: s, sideNames, mySide: "black" }, NOW)).toMatchObject({ kind: "ran-out", detail: "White's time ran out: claim the win or play on." });
    expect(readClock({ snapshot: s, sideNames, mySide: "white" }, NOW).detail).toBe("Your time ran out: Black may claim the win. Move to play on.");
    expect(readClock({ snapshot: s, sideNames, mySide: undefined }, NOW).detail).toBe("White's time ran out: Black may claim the win.");
  });
});

describe("clockFacts", () => {
  it("gives both sides' time, state and vacation left; the running one counts down", () => {
    const facts = clockFacts({ snapshot: snapshot(), sideNames, mySide: "black" }, NOW + 90 * 60_000);
    expect(facts.sides).toEqual([
      { side: "white", label: "White", time: "5 d 22 h", state: "running", vacation: "vacation left 5 d 0 h" },
      { side: "black", label: "Black (you)", time: "7 d 0 h", state: "waiting", vacation: "vacation left 5 d 0 h" },
    ]);
    expect(facts.notes).toEqual([]);
  });

  it("says until when a vacation lasts on the side's turn, and that it waits otherwise", () => {
    const onTurn = snapshot({ deadline: null, clocks: { white: clock({ paused: "vacation", vacationLeftMs: 2 * DAY }), black: clock() } });
    const [note] = clockFacts({ snapshot: onTurn, sideNames, mySide: "black" }, NOW).notes;
    expect(note).toMatch(/^White is on vacation until .+ at the latest\.$/);
    expect(note).toContain("27");
    const offTurn = snapshot({ clocks: { white: clock({ running: true }), black: clock({ paused: "vacation" }) } });
    expect(clockFacts({ snapshot: offTurn, sideNames, mySide: "black" }, NOW).notes).toEqual(["You are on vacation: it counts only while it is your turn."]);
    expect(clockFacts({ snapshot: offTurn, sideNames, mySide: "black" }, NOW).sides[1].state).toBe("on vacation");
  });

  it("names the weekend's zone and the claim rule", () => {
    const weekend = snapshot({ deadline: null, timeControl: { ...bank, weekendsOff: { timeZone: "Europe/Berlin" } }, clocks: { white: clock({ paused: "weekend" }), black: clock({ paused: "weekend" }) } });
    expect(clockFacts({ snapshot: weekend, sideNames, mySide: "white" }, NOW).notes).toEqual(["Clocks stop for the weekend until Monday 00:00 Europe/Berlin."]);
    const weekday = snapshot({ timeControl: { ...bank, weekendsOff: { timeZone: "Europe/Berlin" } } });
    expect(clockFacts({ snapshot: weekday, sideNames, mySide: "white" }, NOW).notes).toEqual(["Weekends off: no clock runs from Saturday 00:00 to Monday 00:00 Europe/Berlin."]);
    const claim = snapshot({ timeControl: { ...bank, onTimeout: "claim" } });
    expect(clockFacts({ snapshot: claim, sideNames, mySide: "white" }, NOW).notes).toEqual(["Running out of time does not lose by itself: the opponent may claim the win."]);
  });

  it("has nothing to say for a game without a clock or one that is over", () => {
    expect(clockFacts({ snapshot: snapshot({ timeControl: null }), sideNames, mySide: "white" }, NOW)).toEqual({ sides: [], notes: [] });
    expect(clockFacts({ snapshot: snapshot({ status: "finished" }), sideNames, mySide: "white" }, NOW)).toEqual({ sides: [], notes: [] });
  });

  it("rounds durations down", () => {
    expect([durationText(DAY - 1), durationText(3 * 3_600_000 + 20 * 60_000), durationText(59_999), durationText(-5)]).toEqual(["23 h 59 min", "3 h 20 min", "0 min", "0 min"]);
  });
});

describe("clockNews", () => {
  it("tells the offerer that a pause was declined, and nothing when it was accepted", () => {
    const offered = snapshot({ pause: { offer: { side: "black", days: 2 }, until: null } });
    const declined = snapshot({ pause: { offer: null, until: null } });
    const accepted = snapshot({ pause: { offer: null, until: new Date(NOW + 2 * DAY).toISOString() } });
    expect(clockNews(offered, declined, "black", sideNames)).toBe("White declined your pause.");
    expect(clockNews(offered, accepted, "black", sideNames)).toBeUndefined();
    expect(clockNews(offered, declined, "white", sideNames)).toBeUndefined();
  });
});

describe("vacation in all my games", () => {
  const seat = (url: string, status?: "active" | "finished"): MySeat =>
    ({ id: url, variant: "the-pit", side: "white", url, savedAt: "", glance: status && { status } }) as MySeat;

  it("reaches seats with a token whose game may still run", () => {
    const seats = [seat("/g/a#seat=t1", "active"), seat("/g/b#seat=t2", "finished"), seat("/g/c#seat=t3"), seat("/g/d")];
    expect(seatsForVacation(seats).map((s) => s.url)).toEqual(["/g/a#seat=t1", "/g/c#seat=t3"]);
  });

  it("says how many games it reached and why the others refused", () => {
    expect(vacationSummary("start", 2, [{ game: "The Pit vs Bo", reason: "This game has no clock." }])).toBe("Vacation started in 2 games. The Pit vs Bo: This game has no clock.");
    expect(vacationSummary("end", 1, [])).toBe("Vacation ended in 1 game.");
    expect(vacationSummary("start", 0, [])).toBe("No running games to reach.");
  });
});
