/**
 * The game review's speed at its budget (REVIEW_BUDGET in src/engine/review/review.ts):
 *
 *   npm run bench:review [-- --game the-pit] [-- --plies 100] [-- --old]
 *
 * For each game, a seeded self-play game of `--plies` moves (src/engine/review/self-play.ts;
 * the next seed when one ends sooner) reviewed position by position as the page's Web
 * Worker does. Prints seconds per position (median and slowest) and per game, of wall
 * time and of this process's CPU time (user + system: what the review costs when the
 * machine is shared, as the 2-core VM often is). The goal: a 100-ply game of The Pit in
 * at most 60 s on the 2-core VM. With `--old`, each game is also reviewed as before issue 34
 * (search.ts on the readable rules at REVIEW_BUDGET), the same game, in a row of its own.
 */
import { listGames } from "../engine/registry.ts";
import { buildReview, REVIEW_BUDGET, reviewBudgetOf, type PlyEvaluation } from "../engine/review/review.ts";
import { searchBestMove } from "../engine/search/search.ts";
import { evaluatePosition } from "../engine/review/review-search.ts";
import { selfPlay } from "../engine/review/self-play.ts";
import type { AnyGame, Side } from "../engine/types.ts";

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index < 0 ? undefined : process.argv[index + 1];
}

const PLIES = Number(argument("--plies") ?? 100);
const ONLY = argument("--game");
const OLD = process.argv.includes("--old");

/** A position evaluated as the review did before issue 34: the readable search at REVIEW_BUDGET (review-search.ts's evaluatePosition otherwise). */
function evaluateOld(game: AnyGame, state: unknown): PlyEvaluation {
  const outcome = game.outcome(state);
  if (outcome.status !== "ongoing") return evaluatePosition(game, state);
  const result = searchBestMove(game, state, { ...REVIEW_BUDGET, seed: 1 });
  return { eval: game.turn(state) === "white" ? result.score : -result.score, best: result.move?.text };
}

/**
 * A game that lasts the whole `PLIES`: the first seed whose self-play does, else the
 * longest of the first 20 (In The Bin's games at level 2 end sooner).
 */
function longGame(game: AnyGame): ReturnType<typeof selfPlay> {
  let longest: ReturnType<typeof selfPlay> | undefined;
  for (let seed = 1; seed <= 20; seed++) {
    const played = selfPlay(game, seed, PLIES);
    if (played.moves.length === PLIES) return played;
    if (!longest || played.moves.length > longest.moves.length) longest = played;
  }
  return longest!;
}

const budgetOf = (game: AnyGame, old: boolean): string => {
  const { maxDepth, nodeBudget, quiescence } = old ? REVIEW_BUDGET : reviewBudgetOf(game.id);
  return `depth ${maxDepth}, ${nodeBudget} positions, quiescence ${quiescence ?? 0}`;
};
console.log(`Review at each game's budget (review.ts reviewBudgetOf), games of ${PLIES} plies, Node ${process.version}`);
console.log("| game | budget | plies | s per position (median) | s per position (slowest) | s per game | CPU s per game | CPU s per 100 positions | marks |");
console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const game of listGames()) {
  if (ONLY && game.id !== ONLY) continue;
  const played = longGame(game);
  for (const old of OLD ? [true, false] : [false]) {
    const times: number[] = [];
    const cpu0 = process.cpuUsage();
    const evaluations = played.states.map((state) => {
      const t0 = performance.now();
      const evaluation = old ? evaluateOld(game, state) : evaluatePosition(game, state);
      times.push((performance.now() - t0) / 1000);
      return evaluation;
    });
    const cpu = process.cpuUsage(cpu0);
    const sides: Side[] = played.states.slice(0, -1).map((state) => game.turn(state));
    const review = buildReview(game.id, played.moves, sides, evaluations);
    const sorted = [...times].sort((a, b) => a - b);
    const total = times.reduce((a, b) => a + b, 0);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    console.log(`| ${game.id}${old ? " (old)" : ""} | ${budgetOf(game, old)} | ${played.moves.length} | ${sorted[Math.floor(sorted.length / 2)].toFixed(3)} | ${sorted[sorted.length - 1].toFixed(3)} | ${total.toFixed(1)} | ${cpuSeconds.toFixed(1)} | ${((cpuSeconds / times.length) * 100).toFixed(1)} | ${review.marks.length} |`);
  }
}
