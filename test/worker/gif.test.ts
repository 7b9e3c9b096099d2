// Animated GIFs of games (issue 23, item 2), decoded with omggif: frame count, size, delays;
// and what they cost a client (issue 29, item 7): a budget in frames drawn, one cached render for every delay.
import { env } from "cloudflare:workers";
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { GifReader } from "omggif";
import { describe, expect, it } from "vitest";
import { fullAt, GIF_BUDGET_FRAMES, GIF_BUDGET_PERIOD_MS, RENDER_COST_FRAMES, renderCost, spendFrames, type FrameBucket } from "../../src/worker/gif-budget.ts";
import { call, createGame, errorOf, playAll } from "./client.ts";

const OPENING = ["a2-a4", "a9-a7", "b2-b4", "b9-b7"];

/** Every request its own client address, so that only the limit test meets the limit. */
let address = 0;
const fresh = () => ({ headers: { "CF-Connecting-IP": `198.51.100.${++address}` } });

async function decoded(res: Response): Promise<GifReader> {
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("image/gif");
  return new GifReader(new Uint8Array(await res.arrayBuffer()));
}

const delays = (gif: GifReader) => Array.from({ length: gif.numFrames() }, (_, i) => gif.frameInfo(i).delay);

/** Frame `i` as a viewer shows it: frames after the first draw only what changed, over the one before. */
function framePixels(gif: GifReader, i: number): Uint8Array {
  const pixels = new Uint8Array(gif.width * gif.height * 4);
  for (let k = 0; k <= i; k++) gif.decodeAndBlitFrameRGBA(k, pixels);
  return pixels;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

describe("GET /gif/:id.gif", () => {
  it("has a frame for the start and one a ply, 480x440, looping, the last frame held longer", async () => {
    const game = await createGame();
    await playAll(game, OPENING);
    const gif = await decoded(await call(`/gif/${game.id}.gif`, fresh()));
    expect(gif.numFrames()).toBe(5);
    expect([gif.width, gif.height]).toEqual([480, 440]);
    expect(gif.loopCount()).toBe(0);
    // hundredths of a second: 1 s a frame by default, the last 3 s
    expect(delays(gif)).toEqual([100, 100, 100, 100, 300]);
    // each ply changes the picture; the first frame is whole, the later ones only what changed
    for (let i = 1; i < 5; i++) expect(framePixels(gif, i)).not.toEqual(framePixels(gif, i - 1));
    expect(gif.frameInfo(0).transparent_index).toBeNull();
    expect(gif.frameInfo(1).transparent_index).not.toBeNull();
    expect(gif.frameInfo(1).disposal).toBe(1);
  });

  it("takes a range of plies and a delay", async () => {
    const game = await createGame();
    await playAll(game, OPENING);
    const gif = await decoded(await call(`/gif/${game.id}.gif?from=1&to=3&delay=250`, fresh()));
    expect(gif.numFrames()).toBe(3);
    // the last frame at least 2 s
    expect(delays(gif)).toEqual([25, 25, 200]);
  });

  it("turns the board and darkens the page when asked", async () => {
    const game = await createGame();
    await playAll(game, OPENING.slice(0, 1));
    const plain = framePixels(await decoded(await call(`/gif/${game.id}.gif`, fresh())), 1);
    const flipped = framePixels(await decoded(await call(`/gif/${game.id}.gif?flip=1`, fresh())), 1);
    const dark = await decoded(await call(`/gif/${game.id}.gif?theme=dark`, fresh()));
    expect(flipped).not.toEqual(plain);
    // the top left corner is page: light by default, dark in the dark theme
    expect(plain[0]).toBeGreaterThan(200);
    expect(framePixels(dark, 1)[0]).toBeLessThan(60);
  });

  it("refuses a bad query with 400 and an unknown game with 404", async () => {
    const game = await createGame();
    await playAll(game, OPENING);
    for (const query of ["to=5", "from=3&to=2", "delay=5", "delay=99999", "flip=2", "theme=pink", "from=-1", "ply=2", "from=x"]) {
      const res = await call(`/gif/${game.id}.gif?${query}`, fresh());
      expect(res.status, query).toBe(400);
      expect(await errorOf(res), query).toMatchObject({ code: "bad_request" });
    }
    expect((await call("/gif/abcdefghij.gif", fresh())).status).toBe(404);
    expect((await call(`/gif/${game.id}.png`, fresh())).status).toBe(404);
  });

  it("renders a GIF once per game state, then serves it from the cache", async () => {
    const game = await createGame();
    await playAll(game, OPENING);
    const first = new Uint8Array(await (await call(`/gif/${game.id}.gif?to=2`, fresh())).arrayBuffer());
    const again = await call(`/gif/${game.id}.gif?to=2`, fresh());
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(first);
    expect(again.headers.get("Cache-Control")).toBe("public, max-age=86400");
    const latest = await call(`/gif/${game.id}.gif`, fresh());
    expect(latest.headers.get("Cache-Control")).toBe("public, max-age=300");
  });

  it("serves a GIF that differs only in its delay from the cached render, retimed, without drawing it again", async () => {
    const game = await createGame();
    await playAll(game, OPENING);
    const client = { headers: { "CF-Connecting-IP": "203.0.113.20" } };
    const first = await decoded(await call(`/gif/${game.id}.gif?to=3&delay=500`, client));
    // the client's budget spent: only the cache can answer now
    await setBucket("203.0.113.20", 0);
    const retimed = await call(`/gif/${game.id}.gif?to=3&delay=250`, client);
    expect(retimed.headers.get("Cache-Control")).toBe("public, max-age=86400");
    const gif = await decoded(retimed);
    expect(delays(first)).toEqual([50, 50, 50, 200]);
    expect(delays(gif)).toEqual([25, 25, 25, 200]);
    // the same pictures (compared as bytes: a deep comparison of 845,000 numbers takes seconds)
    for (let i = 0; i < 4; i++) expect(sameBytes(framePixels(gif, i), framePixels(first, i)), `frame ${i}`).toBe(true);
    expect(delays(await decoded(await call(`/gif/${game.id}.gif?to=3&delay=1000`, client)))).toEqual([100, 100, 100, 300]);
    // a turned board is other pixels: a render, refused
    expect((await call(`/gif/${game.id}.gif?to=3&flip=1`, client)).status).toBe(429);
  });
});

const ledger = (client: string) => env.GIF_LEDGER.get(env.GIF_LEDGER.idFromName(client));

/** Spends `cost` frames of `client`'s GIF budget, as renders would. */
async function spend(client: string, cost: number): Promise<void> {
  expect((await ledger(client).spend(cost)).ok).toBe(true);
}

/** `client`'s bucket as its ledger keeps it. */
function bucketOf(client: string): Promise<FrameBucket | undefined> {
  return runInDurableObject(ledger(client), (_, state) => state.storage.kv.get<FrameBucket>("bucket"));
}

/** Sets `client`'s bucket to `frames` left, now; the bucket. */
function setBucket(client: string, frames: number): Promise<FrameBucket> {
  return runInDurableObject(ledger(client), (_, state) => {
    const bucket = { frames, at: Date.now() };
    state.storage.kv.put("bucket", bucket);
    return bucket;
  });
}

describe("a client's GIF budget, in frames drawn", () => {
  it("counts a render's frames, not requests; a cached answer costs nothing", async () => {
    const game = await createGame();
    await playAll(game, OPENING);
    const address = "203.0.113.30";
    const client = { headers: { "CF-Connecting-IP": address } };
    // from 100 frames left: the whole game (5 frames) costs 15, one ply's picture 11, each less what refilled meanwhile
    for (const [query, frames] of [["", 5], ["from=4&to=4", 1]] as const) {
      const before = await setBucket(address, 100);
      expect((await call(`/gif/${game.id}.gif?${query}`, client)).status).toBe(200);
      const after = (await bucketOf(address))!;
      const refilled = ((after.at - before.at) * GIF_BUDGET_FRAMES) / GIF_BUDGET_PERIOD_MS;
      expect(after.frames, query).toBeCloseTo(100 + refilled - renderCost(frames), 6);
      // the same again, from the cache, at another delay: nothing spent
      expect((await call(`/gif/${game.id}.gif?${query}&delay=200`, client)).status).toBe(200);
      expect(await bucketOf(address)).toEqual(after);
    }
  });

  it("refuses a render the client has no frames left for with 429 and the wait, and still serves what was drawn", async () => {
    const game = await createGame();
    await playAll(game, OPENING);
    const address = "203.0.113.31";
    const client = { headers: { "CF-Connecting-IP": address } };
    expect((await call(`/gif/${game.id}.gif`, client)).status).toBe(200);
    await setBucket(address, 0);
    const refused = await call(`/gif/${game.id}.gif?flip=1`, client);
    expect(refused.status).toBe(429);
    const error = await errorOf(refused);
    expect(error).toMatchObject({ code: "rate_limited" });
    expect(error.message).toMatch(/a GIF of 5 frames can be drawn in \d+ s/);
    // 15 frames at 610 a minute: a second and a half, not the whole minute
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(2);
    expect((await call(`/gif/${game.id}.gif`, client)).status).toBe(200);
    expect((await call(`/gif/${game.id}.gif?delay=300`, client)).status).toBe(200);
  });

  it("keeps one client's spending from another's", async () => {
    const game = await createGame();
    await playAll(game, OPENING.slice(0, 1));
    await spend("203.0.113.40", GIF_BUDGET_FRAMES);
    expect((await call(`/gif/${game.id}.gif`, { headers: { "CF-Connecting-IP": "203.0.113.40" } })).status).toBe(429);
    expect((await call(`/gif/${game.id}.gif?theme=dark`, { headers: { "CF-Connecting-IP": "203.0.113.41" } })).status).toBe(200);
  });

  it("fills evenly: the longest GIF fits a full bucket, and a spent one is full again a period later", () => {
    const now = 1_000_000;
    expect(GIF_BUDGET_FRAMES).toBe(600 + RENDER_COST_FRAMES);
    const longest = spendFrames(undefined, renderCost(600), now);
    expect(longest).toEqual({ ok: true, bucket: { frames: 0, at: now } });
    if (!longest.ok) return;
    expect(fullAt(longest.bucket)).toBe(now + GIF_BUDGET_PERIOD_MS);
    // empty, a 100-frame GIF (cost 110) waits 110/610 of a minute: 10.8 s, said as 11
    expect(spendFrames(longest.bucket, renderCost(100), now)).toEqual({ ok: false, retryAfter: 11 });
    expect(spendFrames(longest.bucket, renderCost(100), now + 10_000).ok).toBe(false);
    expect(spendFrames(longest.bucket, renderCost(100), now + 10_820)).toEqual({ ok: true, bucket: { frames: expect.closeTo(0, 1), at: now + 10_820 } });
    // never more than full, however long it waited
    const later = spendFrames(longest.bucket, 0, now + 10 * GIF_BUDGET_PERIOD_MS);
    expect(later.ok && later.bucket.frames).toBe(GIF_BUDGET_FRAMES);
    expect(() => spendFrames(undefined, GIF_BUDGET_FRAMES + 1, now)).toThrow(RangeError);
  });

  it("forgets a client once its bucket is full again", async () => {
    const stub = ledger("203.0.113.50");
    await spend("203.0.113.50", renderCost(5));
    expect(await bucketOf("203.0.113.50")).toBeDefined();
    // the alarm is set for when it is full; fired early, it keeps the bucket and sets itself again
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const kept = await runInDurableObject(stub, async (_, state) => ({ bucket: state.storage.kv.get("bucket"), alarm: await state.storage.getAlarm() }));
    expect(kept.bucket).toBeDefined();
    expect(kept.alarm).not.toBeNull();
    await runInDurableObject(stub, (_, state) => state.storage.kv.put("bucket", { frames: 0, at: Date.now() - GIF_BUDGET_PERIOD_MS }));
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await bucketOf("203.0.113.50")).toBeUndefined();
  });
});
