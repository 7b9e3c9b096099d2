// Retiming a rendered GIF (src/worker/gif-timing.ts): the bytes a render at the new delay gives.
import { GifReader } from "omggif";
import { describe, expect, it } from "vitest";
import { getGame } from "../../../src/engine/registry.ts";
import { renderGameGif, type GifFrame } from "../../../src/pictures/render-gif.ts";
import { delayOffsets, retimeGif } from "../../../src/worker/gif-timing.ts";

const pit = getGame("the-pit")!;
const start = pit.setup({});
if (!start.ok) throw new Error(start.error.message);
const moved = pit.play(start.value, "a2-a4");
if (!moved.ok) throw new Error(moved.error.message);
const after = moved.value.state;
const frames: GifFrame[] = [
  { view: pit.view(start.value), caption: "Start", marks: [] },
  { view: pit.view(after), caption: "1. a2-a4", marks: ["a2", "a4"] },
  { view: pit.view(after), caption: "1. a2-a4 again", marks: [] },
];
const size = { width: 240, height: 220 };
const render = (delay: number, more: Partial<{ flip: boolean; theme: "light" | "dark" }> = {}) => renderGameGif(frames, { ...size, ...more, delay });

describe("retimeGif", () => {
  it("gives, byte for byte, what a render at the new delay gives", () => {
    const cached = render(1000);
    for (const delay of [100, 105, 250, 999, 1000, 4321, 10_000]) {
      expect(retimeGif(cached, delay), `delay ${delay}`).toEqual(render(delay));
    }
    // a turned, dark board too: only the delays differ from its own render
    expect(retimeGif(render(300, { flip: true, theme: "dark" }), 700)).toEqual(render(700, { flip: true, theme: "dark" }));
  });

  it("leaves the GIF it was given unchanged, and decodes with the new delays", () => {
    const cached = render(1000);
    const before = cached.slice();
    const gif = new GifReader(retimeGif(cached, 250));
    expect(cached).toEqual(before);
    expect(Array.from({ length: gif.numFrames() }, (_, i) => gif.frameInfo(i).delay)).toEqual([25, 25, 200]);
  });

  it("finds one delay a frame, however the pixels happen to read", () => {
    // LZW data is arbitrary bytes: a walk that looked for 0x21 0xF9 anywhere would find more
    const gif = render(500);
    expect(delayOffsets(gif)).toHaveLength(frames.length);
  });

  it("throws on bytes that are not a GIF the service wrote", () => {
    const gif = render(500);
    expect(() => retimeGif(new Uint8Array([1, 2, 3]), 100)).toThrow(/not a GIF/);
    expect(() => retimeGif(gif.subarray(0, gif.length - 40), 100)).toThrow(/not a GIF/);
  });
});
