/**
 * A rated game (issue 33; docs/ratings.md): its seats bound to named pockets, and its
 * report to the Ratings object once it is over, through a durable outbox in the room's own
 * storage delivered by the room's alarm, as league-outbox.ts reports to leagues.
 *
 * The creator's seat is bound when the game is made (the computer's too, against the
 * computer); the opponent's when its reader accepts the rated challenge with a named
 * pocket. No move is taken before both are bound. The end marks the report due in the same
 * synchronous storage step as the change that ended the game; the alarm sends it until
 * the Ratings object acknowledges, and that object counts a game once per id, so a report
 * sent twice moves nobody twice.
 */
import type { BySide, Side } from "../../engine/types.ts";
import { apiError, type Outcome } from "../errors.ts";
import type { RatedReport } from "../ratings/counting.ts";
import { isOver, outcomeOf, updatedAt, type LiveGame } from "../live-game.ts";
import { reportRetryDelay } from "./league-outbox.ts";

/** A seat's named pocket: its id and its public name when bound. */
export interface RatedSeat {
  readonly pocket: string;
  readonly name: string;
}

/** The one method of Ratings a room calls (ratings/ratings.ts). */
export interface RatedReceiver {
  report(report: RatedReport): Promise<Outcome<unknown>>;
}

const TABLE = `CREATE TABLE IF NOT EXISTS rated (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  white_pocket TEXT, white_name TEXT, black_pocket TEXT, black_name TEXT,
  -- 0: nothing to send, 1: the report is due, 2: the Ratings object has it
  report INTEGER NOT NULL DEFAULT 0,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_at INTEGER
)`;

interface RatedRow {
  readonly seats: BySide<RatedSeat | null>;
  readonly report: number;
  readonly attempts: number;
  readonly nextAt: number | null;
}

/** Rooms known to hold an unrated game: it costs one look per wake. */
const unrated = new WeakSet<SqlStorage>();

function ratedOf(sql: SqlStorage): RatedRow | undefined {
  if (unrated.has(sql)) return undefined;
  const table = sql.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'rated'").toArray();
  const row = table.length > 0 ? sql.exec("SELECT * FROM rated WHERE id = 1").toArray()[0] : undefined;
  if (!row) {
    unrated.add(sql);
    return undefined;
  }
  const seat = (side: Side): RatedSeat | null =>
    row[`${side}_pocket`] === null ? null : { pocket: String(row[`${side}_pocket`]), name: String(row[`${side}_name`]) };
  return { seats: { white: seat("white"), black: seat("black") }, report: Number(row.report), attempts: Number(row.attempts), nextAt: row.next_at === null ? null : Number(row.next_at) };
}

/** Makes the game being created a rated one, with the seats bound so far (the creator's; the computer's). */
export function startRated(sql: SqlStorage, seats: BySide<RatedSeat | null>): void {
  sql.exec(TABLE);
  unrated.delete(sql);
  sql.exec(
    "INSERT INTO rated (id, white_pocket, white_name, black_pocket, black_name) VALUES (1, ?, ?, ?, ?)",
    seats.white?.pocket ?? null, seats.white?.name ?? null, seats.black?.pocket ?? null, seats.black?.name ?? null,
  );
}

/** The snapshot's `rated`: the names bound to the seats, or null for an unrated game. */
export function ratedNames(sql: SqlStorage): BySide<string | null> | null {
  const rated = ratedOf(sql);
  return rated ? { white: rated.seats.white?.name ?? null, black: rated.seats.black?.name ?? null } : null;
}

/** The refusal of a move in a rated game whose opponent has not accepted yet, or undefined. */
export function refuseBeforeBothBound(sql: SqlStorage): Outcome<never> | undefined {
  const rated = ratedOf(sql);
  if (!rated || (rated.seats.white && rated.seats.black)) return undefined;
  return apiError(422, "waiting_for_opponent", "This rated game starts when your opponent accepts the challenge with a named pocket; no move can be played before then.");
}

/** Binds `side`'s seat to `seat` (a reader accepting the rated challenge); the refusal, or undefined when bound. */
export function bindRatedSeat(sql: SqlStorage, side: Side, seat: RatedSeat): Outcome<never> | undefined {
  const rated = ratedOf(sql);
  if (!rated) return apiError(409, "not_rated", "This game is not rated: there is no challenge to accept.");
  if (rated.seats[side]) return apiError(409, "already_bound", `This seat is already bound to ${rated.seats[side].name}.`);
  if (rated.seats[side === "white" ? "black" : "white"]?.pocket === seat.pocket) {
    return apiError(403, "same_pocket", "This is your own challenge: a rated game needs an opponent with another pocket.");
  }
  sql.exec(`UPDATE rated SET ${side}_pocket = ?, ${side}_name = ? WHERE id = 1`, seat.pocket, seat.name);
  return undefined;
}

/** After any change: once a rated game with both seats bound is over (not aborted: that never counts), its report is due. */
export function noteRatedEnd(sql: SqlStorage, live: LiveGame): void {
  const rated = ratedOf(sql);
  if (!rated || rated.report !== 0 || !rated.seats.white || !rated.seats.black || live.aborted || !isOver(live)) return;
  sql.exec("UPDATE rated SET report = 1, attempts = 0, next_at = ? WHERE id = 1", Date.now());
}

/** When the report must next be tried, or null. */
export function ratedReportAt(sql: SqlStorage): number | null {
  const rated = ratedOf(sql);
  return rated?.report === 1 ? rated.nextAt : null;
}

/** The report of a finished rated game with both seats bound. */
export function ratedReportOf(live: LiveGame, seats: BySide<RatedSeat>): RatedReport {
  const outcome = outcomeOf(live);
  const result = outcome.status === "draw" ? "1/2-1/2" : outcome.status === "ongoing" ? null : outcome.winner === "white" ? "1-0" : "0-1";
  return { gameId: live.meta.id, variant: live.meta.variant, white: seats.white, black: seats.black, result, plies: live.moves.length, endedAt: updatedAt(live) };
}

/** Sends the due report if its time has come; a failure backs off (league-outbox.ts's delays) and is tried again. */
export async function deliverRatedReport(sql: SqlStorage, live: LiveGame, ratings: () => RatedReceiver, now: number): Promise<void> {
  const rated = ratedOf(sql);
  if (rated?.report !== 1 || !rated.seats.white || !rated.seats.black || (rated.nextAt !== null && rated.nextAt > now)) return;
  try {
    const answer = await ratings().report(ratedReportOf(live, { white: rated.seats.white, black: rated.seats.black }));
    if (!answer.ok) throw new Error(`${answer.error.code}: ${answer.error.message}`);
    sql.exec("UPDATE rated SET report = 2, next_at = NULL WHERE id = 1");
  } catch (error) {
    const attempts = rated.attempts + 1;
    sql.exec("UPDATE rated SET attempts = ?, next_at = ? WHERE id = 1", attempts, Date.now() + reportRetryDelay(attempts));
    console.error(`rated report of game ${live.meta.id} failed (attempt ${attempts}); will retry`, error);
  }
}
