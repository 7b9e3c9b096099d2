/**
 * The cost of one move, for every game in the registry:
 *
 *   npm run bench [-- --samples 2000] [-- --game the-pit]
 *
 * One move is what the server does for a player: `play` (validate the text and apply
 * it), then `outcome` of the new state. It is timed at the opening, in a midgame (40
 * plies) and 400 plies into a game, positions reached by a seeded random playout that
 * avoids ending the game. Two figures per position:
 *
 * - cold: the position's legal moves have not been listed yet, so validation includes
 *   generating them (a copy of the state is timed each time; games remember moves per
 *   state object). The worst case, e.g. the first move after a Durable Object wakes.
 * - warm: they have (the previous move's `outcome` listed them), as when a game is
 *   played move after move.
 *
 * Times are wall-clock (performance.now), so other load on the machine shows in the
 * tail. To tell the two apart, each sample also notes whether the kernel preempted the
 * process meanwhile (an involuntary context switch, from getrusage); the last columns
 * give the share of such samples and the p99 of the others. Garbage collection pauses
 * are the engine's own cost and stay in every figure. (Per-thread CPU time would ignore
 * other load too, but Linux accounts it in 4 ms ticks, too coarse for these moves.)
 */
import { cpus } from "node:os";
import { replayMoves, replayMovesFrom } from "../engine/record.ts";
import { makeStateText, parseStateText } from "../engine/state-text.ts";
import { resolveOptions } from "../engine/options.ts";
import { makeRandom, randomPlayout } from "../engine/random-playout.ts";
import { listGames } from "../engine/registry.ts";
import type { AnyGame } from "../engine/types.ts";

const PLIES = [0, 40, 400];
const WARMUP = 200;

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index < 0 ? undefined : process.argv[index + 1];
}

const SAMPLES = Number(argument("--samples") ?? 2000);
const ONLY = argument("--game");

/** A shallow copy with the same prototype: the same position, but unknown to any per-state memo. */
function freshCopy<S extends object>(state: S): S {
  return Object.assign(Object.create(Object.getPrototypeOf(state)) as S, state);
}

/** A game `plies` moves long that has not ended (its last state and its moves), or undefined if no seed of 20 gets there. */
function reach(game: AnyGame, start: unknown, plies: number): { state: unknown; moves: readonly string[] } | undefined {
  for (let seed = 1; seed <= 20; seed++) {
    const { states, moves } = randomPlayout(game, start, makeRandom(seed), { plies, avoidEnding: true });
    const last = states[states.length - 1];
    if (states.length === plies + 1 && game.outcome(last).status === "ongoing") return { state: last, moves };
  }
  return undefined;
}

/** The GameRoom's checkpoint interval (CHECKPOINT_EVERY in src/worker/move-log.ts). */
const CHECKPOINT_EVERY = 50;

function median(run: () => void): number {
  const runs: number[] = [];
  for (let i = 0; i < 21; i++) {
    const t0 = performance.now();
    run();
    runs.push(performance.now() - t0);
  }
  return runs.sort((a, b) => a - b)[10];
}

/**
 * Milliseconds to rebuild a game as a Durable Object does when it wakes: from the whole
 * log, and as the GameRoom really does it, from the latest checkpoint before the last
 * move (its whole-state text) plus the moves after it.
 */
function timeWake(game: AnyGame, moves: readonly string[]): { full: number; checkpoint: number } {
  const full = replayMoves(game, moves);
  if (!full.ok) throw new Error(`${game.id}: ${full.error.message}`);
  const at = Math.floor((moves.length - 1) / CHECKPOINT_EVERY) * CHECKPOINT_EVERY;
  const text = makeStateText(game, full.value.states[at]);
  return {
    full: median(() => replayMoves(game, moves)),
    checkpoint: median(() => {
      const start = parseStateText(game, text);
      if (!start.ok) throw new Error(`${game.id}: ${start.error.message}`);
      replayMovesFrom(game, start.value, moves.slice(at));
    }),
  };
}

interface Figures {
  readonly median: number;
  readonly p99: number;
  readonly max: number;
  /** The share of samples during which the kernel preempted the process. */
  readonly preempted: number;
  /** The p99 of the samples that were not preempted. */
  readonly p99Alone: number;
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function summarize(samples: readonly { readonly micros: number; readonly preempted: boolean }[]): Figures {
  const all = samples.map((sample) => sample.micros).sort((a, b) => a - b);
  const alone = samples.filter((sample) => !sample.preempted).map((sample) => sample.micros).sort((a, b) => a - b);
  return {
    median: quantile(all, 0.5),
    p99: quantile(all, 0.99),
    max: all[all.length - 1],
    preempted: 1 - alone.length / all.length,
    p99Alone: alone.length > 0 ? quantile(alone, 0.99) : NaN,
  };
}

function preemptions(): number {
  return process.resourceUsage().involuntaryContextSwitches;
}


/** Times play + outcome on `state`, cycling through its legal moves. */
function time(game: AnyGame, state: object, cold: boolean): Figures {
  const moves = game.legalMoves(state);
  const samples: { micros: number; preempted: boolean }[] = [];
  for (let i = 0; i < WARMUP + SAMPLES; i++) {
    const text = moves[i % moves.length].text;
    const before = cold ? freshCopy(state) : state;
    const switches = preemptions();
    const t0 = performance.now();
    const played = game.play(before, text);
    if (!played.ok) throw new Error(`${game.id}: ${text} refused: ${played.error.message}`);
    game.outcome(played.value.state);
    const t1 = performance.now();
    if (i >= WARMUP) samples.push({ micros: (t1 - t0) * 1000, preempted: preemptions() > switches });
  }
  return summarize(samples);
}

const us = (value: number) => value.toFixed(1).padStart(8);

function main(): void {
  const cpu = cpus();
  console.log(`node ${process.version}, ${process.platform}/${process.arch}, ${cpu.length} x ${cpu[0]?.model ?? "unknown cpu"}`);
  console.log(`${SAMPLES} samples per row after ${WARMUP} warm-up moves; microseconds per move (play + outcome)\n`);
  const rows: { game: AnyGame; plies: number; state: object | undefined; moves: readonly string[] }[] = [];
  for (const game of listGames()) {
    if (ONLY !== undefined && game.id !== ONLY) continue;
    const options = resolveOptions(game, {});
    const start = options.ok ? game.setup(options.value) : options;
    if (!start.ok) throw new Error(`${game.id}: ${start.error.message}`);
    for (const plies of PLIES) {
      const reached = reach(game, start.value, plies);
      rows.push({ game, plies, state: reached?.state as object | undefined, moves: reached?.moves ?? [] });
    }
  }
  // One untimed pass first, so that every row runs on code the JIT has already optimized.
  for (const { game, state } of rows) if (state !== undefined) for (const cold of [true, false]) time(game, state, cold);
  console.log("| game | plies | legal moves | moves listed | median | p99 | max | preempted | p99 not preempted |");
  console.log("| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: |");
  for (const { game, plies, state } of rows) {
    if (state === undefined) {
      console.log(`| ${game.id} | ${plies} | (no random game lasted this long) | | | | | | |`);
      continue;
    }
    const count = game.legalMoves(state).length;
    for (const cold of [true, false]) {
      const f = time(game, state, cold);
      const share = `${(f.preempted * 100).toFixed(1)}%`.padStart(6);
      console.log(`| ${game.id} | ${plies} | ${count} | ${cold ? "cold" : "warm"} | ${us(f.median)} | ${us(f.p99)} | ${us(f.max)} | ${share} | ${us(f.p99Alone)} |`);
    }
  }
  console.log(`\nWaking a game (a Durable Object rebuilding it), median of 21 runs, ms:\n`);
  console.log(`| game | plies | whole log | from a checkpoint (every ${CHECKPOINT_EVERY}) |\n| --- | ---: | ---: | ---: |`);
  for (const { game, plies, state, moves } of rows) {
    if (state === undefined || plies === 0) continue;
    const wake = timeWake(game, moves);
    console.log(`| ${game.id} | ${plies} | ${wake.full.toFixed(2)} | ${wake.checkpoint.toFixed(2)} |`);
  }
}

main();
