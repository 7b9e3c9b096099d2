import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import app from "../../src/worker/index.ts";
import { pictureWords } from "../../src/pictures/words.ts";
import { pictureStatus } from "../../src/worker/picture-words.ts";
import { act, call, createGame, errorOf, ORIGIN, playAll, snapshotOf } from "./client.ts";

function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe("link preview image", () => {
  it("is a 1200x630 PNG of the position", async () => {
    const game = await createGame();
    await playAll(game, ["a2-a4"]);
    const res = await call(`/og/${game.id}.png?ply=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual(SIGNATURE);
    expect(new TextDecoder().decode(bytes.slice(12, 16))).toBe("IHDR");
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  });

  it("renders each ply as its own image, at the width asked for", async () => {
    const game = await createGame();
    await playAll(game, ["a2-a4", "a9-a7"]);
    const start = new Uint8Array(await (await call(`/og/${game.id}.png?ply=0&w=600`)).arrayBuffer());
    const later = new Uint8Array(await (await call(`/og/${game.id}.png?ply=2&w=600`)).arrayBuffer());
    expect(pngSize(start)).toEqual({ width: 600, height: 315 });
    expect(start).not.toEqual(later);
  });

  it("answers 404 for unknown games and names", async () => {
    expect((await call("/og/abcdefghij.png")).status).toBe(404);
    expect((await call("/og/nonsense")).status).toBe(404);
  });
});

describe("the preview's status line", () => {
  it("says whose turn it is, the result at the end, and which ply an earlier picture shows", async () => {
    const game = await createGame();
    const snapshot = await playAll(game, ["a2-a4", "a9-a7"]);
    const { say } = pictureWords("en");
    expect(say(pictureStatus(snapshot, 2, "white"))).toBe("White to move");
    expect(say(pictureStatus(snapshot, 1, "black"))).toBe("Black to move · after ply 1 of 2");
    const resigned = await snapshotOf(await act(game.id, "resign", game.seats.black.token));
    expect(say(pictureStatus(resigned, 2, "white"))).toBe("1-0 by resignation");
    // and in the reader's language, the score and the numbers as they are
    expect(pictureWords("de").say(pictureStatus(snapshot, 1, "black", "de"))).toBe("Schwarz ist am Zug · nach Halbzug 1 von 2");
    expect(pictureWords("ja").say(pictureStatus(resigned, 2, "white", "ja"))).toBe("1-0（投了）");
  });
});

describe("without the picture renderer", () => {
  /** The Worker as deployed with PICTURES bound to `renderer` (or missing): the real app and bindings otherwise. */
  async function callWith(renderer: unknown, path: string): Promise<Response> {
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request(`${ORIGIN}${path}`, { headers: { "CF-Connecting-IP": "198.51.100.250" } }), { ...env, PICTURES: renderer } as Env, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  }

  it("answers 503 pictures_unavailable with Retry-After, never a 500, and the game still answers", async () => {
    const game = await createGame();
    await playAll(game, ["a2-a4"]);
    // missing (not deployed, or `wrangler dev` started without its config), or bound to a Worker that is not the renderer
    for (const renderer of [undefined, env.ASSETS]) {
      for (const path of [`/og/${game.id}.png?ply=1&w=600`, `/gif/${game.id}.gif?to=1&delay=300`]) {
        const res = await callWith(renderer, path);
        expect(res.status).toBe(503);
        expect(res.headers.get("Retry-After")).toBe("60");
        expect(await errorOf(res)).toMatchObject({ code: "pictures_unavailable" });
      }
    }
    expect((await callWith(undefined, `/api/games/${game.id}`)).status).toBe(200);
  });
});
