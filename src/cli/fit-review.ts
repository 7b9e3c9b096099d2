/**
 * Fits each game's win-probability curve for the game review:
 *
 *   npm run fit:review [-- --games 20] [-- --positions 1000] [-- --game the-pit] [-- --plies 300]
 *
 * Plays seeded self-play games at level 2 (src/engine/review/self-play.ts), `--games` of
 * them and more while they have given fewer than `--positions` positions (In The Bin's
 * games are short), up to 100, and keeps,
 * for every position its search evaluated, the search's score for White and White's
 * final score (1, 0.5, 0); a game still going at the ply cap is left out, and so are
 * positions the search had already proved won or lost. Fits the curve's scale to those
 * pairs (src/engine/review/fit.ts), writes the pairs to test/fixtures/review/<game>.csv
 * and the scales to src/engine/review/curves.ts.
 */
import { writeFileSync, readFileSync } from "node:fs";
import { listGames } from "../engine/registry.ts";
import { isForced } from "../engine/review/expected-score.ts";
import { fitScale, logLoss, type EvalOutcome } from "../engine/review/fit.ts";
import { selfPlay } from "../engine/review/self-play.ts";

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index < 0 ? undefined : process.argv[index + 1];
}

const GAMES = Number(argument("--games") ?? 20);
const PLIES = Number(argument("--plies") ?? 300);
const ONLY = argument("--game");
const POSITIONS = Number(argument("--positions") ?? 1000);
const MOST_GAMES = 100;

const curvesPath = new URL("../engine/review/curves.ts", import.meta.url);
const scales = new Map<string, number>(
  [...readFileSync(curvesPath, "utf8").matchAll(/"([a-z0-9-]+)": (\d+)/g)].map((m) => [m[1], Number(m[2])]),
);

for (const game of listGames()) {
  if (ONLY && game.id !== ONLY) continue;
  const t0 = performance.now();
  const pairs: EvalOutcome[] = [];
  let finished = 0;
  let games = 0;
  for (; games < GAMES || (pairs.length < POSITIONS && games < MOST_GAMES); games++) {
    const played = selfPlay(game, games + 1, PLIES);
    if (played.outcome.status === "ongoing") continue;
    finished++;
    const score = played.outcome.status === "draw" ? 0.5 : played.outcome.winner === "white" ? 1 : 0;
    pairs.push(...played.evals.filter((e) => !isForced(e)).map((e) => ({ eval: Math.round(e), score })));
  }
  const scale = fitScale(pairs);
  scales.set(game.id, scale);
  writeFileSync(new URL(`../../test/fixtures/review/${game.id}.csv`, import.meta.url), `eval,score\n${pairs.map((p) => `${p.eval},${p.score}`).join("\n")}\n`);
  console.log(
    `${game.id}: ${finished}/${games} games finished, ${pairs.length} positions, scale ${scale}, ` +
      `log loss ${logLoss(pairs, scale).toFixed(4)} (even guess ${Math.log(2).toFixed(4)}), ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
}

const lines = listGames().map((game) => `  "${game.id}": ${scales.get(game.id) ?? 400},`);
writeFileSync(curvesPath, readFileSync(curvesPath, "utf8").replace(/= \{\n[\s\S]*?\n\};/, `= {\n${lines.join("\n")}\n};`));
