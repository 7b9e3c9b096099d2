/**
 * Glyph outlines from a TrueType font's glyf table, read in JavaScript: HarfBuzz can draw
 * them too, but only through callbacks placed in the wasm's function table, and placing a
 * JavaScript function there compiles a small wasm module at run time, which Workers
 * forbid. Simple glyphs and composites (accented letters, Arabic's dotted forms) are
 * both here; outlines come back y down from the baseline, in font units, as the
 * rasterizer takes them.
 */
import type { PathCommand } from "../../art/path.ts";

/** The byte offsets of an sfnt's tables, by tag. */
export function tableOffsets(sfnt: Uint8Array): Map<string, { offset: number; length: number }> {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const tables = new Map<string, { offset: number; length: number }>();
  for (let i = 0; i < view.getUint16(4); i++) {
    const record = 12 + i * 16;
    const tag = String.fromCharCode(sfnt[record], sfnt[record + 1], sfnt[record + 2], sfnt[record + 3]);
    tables.set(tag, { offset: view.getUint32(record + 8), length: view.getUint32(record + 12) });
  }
  return tables;
}

const ON_CURVE = 0x01;
const X_SHORT = 0x02;
const Y_SHORT = 0x04;
const REPEAT = 0x08;
const X_SAME_OR_POSITIVE = 0x10;
const Y_SAME_OR_POSITIVE = 0x20;

const ARGS_ARE_WORDS = 0x0001;
const ARGS_ARE_XY = 0x0002;
const HAS_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const HAS_X_AND_Y_SCALE = 0x0040;
const HAS_TWO_BY_TWO = 0x0080;

/** Reads outlines by glyph id. @throws {Error} when the font has no glyf table (a CFF font): our slices are all TrueType. */
export function glyfReader(sfnt: Uint8Array): (glyph: number) => PathCommand[] {
  const tables = tableOffsets(sfnt);
  const head = tables.get("head");
  const loca = tables.get("loca");
  const glyfTable = tables.get("glyf");
  if (head === undefined || loca === undefined || glyfTable === undefined) throw new Error("not a TrueType font");
  const glyfOffset = glyfTable.offset;
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const longOffsets = view.getInt16(head.offset + 50) === 1;
  const glyphCount = (loca.length / (longOffsets ? 4 : 2)) - 1;
  const location = (glyph: number) => (longOffsets ? view.getUint32(loca.offset + glyph * 4) : view.getUint16(loca.offset + glyph * 2) * 2);

  /** The glyph's contours as points (x, y up, on-curve or not), transformed by `matrix` [a, b, c, d, dx, dy]. */
  function contours(glyph: number, matrix: readonly number[], depth: number): { x: number; y: number; on: boolean }[][] {
    if (glyph < 0 || glyph >= glyphCount || depth > 8) return [];
    const start = location(glyph);
    if (location(glyph + 1) === start) return []; // an empty glyph: a space
    let at = glyfOffset + start;
    const contourCount = view.getInt16(at);
    at += 10;
    const place = (x: number, y: number) => ({ x: matrix[0] * x + matrix[2] * y + matrix[4], y: matrix[1] * x + matrix[3] * y + matrix[5] });
    if (contourCount < 0) {
      const out: { x: number; y: number; on: boolean }[][] = [];
      let flags = MORE_COMPONENTS;
      while (flags & MORE_COMPONENTS) {
        flags = view.getUint16(at);
        const component = view.getUint16(at + 2);
        at += 4;
        let [dx, dy] = [0, 0];
        if (flags & ARGS_ARE_WORDS) {
          [dx, dy] = [view.getInt16(at), view.getInt16(at + 2)];
          at += 4;
        } else {
          [dx, dy] = [view.getInt8(at), view.getInt8(at + 1)];
          at += 2;
        }
        // point-matched components (no x/y offsets) are rare and placed at the origin
        if (!(flags & ARGS_ARE_XY)) [dx, dy] = [0, 0];
        const f2dot14 = (offset: number) => view.getInt16(offset) / 16384;
        let [a, b, c, d] = [1, 0, 0, 1];
        if (flags & HAS_SCALE) {
          a = d = f2dot14(at);
          at += 2;
        } else if (flags & HAS_X_AND_Y_SCALE) {
          [a, d] = [f2dot14(at), f2dot14(at + 2)];
          at += 4;
        } else if (flags & HAS_TWO_BY_TWO) {
          [a, b, c, d] = [f2dot14(at), f2dot14(at + 2), f2dot14(at + 4), f2dot14(at + 6)];
          at += 8;
        }
        // the component's matrix, then the parent's
        const combined = [
          matrix[0] * a + matrix[2] * b,
          matrix[1] * a + matrix[3] * b,
          matrix[0] * c + matrix[2] * d,
          matrix[1] * c + matrix[3] * d,
          matrix[0] * dx + matrix[2] * dy + matrix[4],
          matrix[1] * dx + matrix[3] * dy + matrix[5],
        ];
        out.push(...contours(component, combined, depth + 1));
      }
      return out;
    }
    const ends: number[] = [];
    for (let i = 0; i < contourCount; i++) ends.push(view.getUint16(at + i * 2));
    at += contourCount * 2;
    at += 2 + view.getUint16(at); // instructions
    const pointCount = contourCount === 0 ? 0 : ends[contourCount - 1] + 1;
    const flags = new Uint8Array(pointCount);
    for (let i = 0; i < pointCount; ) {
      const flag = view.getUint8(at++);
      flags[i++] = flag;
      if (flag & REPEAT) {
        const times = view.getUint8(at++);
        for (let k = 0; k < times && i < pointCount; k++) flags[i++] = flag;
      }
    }
    const coordinates = (short: number, same: number): number[] => {
      const values: number[] = [];
      let value = 0;
      for (let i = 0; i < pointCount; i++) {
        if (flags[i] & short) {
          const delta = view.getUint8(at++);
          value += flags[i] & same ? delta : -delta;
        } else if (!(flags[i] & same)) {
          value += view.getInt16(at);
          at += 2;
        }
        values.push(value);
      }
      return values;
    };
    const xs = coordinates(X_SHORT, X_SAME_OR_POSITIVE);
    const ys = coordinates(Y_SHORT, Y_SAME_OR_POSITIVE);
    const out: { x: number; y: number; on: boolean }[][] = [];
    let first = 0;
    for (const end of ends) {
      const contour: { x: number; y: number; on: boolean }[] = [];
      for (let i = first; i <= end; i++) contour.push({ ...place(xs[i], ys[i]), on: (flags[i] & ON_CURVE) !== 0 });
      out.push(contour);
      first = end + 1;
    }
    return out;
  }

  return (glyph) => {
    const path: PathCommand[] = [];
    for (const contour of contours(glyph, [1, 0, 0, 1, 0, 0], 0)) {
      if (contour.length === 0) continue;
      // start on a point on the curve: the first one, or the midpoint of two off-curve points
      const firstOn = contour.findIndex((point) => point.on);
      const points = firstOn < 0 ? contour : [...contour.slice(firstOn), ...contour.slice(0, firstOn)];
      const startPoint = firstOn < 0 ? { x: (contour[0].x + contour[contour.length - 1].x) / 2, y: (contour[0].y + contour[contour.length - 1].y) / 2, on: true } : points[0];
      path.push({ type: "M", x: startPoint.x, y: -startPoint.y });
      let control: { x: number; y: number } | undefined;
      for (const point of [...points.slice(firstOn < 0 ? 0 : 1), startPoint]) {
        const isOn = point === startPoint || point.on;
        if (isOn) {
          path.push(control === undefined ? { type: "L", x: point.x, y: -point.y } : { type: "Q", x1: control.x, y1: -control.y, x: point.x, y: -point.y });
          control = undefined;
        } else if (control === undefined) control = point;
        else {
          const middle = { x: (control.x + point.x) / 2, y: (control.y + point.y) / 2 };
          path.push({ type: "Q", x1: control.x, y1: -control.y, x: middle.x, y: -middle.y });
          control = point;
        }
      }
      path.push({ type: "Z" });
    }
    return path;
  };
}
