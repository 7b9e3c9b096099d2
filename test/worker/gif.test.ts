// Animated GIFs of games (issue 23, item 2), decoded with omggif: frame count, size, delays.
import { GifReader } from "omggif";
import { describe, expect, it } from "vitest";
import { call, createGame, errorOf, inOneRateWindow, playAll } from "./client.ts";

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

  it("limits renders per client, not answers from the cache", async () => {
    await inOneRateWindow();
    const game = await createGame();
    await playAll(game, OPENING);
    const client = { headers: { "CF-Connecting-IP": "203.0.113.9" } };
    // six renders a minute, each of a different range
    for (let to = 0; to < 6; to++) expect((await call(`/gif/${game.id}.gif?to=${to > 4 ? 4 : to}&delay=${100 + to}`, client)).status).toBe(200);
    const refused = await call(`/gif/${game.id}.gif?to=1&delay=500`, client);
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toMatchObject({ code: "rate_limited" });
    expect((await call(`/gif/${game.id}.gif?to=0&delay=100`, client)).status).toBe(200);
  });
});
