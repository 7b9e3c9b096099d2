/**
 * PocketLedger: one small Durable Object per client address, the pockets it made in the
 * last day (POCKET_LIMITS.pocketsPerAddressPerDay), as GifLedger keeps a client's frames.
 * Only the pocket route calls it, `spend` before a pocket is made. Its storage is one
 * small list, deleted by its alarm once the day is over: an address leaves no trace.
 */
import { DurableObject } from "cloudflare:workers";
import { POCKET_LIMITS } from "../../contract/pocket.ts";
import { rateLimited, type Outcome } from "../errors.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const MADE = "made";

export class PocketLedger extends DurableObject<Env> {
  /** Counts a pocket made now; else how many seconds until one may be. */
  async spend(): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
    const now = Date.now();
    const made = (this.ctx.storage.kv.get<number[]>(MADE) ?? []).filter((at) => now - at < DAY_MS);
    if (made.length >= POCKET_LIMITS.pocketsPerAddressPerDay) return { ok: false, retryAfter: Math.max(1, Math.ceil((made[0] + DAY_MS - now) / 1000)) };
    made.push(now);
    this.ctx.storage.kv.put(MADE, made);
    await this.ctx.storage.setAlarm(made[0] + DAY_MS);
    return { ok: true };
  }

  override async alarm(): Promise<void> {
    const now = Date.now();
    const made = (this.ctx.storage.kv.get<number[]>(MADE) ?? []).filter((at) => now - at < DAY_MS);
    if (made.length === 0) await this.ctx.storage.deleteAll();
    else {
      this.ctx.storage.kv.put(MADE, made);
      await this.ctx.storage.setAlarm(made[0] + DAY_MS);
    }
  }
}

/** Counts a pocket made by `client` (null: limits are off). */
export async function spendPocketCreation(env: Env, client: string | null): Promise<Outcome<void>> {
  if (client === null) return { ok: true, value: undefined };
  const ledgers = env.POCKET_LEDGER as DurableObjectNamespace<PocketLedger>;
  const spent = await ledgers.get(ledgers.idFromName(client)).spend();
  if (spent.ok) return { ok: true, value: undefined };
  return rateLimited(`Too many pockets made from your address today (${POCKET_LIMITS.pocketsPerAddressPerDay} a day); a pocket once made serves every device.`, spent.retryAfter);
}
