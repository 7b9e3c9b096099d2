/**
 * A minimal PNG encoder for the Worker: 8-bit truecolour, one IDAT, compressed with the
 * platform's `CompressionStream("deflate")`, which writes exactly the zlib stream
 * (header, deflate data, Adler-32) that PNG's IDAT holds. No Node APIs, no WASM.
 */
import { concatBytes } from "../contract/bytes.ts";

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Colour types from the PNG spec (section 11.2.2). */
const COLOUR_TYPE_RGB = 2;
const COLOUR_TYPE_RGBA = 6;

/** Filter types from the PNG spec (section 9.2). */
const FILTER_NONE = 0;

/** The CRC-32 table for the reflected polynomial 0xEDB88320 (PNG, zlib, gzip). */
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 of `bytes`, as PNG chunks and zip files use it. Pass `crc` to continue a running CRC. */
export function crc32(bytes: Uint8Array, crc = 0): number {
  let c = ~crc >>> 0;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return ~c >>> 0;
}

/** One chunk: length, type, data, and a CRC over type and data. */
function chunk(type: string, data: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

function header(width: number, height: number, colourType: number): Uint8Array {
  const data = new Uint8Array(13);
  const view = new DataView(data.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  data[8] = 8; // bit depth
  data[9] = colourType;
  // data[10..12]: compression 0 (deflate), filter method 0, no interlace.
  return data;
}

function isOpaque(rgba: Uint8Array): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return false;
  return true;
}

/**
 * The scanlines PNG compresses, each row led by its filter type. Every row uses filter
 * None: board images are long runs of flat colour that deflate already matches well,
 * and measured on real boards the None rows came out both smaller and quicker to
 * compress than Sub or Up. Alpha is dropped when `channels` is 3.
 */
function scanlines(width: number, height: number, rgba: Uint8Array, channels: 3 | 4): Uint8Array<ArrayBuffer> {
  const stride = width * channels;
  const out = new Uint8Array(height * (stride + 1));
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1);
    out[row] = FILTER_NONE;
    const source = y * width * 4;
    if (channels === 4) {
      out.set(rgba.subarray(source, source + stride), row + 1);
      continue;
    }
    for (let i = row + 1, s = source, end = row + 1 + stride; i < end; i += 3, s += 4) {
      out[i] = rgba[s];
      out[i + 1] = rgba[s + 1];
      out[i + 2] = rgba[s + 2];
    }
  }
  return out;
}

async function deflate(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([data]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * Encodes an image as PNG. `rgba` holds `width * height` pixels, 4 bytes each, rows top
 * to bottom. A fully opaque image is written as RGB (a quarter smaller before
 * compression); otherwise as RGBA.
 *
 * @throws {RangeError} if the size is not positive or `rgba` has the wrong length.
 */
export async function encodePng(width: number, height: number, rgba: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`bad PNG size ${width}x${height}`);
  }
  if (rgba.length !== width * height * 4) {
    throw new RangeError(`expected ${width * height * 4} bytes of RGBA, got ${rgba.length}`);
  }
  const opaque = isOpaque(rgba);
  const compressed = await deflate(scanlines(width, height, rgba, opaque ? 3 : 4));
  const parts = [
    new Uint8Array(SIGNATURE),
    chunk("IHDR", header(width, height, opaque ? COLOUR_TYPE_RGB : COLOUR_TYPE_RGBA)),
    chunk("IDAT", compressed),
    chunk("IEND", new Uint8Array(0)),
  ];
  return concatBytes(...parts);
}
