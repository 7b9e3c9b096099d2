import { GifReader } from "omggif";
import { describe, expect, it } from "vitest";
import { getGame } from "../../../src/engine/registry.ts";
import { lastFrameDelay, MAX_GIF_FRAMES, renderGameGif, type GifFrame } from "../../../src/pictures/render-gif.ts";

const pit = getGame("the-pit")!;
const start = pit.setup({});
if (!start.ok) throw new Error(start.error.message);
const frame: GifFrame = { view: pit.view(start.value), caption: "Start", marks: [] };

describe("renderGameGif", () => {
  it("writes one frame each, at the size asked, with the delay in hundredths and the last held longer", () => {
    const gif = new GifReader(renderGameGif([frame, frame, frame], { width: 200, height: 150, delay: 500 }));
    expect([gif.numFrames(), gif.width, gif.height]).toEqual([3, 200, 150]);
    expect([0, 1, 2].map((i) => gif.frameInfo(i).delay)).toEqual([50, 50, lastFrameDelay(500) / 10]);
  });

  it("holds the last frame at least two seconds and three delays", () => {
    expect(lastFrameDelay(100)).toBe(2000);
    expect(lastFrameDelay(1000)).toBe(3000);
  });

  it("refuses no frames and more than the most a GIF may have", () => {
    expect(() => renderGameGif([], { width: 10, height: 10, delay: 100 })).toThrow(RangeError);
    expect(() => renderGameGif(Array(MAX_GIF_FRAMES + 1).fill(frame), { width: 10, height: 10, delay: 100 })).toThrow(RangeError);
  });
});
