/** The finished-games archive in D1, through drizzle-orm (bound parameters only). */
import { and, desc, eq, gte, inArray, isNull, lt, lte, or, sql, SQL } from "drizzle-orm/sql";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import { drizzle, type AnyD1Database } from "drizzle-orm/d1";
import { getTableColumns } from "drizzle-orm/utils";
import { archiveCounts, finishedGames, finishedGameTexts, type ArchivedGameRow, type NewArchivedGameRow } from "../db/schema.ts";
import type { ArchiveEntry, ArchiveSummary } from "../contract/api.ts";
import { nameKey } from "../contract/text-rules.ts";
import { countMoves } from "../engine/move-words.ts";
import { resolveOptions } from "../engine/options.ts";
import { makeOptionsTag, parseOptionsTag, replayMoves } from "../engine/record.ts";
import { getGame } from "../engine/registry.ts";
import { contentId } from "./tokens.ts";

/**
 * D1 could not answer a read of the archive. Not a user's doing and not a bug: the
 * Worker answers 503 `unavailable`, and live games (in their Durable Objects) go on.
 */
export class ArchiveUnavailable extends Error {
  constructor(cause: unknown) {
    super(`the archive could not be read: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "ArchiveUnavailable";
  }
}

/** `read`'s answer, or ArchiveUnavailable when D1 fails. */
export async function fromArchive<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw new ArchiveUnavailable(error);
  }
}

/** How player names are compared: as names are everywhere (contract/text-rules.ts: NFC, invisibles dropped, trimmed, lower case). */
export function playerKey(name: string): string {
  return nameKey(name);
}

/** What makes two archived games the same game: the game and its options, the moves, and both players (by key). */
export interface GameIdentity {
  readonly variant: string;
  readonly options: string;
  readonly moves: string;
  readonly white: string;
  readonly black: string;
}

/**
 * The key of a game's identity: a game played here and the same game imported from its
 * record share it, whatever the record's date, result tag or name spelling (case, spaces).
 */
export function gameKey(game: GameIdentity): Promise<string> {
  // options with their defaults filled in: a record without an Options tag is the game with its defaults
  const engine = getGame(game.variant);
  const resolved = engine && resolveOptions(engine, parseOptionsTag(game.options));
  const options = resolved?.ok ? makeOptionsTag(resolved.value) : game.options;
  return contentId(JSON.stringify([game.variant, options, game.moves, playerKey(game.white), playerKey(game.black)]));
}

/**
 * Adds one game to its (variant, result) figures, but only when the statement before it
 * in the same batch changed a row (`changes()`): a retried write of a game already
 * archived inserts nothing and so counts nothing.
 */
function countArchived(game: { variant: string; result: string; moveCount: number | null; plies: number }): SQL {
  const counted = game.moveCount === null ? 0 : 1;
  return sql`
    INSERT INTO archive_counts (variant, result, games, counted, moves, plies)
    SELECT ${game.variant}, ${game.result}, 1, ${counted}, ${game.moveCount ?? 0}, ${game.plies} WHERE changes() = 1
    ON CONFLICT (variant, result) DO UPDATE SET
      games = games + 1, counted = counted + excluded.counted, moves = moves + excluded.moves, plies = plies + excluded.plies`;
}

/**
 * Runs statements as one D1 batch: one transaction, in order, on one connection, so that
 * `changes()` in a statement speaks of the one before it. (drizzle's own batch takes
 * only its query builders, not SQL written out.)
 */
async function inOneBatch(db: AnyD1Database, statements: readonly (SQL | { toSQL(): { sql: string; params: unknown[] } })[]): Promise<void> {
  const dialect = new SQLiteSyncDialect();
  const prepared = statements.map((statement) => {
    const query = statement instanceof SQL ? dialect.sqlToQuery(statement) : statement.toSQL();
    return db.prepare(query.sql).bind(...query.params);
  });
  await db.batch(prepared);
}

/**
 * Writes a finished game, its large texts (when it has any) and counts it in the
 * archive's figures, in one batch (one transaction). Writing the same game twice is
 * harmless (retries may do so): the row is inserted once and counted once, and its texts
 * stay as first written.
 */
export async function archiveGame(db: AnyD1Database, game: Omit<NewArchivedGameRow, "whiteKey" | "blackKey" | "gameKey">): Promise<void> {
  const { annotations = null, record = null, verification = null, ...row } = game;
  const key = await gameKey({ ...row, options: row.options ?? "" });
  const orm = drizzle(db);
  const insert = orm
    .insert(finishedGames)
    .values({ ...row, whiteKey: playerKey(row.white), blackKey: playerKey(row.black), gameKey: key })
    .onConflictDoNothing();
  // after the count: countArchived's changes() speaks of the game's insert
  const texts = annotations !== null || record !== null || verification !== null
    ? [orm.insert(finishedGameTexts).values({ id: row.id, annotations, record, verification }).onConflictDoNothing()]
    : [];
  await fromArchive(() =>
    inOneBatch(db, [insert, countArchived({ variant: row.variant, result: row.result, moveCount: row.moveCount ?? null, plies: row.plies }), ...texts]),
  );
}

/** The id of the archived game that is `game` (same variant, options, moves and players), if there is one. */
export async function findSameGame(db: AnyD1Database, game: GameIdentity): Promise<string | undefined> {
  const key = await gameKey(game);
  const rows = await fromArchive(() =>
    drizzle(db).select({ id: finishedGames.id }).from(finishedGames).where(eq(finishedGames.gameKey, key)).orderBy(finishedGames.endedAt).limit(1),
  );
  return rows[0]?.id;
}

/**
 * Numbered moves for rows archived before they were kept (In The Bin's, whose extra
 * moves keep plies from telling): replayed once, written back, and returned by id.
 */
async function fillMoveCounts(db: AnyD1Database, ids: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (ids.length === 0) return counts;
  const orm = drizzle(db);
  const rows = await fromArchive(() =>
    orm.select({ id: finishedGames.id, variant: finishedGames.variant, result: finishedGames.result, options: finishedGames.options, moves: finishedGames.moves, plies: finishedGames.plies }).from(finishedGames).where(inArray(finishedGames.id, [...ids])),
  );
  for (const row of rows) {
    const game = getGame(row.variant);
    const replay = game && replayMoves(game, row.moves === "" ? [] : row.moves.split(" "), parseOptionsTag(row.options));
    const moveCount = replay?.ok ? countMoves(replay.value.sides.length, replay.value.sides) : countMoves(row.plies);
    counts.set(row.id, moveCount);
    // the figures learn the count with the row, once: two pages filling the same row count it once
    await fromArchive(() =>
      inOneBatch(db, [
        orm.update(finishedGames).set({ moveCount }).where(and(eq(finishedGames.id, row.id), isNull(finishedGames.moveCount))),
        sql`UPDATE archive_counts SET counted = counted + 1, moves = moves + ${moveCount}
          WHERE variant = ${row.variant} AND result = ${row.result} AND changes() = 1`,
      ]),
    );
  }
  return counts;
}

/** The columns of a whole archived game: its row and its texts (null where it has none). */
export const archivedGameColumns = {
  ...getTableColumns(finishedGames),
  annotations: finishedGameTexts.annotations,
  record: finishedGameTexts.record,
  verification: finishedGameTexts.verification,
};

/** One archived game, whole: the only read of the archive (with the export) that touches its texts. */
export async function readArchivedGame(db: AnyD1Database, id: string): Promise<ArchivedGameRow | undefined> {
  const rows = await fromArchive(() =>
    drizzle(db)
      .select(archivedGameColumns)
      .from(finishedGames)
      .leftJoin(finishedGameTexts, eq(finishedGameTexts.id, finishedGames.id))
      .where(eq(finishedGames.id, id))
      .limit(1),
  );
  return rows[0];
}

export interface ArchiveQuery {
  readonly variant?: string;
  readonly result?: string;
  readonly termination?: string;
  /** Games where this player had either side. */
  readonly player?: string;
  /** Ended at or after this time (ms). */
  readonly from?: number;
  /** Ended before this time (ms). */
  readonly to?: number;
  readonly cursor?: string;
  readonly limit: number;
}

/** The cursor is the last row's (endedAt, id): stable under inserts, unlike an offset. */
export function makeCursor(endedAt: number, id: string): string {
  return btoa(`${endedAt}:${id}`).replace(/=+$/, "");
}

export function parseCursor(cursor: string): { endedAt: number; id: string } | undefined {
  let text: string;
  try {
    text = atob(cursor);
  } catch {
    return undefined;
  }
  const match = /^(\d{1,16}):([a-z0-9]{1,32})$/.exec(text);
  // sixteen digits can pass 2^53: such a time is no time this archive wrote (the fuzzer's find)
  return match && Number.isSafeInteger(Number(match[1])) ? { endedAt: Number(match[1]), id: match[2] } : undefined;
}

/** The archive query for `query`, one row more than a page (to know whether there is a next). */
export function archiveSelect(db: AnyD1Database, query: ArchiveQuery) {
  const conditions: (SQL | undefined)[] = [];
  if (query.variant) conditions.push(eq(finishedGames.variant, query.variant));
  if (query.result) conditions.push(eq(finishedGames.result, query.result));
  if (query.termination) conditions.push(eq(finishedGames.termination, query.termination));
  if (query.from !== undefined) conditions.push(gte(finishedGames.endedAt, query.from));
  const after = query.cursor ? parseCursor(query.cursor) : undefined;
  // One upper bound on the end time, the earlier of `to` and the cursor's: SQLite starts its
  // range read at one bound only, and from `to` (or the newest game) it read every page
  // before the cursor again to skip it (page N read N pages).
  if (after && (query.to === undefined || after.endedAt < query.to)) conditions.push(lte(finishedGames.endedAt, after.endedAt));
  else if (query.to !== undefined) conditions.push(lt(finishedGames.endedAt, query.to));
  if (after) {
    conditions.push(or(lt(finishedGames.endedAt, after.endedAt), and(eq(finishedGames.endedAt, after.endedAt), lt(finishedGames.id, after.id))));
  }
  const orm = drizzle(db);
  const newestFirst = [desc(finishedGames.endedAt), desc(finishedGames.id)];
  let where = and(...conditions);
  if (query.player) {
    // The page's games among the player's White games and among their Black games: two
    // range reads newest first (by the white_key and black_key indexes), each at most a
    // page long, then merged. A plain OR, or a UNION of all the player's games, reads every
    // game the player ever played (thousands, for a regular, at a million games).
    // The other filters go inside the two reads only: outside, SQLite could prefer their
    // index (every ben39 game of two years) over the two pages' ids.
    const key = playerKey(query.player);
    const newestOf = (side: typeof finishedGames.whiteKey | typeof finishedGames.blackKey) =>
      orm.select({ id: finishedGames.id }).from(finishedGames).where(and(eq(side, key), ...conditions)).orderBy(...newestFirst).limit(query.limit + 1);
    where = sql`${finishedGames.id} IN (SELECT id FROM (${newestOf(finishedGames.whiteKey)}) UNION ALL SELECT id FROM (${newestOf(finishedGames.blackKey)}))`;
  }
  return orm
    .select({
      id: finishedGames.id,
      variant: finishedGames.variant,
      white: finishedGames.white,
      black: finishedGames.black,
      result: finishedGames.result,
      termination: finishedGames.termination,
      plies: finishedGames.plies,
      moveCount: finishedGames.moveCount,
      endedAt: finishedGames.endedAt,
      imported: finishedGames.imported,
    })
    .from(finishedGames)
    .where(where)
    .orderBy(...newestFirst)
    .limit(query.limit + 1);
}

export async function listArchive(
  db: AnyD1Database,
  query: ArchiveQuery,
): Promise<{ games: ArchiveEntry[]; nextCursor: string | null }> {
  const rows = await fromArchive(() => archiveSelect(db, query));
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  const filled = await fillMoveCounts(db, page.filter((row) => row.moveCount === null).map((row) => row.id));
  return {
    games: page.map(({ moveCount, ...row }) => ({
      ...row,
      moves: moveCount ?? filled.get(row.id) ?? countMoves(row.plies),
      imported: row.imported === 1,
      endedAt: new Date(row.endedAt).toISOString(),
    })),
    nextCursor: rows.length > query.limit && last ? makeCursor(last.endedAt, last.id) : null,
  };
}

/**
 * Games played, wins by side, draws and the numbered moves they took, per game and
 * result: the counters kept as games are archived (a few dozen rows at most, whatever
 * the archive holds), never a pass over the games.
 */
export function summarySelect(db: AnyD1Database) {
  return drizzle(db).select().from(archiveCounts);
}

export async function summarizeArchive(db: AnyD1Database): Promise<ArchiveSummary[]> {
  const rows = await fromArchive(() => summarySelect(db));
  const byVariant = new Map<string, { games: number; whiteWins: number; blackWins: number; draws: number; counted: number; moves: number; plies: number }>();
  for (const row of rows) {
    const entry = byVariant.get(row.variant) ?? { games: 0, whiteWins: 0, blackWins: 0, draws: 0, counted: 0, moves: 0, plies: 0 };
    entry.games += row.games;
    // rows whose count is not yet known (see fillMoveCounts) are left out of the average
    entry.counted += row.counted;
    entry.moves += row.moves;
    entry.plies += row.plies;
    if (row.result === "1-0") entry.whiteWins += row.games;
    else if (row.result === "0-1") entry.blackWins += row.games;
    else entry.draws += row.games;
    byVariant.set(row.variant, entry);
  }
  return [...byVariant].map(([variant, e]) => ({
    variant,
    games: e.games,
    whiteWins: e.whiteWins,
    blackWins: e.blackWins,
    draws: e.draws,
    averageMoves: e.counted ? Math.round((e.moves / e.counted) * 10) / 10 : 0,
    // kept for clients built before averageMoves: the same games counted in single moves
    averagePlies: e.games ? Math.round((e.plies / e.games) * 10) / 10 : 0,
  }));
}
