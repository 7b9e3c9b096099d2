// The one entry point for searching (src/engine/search/best-move.ts): the fast search on a
// game's fast path where it has one, the readable search elsewhere, and each with its own
// levels; and the review's budget follows the same split, in its cache key too.
import { describe, expect, it } from "vitest";
import { getGame, listGames } from "../../../src/engine/registry.ts";
import { FAST_REVIEW_BUDGET, REVIEW_BUDGET, REVIEW_FACTORS, reviewBudgetOf, reviewKey } from "../../../src/engine/review/review.ts";
import { bestMove, hintOptions, levelOptions } from "../../../src/engine/search/best-move.ts";
import { fastPositionOf, hasFastPath } from "../../../src/engine/search/fast-registry.ts";
import { searchFast } from "../../../src/engine/search/fast-search.ts";
import { FAST_FACTORS, HINT_FACTORS, LEVEL_NUMBERS, LEVELS, READABLE_LEVELS } from "../../../src/engine/search/levels.ts";
import { searchBestMove } from "../../../src/engine/search/search.ts";
import type { AnyGame } from "../../../src/engine/types.ts";

function startOf(game: AnyGame): unknown {
  const start = game.setup();
  if (!start.ok) throw new Error(start.error.message);
  return start.value;
}

const fastGames: AnyGame[] = listGames().filter((game) => hasFastPath(game));

describe("bestMove", () => {
  it("has fast paths to use (The Pit's at least)", () => {
    expect(fastGames.map((game) => game.id)).toContain("the-pit");
  });

  for (const game of fastGames) {
    it(`${game.id}: searches the fast path, as searchFast on the game's fast position does`, () => {
      const state = startOf(game);
      const options = { maxDepth: 3, nodeBudget: 5_000, quiescence: 2, seed: 4 };
      const found = bestMove(game, state, options);
      const fast = searchFast(game, state, fastPositionOf(game, state)!, options);
      expect({ ...found, move: found.move?.text }).toEqual({ ...fast, move: fast.move?.text });
      expect(game.legalMoves(state).map((move) => move.text)).toContain(found.move?.text);
    });
  }

  it("searches the readable rules for a game with no fast path", () => {
    const pit = getGame("the-pit")!;
    const unregistered: AnyGame = { ...pit, id: "the-pit-without-a-fast-path" };
    const state = startOf(pit);
    const options = { maxDepth: 2, nodeBudget: 2_000, seed: 9 };
    expect(hasFastPath(unregistered)).toBe(false);
    const found = bestMove(unregistered, state, options);
    const readable = searchBestMove(unregistered, state, options);
    expect({ ...found, move: found.move?.text }).toEqual({ ...readable, move: readable.move?.text });
  });
});

describe("levels and the review's budget on the fast paths", () => {
  it("give a factor only to games with a fast path", () => {
    for (const id of [...Object.keys(FAST_FACTORS), ...Object.keys(REVIEW_FACTORS), ...Object.keys(HINT_FACTORS)]) expect(hasFastPath(getGame(id)!), id).toBe(true);
  });

  it("keep the readable levels for a game with no fast path; on a fast one, level 1 as it was and levels 2 and 3 deeper", () => {
    const pit = getGame("the-pit")!;
    const unregistered: AnyGame = { ...pit, id: "the-pit-without-a-fast-path" };
    for (const level of LEVEL_NUMBERS) {
      expect(levelOptions(unregistered, level)).toEqual(READABLE_LEVELS[level]);
      if (level === 1) expect(levelOptions(pit, level)).toEqual(READABLE_LEVELS[1]);
      else expect(levelOptions(pit, level).maxDepth).toBeGreaterThan(READABLE_LEVELS[level].maxDepth);
      expect(levelOptions(pit, level).noise).toBe(READABLE_LEVELS[level].noise);
    }
    expect(levelOptions(pit, 3).nodeBudget).toBe(LEVELS[3].nodeBudget * FAST_FACTORS["the-pit"]);
  });

  it("give the hint at least today's level 3 budget, and the readable level 3 where there is no fast path", () => {
    const pit = getGame("the-pit")!;
    expect(hintOptions({ ...pit, id: "the-pit-without-a-fast-path" })).toEqual(READABLE_LEVELS[3]);
    for (const game of fastGames) {
      expect(hintOptions(game).nodeBudget, game.id).toBeGreaterThanOrEqual(READABLE_LEVELS[3].nodeBudget);
      expect(hintOptions(game).maxDepth, game.id).toBeGreaterThanOrEqual(READABLE_LEVELS[3].maxDepth);
    }
  });

  it("keys a review by the budget it was made with, so a review made before the fast path is not served as a new one", () => {
    const moves = ["e4", "e5"];
    expect(reviewBudgetOf("no-such-game")).toEqual(REVIEW_BUDGET);
    expect(reviewBudgetOf("the-pit")).toEqual({ ...FAST_REVIEW_BUDGET, nodeBudget: FAST_REVIEW_BUDGET.nodeBudget * REVIEW_FACTORS["the-pit"] });
    expect(reviewKey("game:x", moves, reviewBudgetOf("the-pit"))).not.toBe(reviewKey("game:x", moves, REVIEW_BUDGET));
  });
});
