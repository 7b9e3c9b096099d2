/**
 * A game's durable storage inside its Durable Object (SQLite). The move log is
 * append-only: a move is one INSERT, never a rewrite of the history, and the live state
 * can always be rebuilt by replaying the log. Every statement uses bound parameters.
 */
import type { BySide, EndReason, GameOptions, Side } from "../engine/types.ts";

export interface GameMeta {
  readonly id: string;
  readonly variant: string;
  readonly options: GameOptions;
  readonly names: BySide<string>;
  readonly tokenHashes: BySide<string>;
  readonly createdAt: number;
}

/** How a game ended when the rules did not end it (resignation, agreement, time). */
export interface LifecycleEnd {
  readonly winner: Side | null;
  readonly reason: EndReason;
  readonly at: number;
}

export interface LoggedMove {
  readonly ply: number;
  readonly text: string;
  readonly side: Side;
  readonly playedAt: number;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (
  id TEXT PRIMARY KEY,
  variant TEXT NOT NULL,
  options TEXT NOT NULL,
  white_name TEXT NOT NULL,
  black_name TEXT NOT NULL,
  white_hash TEXT NOT NULL,
  black_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS moves (
  ply INTEGER PRIMARY KEY,
  text TEXT NOT NULL,
  side TEXT NOT NULL,
  played_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS events (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  side TEXT,
  at INTEGER NOT NULL,
  detail TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS archive_state (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  pending INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT
);
`;

export class GameStore {
  private readonly sql: SqlStorage;

  constructor(sql: SqlStorage) {
    this.sql = sql;
    this.sql.exec(SCHEMA);
  }

  readMeta(): GameMeta | undefined {
    const row = this.sql.exec("SELECT * FROM meta LIMIT 1").toArray()[0];
    if (!row) return undefined;
    return {
      id: String(row.id),
      variant: String(row.variant),
      options: JSON.parse(String(row.options)) as GameOptions,
      names: { white: String(row.white_name), black: String(row.black_name) },
      tokenHashes: { white: String(row.white_hash), black: String(row.black_hash) },
      createdAt: Number(row.created_at),
    };
  }

  writeMeta(meta: GameMeta): void {
    this.sql.exec(
      "INSERT INTO meta (id, variant, options, white_name, black_name, white_hash, black_hash, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      meta.id,
      meta.variant,
      JSON.stringify(meta.options),
      meta.names.white,
      meta.names.black,
      meta.tokenHashes.white,
      meta.tokenHashes.black,
      meta.createdAt,
    );
  }

  readMoves(): LoggedMove[] {
    return this.sql
      .exec("SELECT ply, text, side, played_at FROM moves ORDER BY ply")
      .toArray()
      .map((row) => ({ ply: Number(row.ply), text: String(row.text), side: row.side as Side, playedAt: Number(row.played_at) }));
  }

  appendMove(move: LoggedMove): void {
    this.sql.exec("INSERT INTO moves (ply, text, side, played_at) VALUES (?, ?, ?, ?)", move.ply, move.text, move.side, move.playedAt);
  }

  /** Appends a lifecycle event (resign, draw offer...) to the game's log. */
  appendEvent(kind: string, side: Side | null, at: number, detail = ""): void {
    this.sql.exec("INSERT INTO events (kind, side, at, detail) VALUES (?, ?, ?, ?)", kind, side, at, detail);
  }

  /** The end that the lifecycle (not the rules) gave the game, if any. */
  readLifecycleEnd(): LifecycleEnd | undefined {
    const row = this.sql
      .exec("SELECT kind, side, at, detail FROM events WHERE kind = 'end' ORDER BY seq DESC LIMIT 1")
      .toArray()[0];
    if (!row) return undefined;
    const detail = JSON.parse(String(row.detail)) as { winner: Side | null; reason: EndReason };
    return { winner: detail.winner, reason: detail.reason, at: Number(row.at) };
  }

  writeLifecycleEnd(end: LifecycleEnd, by: Side | null): void {
    this.appendEvent("end", by, end.at, JSON.stringify({ winner: end.winner, reason: end.reason }));
  }

  lastEventAt(): number | undefined {
    const row = this.sql.exec("SELECT MAX(at) AS at FROM events").toArray()[0];
    return row && row.at !== null ? Number(row.at) : undefined;
  }

  isArchivePending(): boolean {
    const row = this.sql.exec("SELECT pending FROM archive_state WHERE id = 1").toArray()[0];
    return row !== undefined && Number(row.pending) === 1;
  }

  isArchived(): boolean {
    const row = this.sql.exec("SELECT pending FROM archive_state WHERE id = 1").toArray()[0];
    return row !== undefined && Number(row.pending) === 0;
  }

  markArchivePending(): void {
    this.sql.exec("INSERT OR IGNORE INTO archive_state (id, pending) VALUES (1, 1)");
  }

  markArchived(): void {
    this.sql.exec("UPDATE archive_state SET pending = 0, last_error = NULL WHERE id = 1");
  }

  /** Records a failed archive write; returns how many attempts have failed so far. */
  recordArchiveFailure(message: string): number {
    this.sql.exec("UPDATE archive_state SET attempts = attempts + 1, last_error = ? WHERE id = 1", message.slice(0, 500));
    const row = this.sql.exec("SELECT attempts FROM archive_state WHERE id = 1").toArray()[0];
    return row ? Number(row.attempts) : 0;
  }
}
