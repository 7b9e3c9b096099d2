/**
 * Standings: points, games played, and the tie-breaks in the order the league's format uses
 * them, then head-to-head, and a shared rank when everything is equal.
 */
import { BYE_POINTS, countedGames, readLedger, scoreOf, type LedgerEntry } from "./ledger.ts";
import type { LeagueFormat, LeagueGame, LeagueRound } from "./types.ts";

/** The tie-break figures of one row, by format, in the order they are applied. */
export type TieBreaks =
  | { readonly sonnebornBerger: number; readonly wins: number; readonly headToHead: number | null }
  | { readonly buchholzCut1: number; readonly sonnebornBerger: number; readonly headToHead: number | null };

/** One row of the standings. */
export interface StandingRow {
  /** 1-based; players equal on points and every tie-break share a rank. */
  readonly rank: number;
  readonly name: string;
  readonly points: number;
  /** Finished games that count (a bye is not a game; annulled games are not counted). */
  readonly played: number;
  readonly tieBreaks: TieBreaks;
}

/**
 * The standings of a league. Round-robin: points, Sonneborn-Berger, wins, head-to-head (a
 * bye scores a point, as in a Swiss: see `BYE_POINTS`).
 * Swiss: points, Buchholz cut 1, Sonneborn-Berger, head-to-head. `players` in seed order,
 * which also orders players who share a rank.
 */
export function standings(
  players: readonly string[],
  rounds: readonly LeagueRound<LeagueGame>[],
  format: LeagueFormat,
): StandingRow[] {
  const ledger = readLedger(players, rounds);
  const score = new Map(players.map((name) => [name, scoreOf(ledger.get(name)!, BYE_POINTS[format])]));
  const rows = players.map((name) => {
    const entry = ledger.get(name)!;
    const keys = tieBreakKeys(entry, score, format);
    return { name, points: score.get(name)!, played: countedGames(entry).length, entry, keys };
  });
  const sameKeys = (a: (typeof rows)[number], b: (typeof rows)[number]): boolean =>
    a.points === b.points && a.keys.every((k, i) => k === b.keys[i]);
  rows.sort((a, b) => b.points - a.points || compareKeys(b.keys, a.keys) || 0);

  const ranked: StandingRow[] = [];
  for (let start = 0; start < rows.length; ) {
    let end = start + 1;
    while (end < rows.length && sameKeys(rows[start], rows[end])) end++;
    const tied = rows.slice(start, end);
    const h2h = end - start > 1 ? headToHead(tied.map((row) => row.name), ledger) : undefined;
    const group = tied
      .map((row) => ({ row, h2h: h2h?.get(row.name) ?? null }))
      .sort((a, b) => (b.h2h ?? 0) - (a.h2h ?? 0));
    group.forEach(({ row, h2h: mine }, i) => {
      const shared = i > 0 && group[i - 1].h2h === mine;
      const rank = shared ? ranked[ranked.length - 1].rank : start + i + 1;
      const [first, second] = row.keys;
      const tieBreaks: TieBreaks =
        format === "round-robin"
          ? { sonnebornBerger: first, wins: second, headToHead: mine }
          : { buchholzCut1: first, sonnebornBerger: second, headToHead: mine };
      ranked.push({ rank, name: row.name, points: row.points, played: row.played, tieBreaks });
    });
    start = end;
  }
  return ranked;
}

/** The format's two tie-break figures, in the order they are applied. */
function tieBreakKeys(entry: LedgerEntry, score: ReadonlyMap<string, number>, format: LeagueFormat): [number, number] {
  const games = countedGames(entry);
  const sonnebornBerger = games.reduce((sum, g) => sum + g.points * score.get(g.opponent)!, 0);
  if (format === "round-robin") return [sonnebornBerger, games.filter((g) => g.points === 1).length];
  return [buchholzCut1(entry, score), sonnebornBerger];
}

/**
 * The sum of the opponents' scores less the lowest one. A bye counts as an opponent with no
 * points, so it is the one cut when a player has had one (FIDE C.07 also cuts unplayed rounds first).
 */
function buchholzCut1(entry: LedgerEntry, score: ReadonlyMap<string, number>): number {
  const opponents = countedGames(entry).map((g) => score.get(g.opponent)!);
  for (let i = 0; i < entry.byes; i++) opponents.push(0); // only a Swiss's byes reach here
  if (opponents.length === 0) return 0;
  return opponents.reduce((a, b) => a + b, 0) - Math.min(...opponents);
}

/**
 * Each tied player's points in the counted games among the tied players, or `undefined` when
 * some two of them have not met: a mini-table of half the group says nothing fair.
 */
function headToHead(tied: readonly string[], ledger: ReadonlyMap<string, LedgerEntry>): Map<string, number> | undefined {
  const inGroup = new Set(tied);
  const points = new Map<string, number>();
  for (const name of tied) {
    const games = countedGames(ledger.get(name)!).filter((g) => inGroup.has(g.opponent));
    if (new Set(games.map((g) => g.opponent)).size !== tied.length - 1) return undefined;
    points.set(name, games.reduce((sum, g) => sum + g.points, 0));
  }
  return points;
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}
