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
 * tail: run it on a quiet machine. (Per-thread CPU time would ignore that load, but
 * Linux accounts it in 4 ms ticks, too coarse for moves that take microseconds.)
 */
import { cpus } from "node:os";
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

/** A state `plies` moves into a game that has not ended, or undefined if no seed of 20 gets there. */
function reach(game: AnyGame, start: unknown, plies: number): unknown {
  for (let seed = 1; seed <= 20; seed++) {
    const { states } = randomPlayout(game, start, makeRandom(seed), { plies, avoidEnding: true });
    const last = states[states.length - 1];
    if (states.length === plies + 1 && game.outcome(last).status === "ongoing") return last;
  }
  return undefined;
}

interface Figures {
  readonly median: number;
  readonly p99: number;
  readonly max: number;
}

function summarize(micros: number[]): Figures {
  micros.sort((a, b) => a - b);
  const at = (q: number) => micros[Math.min(micros.length - 1, Math.floor(q * micros.length))];
  return { median: at(0.5), p99: at(0.99), max: micros[micros.length - 1] };
}


/** Times play + outcome on `state`, cycling through its legal moves. */
function time(game: AnyGame, state: object, cold: boolean): Figures {
  const moves = game.legalMoves(state);
  const micros: number[] = [];
  for (let i = 0; i < WARMUP + SAMPLES; i++) {
    const text = moves[i % moves.length].text;
    const before = cold ? freshCopy(state) : state;
    const t0 = performance.now();
    const played = game.play(before, text);
    if (!played.ok) throw new Error(`${game.id}: ${text} refused: ${played.error.message}`);
    game.outcome(played.value.state);
    const t1 = performance.now();
    if (i >= WARMUP) micros.push((t1 - t0) * 1000);
  }
  return summarize(micros);
}

const us = (value: number) => value.toFixed(1).padStart(8);

function main(): void {
  const cpu = cpus();
  console.log(`node ${process.version}, ${process.platform}/${process.arch}, ${cpu.length} x ${cpu[0]?.model ?? "unknown cpu"}`);
  console.log(`${SAMPLES} samples per row after ${WARMUP} warm-up moves; microseconds per move (play + outcome)\n`);
  console.log("| game | plies | legal moves | moves listed | median | p99 | max |");
  console.log("| --- | ---: | ---: | --- | ---: | ---: | ---: |");
  for (const game of listGames()) {
    if (ONLY !== undefined && game.id !== ONLY) continue;
    const options = resolveOptions(game, {});
    const start = options.ok ? game.setup(options.value) : options;
    if (!start.ok) throw new Error(`${game.id}: ${start.error.message}`);
    for (const plies of PLIES) {
      const state = reach(game, start.value, plies);
      if (state === undefined || typeof state !== "object" || state === null) {
        console.log(`| ${game.id} | ${plies} | (no random game lasted this long) | | | | |`);
        continue;
      }
      const count = game.legalMoves(state).length;
      for (const cold of [true, false]) {
        const { median, p99, max } = time(game, state, cold);
        console.log(`| ${game.id} | ${plies} | ${count} | ${cold ? "cold" : "warm"} | ${us(median)} | ${us(p99)} | ${us(max)} |`);
      }
    }
  }
}

main();
