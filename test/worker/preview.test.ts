import { describe, expect, it } from "vitest";
import { pictureStatus } from "../../src/worker/routes/pages.ts";
import { act, call, createGame, playAll, snapshotOf } from "./client.ts";

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
    expect(pictureStatus(snapshot, 2, "white")).toBe("White to move");
    expect(pictureStatus(snapshot, 1, "black")).toBe("Black to move · after ply 1 of 2");
    const resigned = await snapshotOf(await act(game.id, "resign", game.seats.black.token));
    expect(pictureStatus(resigned, 2, "white")).toBe("1-0 by resignation");
  });
});
