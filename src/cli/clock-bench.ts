/**
 * What reading a timed game's clocks costs as the game grows:
 *
 *   npm run bench:clock [-- --samples 200]
 *
 * A game with a time bank and weekends off (Europe/Paris), a move every 22 hours, read as
 * the GameRoom reads it for a move: the move appended, then three readings (the time-out
 * check, the snapshot, the alarm). "whole log" folds the log from the game's start each
 * time, as every reading did before the ClockMemo; "from the last move" goes on from the
 * fold the previous move's readings left (src/contract/clocks.ts). Medians of `--samples`
 * moves, in ms, at 10, 100, 400 and 1,000 plies (about 9 days to 2.5 years).
 */
import { readClocks, type ClockLog, type ClockMemo, type ClockMove } from "../contract/clocks.ts";
import type { TimeControl } from "../contract/time-control.ts";
import { numberArgument } from "./number-argument.ts";

const SAMPLES = numberArgument("--samples", 200);
const HOUR = 3_600_000;
const START = Date.UTC(2026, 0, 5, 9);
const CONTROL: TimeControl = { initialDays: 7, incrementDays: 1, maxDays: 14, vacationDays: 10, weekendsOff: { timeZone: "Europe/Paris" }, onTimeout: "claim" };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The ms of one move's three readings at ply `plies`, with or without the memo. */
function timeMove(plies: number, withMemo: boolean): number {
  const moves: ClockMove[] = [];
  for (let i = 0; i < plies - 1; i++) moves.push({ side: i % 2 === 0 ? "white" : "black", at: START + (i + 1) * 22 * HOUR });
  const events: ClockLog["events"] = [];
  const takebacks: ClockLog["takebacks"] = [];
  const memo: ClockMemo = {};
  const logAt = (toMove: "white" | "black"): ClockLog => ({ control: CONTROL, startedAt: START, moves, toMove, events, takebacks });
  // the readings of the move before, which leave the memo where the room's would be
  readClocks(logAt(plies % 2 === 0 ? "black" : "white"), moves[moves.length - 1].at + HOUR, memo);
  const saved = memo.saved;
  const times: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample++) {
    memo.saved = saved;
    const at = START + plies * 22 * HOUR;
    const started = performance.now();
    moves.push({ side: plies % 2 === 1 ? "white" : "black", at });
    const log = logAt(plies % 2 === 0 ? "white" : "black");
    for (let reading = 0; reading < 3; reading++) readClocks(log, at + 1, withMemo ? memo : undefined);
    times.push(performance.now() - started);
    moves.pop();
  }
  return median(times);
}

console.log(`a move's three clock readings, weekends off, a move every 22 hours (median of ${SAMPLES} moves, ms)`);
console.log("| plies | days | whole log | from the last move |");
console.log("| ---: | ---: | ---: | ---: |");
for (const plies of [10, 100, 400, 1000]) {
  // one round of each first, so that neither is timed while V8 compiles it
  timeMove(plies, false);
  timeMove(plies, true);
  const days = Math.round((plies * 22) / 24);
  console.log(`| ${plies} | ${days} | ${timeMove(plies, false).toFixed(3)} | ${timeMove(plies, true).toFixed(3)} |`);
}
