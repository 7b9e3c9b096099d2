/**
 * Round-robin pairings by the Berger tables (FIDE Handbook C.05, Annex 1): the same tables
 * every chess round-robin uses, so a club's organizer can check a league against print.
 */
import type { LeagueRound, Pairing } from "./types.ts";

/** What `roundRobin` is asked for. */
export interface RoundRobinOptions {
  /** Every pair meets twice: a second cycle of the same rounds with colours swapped. */
  readonly double?: boolean;
}

/**
 * Every round of a round-robin between `players` (seed order: the first is Berger number 1).
 * n players play n-1 rounds when n is even and n rounds when n is odd; an odd count is paired
 * as n+1 with the highest number a bye, as the tables say. With `double` the whole cycle is
 * played again with White and Black swapped.
 */
export function roundRobin(players: readonly string[], options: RoundRobinOptions = {}): LeagueRound<Pairing>[] {
  if (new Set(players).size !== players.length) throw new Error("roundRobin: player names must be unique");
  if (players.length < 2) return [];
  const n = players.length + (players.length % 2);
  const name = (berger: number): string | null => players[berger - 1] ?? null;
  const cycle = bergerTable(n).map((round): LeagueRound<Pairing> => {
    const games: Pairing[] = [];
    let bye: string | null = null;
    for (const [white, black] of round) {
      const w = name(white);
      const b = name(black);
      if (w !== null && b !== null) games.push({ white: w, black: b });
      else bye = w ?? b;
    }
    return { games, bye };
  });
  if (!options.double) return cycle;
  const swapped = cycle.map((round) => ({
    games: round.games.map((game) => ({ white: game.black, black: game.white })),
    bye: round.bye,
  }));
  return [...cycle, ...swapped];
}

/**
 * The Berger table for an even `n`: per round, [white, black] pairs of Berger numbers, the
 * board with player n first. Built by the tables' own rule: player n stays put while the others
 * advance n/2 places a round along the row 1..n-1; player n takes Black in odd rounds and White
 * in even ones, and on the other boards the player nearer the start of the row has White.
 */
export function bergerTable(n: number): [number, number][][] {
  if (n < 2 || n % 2 !== 0) throw new Error(`bergerTable: n must be even and at least 2, got ${n}`);
  const rounds: [number, number][][] = [];
  for (let r = 0; r < n - 1; r++) {
    const start = (r * (n / 2)) % (n - 1);
    const row = Array.from({ length: n - 1 }, (_, i) => ((start + i) % (n - 1)) + 1);
    const boards: [number, number][] = [r % 2 === 0 ? [row[0], n] : [n, row[0]]];
    for (let i = 1; i < n / 2; i++) boards.push([row[i], row[n - 1 - i]]);
    rounds.push(boards);
  }
  return rounds;
}
