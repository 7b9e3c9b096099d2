/**
 * Swiss pairings for the next round, Dutch-style: players ranked by score (then seed), each
 * score group's top half paired against its bottom half, odd players floating down, searched
 * with backtracking so that no pair meets twice and colours stay balanced while that is
 * possible at all.
 *
 * Written here rather than taken from npm: `tournament-pairings` is GPL-3.0 and its Swiss
 * ignores colours; `swiss-pairing` (MIT, CommonJS) ignores colours too and treats a rematch as
 * a weight, not a rule. Chess leagues need both rules, so this is small and tested instead.
 */
import type { Result } from "../types.ts";
import { BYE_POINTS, readLedger, scoreOf } from "./ledger.ts";
import { leagueFail, type LeagueError, type LeagueGame, type LeagueRound, type Pairing } from "./types.ts";

/** What the pairing knows of one player still in the league. */
interface Entrant {
  readonly name: string;
  /** Place in the ranking: 0 is the leader. */
  readonly rank: number;
  readonly score: number;
  readonly met: ReadonlySet<string>;
  /** Colours in round order ("w" | "b"), annulled games left out. */
  readonly colours: string;
  readonly hadBye: boolean;
}

/** The rules a search level keeps; each level gives up one more, the absolute ones last. */
interface Level {
  readonly noRepeat: boolean;
  readonly maxColourDifference: number;
  readonly noThreeInARow: boolean;
}

const LEVELS: readonly Level[] = [
  { noRepeat: true, maxColourDifference: 1, noThreeInARow: true },
  { noRepeat: true, maxColourDifference: 1, noThreeInARow: false },
  { noRepeat: true, maxColourDifference: 2, noThreeInARow: false },
  { noRepeat: true, maxColourDifference: Infinity, noThreeInARow: false },
  { noRepeat: false, maxColourDifference: Infinity, noThreeInARow: false },
];

/** The steps of the most-constrained-first search that follows a level's Dutch search (each costs a look at every pair left). */
const FALLBACK_STEPS = 2_000;

/**
 * How many search steps one level may take before giving up a rule: enough for an exhaustive
 * search of small leagues, and a bound on the time a 64-player round can take.
 */
const STEPS_PER_LEVEL = 200_000;

/**
 * The next round of a Swiss league from the rounds so far. `players` in seed order; withdrawn
 * players are not paired. With an odd number left, the lowest-ranked player who has not had a
 * bye (and whose bye leaves the rest pairable) sits out.
 */
export function pairSwissRound(
  players: readonly string[],
  rounds: readonly LeagueRound<LeagueGame>[],
  withdrawn: readonly string[] = [],
): Result<LeagueRound<Pairing>, LeagueError> {
  const unknown = withdrawn.find((name) => !players.includes(name));
  if (unknown !== undefined) return leagueFail("unknown_player", `${unknown} is not in this league.`);
  if (rounds.some((round) => round.games.some((game) => game.result === null && !game.annulled))) {
    return leagueFail("round_unfinished", "The next round is paired when every game of this one has ended.");
  }
  const entrants = rankEntrants(players, rounds, new Set(withdrawn));
  if (entrants.length < 2) return leagueFail("too_few_players", "A round needs at least two players.");

  for (const level of LEVELS) {
    const budget = { steps: STEPS_PER_LEVEL };
    for (const bye of byeCandidates(entrants)) {
      const rest = entrants.filter((e) => e !== bye);
      // where the Dutch order's search runs out of steps, the level's rules are still sought, most constrained player first
      const games = pairGroup(rest, level, budget) ?? pairMostConstrainedFirst(rest, level, { steps: FALLBACK_STEPS });
      if (games) return { ok: true, value: { games: boardOrder(games, entrants), bye: bye?.name ?? null } };
      if (budget.steps <= 0) break;
    }
  }
  throw new Error("pairSwissRound: the last level keeps no rule, so it always pairs");
}

/** The players still in, with what pairing needs of each, best-ranked first (points, then seed). */
function rankEntrants(
  players: readonly string[],
  rounds: readonly LeagueRound<LeagueGame>[],
  withdrawn: ReadonlySet<string>,
): Entrant[] {
  const ledger = readLedger(players, rounds);
  const hadBye = new Set(rounds.map((round) => round.bye));
  return players
    .filter((name) => !withdrawn.has(name))
    .map((name, seed) => {
      const entry = ledger.get(name)!;
      const colours = entry.games.filter((g) => !g.annulled).map((g) => (g.colour === "white" ? "w" : "b")).join("");
      const met = new Set(entry.games.map((g) => g.opponent));
      return { name, seed, score: scoreOf(entry, BYE_POINTS.swiss), met, colours, hadBye: hadBye.has(name) };
    })
    .sort((a, b) => b.score - a.score || a.seed - b.seed)
    .map(({ seed: _seed, ...entrant }, rank) => ({ ...entrant, rank }));
}

/** Who may sit out, lowest-ranked first; `[undefined]` when the count is even. */
function byeCandidates(entrants: readonly Entrant[]): (Entrant | undefined)[] {
  if (entrants.length % 2 === 0) return [undefined];
  const fromBottom = [...entrants].reverse();
  const eligible = fromBottom.filter((e) => !e.hadBye);
  // Once everyone has had a bye (more rounds than players), the order starts over.
  return eligible.length > 0 ? eligible : fromBottom;
}

/**
 * Pairs `rest` (ranked order) under `level`, or `undefined` if no pairing keeps its rules
 * within the budget. The first unpaired player takes the first opponent, in Dutch preference,
 * that the rules allow; a dead end backs up and tries the next.
 */
function pairGroup(rest: readonly Entrant[], level: Level, budget: { steps: number }): Pairing[] | undefined {
  if (rest.length === 0) return [];
  if (--budget.steps < 0) return undefined;
  const [top, ...others] = rest;
  for (const opponent of preferenceOrder(top, others)) {
    const pairing = colourPairing(top, opponent, level);
    if (!pairing) continue;
    const remaining = others.filter((e) => e !== opponent);
    // a player left with nobody it may meet is a dead end found now, not after every pairing of the others
    if (remaining.some((e) => !remaining.some((f) => f !== e && colourPairing(e, f, level)))) continue;
    const after = pairGroup(remaining, level, budget);
    if (after) return [pairing, ...after];
    if (budget.steps < 0) return undefined;
  }
  return undefined;
}

/**
 * The order `top` (the best-ranked unpaired player) tries opponents in: its own score group
 * from the middle down (top half meets bottom half, 1 v n/2+1), then the group's upper part
 * from the bottom up, then lower groups in rank order, the float the Dutch system makes.
 */
function preferenceOrder(top: Entrant, others: readonly Entrant[]): Entrant[] {
  const group = others.filter((e) => e.score === top.score);
  const below = others.filter((e) => e.score !== top.score);
  const half = Math.floor((group.length + 1) / 2) - 1;
  const lowerHalf = group.slice(Math.max(half, 0));
  const upperHalf = group.slice(0, Math.max(half, 0)).reverse();
  return [...lowerHalf, ...upperHalf, ...below];
}

/** White and Black for a pair as colour preferences give them, if `level` allows the game. */
function colourPairing(a: Entrant, b: Entrant, level: Level): Pairing | undefined {
  if (level.noRepeat && a.met.has(b.name)) return undefined;
  const [first, second] = prefersWhite(a, b) ? [a, b] : [b, a];
  if (colourAllowed(first, "w", level) && colourAllowed(second, "b", level)) return { white: first.name, black: second.name };
  if (colourAllowed(second, "w", level) && colourAllowed(first, "b", level)) return { white: second.name, black: first.name };
  return undefined;
}

/**
 * Whether `a` should have White against `b`: the one with fewer Whites than Blacks first, then
 * the one who alternates (had Black last where the other had White), then the better-ranked
 * player alternates from their own last colour; in the first round the top half's odd boards
 * take White.
 */
function prefersWhite(a: Entrant, b: Entrant): boolean {
  const difference = (e: Entrant): number => balance(e.colours);
  if (difference(a) !== difference(b)) return difference(a) < difference(b);
  for (let back = 1; back <= Math.min(a.colours.length, b.colours.length); back++) {
    const ca = a.colours[a.colours.length - back];
    const cb = b.colours[b.colours.length - back];
    if (ca !== cb) return ca === "b";
  }
  const higher = a.rank < b.rank ? a : b;
  const last = higher.colours.at(-1);
  const higherWhite = last === undefined ? higher.rank % 2 === 0 : last === "b";
  return higher === a ? higherWhite : !higherWhite;
}

function colourAllowed(e: Entrant, colour: "w" | "b", level: Level): boolean {
  const after = e.colours + colour;
  if (Math.abs(balance(after)) > level.maxColourDifference) return false;
  return !(level.noThreeInARow && after.endsWith(colour.repeat(3)));
}

/** Whites less Blacks. */
function balance(colours: string): number {
  let sum = 0;
  for (const c of colours) sum += c === "w" ? 1 : -1;
  return sum;
}

/** Boards in ranking order of each game's better-ranked player. */
function boardOrder(games: Pairing[], entrants: readonly Entrant[]): Pairing[] {
  const rank = new Map(entrants.map((e) => [e.name, e.rank]));
  const best = (g: Pairing): number => Math.min(rank.get(g.white)!, rank.get(g.black)!);
  return [...games].sort((x, y) => best(x) - best(y));
}

/**
 * Pairs `rest` under `level` in any order that works: the player with the fewest allowed
 * opponents first, and its opponents likewise. The Dutch order's search can run out of steps
 * in a large late round where a pairing without rematches exists (its order is about scores,
 * not about who is hard to place); this order finds one in a few steps when the met-graph
 * leaves everyone many opponents, as it does in the first n/2 rounds.
 */
function pairMostConstrainedFirst(rest: readonly Entrant[], level: Level, budget: { steps: number }): Pairing[] | undefined {
  if (rest.length === 0) return [];
  if (--budget.steps < 0) return undefined;
  const options = new Map(rest.map((e) => [e, rest.filter((f) => f !== e && colourPairing(e, f, level))]));
  const hardest = [...rest].sort((a, b) => options.get(a)!.length - options.get(b)!.length || a.rank - b.rank)[0];
  const opponents = [...options.get(hardest)!].sort((a, b) => options.get(a)!.length - options.get(b)!.length || a.rank - b.rank);
  for (const opponent of opponents) {
    const after = pairMostConstrainedFirst(rest.filter((e) => e !== hardest && e !== opponent), level, budget);
    if (after) return [colourPairing(hardest, opponent, level)!, ...after];
    if (budget.steps < 0) return undefined;
  }
  return undefined;
}
