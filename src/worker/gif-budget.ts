/**
 * A client's GIF budget (issue 29, item 7), counted in frames drawn, not requests: a GIF's
 * CPU grows with its frames (10-16 ms each, docs/benchmarks.md), so a limit of six
 * renders a minute let one client spend six 600-frame GIFs, some 36 CPU-seconds, a minute.
 * Each client (its address) has a bucket of GIF_BUDGET_FRAMES that refills evenly over
 * GIF_BUDGET_PERIOD_MS; a render costs its frames and RENDER_COST_FRAMES more (the
 * replay, the palette worked out from two frames' pixels, the call). A full bucket holds
 * the longest GIF. A GIF served from the cache, or retimed from a cached one
 * (gif-timing.ts), costs nothing. The bucket is kept by a small GifLedger object per
 * client (gif-ledger.ts), so that the count is exact and the refusal can say when a GIF
 * of that size will be drawn.
 */
import { MAX_GIF_FRAMES } from "../pictures/rpc.ts";
import { rateLimited, type Outcome } from "./errors.ts";
import type { GifLedger } from "./gif-ledger.ts";

/** What a render costs beside its frames, in frames: the work every GIF has however short. */
export const RENDER_COST_FRAMES = 10;
/** A client's frames a period, and the most it may have at once: one GIF of the most frames. */
export const GIF_BUDGET_FRAMES = MAX_GIF_FRAMES + RENDER_COST_FRAMES;
/** The period in which an empty bucket fills again. */
export const GIF_BUDGET_PERIOD_MS = 60_000;

/** A client's frames left, as of `at` (ms). */
export interface FrameBucket {
  readonly frames: number;
  readonly at: number;
}

/** What a render of `frames` frames costs. */
export function renderCost(frames: number): number {
  return frames + RENDER_COST_FRAMES;
}

/** Frames left in `bucket` at `now`: it refills evenly, to GIF_BUDGET_FRAMES at most; no bucket is a full one. */
export function framesLeft(bucket: FrameBucket | undefined, now: number): number {
  if (!bucket) return GIF_BUDGET_FRAMES;
  const refilled = ((now - bucket.at) * GIF_BUDGET_FRAMES) / GIF_BUDGET_PERIOD_MS;
  return Math.min(GIF_BUDGET_FRAMES, bucket.frames + Math.max(0, refilled));
}

/** When `bucket` is full again, in ms. */
export function fullAt(bucket: FrameBucket): number {
  return bucket.at + Math.ceil(((GIF_BUDGET_FRAMES - bucket.frames) * GIF_BUDGET_PERIOD_MS) / GIF_BUDGET_FRAMES);
}

/** The bucket after spending; or, refused, the whole seconds until `cost` fits. */
export type Spent = { ok: true; bucket: FrameBucket } | { ok: false; retryAfter: number };

/**
 * Spends `cost` frames from `bucket` at `now` when it holds them; else nothing is spent,
 * and the answer says how long until it will.
 *
 * @throws {RangeError} for a cost above GIF_BUDGET_FRAMES, which could never fit (a bug: MAX_GIF_FRAMES bounds it).
 */
export function spendFrames(bucket: FrameBucket | undefined, cost: number, now: number): Spent {
  if (cost > GIF_BUDGET_FRAMES) throw new RangeError(`a render of cost ${cost} never fits a budget of ${GIF_BUDGET_FRAMES}`);
  const left = framesLeft(bucket, now);
  if (left >= cost) return { ok: true, bucket: { frames: left - cost, at: now } };
  const waitMs = ((cost - left) * GIF_BUDGET_PERIOD_MS) / GIF_BUDGET_FRAMES;
  return { ok: false, retryAfter: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * Spends the cost of a GIF of `frames` frames from `client`'s budget (null: limits are
 * off). A refusal is a 429 whose Retry-After is when a GIF of that size fits again.
 */
export async function spendGifFrames(env: Env, client: string | null, frames: number): Promise<Outcome<void>> {
  if (client === null) return { ok: true, value: undefined };
  const ledgers = env.GIF_LEDGER as DurableObjectNamespace<GifLedger>;
  const spent = await ledgers.get(ledgers.idFromName(client)).spend(renderCost(frames));
  if (spent.ok) return { ok: true, value: undefined };
  return rateLimited(
    `Too many GIF frames drawn for you this minute (${GIF_BUDGET_FRAMES} a minute, each GIF ${RENDER_COST_FRAMES} more than its frames); ` +
      `a GIF of ${frames} frames can be drawn in ${spent.retryAfter} s. GIFs already drawn are served at once, at any delay.`,
    spent.retryAfter,
  );
}
