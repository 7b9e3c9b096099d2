/**
 * The computer's levels: search budgets and depths, the weakest adding noise to its
 * evaluation so that it makes mistakes on purpose. A node is one position visited.
 */
import type { SearchOptions } from "./search.ts";

export const LEVELS: Readonly<Record<1 | 2 | 3, Omit<SearchOptions, "seed">>> = {
  1: { maxDepth: 1, nodeBudget: 2_000, noise: 250 },
  2: { maxDepth: 2, nodeBudget: 20_000, noise: 40 },
  3: { maxDepth: 4, nodeBudget: 60_000, noise: 0 },
};

export type Level = keyof typeof LEVELS;
export const LEVEL_NUMBERS: readonly Level[] = [1, 2, 3];
