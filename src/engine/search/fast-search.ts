/**
 * The computer's search (search.ts) over a game's fast path (fast-position.ts): the same
 * iterative deepening alpha-beta, transposition table, move order (the stored best move,
 * captures, killers, then each child's own score at depth 2 and more), quiescence with
 * stand-pat, seeded noise, node budget counted position by position as search.ts counts
 * it, wins scored by ply, and each node maximizing or minimizing by whose turn it is from
 * the root's point of view (In The Bin's extra moves). Only the means differ: one mutable
 * position made and unmade, integer moves, a table keyed by the position's `key()`, and
 * per-ply typed buffers (child-order.ts), so a node allocates nothing and no string is
 * made below the root.
 *
 * test/engine/search/fast-search.test.ts holds it to search.ts: over a fast position built
 * on the readable rules, the two give the same move, score, depth and node count.
 */
import { FAST_BLACK_WINS, FAST_DRAW, FAST_WHITE_WINS, type FastPosition } from "./fast-position.ts";
import { OutOfBudget, pastDeadline, seeded, WIN, type SearchOptions, type SearchResult } from "./search.ts";
import { PlyMoves } from "./child-order.ts";
import type { Game } from "../types.ts";

/** A transposition table entry; mutated in place when its position is searched again. */
interface Entry {
  depth: number;
  score: number;
  flag: number;
  /** The best move, or NO_MOVE. */
  best: number;
}

const EXACT = 0;
const LOWER = 1;
const UPPER = 2;
/** No move: NaN equals no integer move, whatever a game's encoding. */
const NO_MOVE = Number.NaN;

/**
 * Searches `position` (which stands at `state`, the side to move's turn) as search.ts
 * searches `state`. The position is left where it was when the search finishes an
 * iteration; a search stopped by its budget leaves it mid-line (make a fresh one per search).
 */
export function searchFast<S>(game: Game<S>, state: S, position: FastPosition, options: SearchOptions): SearchResult {
  const rootIsWhite = position.turn() === "white";
  const table = new Map<number, Entry>();
  const random = seeded(options.seed ?? 1);
  const noise = options.noise ?? 0;
  const evaluates = game.evaluate !== undefined;
  const quiescence = game.quiescence === false ? 0 : options.quiescence ?? 0;
  const { nodeBudget, deadline } = options;
  let nodes = 0;
  /** The best move of the last `search` call (the root reads it). */
  let lastBest = NO_MOVE;

  const plies: PlyMoves[] = [];
  const plyMoves = (ply: number): PlyMoves => (plies[ply] ??= new PlyMoves());
  /** Two quiet moves per ply that refuted a sibling, as search.ts keeps them. */
  const killerA: number[] = [];
  const killerB: number[] = [];

  const spend = (): void => {
    if (nodes >= nodeBudget || pastDeadline(deadline, nodes)) throw new OutOfBudget();
    nodes++;
  };

  const staticScore = (): number => {
    const white = evaluates ? position.evaluate() : 0;
    const mine = rootIsWhite ? white : -white;
    return noise > 0 ? mine + (random() * 2 - 1) * noise : mine;
  };

  /** A finished position's score (faster wins rank higher), or NaN while the game goes on. */
  const decided = (ply: number): number => {
    const outcome = position.outcome();
    if (outcome === FAST_WHITE_WINS) return rootIsWhite ? WIN - ply : -WIN + ply;
    if (outcome === FAST_BLACK_WINS) return rootIsWhite ? -WIN + ply : WIN - ply;
    if (outcome === FAST_DRAW) return 0;
    return NO_MOVE;
  };

  const leafScore = (ply: number): number => {
    const over = decided(ply);
    return over === over ? over : staticScore();
  };

  /** The node's moves in `plyMoves(ply)`, ordered as search.ts orders them (scored children count as positions). */
  const orderChildren = (best: number, depth: number, ply: number, maximizing: boolean): PlyMoves => {
    const buffers = plyMoves(ply);
    const { list, count } = position.legalMoves();
    buffers.reserve(count);
    buffers.count = count;
    const { moves, rank, capture, guess } = buffers;
    const killer0 = killerA[ply] ?? NO_MOVE;
    const killer1 = killerB[ply] ?? NO_MOVE;
    const scoreEach = depth >= 2;
    for (let i = 0; i < count; i++) {
      const move = list[i];
      moves[i] = move;
      const captures = position.isCapture(move);
      capture[i] = captures ? 1 : 0;
      rank[i] = move === best ? 0 : captures ? 1 : move === killer0 || move === killer1 ? 2 : 3;
      if (scoreEach) {
        spend();
        position.make(move);
        guess[i] = leafScore(ply + 1);
        position.unmake(move);
      } else guess[i] = 0;
    }
    buffers.sort(maximizing);
    return buffers;
  };

  /** The score after the captures that follow, up to `left` of them, either side free to stop. */
  const quiesce = (alpha: number, beta: number, ply: number, left: number): number => {
    const over = decided(ply);
    if (over === over) return over;
    const stand = staticScore();
    if (left === 0) return stand;
    const maximizing = (position.turn() === "white") === rootIsWhite;
    if (maximizing ? stand >= beta : stand <= alpha) return stand;
    let best = stand;
    const { list, count } = position.legalMoves();
    for (let i = 0; i < count; i++) {
      const move = list[i];
      if (!position.isCapture(move)) continue;
      spend();
      position.make(move);
      const score = quiesce(alpha, beta, ply + 1, left - 1);
      position.unmake(move);
      if (maximizing ? score > best : score < best) best = score;
      if (maximizing) alpha = Math.max(alpha, score);
      else beta = Math.min(beta, score);
      if (alpha >= beta) break;
    }
    return best;
  };

  const search = (depth: number, alpha: number, beta: number, ply: number): number => {
    spend();
    lastBest = NO_MOVE;
    if (depth === 0) return quiesce(alpha, beta, ply, quiescence);
    const over = decided(ply);
    if (over === over) return over;
    const key = position.key();
    const known = table.get(key);
    if (known !== undefined && known.depth >= depth) {
      const hit = known.flag === EXACT || (known.flag === LOWER ? known.score >= beta : known.score <= alpha);
      if (hit) {
        lastBest = known.best;
        return known.score;
      }
    }
    const maximizing = (position.turn() === "white") === rootIsWhite;
    let best = NO_MOVE;
    let bestScore = maximizing ? -Infinity : Infinity;
    const alpha0 = alpha;
    const beta0 = beta;
    const children = orderChildren(known === undefined ? NO_MOVE : known.best, depth, ply, maximizing);
    const { moves, capture, order } = children;
    for (let i = 0, count = children.count; i < count; i++) {
      const index = order[i];
      const move = moves[index];
      position.make(move);
      const score = search(depth - 1, alpha, beta, ply + 1);
      position.unmake(move);
      if (maximizing ? score > bestScore : score < bestScore) {
        bestScore = score;
        best = move;
      }
      if (maximizing) alpha = Math.max(alpha, score);
      else beta = Math.min(beta, score);
      if (alpha >= beta) {
        if (capture[index] === 0 && killerA[ply] !== move) {
          killerB[ply] = killerA[ply] ?? NO_MOVE;
          killerA[ply] = move;
        }
        break;
      }
    }
    // from the root's point of view, a fail-low for the maximizer is an upper bound and a fail-high a lower one, either way round
    const flag = bestScore <= alpha0 ? UPPER : bestScore >= beta0 ? LOWER : EXACT;
    if (known === undefined) table.set(key, { depth, score: bestScore, flag, best });
    else {
      known.depth = depth;
      known.score = bestScore;
      known.flag = flag;
      known.best = best;
    }
    lastBest = best;
    return bestScore;
  };

  const legal = game.legalMoves(state);
  if (legal.length === 0) return { move: undefined, score: 0, depth: 0, nodes: 0 };
  let result: SearchResult = { move: legal[0], score: 0, depth: 0, nodes: 0 };
  for (let depth = 1; depth <= options.maxDepth; depth++) {
    try {
      const score = search(depth, -Infinity, Infinity, 0);
      const best = lastBest;
      const text = best === best ? position.moveText(best) : undefined;
      result = { move: legal.find((move) => move.text === text) ?? result.move, score, depth, nodes };
      if (Math.abs(score) >= WIN - options.maxDepth) break; // a forced win or loss found: deeper adds nothing
    } catch (error) {
      if (!(error instanceof OutOfBudget)) throw error;
      break;
    }
  }
  return { ...result, nodes };
}
