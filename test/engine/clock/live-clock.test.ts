/**
 * The room's clock readings (src/worker/live-game.ts clockOf) go on from the last move's
 * reading: the moves as the clocks read them are kept and only new ones written out, a
 * takeback has them read anew, and the fold is kept at the last move (ClockMemo). Held
 * here to a room that reads everything from the log, as a room woken from storage does,
 * over random games of moves days apart, takebacks and clock events, weekends off.
 */
import fc from "fast-check";
import { expect, it } from "vitest";
import type { ClockEvent } from "../../../src/contract/clocks.ts";
import type { TimeControl } from "../../../src/contract/time-control.ts";
import type { AnyGame, Side } from "../../../src/engine/types.ts";
import type { LoggedMove } from "../../../src/worker/game-rows.ts";
import { clockOf, type LiveGame } from "../../../src/worker/live-game.ts";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const T0 = Date.parse("2026-11-25T12:00:00Z");
const CONTROL: TimeControl = { initialDays: 5, incrementDays: 1, maxDays: 9, vacationDays: 6, weekendsOff: { timeZone: "Europe/Paris" }, onTimeout: "claim" };

/** Rules whose state is the side to move, never over: all the clocks ask of a game. */
const TURNS = { turn: (state: Side) => state, outcome: () => ({ status: "ongoing" }) } as unknown as AnyGame;

function liveGame(moves: LoggedMove[], states: Side[], clockEvents: ClockEvent[], takebacks: LiveGame["takebacks"]): LiveGame {
  return {
    game: TURNS,
    meta: { id: "g", variant: "x", options: {}, names: { white: "", black: "" }, tokenHashes: { white: "", black: "" }, timeControl: CONTROL, createdAt: T0, rematchOf: null, origin: "", computer: null },
    moves,
    notes: [],
    states,
    end: undefined,
    aborted: false,
    rematchStarted: false,
    joined: { white: true, black: true },
    moved: { white: false, black: false },
    clockEvents,
    takebacks,
    clockKept: { moves: [], takebacks: 0, memo: {} },
  };
}

it("a warm room's clocks are a woken room's, through moves, takebacks and clock events days apart", () => {
  const step = fc.record({
    gap: fc.constantFrom(0, HOUR, DAY, 2 * DAY, 4 * DAY),
    kind: fc.constantFrom("move", "move", "move", "takeback", "vacation-start", "give-time"),
    days: fc.integer({ min: 1, max: 3 }),
    read: fc.boolean(),
  });
  fc.assert(
    fc.property(fc.array(step, { minLength: 1, maxLength: 30 }), (steps) => {
      const warm = liveGame([], ["white"], [], []);
      let at = T0;
      for (const { gap, kind, days, read } of steps) {
        at += gap;
        const side = warm.states[warm.states.length - 1] as Side;
        if (kind === "move") {
          warm.moves.push({ ply: warm.moves.length + 1, text: "", side, playedAt: at, notes: [] });
          warm.states.push(side === "white" ? "black" : "white");
        } else if (kind === "takeback") {
          const last = warm.moves.pop();
          if (last) {
            warm.states.pop();
            warm.takebacks.push({ side: last.side, movedAt: last.playedAt, at });
          }
        } else if (kind === "give-time") warm.clockEvents.push({ kind, side, at, days });
        else warm.clockEvents.push({ kind, side, at });
        // the room reads after every change; some go unread here, as another caller might leave
        // them. A woken room reads the same log from nothing.
        if (!read) continue;
        const woken = liveGame([...warm.moves], [...(warm.states as Side[])], [...warm.clockEvents], [...warm.takebacks]);
        for (const now of [at, at + 5 * HOUR]) expect(clockOf(warm, now)).toEqual(clockOf(woken, now));
      }
    }),
    { numRuns: 300 },
  );
});
