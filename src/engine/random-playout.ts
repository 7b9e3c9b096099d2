/**
 * Seeded random games, for tests (invariants over many positions) and for the
 * benchmark (positions deep into a game). Pure and deterministic: the same seed gives
 * the same game on every machine.
 */
import type { Game } from "./types.ts";

/** mulberry32: a small, fast PRNG with good enough spread for picking moves. Numbers in [0, 1). */
export function makeRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Playout<S> {
  /** The start state and the state after each move. */
  readonly states: readonly S[];
  readonly moves: readonly string[];
}

export interface PlayoutOptions {
  /** Stop after this many moves (sooner if the game ends). */
  readonly plies: number;
  /** Prefer moves after which the game goes on, so the playout survives to `plies`. */
  readonly avoidEnding?: boolean;
}

/** Plays random legal moves from `start`. */
export function randomPlayout<S>(game: Game<S>, start: S, random: () => number, options: PlayoutOptions): Playout<S> {
  const states: S[] = [start];
  const moves: string[] = [];
  let state = start;
  while (moves.length < options.plies) {
    const legal = game.legalMoves(state);
    if (legal.length === 0) break;
    // Try the moves in a random order; without avoidEnding the first one is taken.
    const order = legal.map((move) => move.text);
    let chosen: { text: string; state: S } | undefined;
    for (let left = order.length; left > 0; left--) {
      const index = Math.floor(random() * left);
      const text = order[index];
      order[index] = order[left - 1];
      const played = game.play(state, text);
      if (!played.ok) throw new Error(`${game.id}: listed move ${text} was refused: ${played.error.message}`);
      const candidate = { text: played.value.move.text, state: played.value.state };
      chosen ??= candidate;
      if (!options.avoidEnding || game.outcome(candidate.state).status === "ongoing") {
        chosen = candidate;
        break;
      }
    }
    if (chosen === undefined) break;
    state = chosen.state;
    states.push(state);
    moves.push(chosen.text);
  }
  return { states, moves };
}
