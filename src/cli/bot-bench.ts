/**
 * The computer's strength, measured:
 *
 *   npm run bench:bot [-- --games 50] [-- --game the-pit] [-- --plies 300]
 *                     [-- --level 3] [-- --against random|below]
 *
 * For every game: each level against a random mover, then each level against the one
 * below, colours alternating, seeded. A game that reaches the ply cap is counted as
 * unfinished (no winner). Prints win rates, nodes per second and the average depth the
 * level's search finished.
 */
import { makeRandom } from "../engine/random-playout.ts";
import { listGames } from "../engine/registry.ts";
import { LEVEL_NUMBERS, LEVELS, type Level } from "../engine/search/levels.ts";
import { searchBestMove } from "../engine/search/search.ts";
import type { AnyGame, Side } from "../engine/types.ts";

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index < 0 ? undefined : process.argv[index + 1];
}

const GAMES = Number(argument("--games") ?? 50);
const PLIES = Number(argument("--plies") ?? 300);
const ONLY = argument("--game");
const ONLY_LEVEL = argument("--level");
const AGAINST = argument("--against");

type Player = { kind: "random" } | { kind: "level"; level: Level };

interface Stats {
  nodes: number;
  ms: number;
  depth: number;
  searches: number;
}

function play(game: AnyGame, players: Record<Side, Player>, seed: number, stats: Stats): Side | "none" {
  const setup = game.setup();
  if (!setup.ok) throw new Error(setup.error.message);
  let state: unknown = setup.value;
  const random = makeRandom(seed);
  for (let ply = 0; ply < PLIES; ply++) {
    const outcome = game.outcome(state);
    if (outcome.status === "win") return outcome.winner;
    if (outcome.status === "draw") return "none";
    const player = players[game.turn(state)];
    const legal = game.legalMoves(state);
    let text: string;
    if (player.kind === "random") text = legal[Math.floor(random() * legal.length)].text;
    else {
      const t0 = performance.now();
      const result = searchBestMove(game, state, { ...LEVELS[player.level], seed: seed * 1000 + ply });
      stats.ms += performance.now() - t0;
      stats.nodes += result.nodes;
      stats.depth += result.depth;
      stats.searches++;
      text = result.move!.text;
    }
    const played = game.play(state, text);
    if (!played.ok) throw new Error(played.error.message);
    state = played.value.state;
  }
  const outcome = game.outcome(state);
  return outcome.status === "win" ? outcome.winner : "none";
}

function match(game: AnyGame, a: Player, b: Player, stats: Stats): { wins: number; losses: number; unfinished: number } {
  const score = { wins: 0, losses: 0, unfinished: 0 };
  for (let i = 0; i < GAMES; i++) {
    const aSide: Side = i % 2 === 0 ? "white" : "black";
    const players = aSide === "white" ? { white: a, black: b } : { white: b, black: a };
    const winner = play(game, players, 1 + i, stats);
    if (winner === "none") score.unfinished++;
    else if (winner === aSide) score.wins++;
    else score.losses++;
  }
  return score;
}

const name = (player: Player) => (player.kind === "random" ? "random" : `level ${player.level}`);

console.log(`${GAMES} games per match, colours alternating, at most ${PLIES} plies a game\n`);
console.log("| game | player | against | wins | losses | unfinished | win rate | nodes/s | average depth | ms per move |");
console.log("| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const game of listGames()) {
  if (ONLY && game.id !== ONLY) continue;
  for (const level of LEVEL_NUMBERS) {
    if (ONLY_LEVEL && level !== Number(ONLY_LEVEL)) continue;
    const opponents: Player[] = [
      ...(AGAINST === "below" ? [] : [{ kind: "random" } as Player]),
      ...(level > 1 && AGAINST !== "random" ? [{ kind: "level", level: (level - 1) as Level } as Player] : []),
    ];
    for (const opponent of opponents) {
      const stats: Stats = { nodes: 0, ms: 0, depth: 0, searches: 0 };
      const me: Player = { kind: "level", level };
      const { wins, losses, unfinished } = match(game, me, opponent, stats);
      const rate = ((100 * wins) / GAMES).toFixed(0);
      // the opponent's searches are counted too when it is a level: nodes/s is the search's speed either way
      console.log(`| ${game.id} | ${name(me)} | ${name(opponent)} | ${wins} | ${losses} | ${unfinished} | ${rate}% | ${Math.round((stats.nodes / Math.max(1, stats.ms)) * 1000)} | ${(stats.depth / Math.max(1, stats.searches)).toFixed(1)} | ${(stats.ms / Math.max(1, stats.searches)).toFixed(0)} |`);
    }
  }
}
