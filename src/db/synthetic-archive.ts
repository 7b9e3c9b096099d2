/**
 * Synthetic finished games made inside SQLite, for the archive's benchmark
 * (src/cli/archive-bench.ts) and the workerd tests that count the rows a read touches.
 * Rows are deterministic: players from a pool of 2,000 names, five games, eight
 * result/termination pairs, end times spread over two years from 2025-01-01, move text as long as a real game's
 * (which does not replay: these rows are for reads, not records).
 * Bind the first and the last row number (rows first..last; a few tens of thousands a
 * statement: one statement of a million rows runs past what local D1 allows one query),
 * and 1 for move texts as long as real games' or 0 for none (local D1 gives up at about
 * 0.9 GB, 750,000 games with their moves). They bypass archiveGame, so the
 * figures (archive_counts) are not kept for them: the counters migration's backfill is.
 */

/** Deterministic pseudo-random integers of row i, computed inside SQLite. */
// Parenthesised: in SQLite, || binds tighter than %.
const mix = (salt: number, mod: number) => `(((i * 2654435761 + ${salt}) % 4294967296) % ${mod})`;

// The first row number is cast: D1 binds a JavaScript number as a real, and a real's %
// is a real ('player' || 11.0 is 'player11.0', a name no query asks for).
export const SYNTHETIC_GAMES_SQL = `
WITH RECURSIVE seq(i) AS (SELECT CAST(?1 AS INTEGER) UNION ALL SELECT i + 1 FROM seq WHERE i < ?2)
INSERT INTO finished_games (id, variant, options, white, black, result, termination, plies, move_count, moves, created_at, ended_at, imported, white_key, black_key)
SELECT
  printf('g%09d', i),
  CASE i % 5 WHEN 0 THEN 'the-pit' WHEN 1 THEN 'pit-of-pillars' WHEN 2 THEN 'inside-out' WHEN 3 THEN 'in-the-bin' ELSE 'ben39' END,
  '',
  'player' || ${mix(11, 2000)},
  'player' || ${mix(977, 2000)},
  CASE ${mix(5, 8)} WHEN 0 THEN '1-0' WHEN 1 THEN '0-1' WHEN 2 THEN '1-0' WHEN 3 THEN '0-1' WHEN 4 THEN '1/2-1/2' WHEN 5 THEN '1/2-1/2' WHEN 6 THEN '1-0' ELSE '0-1' END,
  CASE ${mix(5, 8)} WHEN 0 THEN 'checkmate' WHEN 1 THEN 'checkmate' WHEN 2 THEN 'resignation' WHEN 3 THEN 'resignation' WHEN 4 THEN 'agreement' WHEN 5 THEN 'stalemate' ELSE 'timeout' END,
  20 + ${mix(31, 180)},
  (21 + ${mix(31, 180)}) / 2,
  -- as long as a real game's moves (a five-character move and a space per ply), or none
  rtrim(replace(hex(zeroblob((20 + ${mix(31, 180)}) * ?3)), '00', 'e2-e3 ')),
  1735689600000 + ${mix(7, 63072000)} * 1000 - 3600000,
  1735689600000 + ${mix(7, 63072000)} * 1000,
  0,
  'player' || ${mix(11, 2000)},
  'player' || ${mix(977, 2000)}
FROM seq`;


/**
 * Signed records as long as real ones (about 61 bytes a ply: the move, its number, and a
 * `{[%ts ...] [%ch ...]}` comment; 6,752 bytes for a game of 110 plies, measured in
 * test/worker/archive-row-size.test.ts) for rows first..last, in the `record` column that
 * finished_games had before migration 0007 moved it out: the benchmark writes them before
 * that migration runs, so the migration's copy is timed on them.
 */
export const SYNTHETIC_RECORDS_SQL = `
UPDATE finished_games SET record = substr(hex(zeroblob(plies * 31)), 1, plies * 61)
WHERE id BETWEEN printf('g%09d', CAST(?1 AS INTEGER)) AND printf('g%09d', CAST(?2 AS INTEGER))`;
