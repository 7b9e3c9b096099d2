/** What the game page's clock says for the clocks of issue 21 (web/src/game/clock.ts). */
import { describe, expect, it } from "vitest";
import { readClock } from "../../../web/src/game/clock.ts";
import type { GameSnapshot } from "../../../src/contract/api.ts";

const DAY = 86_400_000;
const NOW = Date.parse("2026-11-25T12:00:00Z");
const running = { remainingMs: 2 * DAY, running: true, paused: null, vacationLeftMs: 0, onVacation: false, started: true } as const;
const standing = { ...running, running: false } as const;

function snapshot(extra: Partial<GameSnapshot>): GameSnapshot {
  return {
    status: "active",
    turn: "white",
    outcome: { status: "ongoing" },
    timeControl: { initialDays: 7, incrementDays: 1, maxDays: 14, vacationDays: 0, weekendsOff: null, onTimeout: "claim" },
    deadline: new Date(NOW + 2 * DAY).toISOString(),
    clocks: { white: running, black: standing },
    pause: { offer: null, until: null },
    timeout: null,
    ...extra,
  } as GameSnapshot;
}

const context = (s: GameSnapshot) => ({ snapshot: s, sideNames: { white: "Ann", black: "Bo" }, mySide: "black" as const });

describe("the clock of a time bank", () => {
  it("counts down the bank and names the control", () => {
    const reading = readClock(context(snapshot({})), NOW);
    expect(reading).toMatchObject({ kind: "running", main: "2 d 0 h left", perMove: "Time bank: 7 days, +1 day a move, up to 14 days", urgent: false });
  });

  it("says why the clock stands: a time-out to claim, a pause, a weekend, a vacation", () => {
    const stopped = (extra: Partial<GameSnapshot>) => readClock(context(snapshot({ deadline: null, ...extra })), NOW);
    // the viewer is Black, the opponent of the late side: the words
    expect(stopped({ timeout: { side: "white", at: new Date(NOW).toISOString() } })).toMatchObject({ kind: "ran-out", detail: "Ann's time ran out: claim the win or play on." });
    expect(stopped({ clocks: { white: { ...standing, paused: "weekend" }, black: { ...standing, paused: "weekend" } } }).detail).toBe("Weekends off: the clocks stand still until Monday.");
    expect(stopped({ clocks: { white: { ...standing, paused: "vacation", onVacation: true }, black: standing } }).detail).toBe("Ann is on vacation.");
    const paused = stopped({ clocks: { white: { ...standing, paused: "agreement" }, black: standing }, pause: { offer: null, until: new Date(NOW + DAY).toISOString() } });
    expect(paused.detail).toMatch(/^Paused by agreement until /);
  });

  it("before the side's first move says the clock starts then, even at a weekend", () => {
    const notYet = { ...standing, paused: "weekend", started: false } as const;
    const weekend = snapshot({ deadline: null, clocks: { white: notYet, black: { ...standing, paused: "weekend" } } });
    expect(readClock(context(weekend), NOW)).toMatchObject({ kind: "waiting-first-move", detail: "The clock starts after Ann's first move." });
    expect(readClock({ ...context(weekend), mySide: "white" }, NOW).detail).toBe("The clock starts after your first move.");
  });
});

describe("My games", () => {
  it("names a bank game's clock instead of saying it has none", async () => {
    const { glanceOf } = await import("../../../web/src/my-games.ts");
    const { standingWords } = await import("../../../web/src/my-games-view.ts");
    const glance = glanceOf(snapshot({ deadline: null, names: { white: "Ann", black: "Bo" }, offers: { draw: null, takeback: null, rematch: null }, rematch: null, ply: 2 }), "black");
    const seat = { id: "k3v9x2mq7d", side: "black" as const, token: "t", variant: "the-pit", glance };
    expect(standingWords(seat as never).detail).toBe("7 d bank · clock stopped or not started");
  });
});
