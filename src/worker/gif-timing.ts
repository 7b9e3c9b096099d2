/**
 * Retiming a GIF without drawing it again (issue 29, item 7). A GIF's frame delays are
 * two bytes each in the Graphic Control Extension before every frame, apart from the
 * pixels, so a game's GIF that differs from a cached one only in `delay` is the cached
 * bytes with those delays rewritten: a walk over the blocks, no decoding, a fraction of a
 * millisecond where a render of the same frames costs seconds of CPU. The rewrite gives
 * the very bytes a render at that delay would (the renderer writes delays by the same
 * rule: lastFrameDelay, hundredths rounded as gifenc rounds them).
 *
 * It reads only GIFs this service rendered (from its own cache): a GIF it cannot walk is a
 * bug, and throws.
 */
import { lastFrameDelay } from "../pictures/rpc.ts";

/** A GIF's delay unit is a hundredth of a second; gifenc rounds ms to it thus. */
const hundredths = (ms: number): number => Math.round(ms / 10);

/** Bytes of a colour table whose flag and size are in `packed` (0 when the flag is off). */
const colourTableBytes = (packed: number): number => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

/** Where each frame's Graphic Control Extension keeps its delay: the offsets of the delay's low byte, in frame order. */
export function delayOffsets(gif: Uint8Array): number[] {
  const fail = (why: string): never => {
    throw new Error(`not a GIF this service wrote: ${why}`);
  };
  const text = String.fromCharCode(...gif.subarray(0, 6));
  if (text !== "GIF89a" && text !== "GIF87a") fail("no GIF header");
  const byte = (at: number): number => (at < gif.length ? gif[at] : fail(`it ends at ${at}`));
  /** Past the data sub-blocks starting at `at` (each a size byte and that many bytes, then a 0). */
  const skipSubBlocks = (at: number): number => {
    let size = byte(at);
    while (size !== 0) {
      at += size + 1;
      size = byte(at);
    }
    return at + 1;
  };
  const offsets: number[] = [];
  let at = 13 + colourTableBytes(byte(10)); // header, logical screen descriptor, global colour table
  for (;;) {
    const introducer = byte(at);
    if (introducer === 0x3b) return offsets; // trailer
    if (introducer === 0x21) {
      // an extension: the Graphic Control Extension is label 0xF9, 4 bytes (packed, delay low, delay high, transparent index)
      if (byte(at + 1) === 0xf9) {
        if (byte(at + 2) !== 4) fail(`a control extension of ${gif[at + 2]} bytes at ${at}`);
        offsets.push(at + 4);
      }
      at = skipSubBlocks(at + 2);
    } else if (introducer === 0x2c) {
      // an image: 9 bytes of descriptor, its own colour table, the LZW code size, the data
      at += 10 + colourTableBytes(byte(at + 9));
      at = skipSubBlocks(at + 1);
    } else {
      fail(`byte ${introducer} at ${at}`);
    }
  }
}

/**
 * `gif` with every frame shown `delay` ms, the last lastFrameDelay(delay), as the
 * renderer would have written it at that delay. A new array; `gif` is unchanged.
 *
 * @throws {Error} when `gif` is not a GIF with a control extension before each frame.
 */
export function retimeGif(gif: Uint8Array, delay: number): Uint8Array {
  const offsets = delayOffsets(gif);
  const retimed = gif.slice();
  offsets.forEach((offset, i) => {
    const value = hundredths(i === offsets.length - 1 ? lastFrameDelay(delay) : delay);
    retimed[offset] = value & 0xff;
    retimed[offset + 1] = value >> 8;
  });
  return retimed;
}
