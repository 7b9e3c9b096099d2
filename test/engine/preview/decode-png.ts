/**
 * Just enough of a PNG reader to check what the encoder wrote: chunks with their CRCs
 * (checked against zlib's crc32, an implementation independent of ours), IHDR, and the
 * pixels of an 8-bit RGB or RGBA image with filter type 0, inflated by zlib.
 *
 * The engine tests run in Node, but the project's tsconfig carries only the Workers
 * types, so `node:zlib` is loaded through a computed specifier (as in
 * test/engine/fixture-files.ts) and given the two signatures used here.
 */
interface Zlib {
  inflateSync(data: Uint8Array): Uint8Array;
  crc32(data: Uint8Array): number;
}

const zlib = (await import(`node:${"zlib"}`)) as Zlib;

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export interface Chunk {
  readonly type: string;
  readonly data: Uint8Array;
  readonly crc: number;
}

export interface DecodedPng {
  readonly chunks: readonly Chunk[];
  readonly width: number;
  readonly height: number;
  readonly colourType: number;
  /** The pixel at (x, y) as [r, g, b, a]. */
  pixel(x: number, y: number): [number, number, number, number];
}

/** The chunks after the signature. @throws {Error} on a CRC that does not match. */
export function readChunks(png: Uint8Array): Chunk[] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks: Chunk[] = [];
  for (let at = 8; at < png.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const crc = view.getUint32(at + 8 + length);
    if (zlib.crc32(png.subarray(at + 4, at + 8 + length)) !== crc) throw new Error(`bad CRC on ${type}`);
    chunks.push({ type, data: png.subarray(at + 8, at + 8 + length), crc });
    at += 12 + length;
  }
  return chunks;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Reads a PNG as the encoder writes it. @throws {Error} on anything else. */
export function decodePng(png: Uint8Array): DecodedPng {
  if (!PNG_SIGNATURE.every((byte, i) => png[i] === byte)) throw new Error("not a PNG signature");
  const chunks = readChunks(png);
  const ihdr = chunks[0];
  if (ihdr?.type !== "IHDR") throw new Error("IHDR is not first");
  const header = new DataView(ihdr.data.buffer, ihdr.data.byteOffset, 13);
  const width = header.getUint32(0);
  const height = header.getUint32(4);
  const colourType = ihdr.data[9];
  const channels = colourType === 6 ? 4 : 3;
  const raw = zlib.inflateSync(concat(chunks.filter((chunk) => chunk.type === "IDAT").map((chunk) => chunk.data)));
  const stride = width * channels + 1;
  if (raw.length !== stride * height) throw new Error(`IDAT holds ${raw.length} bytes, expected ${stride * height}`);
  for (let y = 0; y < height; y++) if (raw[y * stride] !== 0) throw new Error(`row ${y} uses filter ${raw[y * stride]}`);
  return {
    chunks,
    width,
    height,
    colourType,
    pixel(x, y) {
      const i = y * stride + 1 + x * channels;
      return [raw[i], raw[i + 1], raw[i + 2], channels === 4 ? raw[i + 3] : 255];
    },
  };
}
