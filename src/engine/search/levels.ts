/**
 * The computer's levels: search budgets and depths, the weakest adding noise to its
 * evaluation so that it makes mistakes on purpose. A node is one position visited.
 */
import type { SearchOptions } from "./search.ts";

export const LEVELS: Readonly<Record<1 | 2 | 3, Omit<SearchOptions, "seed">>> = {
  1: { maxDepth: 2, nodeBudget: 3_000, noise: 60 },
  2: { maxDepth: 3, nodeBudget: 10_000, noise: 10 },
  3: { maxDepth: 5, nodeBudget: 40_000, noise: 0, quiescence: 4 },
};

export type Level = keyof typeof LEVELS;
export const LEVEL_NUMBERS: readonly Level[] = [1, 2, 3];
