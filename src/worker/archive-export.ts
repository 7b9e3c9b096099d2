/**
 * A month of the archive as one PGN-style file, for people who study games in bulk
 * (GET /api/archive/export): the month's games oldest first, each record followed by a
 * blank line, read from D1 a page at a time. One file holds at most MAX_EXPORT_GAMES games
 * and MAX_EXPORT_BYTES bytes; a month with more is continued by the `next` cursor.
 */
import { and, asc, eq, gt, gte, lt, or, type SQL } from "drizzle-orm/sql";
import { drizzle, type AnyD1Database } from "drizzle-orm/d1";
import { finishedGames, finishedGameTexts } from "../db/schema.ts";
import { archivedGameColumns, fromArchive, makeCursor } from "./archive.ts";
import { recordFromRow } from "./archived-game.ts";

/** Games in one export file: about a second of replays at most. */
export const MAX_EXPORT_GAMES = 1_000;
/**
 * Bytes in one export file (UTF-8), besides the games: a month of long records (a game that
 * used its every clock action signs about 70 KB) must not make a file of tens of megabytes,
 * held whole by the Worker and the cache. A record is never cut: the file that would pass
 * this ends before it, and a record longer than this alone is a file of its own.
 */
export const MAX_EXPORT_BYTES = 4 * 1024 * 1024;
/** Rows in one D1 read while the file is made. */
export const EXPORT_PAGE = 100;

export interface ExportRange {
  /** First millisecond of the month (UTC). */
  readonly start: number;
  /** First millisecond of the month after. */
  readonly end: number;
  readonly variant?: string;
  /** Start after this game (the previous file's last), by end time and id. */
  readonly after?: { readonly endedAt: number; readonly id: string };
}

/** The range's games after `after`: a range read of the (ended_at, id) or (variant, ended_at, id) index. */
function inRange(range: ExportRange, after = range.after): SQL | undefined {
  return and(
    // one lower bound, the later of the month's start and the cursor's time: SQLite starts its
    // range read at one bound only, and at the month's start it read the files before again
    gte(finishedGames.endedAt, Math.max(range.start, after?.endedAt ?? range.start)),
    lt(finishedGames.endedAt, range.end),
    range.variant ? eq(finishedGames.variant, range.variant) : undefined,
    after ? or(gt(finishedGames.endedAt, after.endedAt), and(eq(finishedGames.endedAt, after.endedAt), gt(finishedGames.id, after.id))) : undefined,
  );
}

const oldestFirst = [asc(finishedGames.endedAt), asc(finishedGames.id)];

/** The next `limit` games of the range, whole (with their signed records). */
export function exportPageSelect(db: AnyD1Database, range: ExportRange, limit: number) {
  return drizzle(db)
    .select(archivedGameColumns)
    .from(finishedGames)
    .leftJoin(finishedGameTexts, eq(finishedGameTexts.id, finishedGames.id))
    .where(inRange(range))
    .orderBy(...oldestFirst)
    .limit(limit);
}

/** One file of an export: its text, how many records it holds, and the cursor of the next file, if the range goes on. */
export interface ExportFile {
  readonly text: string;
  readonly games: number;
  readonly next: string | null;
}

/**
 * The file of the range's games from `range.after` on: oldest first, each record followed by
 * a blank line, until MAX_EXPORT_GAMES games or MAX_EXPORT_BYTES bytes, read EXPORT_PAGE rows
 * at a time. The whole file is made before anything is sent, so that a D1 outage on the way
 * is a 503 (ArchiveUnavailable), never a file cut short, and its size is known for the
 * `next` cursor that continues it.
 */
export async function buildExport(db: AnyD1Database, range: ExportRange, origin: string): Promise<ExportFile> {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let bytes = 0;
  let rowsTaken = 0;
  let after = range.after;
  for (;;) {
    const rows = await fromArchive(() => exportPageSelect(db, { ...range, after }, EXPORT_PAGE));
    for (const row of rows) {
      // a row that no longer replays (a rule changed since) is left out rather than written wrong
      const record = recordFromRow(row, origin);
      const text = record === undefined ? "" : `${record.trimEnd()}\n\n`;
      const size = encoder.encode(text).length;
      if (rowsTaken === MAX_EXPORT_GAMES || (rowsTaken > 0 && bytes + size > MAX_EXPORT_BYTES)) {
        return { text: parts.join(""), games: parts.length, next: after ? makeCursor(after.endedAt, after.id) : null };
      }
      if (text) parts.push(text);
      bytes += size;
      rowsTaken++;
      after = { endedAt: row.endedAt, id: row.id };
    }
    if (rows.length < EXPORT_PAGE) return { text: parts.join(""), games: parts.length, next: null };
  }
}
