/**
 * A league's durable storage inside its Durable Object (SQLite): its settings, players,
 * rounds, games and a task outbox. Every statement uses bound parameters; the League
 * object is the only writer.
 */
import { LazySchema, type Row } from "../lazy-schema.ts";
import type { GameOptions, Side } from "../../engine/types.ts";
import type { LeagueFormat, LeagueGame, LeagueResult, LeagueRound } from "../../engine/league/types.ts";
import type { LeagueStatus } from "../../contract/league.ts";
import type { TimeControl } from "../../contract/time-control.ts";
import { nameKey } from "../../contract/text-rules.ts";
import type { RatedSeat } from "../lifecycle/rated-outbox.ts";

/** What a league is, fixed at creation, and where it stands. */
export interface LeagueMeta {
  readonly id: string;
  readonly name: string;
  readonly variant: string;
  readonly options: GameOptions;
  readonly format: LeagueFormat;
  /** Swiss: rounds to play; round-robin: 0 until the start fixes the tables' count. */
  readonly rounds: number;
  readonly double: boolean;
  readonly timeControl: TimeControl | null;
  readonly maxPlayers: number;
  /** A rated league (issue 33): absent in leagues made before, which are unrated. */
  readonly rated?: boolean;
  /** The site's origin, for the links the league writes (seat links, notices). */
  readonly origin: string;
  /**
   * Only in leagues created before join codes were derived (seat-links.ts): the hash of
   * their random code, still accepted beside the derived one.
   */
  readonly joinHash?: string;
  readonly organizerHash: string;
  readonly status: LeagueStatus;
  readonly createdAt: number;
  readonly startedAt: number | null;
  readonly finishedAt: number | null;
}

export interface LeaguePlayer {
  readonly seed: number;
  readonly name: string;
  readonly tokenHash: string;
  readonly withdrawn: boolean;
  /** The player's notice settings for all their games, as PUT (JSON of the games' notices body), or null. */
  readonly notices: string | null;
}

export interface StoredGame extends LeagueGame {
  readonly id: string;
  /** 1-based. */
  readonly round: number;
  readonly board: number;
  /** Whether its GameRoom exists yet (a large league creates them in batches after the start). */
  readonly created: boolean;
  /** The side to move as the game last reported, or null when over or not yet heard of. */
  readonly turn: Side | null;
}

/** Work the league's alarm does for it, retried until done. */
export interface LeagueTask {
  readonly id: number;
  readonly kind: string;
  readonly payload: string;
  readonly attempts: number;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (id INTEGER PRIMARY KEY CHECK (id = 1), json TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS players (
  seed INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  name_key TEXT NOT NULL UNIQUE,
  token_hash TEXT NOT NULL UNIQUE,
  withdrawn INTEGER NOT NULL DEFAULT 0,
  notices TEXT
);
CREATE TABLE IF NOT EXISTS rated_players (
  name_key TEXT PRIMARY KEY,
  pocket TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS rounds (number INTEGER PRIMARY KEY, bye TEXT, bye_annulled INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS games (
  id TEXT PRIMARY KEY,
  round INTEGER NOT NULL,
  board INTEGER NOT NULL,
  white TEXT NOT NULL,
  black TEXT NOT NULL,
  result TEXT,
  annulled INTEGER NOT NULL DEFAULT 0,
  created INTEGER NOT NULL DEFAULT 0,
  turn TEXT
);
CREATE INDEX IF NOT EXISTS games_pending ON games (created, round, board);
CREATE TABLE IF NOT EXISTS tasks (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  payload TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_at INTEGER NOT NULL
);
`;

export class LeagueStore {
  private readonly db: LazySchema;
  private meta: LeagueMeta | undefined;

  constructor(private readonly sql: SqlStorage) {
    this.db = new LazySchema(sql, SCHEMA);
  }

  readMeta(): LeagueMeta | undefined {
    if (this.meta) return this.meta;
    // a look-up of an unknown id creates nothing: the tables come with the first write
    if (!this.db.created && this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").toArray().length === 0) return undefined;
    const row = this.db.rows("SELECT json FROM meta WHERE id = 1")[0];
    this.meta = row && (JSON.parse(String(row.json)) as LeagueMeta);
    return this.meta;
  }

  writeMeta(meta: LeagueMeta): void {
    this.db.run("INSERT INTO meta (id, json) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET json = excluded.json", JSON.stringify(meta));
    this.meta = meta;
  }

  updateMeta(change: Partial<LeagueMeta>): LeagueMeta {
    const meta = { ...this.readMeta()!, ...change };
    this.writeMeta(meta);
    return meta;
  }

  players(): LeaguePlayer[] {
    return this.db.rows("SELECT * FROM players ORDER BY seed").map((row) => ({
      seed: Number(row.seed),
      name: String(row.name),
      tokenHash: String(row.token_hash),
      withdrawn: row.withdrawn === 1,
      notices: row.notices === null ? null : String(row.notices),
    }));
  }

  playerCount(): number {
    return Number(this.db.rows("SELECT count(*) AS n FROM players")[0].n);
  }

  hasName(name: string): boolean {
    return this.db.rows("SELECT 1 FROM players WHERE name_key = ?", nameKey(name)).length > 0;
  }

  addPlayer(name: string, tokenHash: string): void {
    this.db.run("INSERT INTO players (name, name_key, token_hash) VALUES (?, ?, ?)", name, nameKey(name), tokenHash);
  }

  /** A rated league's player: the league name is the pocket's public name, and the pocket is kept for the games' rated seats. */
  addRatedPlayer(seat: RatedSeat, tokenHash: string): void {
    this.addPlayer(seat.name, tokenHash);
    this.db.run("INSERT INTO rated_players (name_key, pocket, name) VALUES (?, ?, ?)", nameKey(seat.name), seat.pocket, seat.name);
  }

  /** Whether this pocket already plays in the league (under its name then: a pocket renamed since cannot join twice). */
  hasPocket(pocket: string): boolean {
    return this.db.rows("SELECT 1 FROM rated_players WHERE pocket = ?", pocket).length > 0;
  }

  /** The named pocket a rated league's player plays with, or undefined (an unrated league's player). */
  ratedSeatOf(name: string): RatedSeat | undefined {
    const row = this.db.rows("SELECT pocket, name FROM rated_players WHERE name_key = ?", nameKey(name))[0];
    return row && { pocket: String(row.pocket), name: String(row.name) };
  }

  playerByHash(hash: string): LeaguePlayer | undefined {
    return this.players().find((p) => p.tokenHash === hash);
  }

  playerByName(name: string): LeaguePlayer | undefined {
    return this.players().find((p) => nameKey(p.name) === nameKey(name));
  }

  /** Only before the start, when no round names the player. */
  removePlayer(name: string): void {
    this.db.run("DELETE FROM players WHERE name = ?", name);
    this.db.run("DELETE FROM rated_players WHERE name_key = ?", nameKey(name));
  }

  markWithdrawn(name: string): void {
    this.db.run("UPDATE players SET withdrawn = 1 WHERE name = ?", name);
  }

  writePlayerNotices(name: string, notices: string | null): void {
    this.db.run("UPDATE players SET notices = ? WHERE name = ?", notices, name);
  }

  /** Every game, in round and board order. */
  games(): StoredGame[] {
    return this.db.rows("SELECT * FROM games ORDER BY round, board").map(gameOf);
  }

  /** `name`'s games, in round and board order. */
  gamesOf(name: string): StoredGame[] {
    return this.db.rows("SELECT * FROM games WHERE white = ? OR black = ? ORDER BY round, board", name, name).map(gameOf);
  }

  game(id: string): StoredGame | undefined {
    const row = this.db.rows("SELECT * FROM games WHERE id = ?", id)[0];
    return row && gameOf(row);
  }

  /** The rounds paired so far, each with its games, as the pure core reads them. */
  rounds(): (LeagueRound<StoredGame> & { number: number })[] {
    const byRound = new Map<number, StoredGame[]>();
    for (const game of this.games()) byRound.set(game.round, [...(byRound.get(game.round) ?? []), game]);
    return this.db.rows("SELECT * FROM rounds ORDER BY number").map((row) => ({
      number: Number(row.number),
      games: byRound.get(Number(row.number)) ?? [],
      bye: row.bye === null ? null : String(row.bye),
      byeAnnulled: row.bye_annulled === 1,
    }));
  }

  roundCount(): number {
    return Number(this.db.rows("SELECT count(*) AS n FROM rounds")[0].n);
  }

  /** Records a paired round and its games (ids decided here, before any room exists: each is created exactly once). */
  addRound(number: number, bye: string | null, games: readonly { id: string; white: string; black: string }[]): void {
    this.db.run("INSERT INTO rounds (number, bye) VALUES (?, ?)", number, bye);
    games.forEach((g, board) => this.db.run("INSERT INTO games (id, round, board, white, black) VALUES (?, ?, ?, ?, ?)", g.id, number, board + 1, g.white, g.black));
  }

  /** Up to `limit` games whose rooms are still to be created, in round order. */
  pendingGames(limit: number): StoredGame[] {
    return this.db.rows("SELECT * FROM games WHERE created = 0 ORDER BY round, board LIMIT ?", limit).map(gameOf);
  }

  pendingCount(): number {
    return Number(this.db.rows("SELECT count(*) AS n FROM games WHERE created = 0")[0].n);
  }

  markCreated(id: string, turn: Side | null): void {
    this.db.run("UPDATE games SET created = 1, turn = ? WHERE id = ?", turn, id);
  }

  /** Sets a result only where none is recorded and the game is not annulled; true when it did (a result counts once). */
  recordResult(id: string, result: Exclude<LeagueResult, null>): boolean {
    this.db.run("UPDATE games SET result = ?, turn = NULL WHERE id = ? AND result IS NULL AND annulled = 0", result, id);
    return Number(this.db.rows("SELECT changes() AS n")[0].n) > 0;
  }

  writeTurn(id: string, turn: Side | null): void {
    this.db.run("UPDATE games SET turn = ? WHERE id = ? AND result IS NULL", turn, id);
  }

  /** What the withdrawal rule changed in one game. */
  writeWithdrawal(id: string, result: LeagueResult, annulled: boolean): void {
    this.db.run("UPDATE games SET result = ?, annulled = ? WHERE id = ?", result, annulled ? 1 : 0, id);
  }

  annulBye(round: number): void {
    this.db.run("UPDATE rounds SET bye_annulled = 1 WHERE number = ?", round);
  }

  /** Games still being played (not ended, not annulled). */
  openCount(): number {
    return Number(this.db.rows("SELECT count(*) AS n FROM games WHERE result IS NULL AND annulled = 0")[0].n);
  }

  addTask(kind: string, payload: unknown, at = Date.now()): void {
    this.db.run("INSERT INTO tasks (kind, payload, next_at) VALUES (?, ?, ?)", kind, JSON.stringify(payload), at);
  }

  dueTasks(now: number, limit: number): LeagueTask[] {
    return this.db.rows("SELECT id, kind, payload, attempts FROM tasks WHERE next_at <= ? ORDER BY next_at, id LIMIT ?", now, limit).map((row) => ({
      id: Number(row.id),
      kind: String(row.kind),
      payload: String(row.payload),
      attempts: Number(row.attempts),
    }));
  }

  finishTask(id: number): void {
    this.db.run("DELETE FROM tasks WHERE id = ?", id);
  }

  retryTask(id: number, attempts: number, at: number): void {
    this.db.run("UPDATE tasks SET attempts = ?, next_at = ? WHERE id = ?", attempts, at, id);
  }

  nextTaskAt(): number | null {
    const row = this.db.rows("SELECT min(next_at) AS at FROM tasks")[0];
    return row.at === null ? null : Number(row.at);
  }

  /** Several writes as one: all or none (a start's thousands of rows, a withdrawal). */
  transaction<T>(storage: DurableObjectStorage, write: () => T): T {
    return storage.transactionSync(write);
  }
}

function gameOf(row: Row): StoredGame {
  return {
    id: String(row.id),
    round: Number(row.round),
    board: Number(row.board),
    white: String(row.white),
    black: String(row.black),
    result: row.result === null ? null : (String(row.result) as LeagueResult),
    annulled: row.annulled === 1,
    created: row.created === 1,
    turn: row.turn === null ? null : (String(row.turn) as Side),
  };
}
