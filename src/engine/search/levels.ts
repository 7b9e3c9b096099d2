/**
 * The computer's levels: search budgets and depths, the weakest adding noise to its
 * evaluation so that it makes mistakes on purpose. A node is one position visited.
 *
 * Two tables, one per search (best-move.ts picks): `LEVELS` for a game searched on its
 * fast path (fast-search.ts), `READABLE_LEVELS` for a game searched through its readable
 * rules (search.ts), which are the levels as they were before issue 34. A fast path
 * visits several times more positions in the same CPU, so its levels look deeper for no
 * more CPU per move than before (docs/benchmarks.md, "Issue 34: the search on the fast
 * paths", has the depths and CPU per game).
 */
import type { SearchOptions } from "./search.ts";

export type Level = 1 | 2 | 3;
export type LevelTable = Readonly<Record<Level, Omit<SearchOptions, "seed">>>;

/** The levels on the readable rules: today's CPU per move, the baseline the fast levels are held to. */
export const READABLE_LEVELS: LevelTable = {
  1: { maxDepth: 2, nodeBudget: 3_000, noise: 60 },
  2: { maxDepth: 3, nodeBudget: 10_000, noise: 10 },
  3: { maxDepth: 5, nodeBudget: 40_000, noise: 0, quiescence: 4 },
};

/**
 * The levels on a game's fast path, with the same noise as before, so the weak levels
 * stay weak on purpose. Level 3's budget is multiplied by the game's factor (FAST_FACTORS)
 * and its depth is what the budget reaches. Level 2 may look a ply deeper within its
 * unscaled budget (it does where a game has few moves a turn; elsewhere it answers sooner
 * at the same depth); level 1 is unchanged (it only answers sooner): a whole ply more of
 * The Pit costs it more CPU than it spent before.
 */
export const LEVELS: LevelTable = {
  // level 1 as it was: a third ply within 3,000 positions never finished in The Pit and doubled its CPU per move, and
  // within 1,200 Pit of Pillars and Ben39 lost part of their second; it is the careless level, its noise the point
  1: READABLE_LEVELS[1],
  2: { maxDepth: 4, nodeBudget: 10_000, noise: 10 },
  3: { maxDepth: 8, nodeBudget: 40_000, noise: 0, quiescence: 4 },
};

/**
 * How many times the readable levels' positions a game's fast path visits in the same
 * CPU (level 3's positions per CPU second, fast search over readable, `npm run bench:bot
 * -- --depths`), rounded down: level 3's node budget is multiplied by it, so each level
 * spends no more CPU per move than before and looks deeper. A game with a fast path but
 * no factor measured yet gets 1 (the same positions, in less CPU).
 */
export const FAST_FACTORS: Readonly<Record<string, number>> = {
  "the-pit": 7,
  "inside-out": 12,
  // at 4, level 3 took 184 CPU ms a move against 601 before: 10 keeps a margin
  "pit-of-pillars": 10,
  // at 7, level 3 took 397 CPU ms a move against 1,588 before: 18 keeps a margin
  ben39: 18,
  // at 1, level 3 took 54 CPU ms a move against 587 before
  "in-the-bin": 9,
};

/**
 * The hint's budget on a fast path: level 3 with its node budget times this factor
 * instead of FAST_FACTORS, so that a hint answers within a second on a phone-class CPU
 * (a desktop CPU slowed 4x: about 250 CPU ms on this machine's, at each game's measured
 * cost per position on its fast path), and never fewer positions than today's hint
 * (level 3's 40,000), so it looks at least as deep.
 */
export const HINT_FACTORS: Readonly<Record<string, number>> = {
  "the-pit": 2,
  "inside-out": 4,
  "pit-of-pillars": 3,
  ben39: 1.5,
  "in-the-bin": 3,
};

export const LEVEL_NUMBERS: readonly Level[] = [1, 2, 3];
