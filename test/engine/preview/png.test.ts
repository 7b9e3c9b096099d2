import { describe, expect, it } from "vitest";
import { crc32, encodePng } from "../../../src/pictures/png.ts";
import { decodePng, PNG_SIGNATURE, readChunks } from "./decode-png.ts";

const ascii = (text: string) => new TextEncoder().encode(text);

/** A width x height image whose pixel (x, y) is [x, y, x + y, alpha(x, y)]. */
function gradient(width: number, height: number, alpha: (x: number, y: number) => number = () => 255): Uint8Array {
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rgba.set([x & 0xff, y & 0xff, (x + y) & 0xff, alpha(x, y)], (y * width + x) * 4);
  }
  return rgba;
}

describe("crc32", () => {
  it("matches the published check values", () => {
    expect(crc32(ascii("123456789"))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
    // Every PNG ends with this chunk, so its CRC is in every PNG file ever written.
    expect(crc32(ascii("IEND"))).toBe(0xae426082);
  });

  it("continues a running CRC", () => {
    expect(crc32(ascii("6789"), crc32(ascii("12345")))).toBe(0xcbf43926);
  });
});

describe("encodePng", () => {
  it("writes the signature, then IHDR, IDAT and IEND with correct CRCs", async () => {
    const png = await encodePng(3, 2, gradient(3, 2));
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    const chunks = readChunks(png); // throws on a bad CRC
    expect(chunks.map((chunk) => chunk.type)).toEqual(["IHDR", "IDAT", "IEND"]);
    expect(chunks[2].data.length).toBe(0);
    expect(chunks[2].crc).toBe(0xae426082);
    expect([...png.subarray(png.length - 12)]).toEqual([0, 0, 0, 0, ...ascii("IEND"), 0xae, 0x42, 0x60, 0x82]);
  });

  it("records the size, 8-bit depth and no interlace in IHDR", async () => {
    const png = await encodePng(300, 20, gradient(300, 20));
    const ihdr = readChunks(png)[0].data;
    expect(ihdr.length).toBe(13);
    const view = new DataView(ihdr.buffer, ihdr.byteOffset, 13);
    expect([view.getUint32(0), view.getUint32(4)]).toEqual([300, 20]);
    expect([...ihdr.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
  });

  it("writes an opaque image as RGB that inflates back to the same pixels", async () => {
    const png = await encodePng(300, 20, gradient(300, 20));
    const decoded = decodePng(png);
    expect(decoded.colourType).toBe(2);
    for (const [x, y] of [[0, 0], [299, 0], [0, 19], [123, 7], [299, 19]]) {
      expect(decoded.pixel(x, y)).toEqual([x & 0xff, y, (x + y) & 0xff, 255]);
    }
  });

  it("keeps the alpha channel when any pixel is not opaque", async () => {
    const png = await encodePng(4, 4, gradient(4, 4, (x, y) => (x === 2 && y === 1 ? 0 : 255)));
    const decoded = decodePng(png);
    expect(decoded.colourType).toBe(6);
    expect(decoded.pixel(2, 1)).toEqual([2, 1, 3, 0]);
    expect(decoded.pixel(3, 3)).toEqual([3, 3, 6, 255]);
  });

  it("compresses flat colour well", async () => {
    const rgba = new Uint8Array(1200 * 630 * 4);
    for (let i = 0; i < rgba.length; i += 4) rgba.set([200, 190, 180, 255], i);
    const png = await encodePng(1200, 630, rgba);
    expect(png.length).toBeLessThan(10_000);
    expect(decodePng(png).pixel(600, 300)).toEqual([200, 190, 180, 255]);
  });

  it("refuses a size that does not match the pixels", async () => {
    await expect(encodePng(2, 2, new Uint8Array(15))).rejects.toThrow(RangeError);
    await expect(encodePng(0, 2, new Uint8Array(0))).rejects.toThrow(RangeError);
    await expect(encodePng(1.5, 2, new Uint8Array(12))).rejects.toThrow(RangeError);
  });
});
