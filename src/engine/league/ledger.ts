/**
 * Each player's games read out of a league's rounds: the one walk over the record that the
 * standings and the Swiss pairing both build on.
 */
import { pointsOf, type LeagueFormat, type LeagueGame, type LeagueRound } from "./types.ts";

/** One game from one player's side. */
export interface LedgerGame {
  readonly opponent: string;
  readonly colour: "white" | "black";
  /** What this player scored, or `undefined` while the game is unfinished. */
  readonly points: number | undefined;
  /** Cancelled by the withdrawal rule: it counts for nobody. */
  readonly annulled: boolean;
}

/** One player's record: games in round order, and the rounds they sat out. */
export interface LedgerEntry {
  readonly games: LedgerGame[];
  /** Byes received that count (see `BYE_POINTS`): each once the other games of its round are finished. */
  byes: number;
}

/** Every player's record, keyed by name; players never paired still get an empty entry. */
export function readLedger(players: readonly string[], rounds: readonly LeagueRound<LeagueGame>[]): Map<string, LedgerEntry> {
  const ledger = new Map<string, LedgerEntry>(players.map((name) => [name, { games: [], byes: 0 }]));
  const entry = (name: string): LedgerEntry => {
    const found = ledger.get(name);
    if (!found) throw new Error(`league record names an unknown player: ${name}`);
    return found;
  };
  for (const round of rounds) {
    for (const game of round.games) {
      const points = pointsOf(game.result);
      const annulled = game.annulled === true;
      entry(game.white).games.push({ opponent: game.black, colour: "white", points: points?.white, annulled });
      entry(game.black).games.push({ opponent: game.white, colour: "black", points: points?.black, annulled });
    }
    // A bye scores once its round is played: a Swiss pairs round 2 when round 1 ends, and a
    // bye counted then would rank its player above round 1's winners before anyone played.
    if (round.bye !== null && !round.byeAnnulled && isRoundPlayed(round)) entry(round.bye).byes++;
  }
  return ledger;
}

/** True once every game of the round is finished or cancelled: its bye's point then counts. */
export function isRoundPlayed(round: LeagueRound<LeagueGame>): boolean {
  return round.games.every((game) => game.result !== null || game.annulled === true);
}

/** The games that count: finished and not annulled. */
export function countedGames(entry: LedgerEntry): (LedgerGame & { readonly points: number })[] {
  return entry.games.filter((g): g is LedgerGame & { points: number } => g.points !== undefined && !g.annulled);
}

/**
 * What a bye scores, by format: a point in both, as the contract says ("a bye 1").
 * In a round-robin every player of an odd count sits out exactly once, so the point is the
 * same for everyone by the end; until then the standings show it on the scores of those who
 * have had their rest round (a player's `played` does not count it).
 */
export const BYE_POINTS: Readonly<Record<LeagueFormat, number>> = { "round-robin": 1, swiss: 1 };

/** A player's points: 1, ½ or 0 a counted game, and `byePoints` a bye. */
export function scoreOf(entry: LedgerEntry, byePoints: number): number {
  return countedGames(entry).reduce((sum, g) => sum + g.points, entry.byes * byePoints);
}
