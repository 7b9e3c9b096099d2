/**
 * A league game's reports to its league (issue 22): the game's turn and, once it ends, its
 * result, through a durable outbox in the room's own storage delivered by the room's alarm.
 *
 * Every change marks the report due (one row: the room's version at the change); the alarm
 * sends the game as it then stands and clears the mark only if nothing changed meanwhile. A
 * failed send backs off (from a second to five minutes) and is retried until the league
 * acknowledges, or answers that it knows no such league (404: a league that never existed or
 * whose object is gone; retrying cannot change that, so the report is dropped, logged, and
 * the room leaves the league). The league applies a result once per game id, so a report sent twice (the
 * acknowledgement lost) counts once, and one never sent is impossible: the mark is written in
 * the same synchronous storage step as the change that ended the game, or, for a change made
 * before the room was linked, by the link itself.
 */
import type { Side } from "../../engine/types.ts";
import type { Outcome } from "../errors.ts";
import type { LeagueResult } from "../../engine/league/types.ts";
import { currentState, isOver, outcomeOf, type LiveGame } from "../live-game.ts";

/** What a game tells its league. */
export interface GameReport {
  readonly gameId: string;
  /** The side to move, or null once the game is over. */
  readonly turn: Side | null;
  /** The result once over: an abort counts as a loss by forfeit for the side that aborted. */
  readonly result: LeagueResult;
}

/** The one method of the League a room calls (league/league.ts): a refusal is `not_found`, the league unknown. */
export interface ReportReceiver {
  report(report: GameReport): Promise<Outcome<void>>;
}

const TABLE = `CREATE TABLE IF NOT EXISTS league_link (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  league_id TEXT NOT NULL,
  due INTEGER NOT NULL DEFAULT 0,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_at INTEGER
)`;

/** Rooms known to have no league table: a game outside any league costs one look per wake. */
const unlinked = new WeakSet<SqlStorage>();

function linkOf(sql: SqlStorage): { leagueId: string; due: number; attempts: number; nextAt: number | null } | undefined {
  if (unlinked.has(sql)) return undefined;
  const table = sql.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'league_link'").toArray();
  if (table.length === 0) {
    unlinked.add(sql);
    return undefined;
  }
  const row = sql.exec("SELECT league_id, due, attempts, next_at FROM league_link WHERE id = 1").toArray()[0];
  return row && { leagueId: String(row.league_id), due: Number(row.due), attempts: Number(row.attempts), nextAt: row.next_at === null ? null : Number(row.next_at) };
}

/**
 * Makes this room a game of `leagueId` (idempotent: the league may ask again after a failure).
 * The league knows the game's start; `changed` says the game changed before the link (its
 * room is created, then linked, and a seat may act in between: a game resigned there was
 * never reported, and its round never ended), and then its report is due at once.
 */
export function linkLeague(sql: SqlStorage, leagueId: string, changed: boolean): void {
  sql.exec(TABLE);
  unlinked.delete(sql);
  sql.exec(
    "INSERT INTO league_link (id, league_id, due, next_at) VALUES (1, ?, ?, ?) ON CONFLICT (id) DO NOTHING",
    leagueId,
    changed ? 1 : 0,
    changed ? Date.now() : null,
  );
}

/**
 * Backoff for a report the league did not take: 1 s, 2 s, 4 s... up to 5 minutes. The
 * league is this service's own object, so a failure is a passing one (a busy object, a
 * restart); the archive's 10 s to an hour made a result wait minutes after two failures.
 */
export function reportRetryDelay(attempts: number): number {
  return Math.min(1_000 * 2 ** Math.max(0, attempts - 1), 300_000);
}

/** After any change of a league game: its report is due now. */
export function noteLeagueChange(sql: SqlStorage): void {
  if (!linkOf(sql)) return;
  sql.exec("UPDATE league_link SET due = due + 1, attempts = 0, next_at = ? WHERE id = 1", Date.now());
}

/** When the report must next be tried, or null (no league, or nothing to send). */
export function leagueReportAt(sql: SqlStorage): number | null {
  const link = linkOf(sql);
  return link && link.due > 0 ? link.nextAt : null;
}

/** The earlier of two alarm times, either possibly absent. */
export function earliest(a: number | null, b: number | null): number | null {
  return a === null ? b : b === null ? a : Math.min(a, b);
}

/** The report of `live` as it stands. */
export function reportOf(sql: SqlStorage, live: LiveGame): GameReport {
  return { gameId: live.meta.id, turn: isOver(live) ? null : live.game.turn(currentState(live)), result: resultOf(sql, live) };
}

function resultOf(sql: SqlStorage, live: LiveGame): LeagueResult {
  // a league game cannot simply vanish: the side that aborted it loses by forfeit (docs/leagues.md)
  if (live.aborted) return sql.exec("SELECT side FROM events WHERE kind = 'abort' LIMIT 1").toArray()[0]?.side === "white" ? "-/+" : "+/-";
  const outcome = outcomeOf(live);
  if (outcome.status === "ongoing") return null;
  if (outcome.status === "draw") return "1/2-1/2";
  return outcome.winner === "white" ? "1-0" : "0-1";
}

/**
 * Sends the due report if its time has come; `league` finds the League by id. On success
 * the mark is cleared unless another change came while the report was on its way.
 */
export async function deliverLeagueReport(sql: SqlStorage, live: LiveGame, league: (id: string) => ReportReceiver, now: number): Promise<void> {
  const link = linkOf(sql);
  if (!link || link.due === 0 || (link.nextAt !== null && link.nextAt > now)) return;
  try {
    const answer = await league(link.leagueId).report(reportOf(sql, live));
    if (!answer.ok) {
      // no such league: nothing will ever count this game, so it stops reporting rather than retry hourly forever
      sql.exec("DELETE FROM league_link WHERE id = 1");
      console.error(`league report of game ${live.meta.id} dropped: league ${link.leagueId} answered ${answer.error.code}`);
      return;
    }
    sql.exec("UPDATE league_link SET due = CASE WHEN due = ? THEN 0 ELSE due END, attempts = 0, next_at = CASE WHEN due = ? THEN NULL ELSE next_at END WHERE id = 1", link.due, link.due);
  } catch (error) {
    const attempts = link.attempts + 1;
    sql.exec("UPDATE league_link SET attempts = ?, next_at = ? WHERE id = 1", attempts, Date.now() + reportRetryDelay(attempts));
    console.error(`league report of game ${live.meta.id} to league ${link.leagueId} failed (attempt ${attempts}); will retry`, error);
  }
}
