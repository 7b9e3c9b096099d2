/**
 * The computer's strength, measured:
 *
 *   npm run bench:bot [-- --games 50] [-- --game the-pit] [-- --plies 300]
 *                     [-- --level 3] [-- --against random|below|old] [-- --ms 40] [-- --from 50]
 *   npm run bench:bot -- --depths [-- --game the-pit] [-- --positions 30] [-- --hint]
 *
 * For every game: each level against a random mover, then each level against the one
 * below, colours alternating, seeded. A game that reaches the ply cap is counted as
 * unfinished (no winner). Prints win rates, nodes per second, the average depth the
 * level's search finished and its CPU milliseconds per move (the process's own CPU
 * clock, so other work on the machine does not count against it).
 *
 * `--from K`: this run plays games K+1 to K+G of a longer match (the same seeds and colours),
 * so that two processes on two cores can share one; add their tables up.
 *
 * `--against old`: level 3 as it plays now (best-move.ts: the fast search on the game's
 * fast path, with its levels) against level 3 as it played before issue 34 (search.ts on
 * the readable rules, READABLE_LEVELS[3]). With `--ms`, both get that many CPU
 * milliseconds per move instead of their node budgets (a deadline on the CPU clock,
 * keeping each level's depth cap and quiescence), so the match is at equal time.
 *
 * `--depths`: no games; each level searches the same positions (from seeded random
 * games) the old way and the new way, and the table gives the average depth finished
 * and CPU milliseconds per move of each: what the fast path buys at each level. With
 * `--hint`, level 3 before against the hint's budget now (best-move.ts hintOptions).
 */
import { listGames } from "../engine/registry.ts";
import { makeRandom, randomPlayout } from "../engine/random-playout.ts";
import { bestMove, hintOptions, levelOptions } from "../engine/search/best-move.ts";
import { LEVEL_NUMBERS, READABLE_LEVELS, type Level } from "../engine/search/levels.ts";
import { searchBestMove, type SearchOptions, type SearchResult } from "../engine/search/search.ts";
import type { AnyGame, Side } from "../engine/types.ts";

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index < 0 ? undefined : process.argv[index + 1];
}

const GAMES = Number(argument("--games") ?? 50);
/** Games already played elsewhere: this run plays games FROM+1 to FROM+GAMES (seeds and colours as a longer match would), so two processes can share a match. */
const FROM = Number(argument("--from") ?? 0);
const PLIES = Number(argument("--plies") ?? 300);
const ONLY = argument("--game");
const ONLY_LEVEL = argument("--level");
const AGAINST = argument("--against");
const MS = argument("--ms") === undefined ? undefined : Number(argument("--ms"));
const POSITIONS = Number(argument("--positions") ?? 30);
const HINT = process.argv.includes("--hint");

/** A level as it plays now, or level 3 as it played before issue 34 ("old"). */
type Player = { kind: "random" } | { kind: "level"; level: Level } | { kind: "old" };

/** The process's CPU time in milliseconds (user and system). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** `options` with the node budget replaced by a CPU deadline `ms` from now, when the bench is timed. */
function timed(options: Omit<SearchOptions, "seed">, seed: number, ms: number | undefined): SearchOptions {
  if (ms === undefined) return { ...options, seed };
  return { ...options, seed, nodeBudget: Number.POSITIVE_INFINITY, deadline: { now: cpuMs, until: cpuMs() + ms } };
}

function think(game: AnyGame, state: unknown, player: Player & { kind: "level" | "old" }, seed: number): SearchResult {
  if (player.kind === "old") return searchBestMove(game, state, timed(READABLE_LEVELS[3], seed, MS));
  return bestMove(game, state, timed(levelOptions(game, player.level), seed, MS));
}

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
      const t0 = cpuMs();
      const result = think(game, state, player, seed * 1000 + ply);
      if (player.kind === "level") {
        // the old level's searches are left out: the figures are the new search's
        stats.ms += cpuMs() - t0;
        stats.nodes += result.nodes;
        stats.depth += result.depth;
        stats.searches++;
      }
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
  for (let i = FROM; i < FROM + GAMES; i++) {
    const aSide: Side = i % 2 === 0 ? "white" : "black";
    const players = aSide === "white" ? { white: a, black: b } : { white: b, black: a };
    const winner = play(game, players, 1 + i, stats);
    if (winner === "none") score.unfinished++;
    else if (winner === aSide) score.wins++;
    else score.losses++;
    // progress on stderr every five games, so a long match can be read before it ends
    if ((i + 1 - FROM) % 5 === 0) console.error(`${game.id}: ${name(a)} against ${name(b)}, ${i + 1 - FROM} games: ${score.wins} won, ${score.losses} lost, ${score.unfinished} unfinished`);
  }
  return score;
}

const name = (player: Player) => (player.kind === "random" ? "random" : player.kind === "old" ? "old level 3" : `level ${player.level}`);

/** Positions 10 to 60 plies into seeded random games, for `--depths`. */
function positionsOf(game: AnyGame): unknown[] {
  const setup = game.setup();
  if (!setup.ok) throw new Error(setup.error.message);
  const positions: unknown[] = [];
  for (let seed = 1; positions.length < POSITIONS; seed++) {
    const { states } = randomPlayout(game, setup.value, makeRandom(seed), { plies: 60, avoidEnding: true });
    for (let ply = 10; ply < states.length && positions.length < POSITIONS; ply += 10) positions.push(states[ply]);
  }
  return positions;
}

function depths(): void {
  console.log(`${POSITIONS} positions per game, 10-60 plies into seeded random games; CPU ms per move\n`);
  console.log("| game | level | depth before | depth after | CPU ms before | CPU ms after | positions before | positions after |");
  console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const game of listGames()) {
    if (ONLY && game.id !== ONLY) continue;
    const positions = positionsOf(game);
    for (const level of LEVEL_NUMBERS) {
      if (ONLY_LEVEL && level !== Number(ONLY_LEVEL)) continue;
      if (HINT && level !== 3) continue;
      const afterOptions = HINT ? hintOptions(game) : levelOptions(game, level);
      const before = { depth: 0, ms: 0, nodes: 0 };
      const after = { depth: 0, ms: 0, nodes: 0 };
      positions.forEach((state, i) => {
        // old and new alternate position by position, so a change in the machine's load falls on both
        for (const [tally, search] of [
          [before, () => searchBestMove(game, state, { ...READABLE_LEVELS[level], seed: i + 1 })],
          [after, () => bestMove(game, state, { ...afterOptions, seed: i + 1 })],
        ] as const) {
          const t0 = cpuMs();
          const result = search();
          tally.ms += cpuMs() - t0;
          tally.depth += result.depth;
          tally.nodes += result.nodes;
        }
      });
      const n = positions.length;
      console.log(`| ${game.id} | ${HINT ? "hint" : level} | ${(before.depth / n).toFixed(2)} | ${(after.depth / n).toFixed(2)} | ${(before.ms / n).toFixed(1)} | ${(after.ms / n).toFixed(1)} | ${Math.round(before.nodes / n)} | ${Math.round(after.nodes / n)} |`);
    }
  }
}

if (process.argv.includes("--depths")) {
  depths();
  process.exit(0);
}

const clock = MS === undefined ? "each level's node budget" : `${MS} CPU ms per move for both`;
console.log(`${GAMES} games per match, colours alternating, at most ${PLIES} plies a game, ${clock}\n`);
console.log("| game | player | against | wins | losses | unfinished | win rate | nodes/s | average depth | ms per move |");
console.log("| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const game of listGames()) {
  if (ONLY && game.id !== ONLY) continue;
  for (const level of LEVEL_NUMBERS) {
    if (ONLY_LEVEL && level !== Number(ONLY_LEVEL)) continue;
    const opponents: Player[] =
      AGAINST === "old"
        ? level === 3
          ? [{ kind: "old" }]
          : []
        : [
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
