/**
 * A pocket's durable storage inside its Durable Object (SQLite; docs/api.md "Pockets"):
 * its meta (the SHA-256 of its authentication value, never the value; its version, its
 * public name), its devices (removed ones kept, flagged, so that their requests are told
 * so) and its sealed entries with the version each last changed at (a removed entry is a
 * tombstone: sealed ""). Nothing here can be read without the pocket's secret: the
 * entries and device labels are sealed by the browser. Every statement binds its values.
 */

export interface PocketMeta {
  readonly id: string;
  /** SHA-256 (hex) of the authentication value (src/worker/tokens.ts hashToken). */
  readonly authHash: string;
  /** Counts every change of entries. */
  readonly version: number;
  /** Tombstones at or below this version were dropped: a device behind it gets the whole pocket (`complete`). */
  readonly prunedThrough: number;
  readonly name: string | null;
  /** When the current name was taken (ms), or null. */
  readonly nameSince: number | null;
  /** When the pocket's name was taken or given up, the last 30 days' (ms). */
  readonly nameChanges: readonly number[];
  readonly createdAt: number;
  /** Closed by "Start a new pocket": every request is then 410 `gone`. */
  readonly closed: boolean;
}

export interface DeviceRow {
  readonly id: string;
  readonly label: string;
  readonly addedAt: number;
  readonly lastSeenAt: number;
  readonly removed: boolean;
}

export type EntryRow = {
  readonly id: string;
  readonly sealed: string;
  readonly version: number;
};

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (id INTEGER PRIMARY KEY CHECK (id = 1), json TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS devices (id TEXT PRIMARY KEY, label TEXT NOT NULL, added_at INTEGER NOT NULL, last_seen_at INTEGER NOT NULL, removed INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS entries (id TEXT PRIMARY KEY, sealed TEXT NOT NULL, version INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS entries_version ON entries (version);
CREATE TABLE IF NOT EXISTS request_window (id INTEGER PRIMARY KEY CHECK (id = 1), started INTEGER NOT NULL, count INTEGER NOT NULL);
`;

type DeviceSql = { id: string; label: string; added_at: number; last_seen_at: number; removed: number };

export class PocketStore {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(SCHEMA);
  }

  readMeta(): PocketMeta | undefined {
    const row = this.sql.exec<{ json: string }>("SELECT json FROM meta WHERE id = 1").toArray()[0];
    return row && (JSON.parse(row.json) as PocketMeta);
  }

  writeMeta(meta: PocketMeta): void {
    this.sql.exec("INSERT OR REPLACE INTO meta (id, json) VALUES (1, ?)", JSON.stringify(meta));
  }

  /** Every device, removed ones too, oldest first. */
  readDevices(): DeviceRow[] {
    return this.sql
      .exec<DeviceSql>("SELECT id, label, added_at, last_seen_at, removed FROM devices ORDER BY added_at, id")
      .toArray()
      .map((row) => ({ id: row.id, label: row.label, addedAt: row.added_at, lastSeenAt: row.last_seen_at, removed: row.removed === 1 }));
  }

  readDevice(id: string): DeviceRow | undefined {
    return this.readDevices().find((device) => device.id === id);
  }

  writeDevice(device: DeviceRow): void {
    this.sql.exec(
      "INSERT OR REPLACE INTO devices (id, label, added_at, last_seen_at, removed) VALUES (?, ?, ?, ?, ?)",
      device.id,
      device.label,
      device.addedAt,
      device.lastSeenAt,
      device.removed ? 1 : 0,
    );
  }

  touchDevice(id: string, at: number): void {
    this.sql.exec("UPDATE devices SET last_seen_at = ? WHERE id = ?", at, id);
  }

  readEntry(id: string): EntryRow | undefined {
    return this.sql.exec<EntryRow>("SELECT id, sealed, version FROM entries WHERE id = ?", id).toArray()[0];
  }

  /** Entries changed after `since` (tombstones included), in the order they changed. */
  readEntriesSince(since: number): EntryRow[] {
    return this.sql.exec<EntryRow>("SELECT id, sealed, version FROM entries WHERE version > ? ORDER BY version", since).toArray();
  }

  /** Entries that hold something (not tombstones). */
  countLiveEntries(): number {
    return this.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM entries WHERE sealed <> ''").one().n;
  }

  countTombstones(): number {
    return this.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM entries WHERE sealed = ''").one().n;
  }

  writeEntry(entry: EntryRow): void {
    this.sql.exec("INSERT OR REPLACE INTO entries (id, sealed, version) VALUES (?, ?, ?)", entry.id, entry.sealed, entry.version);
  }

  /** Drops the oldest tombstones beyond `keep`; the highest version dropped (0: none). */
  pruneTombstones(keep: number): number {
    const dropped = this.sql
      .exec<{ version: number }>("SELECT version FROM entries WHERE sealed = '' ORDER BY version DESC LIMIT -1 OFFSET ?", keep)
      .toArray();
    if (dropped.length === 0) return 0;
    const through = dropped[0].version;
    this.sql.exec("DELETE FROM entries WHERE sealed = '' AND version <= ?", through);
    return through;
  }

  /** The request window of the per-pocket rate (limits.ts). */
  readWindow(): { started: number; count: number } | undefined {
    return this.sql.exec<{ started: number; count: number }>("SELECT started, count FROM request_window WHERE id = 1").toArray()[0];
  }

  writeWindow(window: { started: number; count: number }): void {
    this.sql.exec("INSERT OR REPLACE INTO request_window (id, started, count) VALUES (1, ?, ?)", window.started, window.count);
  }

  /** A closed pocket keeps only its meta: its entries and devices are gone. */
  forgetContents(): void {
    this.sql.exec("DELETE FROM entries");
    this.sql.exec("DELETE FROM devices");
  }
}
