/**
 * ComputerLedger: one small Durable Object per client address, the computer's moves that
 * client is owed, in whatever games (src/worker/lifecycle/computer-budget.ts says why).
 * Only game rooms call it: `reserve` before a search is owed, `settle` once it is done.
 * Its storage is a single small table, emptied (and deleted) once nothing is owed.
 */
import { DurableObject } from "cloudflare:workers";
import { admitOwed, OWED_FOR_MS, type Owed } from "./lifecycle/computer-budget.ts";

export class ComputerLedger extends DurableObject<Env> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
  }

  /** The moves owed that still count, after dropping those past their time. */
  private owed(now: number): Owed[] {
    this.sql.exec("CREATE TABLE IF NOT EXISTS owed (game TEXT PRIMARY KEY, until INTEGER NOT NULL)");
    this.sql.exec("DELETE FROM owed WHERE until <= ?", now);
    return this.sql.exec<{ game: string; until: number }>("SELECT game, until FROM owed").toArray();
  }

  /** Counts the computer's move in `game` as owed; false when the client is owed too many already. */
  async reserve(game: string): Promise<boolean> {
    const now = Date.now();
    if (!admitOwed(this.owed(now), game, now)) return false;
    this.sql.exec("INSERT OR REPLACE INTO owed (game, until) VALUES (?, ?)", game, now + OWED_FOR_MS);
    // an entry nobody settles is still cleared away, with the storage it holds
    await this.ctx.storage.setAlarm(now + OWED_FOR_MS);
    return true;
  }

  /** The computer's move in `game` is no longer owed. */
  async settle(game: string): Promise<void> {
    this.owed(Date.now());
    this.sql.exec("DELETE FROM owed WHERE game = ?", game);
    await this.clearIfEmpty();
  }

  override async alarm(): Promise<void> {
    await this.clearIfEmpty();
  }

  /** Nothing owed: nothing kept (a client that played the computer once leaves no trace). */
  private async clearIfEmpty(): Promise<void> {
    const left = this.owed(Date.now());
    if (left.length === 0) await this.ctx.storage.deleteAll();
    else await this.ctx.storage.setAlarm(Math.max(...left.map((o) => o.until)));
  }
}
