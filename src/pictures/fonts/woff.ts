/**
 * WOFF 1.0 to a plain OpenType font (sfnt), which HarfBuzz reads. The font slices are
 * served as Fontsource ships them (.woff: each table zlib-compressed), a third of the
 * bytes of a .ttf over the wire, and unpacked here with the platform's
 * DecompressionStream, which both workerd and Node have.
 *
 * @throws {Error} when the bytes are not a WOFF file: slices are ours, so that is a bug or a misconfigured asset path.
 */
export async function woffToSfnt(woff: Uint8Array): Promise<Uint8Array> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < 44 || view.getUint32(0) !== 0x774f4646) throw new Error("not a WOFF font");
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const totalSfntSize = view.getUint32(16);
  const out = new Uint8Array(totalSfntSize);
  const outView = new DataView(out.buffer);
  // the sfnt header: version, table count and the binary-search fields derived from it
  let power = 1;
  let log2 = 0;
  while (power * 2 <= numTables) {
    power *= 2;
    log2++;
  }
  outView.setUint32(0, flavor);
  outView.setUint16(4, numTables);
  outView.setUint16(6, power * 16);
  outView.setUint16(8, log2);
  outView.setUint16(10, numTables * 16 - power * 16);
  let offset = 12 + numTables * 16;
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + i * 20;
    const tag = view.getUint32(entry);
    const compOffset = view.getUint32(entry + 4);
    const compLength = view.getUint32(entry + 8);
    const origLength = view.getUint32(entry + 12);
    const checksum = view.getUint32(entry + 16);
    const packed = woff.subarray(compOffset, compOffset + compLength);
    const table = compLength < origLength ? await inflate(packed) : packed;
    if (table.byteLength !== origLength) throw new Error("WOFF table of the wrong length");
    const record = 12 + i * 16;
    outView.setUint32(record, tag);
    outView.setUint32(record + 4, checksum);
    outView.setUint32(record + 8, offset);
    outView.setUint32(record + 12, origLength);
    out.set(table, offset);
    offset += (origLength + 3) & ~3;
  }
  return out;
}

/** zlib-wrapped deflate data, unpacked. */
async function inflate(packed: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([packed as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
