/**
 * A game's durable storage inside its Durable Object (SQLite). The move log is
 * append-only in play (a takeback removes the last row, never rewrites the history) and
 * the live state can always be rebuilt by replaying it. Every statement uses bound
 * parameters.
 */
import type { EndReason, GameOptions, Side } from "../engine/types.ts";
import { daysPerMoveOf, NO_EXTRAS, type TimeControl } from "../contract/time-control.ts";
import type { ConditionalLine } from "./lifecycle/conditional-moves.ts";
import { NO_OFFERS, type Offers } from "./lifecycle/offers.ts";
import { MOVE_WRITE_SCHEMA, SCHEMA } from "./game-schema.ts";
import { ChainLog, genesisOf, loggedEvent, moveEvent } from "./lifecycle/chain-log.ts";
import type { Checkpoint, ComputerSeat, GameMeta, LifecycleEnd, LoggedMove, NoticeTarget, OutboxItem } from "./game-rows.ts";

type Row = Record<string, SqlStorageValue>;

export class GameStore {
  private readonly sql: SqlStorage;
  /** The hash chain, extended by every log write that changes the game (appendMove, appendEvent). */
  readonly chain: ChainLog;
  /** Whether the tables exist (and are up to date): known once seen, never unknown again. */
  private ready = false;
  /**
   * The one row of `state`, read once and kept in step by this store's own writes: a
   * move reads version, offers, rematch and archive fields, and each read was a
   * statement of its own. Only this object writes its storage, so the copy cannot go
   * stale; a write that SQL refuses throws before the copy changes.
   */
  private stateRow: Row | undefined;
  /** Each side's conditional lines and notice targets, read once each, for the same reason. */
  private readonly linesCache = new Map<Side, ConditionalLine[]>();
  private readonly targetsCache = new Map<Side, NoticeTarget[]>();
  /** Whether a move of the change under way has written its version (then finishChange writes none). */
  private changeVersioned = false;
  /** The outbox's earliest due time (null: empty), kept from the store's own writes; undefined: not read yet. */
  private noticeAtCache: number | null | undefined;

  /** Touches nothing: an object that was only read (an unknown id) must stay empty. */
  constructor(sql: SqlStorage) {
    this.sql = sql;
    this.chain = new ChainLog(sql);
  }

  /**
   * Whether this object holds a game. A read, never a write, unless the game's tables
   * predate a column (then it is added once).
   */
  hasGame(): boolean {
    if (this.ready) return true;
    const tables = this.sql.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'meta'").toArray();
    if (tables.length === 0) return false;
    this.upgrade();
    return this.ready;
  }

  /** Creates the tables of a new game; called once, by the game's creation. */
  createSchema(): void {
    this.upgrade();
    this.sql.exec("INSERT OR IGNORE INTO state (id, offers) VALUES (1, ?)", JSON.stringify(NO_OFFERS));
  }

  /** Games stored before these tables and columns existed get them added (every statement is IF NOT EXISTS). */
  private upgrade(): void {
    this.sql.exec(SCHEMA);
    this.ensureColumn("moves", "notes", "TEXT NOT NULL DEFAULT '[]'");
    this.ensureColumn("state", "version", "INTEGER NOT NULL DEFAULT 0");
    this.ensureColumn("meta", "computer", "TEXT");
    this.ensureColumn("state", "computer_owed_to", "TEXT");
    // the whole time control (JSON); days_per_move stays for games made before it
    this.ensureColumn("meta", "time_control", "TEXT");
    this.sql.exec(MOVE_WRITE_SCHEMA);
    this.ready = true;
  }

  private ensureColumn(table: "moves" | "state" | "meta", column: string, definition: string): void {
    const columns = this.sql.exec(`PRAGMA table_info(${table})`).toArray().map((row) => String(row.name));
    if (!columns.includes(column)) this.sql.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
  }

  private one(query: string, ...params: SqlStorageValue[]): Row | undefined {
    return this.sql.exec(query, ...params).toArray()[0];
  }

  /** A field of the `state` row, from the kept copy. */
  private stateField(column: string): SqlStorageValue | undefined {
    this.stateRow ??= this.one("SELECT * FROM state WHERE id = 1");
    return this.stateRow?.[column];
  }

  /** Writes fields of the `state` row, then the kept copy. */
  private writeState(fields: Record<string, SqlStorageValue>): void {
    const columns = Object.keys(fields);
    this.sql.exec(`UPDATE state SET ${columns.map((c) => `${c} = ?`).join(", ")} WHERE id = 1`, ...columns.map((c) => fields[c]));
    this.keepState(fields);
  }

  /** The kept copy of the `state` row after a write of `fields` (by writeState or a trigger). */
  private keepState(fields: Record<string, SqlStorageValue>): void {
    if (this.stateRow) this.stateRow = { ...this.stateRow, ...fields };
  }

  readMeta(): GameMeta | undefined {
    if (!this.hasGame()) return undefined;
    const row = this.one("SELECT * FROM meta LIMIT 1");
    if (!row) return undefined;
    return {
      id: String(row.id),
      variant: String(row.variant),
      options: JSON.parse(String(row.options)) as GameOptions,
      names: { white: String(row.white_name), black: String(row.black_name) },
      tokenHashes: { white: String(row.white_hash), black: String(row.black_hash) },
      timeControl:
        typeof row.time_control === "string"
          ? (JSON.parse(row.time_control) as TimeControl)
          : row.days_per_move === null
            ? null
            : { daysPerMove: Number(row.days_per_move), ...NO_EXTRAS },
      createdAt: Number(row.created_at),
      rematchOf: row.rematch_of === null ? null : String(row.rematch_of),
      origin: String(row.origin),
      computer: row.computer === null || row.computer === undefined ? null : (JSON.parse(String(row.computer)) as ComputerSeat),
    };
  }

  /** Stores a new game's meta, creating its tables first. */
  writeMeta(meta: GameMeta): void {
    this.createSchema();
    this.sql.exec(
      `INSERT INTO meta (id, variant, options, white_name, black_name, white_hash, black_hash, days_per_move, created_at, rematch_of, origin, computer, time_control)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      meta.id,
      meta.variant,
      JSON.stringify(meta.options),
      meta.names.white,
      meta.names.black,
      meta.tokenHashes.white,
      meta.tokenHashes.black,
      daysPerMoveOf(meta.timeControl),
      meta.createdAt,
      meta.rematchOf,
      meta.origin,
      meta.computer === null ? null : JSON.stringify(meta.computer),
      meta.timeControl === null ? null : JSON.stringify(meta.timeControl),
    );
    this.chain.begin(genesisOf(meta));
  }

  readMoves(): LoggedMove[] {
    return this.sql
      .exec("SELECT ply, text, side, played_at, notes FROM moves ORDER BY ply")
      .toArray()
      .map((row) => ({
        ply: Number(row.ply),
        text: String(row.text),
        side: row.side as Side,
        playedAt: Number(row.played_at),
        notes: JSON.parse(String(row.notes)) as string[],
      }));
  }

  /**
   * Appends a move with its link of the chain and, for the first move of a change, the
   * version the change gives the game: one statement (the trigger of MOVE_WRITE_SCHEMA).
   * The change is ended by finishChange, which then writes nothing more.
   */
  appendMove(move: LoggedMove): void {
    const link = this.chain.linkFor(moveEvent(move));
    const version = this.changeVersioned ? null : this.readVersion() + 1;
    this.sql.exec(
      "INSERT INTO move_written (ply, text, side, played_at, notes, chain_seq, chain_line, chain_head, version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
      move.ply,
      move.text,
      move.side,
      move.playedAt,
      JSON.stringify(move.notes),
      link?.seq ?? null,
      link?.line ?? null,
      link?.head ?? null,
      version,
    );
    if (link) this.chain.extended(link);
    if (version !== null) {
      this.keepState({ version });
      this.changeVersioned = true;
      // A change ends (finishChange) in the same synchronous step as its moves: the room
      // neither awaits between them nor may, since the step is what keeps the move atomic.
      // A step cut short by an exception must not leave the next change its version.
      queueMicrotask(() => (this.changeVersioned = false));
    }
  }

  /** Removes the last move (an accepted takeback) and any checkpoint past it; the event log keeps what it was. */
  removeMove(ply: number): void {
    this.sql.exec("DELETE FROM moves WHERE ply = ?", ply);
    this.sql.exec("DELETE FROM checkpoints WHERE ply >= ?", ply);
  }

  /** The latest checkpoint at or before `ply`, if any. */
  readCheckpoint(atMost: number): Checkpoint | undefined {
    const row = this.one("SELECT ply, state FROM checkpoints WHERE ply <= ? ORDER BY ply DESC LIMIT 1", atMost);
    return row ? { ply: Number(row.ply), state: String(row.state) } : undefined;
  }

  writeCheckpoint(checkpoint: Checkpoint): void {
    this.sql.exec("INSERT OR REPLACE INTO checkpoints (ply, state) VALUES (?, ?)", checkpoint.ply, checkpoint.state);
  }

  /** Appends a lifecycle event (resign, draw offer, takeback...) to the game's log. */
  appendEvent(kind: string, side: Side | null, at: number, detail: unknown = ""): void {
    this.sql.exec(
      "INSERT INTO events (kind, side, at, detail) VALUES (?, ?, ?, ?)",
      kind,
      side,
      at,
      typeof detail === "string" ? detail : JSON.stringify(detail),
    );
    const chained = loggedEvent(kind, side, at, detail);
    if (chained) this.chain.append(chained);
  }

  readEvents(): { kind: string; side: Side | null; at: number; detail: string }[] {
    return this.sql
      .exec("SELECT kind, side, at, detail FROM events ORDER BY seq")
      .toArray()
      .map((row) => ({ kind: String(row.kind), side: (row.side as Side | null) ?? null, at: Number(row.at), detail: String(row.detail) }));
  }

  /** The end that the lifecycle (not the rules) gave the game, if any. */
  readLifecycleEnd(): LifecycleEnd | undefined {
    const row = this.one("SELECT at, detail FROM events WHERE kind = 'end' ORDER BY seq DESC LIMIT 1");
    if (!row) return undefined;
    const detail = JSON.parse(String(row.detail)) as { winner: Side | null; reason: EndReason };
    return { winner: detail.winner, reason: detail.reason, at: Number(row.at) };
  }

  writeLifecycleEnd(end: LifecycleEnd, by: Side | null): void {
    this.appendEvent("end", by, end.at, { winner: end.winner, reason: end.reason });
  }

  readOffers(): Offers {
    return JSON.parse(String(this.stateField("offers"))) as Offers;
  }

  writeOffers(offers: Offers): void {
    this.writeState({ offers: JSON.stringify(offers) });
  }

  readRematchId(): string | null {
    const value = this.stateField("rematch_id");
    return value === null || value === undefined ? null : String(value);
  }

  writeRematchId(id: string | null): void {
    this.writeState({ rematch_id: id });
  }

  /** The hash of the offerer's derived rematch token, kept until the offer is answered. */
  readRematchHash(): string | null {
    const value = this.stateField("rematch_hash");
    return value === null || value === undefined ? null : String(value);
  }

  writeRematchHash(hash: string | null): void {
    this.writeState({ rematch_hash: hash });
  }

  /** How many changes the game has had: every move, takeback, offer and end adds one. */
  readVersion(): number {
    return Number(this.stateField("version") ?? 0);
  }

  /**
   * Ends a change (GameRoom.afterChange): the game's version goes up by one, every move,
   * takeback, offer and end alike. A change that appended moves wrote it with the first.
   */
  finishChange(): void {
    if (!this.changeVersioned) this.writeState({ version: this.readVersion() + 1 });
    this.changeVersioned = false;
  }

  /** The ledger (a client's, by its object id) that the computer's move owed in this game is counted in, or null. */
  readComputerOwedTo(): string | null {
    const value = this.stateField("computer_owed_to");
    return typeof value === "string" ? value : null;
  }

  writeComputerOwedTo(ledger: string | null): void {
    this.writeState({ computer_owed_to: ledger });
  }

  readRemindedPly(): number {
    return Number(this.stateField("reminded_ply") ?? -1);
  }

  writeRemindedPly(ply: number): void {
    this.writeState({ reminded_ply: ply });
  }

  // --- conditional moves (secret to their seat) ---

  readConditionalLines(side: Side): ConditionalLine[] {
    let lines = this.linesCache.get(side);
    if (!lines) {
      const row = this.one("SELECT lines FROM conditional_lines WHERE side = ?", side);
      lines = row ? (JSON.parse(String(row.lines)) as ConditionalLine[]) : [];
      this.linesCache.set(side, lines);
    }
    return lines.slice();
  }

  writeConditionalLines(side: Side, lines: readonly ConditionalLine[]): void {
    if (lines.length === 0) this.sql.exec("DELETE FROM conditional_lines WHERE side = ?", side);
    else this.sql.exec("INSERT OR REPLACE INTO conditional_lines (side, lines) VALUES (?, ?)", side, JSON.stringify(lines));
    this.linesCache.set(side, lines.slice());
  }

  // --- messages between the seats (secret to them) ---

  appendMessage(side: Side, at: number, text: string): void {
    this.sql.exec("INSERT INTO messages (side, at, text) VALUES (?, ?, ?)", side, at, text);
  }

  readMessages(): { side: Side; at: number; text: string }[] {
    return this.sql
      .exec("SELECT side, at, text FROM messages ORDER BY seq")
      .toArray()
      .map((row) => ({ side: row.side as Side, at: Number(row.at), text: String(row.text) }));
  }

  /** When `side` sent its messages since `since` (ms), and how many the game holds. */
  messageLoad(side: Side, since: number): { recent: number[]; stored: number } {
    const recent = this.sql.exec("SELECT at FROM messages WHERE side = ? AND at >= ?", side, since).toArray().map((row) => Number(row.at));
    const stored = Number(this.one("SELECT COUNT(*) AS n FROM messages")?.n ?? 0);
    return { recent, stored };
  }

  // --- a seat's private notes (lifecycle/notes.ts; secret to that seat) ---

  readNotes(side: Side): { text: string; at: number } | undefined {
    const row = this.one("SELECT text, updated_at FROM seat_notes WHERE side = ?", side);
    return row ? { text: String(row.text), at: Number(row.updated_at) } : undefined;
  }

  writeNotes(side: Side, text: string, at: number): void {
    this.sql.exec("INSERT OR REPLACE INTO seat_notes (side, text, updated_at) VALUES (?, ?, ?)", side, text, at);
  }

  // --- more devices for a seat ---

  /** The side of a token issued through a recovery code, found by the token's hash. */
  readExtraSeat(hash: string): Side | undefined {
    const side = this.one("SELECT side FROM seat_tokens WHERE hash = ?", hash)?.side;
    return side === undefined ? undefined : (side as Side);
  }

  writeExtraSeat(hash: string, side: Side, at: number): void {
    this.sql.exec("INSERT INTO seat_tokens (hash, side, created_at) VALUES (?, ?, ?)", hash, side, at);
  }

  /**
   * Keeps a new recovery code and retires what it outnumbers: expired codes, and this
   * seat's oldest beyond the newest `keep` (issue order is the table's rowid).
   */
  writeRecoveryCode(hash: string, side: Side, expiresAt: number, now: number, keep: number): void {
    this.sql.exec("INSERT INTO recovery_codes (hash, side, expires_at) VALUES (?, ?, ?)", hash, side, expiresAt);
    this.sql.exec(
      "DELETE FROM recovery_codes WHERE expires_at <= ? OR (side = ? AND rowid NOT IN (SELECT rowid FROM recovery_codes WHERE side = ? ORDER BY rowid DESC LIMIT ?))",
      now,
      side,
      side,
      keep,
    );
  }

  /** Uses up a recovery code: its side if it was valid and unexpired (it can never be used again). */
  takeRecoveryCode(hash: string, now: number): Side | undefined {
    const row = this.one("SELECT side, expires_at FROM recovery_codes WHERE hash = ?", hash);
    this.sql.exec("DELETE FROM recovery_codes WHERE hash = ? OR expires_at <= ?", hash, now);
    return row && Number(row.expires_at) > now ? (row.side as Side) : undefined;
  }

  // --- archive bookkeeping ---

  /** When the next archive attempt is due, or null when nothing is pending. */
  archiveDueAt(): number | null {
    return Number(this.stateField("archive_pending")) === 1 ? Number(this.stateField("archive_next_at") ?? 0) : null;
  }

  isArchived(): boolean {
    return Number(this.stateField("archived")) === 1;
  }

  markArchivePending(at: number): void {
    if (!this.isArchived()) this.writeState({ archive_pending: 1, archive_next_at: at });
  }

  markArchived(): void {
    this.writeState({ archive_pending: 0, archived: 1, archive_error: null });
  }

  /** Records a failed archive write and when to try again; returns the number of failures. */
  recordArchiveFailure(message: string, retryAt: (attempts: number) => number): number {
    const attempts = Number(this.stateField("archive_attempts") ?? 0) + 1;
    this.writeState({ archive_attempts: attempts, archive_error: message.slice(0, 500), archive_next_at: retryAt(attempts) });
    return attempts;
  }

  // --- notices ---

  readNoticeTargets(side: Side): NoticeTarget[] {
    let targets = this.targetsCache.get(side);
    if (!targets) {
      targets = this.sql
        .exec("SELECT target FROM notices WHERE side = ? ORDER BY kind", side)
        .toArray()
        .map((row) => JSON.parse(String(row.target)) as NoticeTarget);
      this.targetsCache.set(side, targets);
    }
    return targets.slice();
  }

  writeNoticeTarget(side: Side, target: NoticeTarget): void {
    this.sql.exec("INSERT OR REPLACE INTO notices (side, kind, target) VALUES (?, ?, ?)", side, target.kind, JSON.stringify(target));
    this.targetsCache.delete(side);
  }

  removeNoticeTargets(side: Side, kind?: NoticeTarget["kind"]): void {
    if (kind) this.sql.exec("DELETE FROM notices WHERE side = ? AND kind = ?", side, kind);
    else this.sql.exec("DELETE FROM notices WHERE side = ?", side);
    this.targetsCache.delete(side);
  }

  enqueueNotice(side: Side, target: NoticeTarget, payload: string, at: number): void {
    this.sql.exec("INSERT INTO outbox (side, target, payload, next_at) VALUES (?, ?, ?, ?)", side, JSON.stringify(target), payload, at);
    if (this.noticeAtCache !== undefined) this.noticeAtCache = this.noticeAtCache === null ? at : Math.min(this.noticeAtCache, at);
  }

  /** Rewrites `side`'s queued `events` due after `now` and never tried: a throttled notice that later news replaces (lifecycle/clock-limits.ts). */
  rewriteLaterNotices(side: Side, events: readonly string[], now: number, payload: string): void {
    this.sql.exec(`UPDATE outbox SET payload = ? WHERE side = ? AND attempts = 0 AND next_at > ? AND json_extract(payload, '$.event') IN (${events.map(() => "?").join(", ")})`, payload, side, now, ...events);
  }

  dueNotices(now: number): OutboxItem[] {
    return this.sql
      .exec("SELECT id, side, target, payload, attempts FROM outbox WHERE next_at <= ? ORDER BY id LIMIT 20", now)
      .toArray()
      .map((row) => ({
        id: Number(row.id),
        side: row.side as Side,
        target: JSON.parse(String(row.target)) as NoticeTarget,
        payload: String(row.payload),
        attempts: Number(row.attempts),
      }));
  }

  /** When the alarm must next deliver notices; read once, then kept (every move asks). */
  nextNoticeAt(): number | null {
    if (this.noticeAtCache === undefined) {
      const row = this.one("SELECT MIN(next_at) AS at FROM outbox");
      this.noticeAtCache = row && row.at !== null ? Number(row.at) : null;
    }
    return this.noticeAtCache;
  }

  finishNotice(id: number): void {
    this.sql.exec("DELETE FROM outbox WHERE id = ?", id);
    this.noticeAtCache = undefined;
  }

  retryNotice(id: number, attempts: number, at: number): void {
    this.sql.exec("UPDATE outbox SET attempts = ?, next_at = ? WHERE id = ?", attempts, at, id);
    this.noticeAtCache = undefined;
  }
}
