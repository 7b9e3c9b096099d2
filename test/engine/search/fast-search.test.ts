// The fast search (src/engine/search/fast-search.ts) is the readable search (search.ts)
// run on make/unmake and integer moves: over a fast position built on the readable rules
// alone (reference-fast.ts), it gives the same move, score, depth and node count as
// searchBestMove, position by position, at every level, in all five games. Any gain the
// fast search shows on a game's real fast path therefore comes from that fast path, not
// from searching differently.
import { describe, expect, it } from "vitest";
import { makeRandom, randomPlayout } from "../../../src/engine/random-playout.ts";
import { listGames } from "../../../src/engine/registry.ts";
import { searchFast } from "../../../src/engine/search/fast-search.ts";
import { LEVEL_NUMBERS, LEVELS } from "../../../src/engine/search/levels.ts";
import { searchBestMove, type SearchOptions } from "../../../src/engine/search/search.ts";
import type { Game } from "../../../src/engine/types.ts";
import { ReferenceFastPosition } from "./reference-fast.ts";

/** Positions 10 and 50 plies into a seeded random game (the start is searched by the second test's shallow cases too). */
function positionsOf<S>(game: Game<S>, seed: number): S[] {
  const start = game.setup();
  if (!start.ok) throw new Error(start.error.message);
  const { states } = randomPlayout(game, start.value, makeRandom(seed), { plies: 50, avoidEnding: true });
  return [10, 50].filter((ply) => ply < states.length).map((ply) => states[ply]);
}

function expectSameSearch<S>(game: Game<S>, state: S, options: SearchOptions, where: string): void {
  const readable = searchBestMove(game, state, options);
  const fast = searchFast(game, state, new ReferenceFastPosition(game, state), options);
  expect({ move: fast.move?.text, score: fast.score, depth: fast.depth, nodes: fast.nodes }, where).toEqual({
    move: readable.move?.text,
    score: readable.score,
    depth: readable.depth,
    nodes: readable.nodes,
  });
}

describe("fast search: the readable search on make/unmake", () => {
  for (const game of listGames()) {
    it(`${game.id}: same move, score, depth and positions at levels 1-3 (today's budgets, with noise and quiescence)`, () => {
      positionsOf(game, 34).forEach((state, index) => {
        for (const level of LEVEL_NUMBERS) {
          // level 3 at a tenth of its budget keeps the readable search's time in bounds; it still reaches depth 2-3 with quiescence
          const budget = level === 3 ? { ...LEVELS[3], nodeBudget: 4_000 } : LEVELS[level];
          expectSameSearch(game, state, { ...budget, seed: index * 7 + level }, `${game.id} position ${index}, level ${level}`);
        }
      });
    }, 120_000);

    it(`${game.id}: same answers when budgets run out mid-iteration and when the search is told to go deep`, () => {
      const start = game.setup();
      if (!start.ok) throw new Error(start.error.message);
      expectSameSearch(game, start.value, { maxDepth: 3, nodeBudget: 2_000, quiescence: 2, seed: 3 }, `${game.id}, the start`);
      const [midgame] = positionsOf(game, 99);
      for (const nodeBudget of [1, 57, 900]) expectSameSearch(game, midgame, { maxDepth: 6, nodeBudget, quiescence: 3, seed: 5 }, `${game.id}, ${nodeBudget} positions`);
      expectSameSearch(game, midgame, { maxDepth: 2, nodeBudget: 100_000, noise: 30, seed: 11 }, `${game.id}, depth 2 in full`);
    }, 120_000);
  }
});
