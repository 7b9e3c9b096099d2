/**
 * The tables of one game's Durable Object (SQLite). Every statement is IF NOT EXISTS, so
 * running the whole schema again on an older game adds only what it lacks; columns added
 * later are added by GameStore.upgrade.
 */
export const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (
  id TEXT PRIMARY KEY,
  variant TEXT NOT NULL,
  options TEXT NOT NULL,
  white_name TEXT NOT NULL,
  black_name TEXT NOT NULL,
  white_hash TEXT NOT NULL,
  black_hash TEXT NOT NULL,
  days_per_move INTEGER,
  created_at INTEGER NOT NULL,
  rematch_of TEXT,
  origin TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS moves (
  ply INTEGER PRIMARY KEY,
  text TEXT NOT NULL,
  side TEXT NOT NULL,
  played_at INTEGER NOT NULL,
  notes TEXT NOT NULL DEFAULT '[]'
);
CREATE TABLE IF NOT EXISTS checkpoints (
  ply INTEGER PRIMARY KEY,
  state TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS events (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  side TEXT,
  at INTEGER NOT NULL,
  detail TEXT NOT NULL DEFAULT ''
);
-- the hash chain (lifecycle/chain-log.ts): row 0 the genesis, then one row per chained event
CREATE TABLE IF NOT EXISTS chain (
  seq INTEGER PRIMARY KEY,
  line TEXT NOT NULL,
  head TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS state (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  offers TEXT NOT NULL,
  rematch_id TEXT,
  rematch_hash TEXT,
  reminded_ply INTEGER NOT NULL DEFAULT -1,
  archive_pending INTEGER NOT NULL DEFAULT 0,
  archive_attempts INTEGER NOT NULL DEFAULT 0,
  archive_next_at INTEGER,
  archive_error TEXT,
  archived INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL DEFAULT 0,
  computer_owed_to TEXT
);
CREATE TABLE IF NOT EXISTS notices (
  side TEXT NOT NULL,
  kind TEXT NOT NULL,
  target TEXT NOT NULL,
  PRIMARY KEY (side, kind)
);
CREATE TABLE IF NOT EXISTS seat_tokens (
  hash TEXT PRIMARY KEY,
  side TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS recovery_codes (
  hash TEXT PRIMARY KEY,
  side TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS conditional_lines (
  side TEXT PRIMARY KEY,
  lines TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS messages (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  side TEXT NOT NULL,
  at INTEGER NOT NULL,
  text TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS seat_notes (
  side TEXT PRIMARY KEY,
  text TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  side TEXT NOT NULL,
  target TEXT NOT NULL,
  payload TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_at INTEGER NOT NULL
);
`;

/**
 * A move's three writes as one statement (GameStore.appendMove): its row, its link of the
 * hash chain (none for a game begun before chains) and the game's new version (none for a
 * later move of the same change). Each statement from JavaScript is a crossing into
 * SQLite with its own cursor, and the move is the service's most frequent write: two
 * crossings fewer took its workerd CPU under load from 1.12x to 1.07x a bare echo's
 * (docs/benchmarks.md, "Fourteenth session"). Run after the columns it names exist
 * (GameStore.upgrade). IF NOT EXISTS keeps a stored game's old body: to change it, drop
 * move_written_v1 in the upgrade and create the new body under a new name.
 */
export const MOVE_WRITE_SCHEMA = `
CREATE VIEW IF NOT EXISTS move_written AS
  SELECT NULL AS ply, NULL AS text, NULL AS side, NULL AS played_at, NULL AS notes,
         NULL AS chain_seq, NULL AS chain_line, NULL AS chain_head, NULL AS version
  WHERE 0;
CREATE TRIGGER IF NOT EXISTS move_written_v1 INSTEAD OF INSERT ON move_written BEGIN
  INSERT INTO moves (ply, text, side, played_at, notes) VALUES (NEW.ply, NEW.text, NEW.side, NEW.played_at, NEW.notes);
  INSERT INTO chain (seq, line, head) SELECT NEW.chain_seq, NEW.chain_line, NEW.chain_head WHERE NEW.chain_seq IS NOT NULL;
  UPDATE state SET version = NEW.version WHERE id = 1 AND NEW.version IS NOT NULL;
END;
`;
