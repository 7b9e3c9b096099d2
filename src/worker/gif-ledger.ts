/**
 * GifLedger: one small Durable Object per client address, its GIF budget in frames
 * (gif-budget.ts says why). Only the GIF route calls it, `spend` before a render. Its
 * storage is one small value, deleted by its alarm once the bucket is full again: a
 * client that asked for a GIF once leaves no trace.
 */
import { DurableObject } from "cloudflare:workers";
import { fullAt, spendFrames, type FrameBucket } from "./gif-budget.ts";

const BUCKET = "bucket";

export class GifLedger extends DurableObject<Env> {
  /** Spends `cost` frames when the client has them; else how many seconds until it will. */
  async spend(cost: number): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
    const spent = spendFrames(this.ctx.storage.kv.get<FrameBucket>(BUCKET), cost, Date.now());
    if (!spent.ok) return spent;
    this.ctx.storage.kv.put(BUCKET, spent.bucket);
    await this.ctx.storage.setAlarm(fullAt(spent.bucket));
    return { ok: true };
  }

  /** A full bucket is the same as none: the storage goes. */
  override async alarm(): Promise<void> {
    const bucket = this.ctx.storage.kv.get<FrameBucket>(BUCKET);
    if (!bucket || Date.now() >= fullAt(bucket)) await this.ctx.storage.deleteAll();
    else await this.ctx.storage.setAlarm(fullAt(bucket));
  }
}
