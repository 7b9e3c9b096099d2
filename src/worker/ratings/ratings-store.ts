/**
 * The Ratings object's tables (its own SQLite): each pocket's standing per game kind, the
 * history a profile's graph draws, and every rated game reported (counted or not, once per
 * game id).
 */
import { NEW_STANDING, type Standing } from "./glicko.ts";
import type { NotCounted, RatedReport } from "./counting.ts";

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS standings (
    pocket TEXT NOT NULL, variant TEXT NOT NULL,
    rating REAL NOT NULL, deviation REAL NOT NULL, volatility REAL NOT NULL, games INTEGER NOT NULL,
    PRIMARY KEY (pocket, variant))`,
  `CREATE TABLE IF NOT EXISTS rated_games (
    game_id TEXT PRIMARY KEY, variant TEXT NOT NULL,
    white_pocket TEXT NOT NULL, white_name TEXT NOT NULL, black_pocket TEXT NOT NULL, black_name TEXT NOT NULL,
    result TEXT, plies INTEGER NOT NULL, ended_at INTEGER NOT NULL,
    not_counted TEXT,
    white_before REAL, white_after REAL, black_before REAL, black_after REAL)`,
  "CREATE INDEX IF NOT EXISTS rated_games_white ON rated_games (white_pocket, ended_at)",
  "CREATE INDEX IF NOT EXISTS rated_games_black ON rated_games (black_pocket, ended_at)",
  // a pocket replaced by a new one ("Start a new pocket"): its games still in play report the old id
  "CREATE TABLE IF NOT EXISTS successors (pocket TEXT PRIMARY KEY, successor TEXT NOT NULL)",
];

/** The longest chain of pockets replaced one by another that is followed (each new pocket is a player's deliberate step). */
const MAX_SUCCESSION = 64;

/** One game as a profile lists it. */
export interface StoredRatedGame {
  readonly gameId: string;
  readonly variant: string;
  readonly whitePocket: string;
  readonly whiteName: string;
  readonly blackPocket: string;
  readonly blackName: string;
  readonly result: string;
  readonly endedAt: number;
  readonly whiteBefore: number;
  readonly whiteAfter: number;
  readonly blackBefore: number;
  readonly blackAfter: number;
}

export class RatingsStore {
  constructor(private readonly sql: SqlStorage) {
    for (const statement of SCHEMA) sql.exec(statement);
  }

  /** The pocket that holds `pocket`'s ratings now: itself, or the last of the pockets that replaced it. */
  current(pocket: string): string {
    let at = pocket;
    for (let i = 0; i < MAX_SUCCESSION; i++) {
      const row = this.sql.exec("SELECT successor FROM successors WHERE pocket = ?", at).toArray()[0];
      if (!row) break;
      at = String(row.successor);
    }
    return at;
  }

  /** Whether `pocket` holds any standing or counted game (a new pocket holds none). */
  hasRatings(pocket: string): boolean {
    return this.sql.exec("SELECT 1 FROM standings WHERE pocket = ? UNION SELECT 1 FROM rated_games WHERE white_pocket = ? OR black_pocket = ? LIMIT 1", pocket, pocket, pocket).toArray().length > 0;
  }

  /** Moves everything of `from` to `to`, and sends later reports of `from` there. */
  succeed(from: string, to: string): void {
    this.sql.exec("UPDATE standings SET pocket = ? WHERE pocket = ?", to, from);
    this.sql.exec("UPDATE rated_games SET white_pocket = ? WHERE white_pocket = ?", to, from);
    this.sql.exec("UPDATE rated_games SET black_pocket = ? WHERE black_pocket = ?", to, from);
    this.sql.exec("INSERT INTO successors (pocket, successor) VALUES (?, ?) ON CONFLICT (pocket) DO UPDATE SET successor = excluded.successor", from, to);
  }

  hasGame(gameId: string): boolean {
    return this.sql.exec("SELECT 1 FROM rated_games WHERE game_id = ?", gameId).toArray().length > 0;
  }

  standing(pocket: string, variant: string): Standing & { games: number } {
    const row = this.sql.exec("SELECT rating, deviation, volatility, games FROM standings WHERE pocket = ? AND variant = ?", pocket, variant).toArray()[0];
    return row
      ? { rating: Number(row.rating), deviation: Number(row.deviation), volatility: Number(row.volatility), games: Number(row.games) }
      : { ...NEW_STANDING, games: 0 };
  }

  writeStanding(pocket: string, variant: string, standing: Standing, games: number): void {
    this.sql.exec(
      `INSERT INTO standings (pocket, variant, rating, deviation, volatility, games) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (pocket, variant) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation, volatility = excluded.volatility, games = excluded.games`,
      pocket, variant, standing.rating, standing.deviation, standing.volatility, games,
    );
  }

  /** Every game kind `pocket` has a standing in. */
  standings(pocket: string): { variant: string; standing: Standing; games: number }[] {
    return this.sql.exec("SELECT variant, rating, deviation, volatility, games FROM standings WHERE pocket = ? ORDER BY variant", pocket).toArray().map((row) => ({
      variant: String(row.variant),
      standing: { rating: Number(row.rating), deviation: Number(row.deviation), volatility: Number(row.volatility) },
      games: Number(row.games),
    }));
  }

  /** Counted games of `variant` between the two pockets (either colour) that ended after `since`. */
  pairGamesSince(a: string, b: string, variant: string, since: number): number {
    const row = this.sql.exec(
      `SELECT COUNT(*) AS n FROM rated_games WHERE variant = ? AND not_counted IS NULL AND ended_at > ?
       AND ((white_pocket = ? AND black_pocket = ?) OR (white_pocket = ? AND black_pocket = ?))`,
      variant, since, a, b, b, a,
    ).one();
    return Number(row.n);
  }

  /** Records a reported game: with the ratings before and after when it counted, else why not. */
  recordGame(report: RatedReport, notCounted: NotCounted | null, ratings?: { whiteBefore: number; whiteAfter: number; blackBefore: number; blackAfter: number }): void {
    this.sql.exec(
      `INSERT INTO rated_games (game_id, variant, white_pocket, white_name, black_pocket, black_name, result, plies, ended_at, not_counted, white_before, white_after, black_before, black_after)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (game_id) DO NOTHING`,
      report.gameId, report.variant, report.white.pocket, report.white.name, report.black.pocket, report.black.name,
      report.result, report.plies, report.endedAt, notCounted,
      ratings?.whiteBefore ?? null, ratings?.whiteAfter ?? null, ratings?.blackBefore ?? null, ratings?.blackAfter ?? null,
    );
  }

  /** Counted games of `pocket`, newest first (a variant's whole history when `variant` is given). */
  countedGames(pocket: string, limit: number, variant?: string): StoredRatedGame[] {
    const rows = this.sql.exec(
      `SELECT * FROM rated_games WHERE not_counted IS NULL AND (white_pocket = ? OR black_pocket = ?) AND (? IS NULL OR variant = ?)
       ORDER BY ended_at DESC, game_id LIMIT ?`,
      pocket, pocket, variant ?? null, variant ?? null, limit,
    ).toArray();
    return rows.map((row) => ({
      gameId: String(row.game_id),
      variant: String(row.variant),
      whitePocket: String(row.white_pocket),
      whiteName: String(row.white_name),
      blackPocket: String(row.black_pocket),
      blackName: String(row.black_name),
      result: String(row.result),
      endedAt: Number(row.ended_at),
      whiteBefore: Number(row.white_before),
      whiteAfter: Number(row.white_after),
      blackBefore: Number(row.black_before),
      blackAfter: Number(row.black_after),
    }));
  }

  /** When `pocket`'s first counted game ended (ms), or null. */
  firstGameAt(pocket: string): number | null {
    const row = this.sql.exec("SELECT MIN(ended_at) AS at FROM rated_games WHERE not_counted IS NULL AND (white_pocket = ? OR black_pocket = ?)", pocket, pocket).one();
    return row.at === null ? null : Number(row.at);
  }

  /** Why a reported game did not count (null: it counted; undefined: never reported). */
  verdictOf(gameId: string): NotCounted | null | undefined {
    const row = this.sql.exec("SELECT not_counted FROM rated_games WHERE game_id = ?", gameId).toArray()[0];
    return row ? ((row.not_counted as NotCounted | null) ?? null) : undefined;
  }
}
