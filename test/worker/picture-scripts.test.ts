// Names in any script in the link previews (issue 31, item 4), end to end in workerd: the
// game Worker hands the renderer its Noto slices (static assets, web/dist/picture-fonts/,
// written by `npm run build:web`) over RPC, and the renderer draws the glyphs. Were the
// fonts not delivered, each of those characters would be drawn as "?", and the picture
// would be the same as that of a game whose names are question marks.
import { describe, expect, it } from "vitest";
import { call, createGame } from "./client.ts";

async function previewOf(names: { white: string; black: string }): Promise<Uint8Array> {
  const game = await createGame({ variant: "the-pit", names });
  const res = await call(`/og/${game.id}.png?ply=0&w=600`);
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

describe("link previews in any script", () => {
  it("draws a Chinese and an Arabic name with their own glyphs, not as question marks", async () => {
    const written = await previewOf({ white: "王小明", black: "محمد" });
    const unknown = await previewOf({ white: "???", black: "????" });
    expect(written).not.toEqual(unknown);
  });

  it("draws the same picture for the same names again (the isolate's loaded slices draw as the first time)", async () => {
    const first = await previewOf({ white: "Дмитрий", black: "שרה" });
    const second = await previewOf({ white: "Дмитрий", black: "שרה" });
    expect(second).toEqual(first);
  });
});
