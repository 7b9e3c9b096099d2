/**
 * The one entry point for searching a move: the fast search (fast-search.ts) on the game's
 * fast path when it has one (fast-registry.ts), else the readable search (search.ts) on
 * the game's `legalMoves` and `play`. The two are the same search (the fast search's test
 * proves it on a fast position built from the readable rules), so a game gains depth the
 * day its fast path is registered and nothing else changes.
 */
import type { Game } from "../types.ts";
import { fastPositionOf, hasFastPath } from "./fast-registry.ts";
import { searchFast } from "./fast-search.ts";
import { FAST_FACTORS, HINT_FACTORS, LEVELS, READABLE_LEVELS, type Level } from "./levels.ts";
import { searchBestMove, type SearchOptions, type SearchResult } from "./search.ts";

/** The best move for the side to move in `state`, within `options`' budget. */
export function bestMove<S>(game: Game<S>, state: S, options: SearchOptions): SearchResult {
  const position = fastPositionOf(game, state);
  return position ? searchFast(game, state, position, options) : searchBestMove(game, state, options);
}

/** A level's search options for `game`: the fast levels (level 3's budget times the game's factor) where it has a fast path, else the readable levels (levels.ts). */
export function levelOptions(game: Game, level: Level): Omit<SearchOptions, "seed"> {
  if (!hasFastPath(game)) return READABLE_LEVELS[level];
  const options = LEVELS[level];
  return level === 3 ? { ...options, nodeBudget: options.nodeBudget * (FAST_FACTORS[game.id] ?? 1) } : options;
}

/** The hint's search options for `game`: level 3 within the hint's budget (levels.ts HINT_FACTORS) on a fast path, else the readable level 3. */
export function hintOptions(game: Game): Omit<SearchOptions, "seed"> {
  if (!hasFastPath(game)) return READABLE_LEVELS[3];
  return { ...LEVELS[3], nodeBudget: LEVELS[3].nodeBudget * Math.max(1, HINT_FACTORS[game.id] ?? 1) };
}
