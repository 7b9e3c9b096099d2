/**
 * A month of the archive as one PGN-style file, for people who study games in bulk
 * (GET /api/archive/export): the month's games oldest first, each record followed by a
 * blank line, read from D1 a page at a time as the file streams out. One file holds at
 * most MAX_EXPORT_GAMES games; a month with more is continued by the `next` cursor.
 */
import { and, asc, eq, gt, gte, lt, or, type SQL } from "drizzle-orm/sql";
import { drizzle, type AnyD1Database } from "drizzle-orm/d1";
import { finishedGames, finishedGameTexts } from "../db/schema.ts";
import { archivedGameColumns, fromArchive, makeCursor } from "./archive.ts";
import { recordFromRow } from "./archived-game.ts";

/** Games in one export file: about a megabyte of records, and about a second of replays at most. */
export const MAX_EXPORT_GAMES = 1_000;
/** Rows in one D1 read while the file streams. */
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

/** The keys of a file's games and one more (is there a next file?): read from the index alone. */
export function exportKeysSelect(db: AnyD1Database, range: ExportRange) {
  return drizzle(db).select({ endedAt: finishedGames.endedAt, id: finishedGames.id }).from(finishedGames).where(inRange(range)).orderBy(...oldestFirst).limit(MAX_EXPORT_GAMES + 1);
}

/** The next `limit` games of the range, whole (with their signed records), as the file streams. */
export function exportPageSelect(db: AnyD1Database, range: ExportRange, limit: number) {
  return drizzle(db)
    .select(archivedGameColumns)
    .from(finishedGames)
    .leftJoin(finishedGameTexts, eq(finishedGameTexts.id, finishedGames.id))
    .where(inRange(range))
    .orderBy(...oldestFirst)
    .limit(limit);
}

/**
 * What one file of the range holds, read from the index alone before anything streams
 * (so that a D1 outage is a 503, not a cut file): how many games, and the cursor of the
 * next file when the range holds more than MAX_EXPORT_GAMES.
 */
export async function planExport(db: AnyD1Database, range: ExportRange): Promise<{ games: number; next: string | null }> {
  const keys = await fromArchive(() => exportKeysSelect(db, range));
  const last = keys[MAX_EXPORT_GAMES - 1];
  return { games: Math.min(keys.length, MAX_EXPORT_GAMES), next: keys.length > MAX_EXPORT_GAMES && last ? makeCursor(last.endedAt, last.id) : null };
}

/** The file's text, `games` records long, read EXPORT_PAGE rows at a time as the reader asks for more. */
export function streamExport(db: AnyD1Database, range: ExportRange, games: number, origin: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after = range.after;
  let left = games;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (left <= 0) {
        controller.close();
        return;
      }
      const rows = await fromArchive(() => exportPageSelect(db, { ...range, after }, Math.min(EXPORT_PAGE, left)));
      const last = rows[rows.length - 1];
      if (!last) {
        controller.close();
        return;
      }
      left -= rows.length;
      after = { endedAt: last.endedAt, id: last.id };
      // a row that no longer replays (a rule changed since) is left out rather than written wrong
      const records = rows.flatMap((row) => recordFromRow(row, origin) ?? []);
      controller.enqueue(encoder.encode(records.map((record) => `${record.trimEnd()}\n\n`).join("")));
    },
  });
}
