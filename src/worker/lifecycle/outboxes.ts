/**
 * The room's two outboxes to other objects, marked, timed and delivered together: its
 * league's reports (league-outbox.ts) and a rated game's report to Ratings (rated-outbox.ts).
 */
import type { LiveGame } from "../live-game.ts";
import { ratingsObject } from "../ratings/ratings.ts";
import { deliverLeagueReport, earliest, leagueReportAt, noteLeagueChange } from "./league-outbox.ts";

export { earliest, linkLeague } from "./league-outbox.ts";
import { deliverRatedReport, noteRatedEnd, ratedReportAt } from "./rated-outbox.ts";

/** After any change of the game: what its league and Ratings must hear of is marked due, in the same storage step. */
export function noteOutboxes(sql: SqlStorage, live: LiveGame): void {
  noteLeagueChange(sql);
  noteRatedEnd(sql, live);
}

/** When the earlier of the two reports is due, or null. */
export function outboxesDueAt(sql: SqlStorage): number | null {
  return earliest(leagueReportAt(sql), ratedReportAt(sql));
}

/** Sends whatever report is due as of `now`. */
export async function deliverOutboxes(sql: SqlStorage, live: LiveGame, env: Env, now: number): Promise<void> {
  await deliverLeagueReport(sql, live, (id) => env.LEAGUE.get(env.LEAGUE.idFromName(id)), now);
  await deliverRatedReport(sql, live, () => ratingsObject(env), now);
}
