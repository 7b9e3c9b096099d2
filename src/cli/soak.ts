/**
 * Soak from the command line: seeded random games of every game (or those named), with
 * every invariant of src/engine/soak.ts checked at every position.
 *
 *   npm run soak -- <games per game> [game ids...] [--seed N] [--max-plies N] [--moves-per-position N | --all-moves]
 *
 * By default a game stops after 200 plies and 16 listed moves are played per position
 * (the one the game goes on with among them); --all-moves plays every listed move.
 *
 * Prints one line per game (games, plies, positions, listed moves played, slips refused,
 * games and plies per second) and every violation found; exits 1 if there was one, and
 * with an error for bad arguments.
 */
import { listGames } from "../engine/registry.ts";
import { soak } from "../engine/soak.ts";

const USAGE = "usage: npm run soak -- <games per game> [game ids...] [--seed N] [--max-plies N] [--moves-per-position N | --all-moves]";

function option(args: string[], name: string, fallback: number): number {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const [, value] = args.splice(at, 2);
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} takes a whole number, not "${value}"\n${USAGE}`);
  return n;
}

const args = process.argv.slice(2);
const seed = option(args, "--seed", 1);
const maxPlies = option(args, "--max-plies", 200);
const movesPerPosition = option(args, "--moves-per-position", 16);
const allMoves = args.includes("--all-moves");
if (allMoves) args.splice(args.indexOf("--all-moves"), 1);
const [countText, ...ids] = args;
const games = Number(countText);
if (!Number.isInteger(games) || games < 1) throw new Error(USAGE);
const chosen = ids.length === 0 ? listGames() : listGames().filter((game) => ids.includes(game.id));
if (chosen.length !== (ids.length || chosen.length)) {
  throw new Error(`unknown game among ${ids.join(", ")}; games: ${listGames().map((g) => g.id).join(", ")}`);
}

let violations = 0;
for (const game of chosen) {
  const started = performance.now();
  const report = soak(game, { games, seed, maxPlies, slips: 4, movesPerPosition: allMoves ? undefined : movesPerPosition });
  const seconds = (performance.now() - started) / 1000;
  violations += report.violationCount;
  console.log(
    `${game.id}: ${report.games} games, ${report.plies} plies, ${report.positions} positions, ${report.movesPlayed} listed moves played, ` +
      `${report.slipsRefused} slips refused, ${report.violationCount} violations; ` +
      `${(report.games / seconds).toFixed(1)} games/s, ${Math.round(report.plies / seconds)} plies/s (${seconds.toFixed(1)} s)`,
  );
  for (const line of report.violations) console.log(`  ${line}`);
}
// a violation makes the run fail (exit code 1)
process.exitCode = violations > 0 ? 1 : 0;
