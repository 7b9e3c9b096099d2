/**
 * One search for every game, through the engine interface alone (`legalMoves`, `play`,
 * `outcome`, `turn` and the game's own `evaluate`): iterative deepening alpha-beta with a
 * transposition table, moves ordered (the previous best, captures, killer moves, then
 * each child's own score), and a hard node budget. Scores are from the point of view of
 * the side to move at the root, and each node maximizes or minimizes by whose turn it
 * is, so a game whose turn holds several plies by one side (In The Bin's extra moves) is
 * searched as it is played.
 * Pure and deterministic: the same position, options and seed give the same move.
 */
import { makeStateText } from "../state-text.ts";
import type { Game, Move, Side } from "../types.ts";

export interface SearchOptions {
  /** The deepest iteration, in plies. */
  readonly maxDepth: number;
  /** The most positions visited; the search returns the last iteration it finished. */
  readonly nodeBudget: number;
  /**
   * Random noise added to every evaluation, in the evaluation's units (a weak level's
   * deliberate mistakes), drawn from `seed`. 0 for none.
   */
  readonly noise?: number;
  readonly seed?: number;
  /**
   * Plies of captures searched beyond the last full ply, each side free to stop instead
   * ("stand pat"): a position in the middle of an exchange is not judged by its material
   * (the horizon effect). 0 or undefined for none.
   */
  readonly quiescence?: number;
  /**
   * A time limit, for benches only: the search stops as if out of budget once `now()`
   * reaches `until` (checked every DEADLINE_STRIDE positions). Injected so the engine
   * stays pure. Production keeps node budgets: a Worker's clock does not advance while it
   * computes (src/worker/lifecycle/computer.ts).
   */
  readonly deadline?: SearchDeadline;
}

/** A clock and the moment to stop, in the clock's units (bot-bench.ts passes process CPU milliseconds). */
export interface SearchDeadline {
  now(): number;
  readonly until: number;
}

/** How many positions pass between two looks at a deadline's clock (a look at the CPU clock costs about a microsecond). */
export const DEADLINE_STRIDE = 256;

export interface SearchResult {
  /** The best move found, or undefined when there is none to play. */
  readonly move: Move | undefined;
  /** From the root side's point of view: positive is good for it. Wins are near ±WIN. */
  readonly score: number;
  /** The deepest iteration finished. */
  readonly depth: number;
  readonly nodes: number;
}

/** The score of a won position at the root; a win found k plies deeper scores WIN - k, so faster wins rank higher. */
export const WIN = 1_000_000;

/** Thrown through the recursion when the budget of positions (or the deadline) is spent; caught at the root. */
export class OutOfBudget extends Error {}

/** Whether `deadline` has passed: asked every DEADLINE_STRIDE positions. */
export function pastDeadline(deadline: SearchDeadline | undefined, nodes: number): boolean {
  return deadline !== undefined && nodes % DEADLINE_STRIDE === 0 && deadline.now() >= deadline.until;
}

interface Entry {
  readonly depth: number;
  readonly score: number;
  readonly flag: "exact" | "lower" | "upper";
  readonly best: string | undefined;
}

export function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

/** Searches `state` for the side to move. */
export function searchBestMove<S>(game: Game<S>, state: S, options: SearchOptions): SearchResult {
  const root: Side = game.turn(state);
  const table = new Map<string, Entry>();
  const random = seeded(options.seed ?? 1);
  const noise = options.noise ?? 0;
  let nodes = 0;
  const quiescence = game.quiescence === false ? 0 : options.quiescence ?? 0;

  const staticScore = (position: S): number => {
    const white = game.evaluate ? game.evaluate(position) : 0;
    const mine = root === "white" ? white : -white;
    return noise > 0 ? mine + (random() * 2 - 1) * noise : mine;
  };

  /** Two quiet moves per ply that refuted a sibling: likely to refute here too. */
  const killers: (string | undefined)[][] = [];
  const addKiller = (ply: number, text: string): void => {
    const slot = (killers[ply] ??= []);
    if (slot[0] !== text) killers[ply] = [text, slot[0]];
  };

  const spend = (): void => {
    if (nodes >= options.nodeBudget || pastDeadline(options.deadline, nodes)) throw new OutOfBudget();
    nodes++;
  };

  /** A finished position's score (faster wins rank higher), or undefined while the game goes on. */
  const decided = (position: S, ply: number): number | undefined => {
    const outcome = game.outcome(position);
    if (outcome.status === "win") return outcome.winner === root ? WIN - ply : -WIN + ply;
    if (outcome.status === "draw") return 0;
    return undefined;
  };

  /** A position's score by its outcome, or by the evaluation while the game goes on. */
  const leafScore = (position: S, ply: number): number => decided(position, ply) ?? staticScore(position);

  interface Child {
    readonly move: Move;
    /** Played already when the child was scored for ordering. */
    readonly state: S | undefined;
    readonly guess: number;
  }

  const playMove = (position: S, move: Move): S => {
    const played = game.play(position, move.text);
    if (!played.ok) throw new Error(`${game.id}: listed move ${move.text} was refused: ${played.error.message}`);
    return played.value.state;
  };

  /**
   * The moves of a node, played, best first as far as can be told before searching them:
   * the stored best move, then captures, then the killers, then by each position's own
   * score (for the side to move here). Good order is what lets alpha-beta cut: in games
   * with hundreds of moves a turn (Pit of Pillars) it is the difference between depth 2
   * and depth 3. Near the leaves the quick tests alone decide, since scoring every child
   * would cost as much as searching it.
   */
  const childrenOf = (position: S, best: string | undefined, depth: number, ply: number, maximizing: boolean): Child[] => {
    const killer = killers[ply] ?? [];
    const scoreEach = depth >= 2;
    const children = game.legalMoves(position).map((move): Child & { rank: number } => {
      const rank = move.text === best ? 0 : move.kind.includes("capture") ? 1 : killer.includes(move.text) ? 2 : 3;
      if (!scoreEach) return { move, state: undefined, guess: 0, rank };
      spend();
      const state = playMove(position, move);
      return { move, state, guess: leafScore(state, ply + 1), rank };
    });
    return children.sort((a, b) => a.rank - b.rank || (maximizing ? b.guess - a.guess : a.guess - b.guess));
  };

  /** The score after the captures that follow, up to `plies` of them, either side free to stop. */
  const quiesce = (position: S, alpha: number, beta: number, ply: number, plies: number): number => {
    const over = decided(position, ply);
    if (over !== undefined) return over;
    const stand = staticScore(position);
    if (plies === 0) return stand;
    const maximizing = game.turn(position) === root;
    if (maximizing ? stand >= beta : stand <= alpha) return stand;
    let best = stand;
    for (const move of game.legalMoves(position)) {
      if (!move.kind.includes("capture")) continue;
      spend();
      const score = quiesce(playMove(position, move), alpha, beta, ply + 1, plies - 1);
      if (maximizing ? score > best : score < best) best = score;
      if (maximizing) alpha = Math.max(alpha, score);
      else beta = Math.min(beta, score);
      if (alpha >= beta) break;
    }
    return best;
  };

  const search = (position: S, depth: number, alpha: number, beta: number, ply: number): { score: number; best: string | undefined } => {
    spend();
    if (depth === 0) return { score: quiesce(position, alpha, beta, ply, quiescence), best: undefined };
    const over = decided(position, ply);
    if (over !== undefined) return { score: over, best: undefined };
    const key = game.searchKey ? game.searchKey(position) : makeStateText(game, position);
    const known = table.get(key);
    if (known && known.depth >= depth) {
      if (known.flag === "exact") return { score: known.score, best: known.best };
      if (known.flag === "lower" && known.score >= beta) return { score: known.score, best: known.best };
      if (known.flag === "upper" && known.score <= alpha) return { score: known.score, best: known.best };
    }
    const maximizing = game.turn(position) === root;
    let best: string | undefined;
    let bestScore = maximizing ? -Infinity : Infinity;
    const [alpha0, beta0] = [alpha, beta];
    for (const child of childrenOf(position, known?.best, depth, ply, maximizing)) {
      const { score } = search(child.state ?? playMove(position, child.move), depth - 1, alpha, beta, ply + 1);
      if (maximizing ? score > bestScore : score < bestScore) {
        bestScore = score;
        best = child.move.text;
      }
      if (maximizing) alpha = Math.max(alpha, score);
      else beta = Math.min(beta, score);
      if (alpha >= beta) {
        if (!child.move.kind.includes("capture")) addKiller(ply, child.move.text);
        break;
      }
    }
    const flag = bestScore <= alpha0 ? "upper" : bestScore >= beta0 ? "lower" : "exact";
    // from the root's point of view, a fail-low for the maximizer is an upper bound and a fail-high a lower one, either way round
    table.set(key, { depth, score: bestScore, flag, best });
    return { score: bestScore, best };
  };

  const legal = game.legalMoves(state);
  if (legal.length === 0) return { move: undefined, score: 0, depth: 0, nodes: 0 };
  let result: SearchResult = { move: legal[0], score: 0, depth: 0, nodes: 0 };
  for (let depth = 1; depth <= options.maxDepth; depth++) {
    try {
      const { score, best } = search(state, depth, -Infinity, Infinity, 0);
      result = { move: legal.find((move) => move.text === best) ?? result.move, score, depth, nodes };
      if (Math.abs(score) >= WIN - options.maxDepth) break; // a forced win or loss found: deeper adds nothing
    } catch (error) {
      if (!(error instanceof OutOfBudget)) throw error;
      break;
    }
  }
  return { ...result, nodes };
}
