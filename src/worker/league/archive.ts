/**
 * Finished leagues in D1 (db/schema.ts `finished_leagues`): written once by the League's
 * alarm (retried until it lands; the insert is idempotent), read by GET /api/leagues/:id
 * when the league's object holds nothing.
 */
import { eq } from "drizzle-orm/sql";
import { drizzle, type AnyD1Database } from "drizzle-orm/d1";
import { finishedLeagues } from "../../db/schema.ts";
import type { LeagueView } from "../../contract/league.ts";
import { ArchiveUnavailable } from "../archive.ts";

/** Writes a finished league's final view; writing it again changes nothing. */
export async function archiveLeague(db: D1Database, view: LeagueView): Promise<void> {
  await drizzle(db as AnyD1Database)
    .insert(finishedLeagues)
    .values({
      id: view.id,
      name: view.name,
      variant: view.variant,
      format: view.format,
      standings: JSON.stringify(view.standings),
      view: JSON.stringify(view),
      finishedAt: Date.parse(view.finishedAt ?? new Date().toISOString()),
    })
    .onConflictDoNothing();
}

/** A finished league as archived, or undefined; ArchiveUnavailable when D1 cannot be read. */
export async function readArchivedLeague(db: D1Database, id: string): Promise<LeagueView | undefined> {
  try {
    const rows = await drizzle(db as AnyD1Database).select({ view: finishedLeagues.view }).from(finishedLeagues).where(eq(finishedLeagues.id, id)).limit(1);
    // leagues archived before rated leagues were unrated
    if (!rows[0]) return undefined;
    const view = JSON.parse(rows[0].view) as Omit<LeagueView, "rated"> & { rated?: boolean };
    return { ...view, rated: view.rated === true };
  } catch (error) {
    throw new ArchiveUnavailable(error);
  }
}
