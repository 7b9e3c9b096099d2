/** The finished-games archive in D1, through drizzle-orm (bound parameters only). */
import { and, desc, eq, lt, or, type SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { finishedGames, type NewFinishedGameRow } from "../db/schema.ts";
import type { ArchiveEntry } from "./snapshot.ts";

/** Writes a finished game. Writing the same game twice is harmless (retries may do so). */
export async function archiveGame(db: D1Database, row: NewFinishedGameRow): Promise<void> {
  await drizzle(db).insert(finishedGames).values(row).onConflictDoNothing();
}

export interface ArchiveQuery {
  readonly variant?: string;
  readonly result?: string;
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
  return match ? { endedAt: Number(match[1]), id: match[2] } : undefined;
}

export async function listArchive(
  db: D1Database,
  query: ArchiveQuery,
): Promise<{ games: ArchiveEntry[]; nextCursor: string | null }> {
  const conditions: SQL[] = [];
  if (query.variant) conditions.push(eq(finishedGames.variant, query.variant));
  if (query.result) conditions.push(eq(finishedGames.result, query.result));
  const after = query.cursor ? parseCursor(query.cursor) : undefined;
  if (after) {
    const older = or(
      lt(finishedGames.endedAt, after.endedAt),
      and(eq(finishedGames.endedAt, after.endedAt), lt(finishedGames.id, after.id)),
    );
    if (older) conditions.push(older);
  }
  const rows = await drizzle(db)
    .select({
      id: finishedGames.id,
      variant: finishedGames.variant,
      white: finishedGames.white,
      black: finishedGames.black,
      result: finishedGames.result,
      termination: finishedGames.termination,
      plies: finishedGames.plies,
      endedAt: finishedGames.endedAt,
    })
    .from(finishedGames)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(finishedGames.endedAt), desc(finishedGames.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    games: page.map((row) => ({ ...row, endedAt: new Date(row.endedAt).toISOString() })),
    nextCursor: rows.length > query.limit && last ? makeCursor(last.endedAt, last.id) : null,
  };
}
