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

/** The levels on a game's fast path. */
export const LEVELS: LevelTable = READABLE_LEVELS;

export const LEVEL_NUMBERS: readonly Level[] = [1, 2, 3];
