/**
 * HarfBuzz (harfbuzzjs's wasm build, MIT) for the scripts that need shaping: Arabic's
 * joined forms and ligatures, Devanagari's conjuncts and reordered vowel signs, marks
 * placed on their bases. A thin layer over the wasm exports rather than harfbuzzjs's own
 * wrapper, whose module fetches the wasm at import time (a Worker can do no I/O then):
 * here the caller hands over the compiled module (the Worker imports it as a wasm
 * module; tests and tools compile the file).
 */
// the Emscripten loader alone (the package exports only its wrapper and the wasm)
import loadHarfBuzz from "../../../node_modules/harfbuzzjs/dist/harfbuzz.js";
import type { PathCommand } from "../../art/path.ts";

/** One glyph of a shaped run, in font units: its id, where it sits, and the character it came from. */
export interface ShapedGlyph {
  readonly glyph: number;
  /** Index in the run's text (UTF-16) of the first character the glyph draws. */
  readonly cluster: number;
  readonly advance: number;
  readonly dx: number;
  readonly dy: number;
}

/** A font HarfBuzz has read: shape text with it and get its glyphs' outlines. */
export interface ShapingFont {
  readonly unitsPerEm: number;
  /** Whether the font has a glyph for `codePoint` (so a fallback need not be tried). */
  has(codePoint: number): boolean;
  /** `text` shaped in visual order (right to left when `rtl`). */
  shape(text: string, rtl: boolean): ShapedGlyph[];
  /** The glyph's outline, y down from the baseline, in font units. */
  outline(glyph: number): PathCommand[];
}

export interface Shaper {
  /** Reads an OpenType font (sfnt bytes, not WOFF). */
  load(sfnt: Uint8Array): ShapingFont;
}

/** What the Emscripten loader gives back: the wasm's exports and a way to hand it callbacks. */
interface HarfBuzzModule {
  readonly wasmExports: Record<string, (...args: number[]) => number>;
  addFunction(fn: (...args: number[]) => void, signature: string): number;
}

/** The loader, told to instantiate the module it is given instead of fetching its own. */
const createHarfBuzz = loadHarfBuzz as unknown as (options: {
  instantiateWasm(imports: WebAssembly.Imports, receive: (instance: WebAssembly.Instance) => void): object;
}) => Promise<HarfBuzzModule>;

const DIRECTION_LTR = 4;
const DIRECTION_RTL = 5;
/** hb_memory_mode_t READONLY_MAY_MAKE_WRITABLE: HarfBuzz owns the copy it is given. */
const MEMORY_MODE = 2;

/** Starts HarfBuzz from its compiled wasm module. */
export async function startShaper(wasm: WebAssembly.Module): Promise<Shaper> {
  const hb: HarfBuzzModule = await createHarfBuzz({
    instantiateWasm(imports, receive) {
      WebAssembly.instantiate(wasm, imports).then((instance) => receive(instance));
      return {};
    },
  });
  const x = hb.wasmExports;
  const memory = () => (x.memory as unknown as WebAssembly.Memory).buffer;
  const freePointer = hb.addFunction((pointer: number) => void x.free(pointer), "vi");

  // One set of draw callbacks for every glyph: they append to whichever outline is being read.
  let drawing: PathCommand[] = [];
  const drawFuncs = x.hb_draw_funcs_create();
  const sig = (n: number) => `viii${"f".repeat(n)}i`;
  x.hb_draw_funcs_set_move_to_func(drawFuncs, hb.addFunction((_f, _d, _s, px, py) => void drawing.push({ type: "M", x: px, y: -py }), sig(2)), 0, 0);
  x.hb_draw_funcs_set_line_to_func(drawFuncs, hb.addFunction((_f, _d, _s, px, py) => void drawing.push({ type: "L", x: px, y: -py }), sig(2)), 0, 0);
  x.hb_draw_funcs_set_quadratic_to_func(
    drawFuncs,
    hb.addFunction((_f, _d, _s, cx, cy, px, py) => void drawing.push({ type: "Q", x1: cx, y1: -cy, x: px, y: -py }), sig(4)),
    0,
    0,
  );
  x.hb_draw_funcs_set_cubic_to_func(
    drawFuncs,
    hb.addFunction((_f, _d, _s, c1x, c1y, c2x, c2y, px, py) => void drawing.push({ type: "C", x1: c1x, y1: -c1y, x2: c2x, y2: -c2y, x: px, y: -py }), sig(6)),
    0,
    0,
  );
  x.hb_draw_funcs_set_close_path_func(drawFuncs, hb.addFunction(() => void drawing.push({ type: "Z" }), "viiii"), 0, 0);

  const buffer = x.hb_buffer_create();

  return {
    load(sfnt) {
      const data = x.malloc(sfnt.byteLength);
      new Uint8Array(memory()).set(sfnt, data);
      const blob = x.hb_blob_create(data, sfnt.byteLength, MEMORY_MODE, data, freePointer);
      const face = x.hb_face_create(blob, 0);
      const font = x.hb_font_create(face);
      const unitsPerEm = x.hb_face_get_upem(face);
      const glyphPointer = x.malloc(4);
      return {
        unitsPerEm,
        has(codePoint) {
          return x.hb_font_get_nominal_glyph(font, codePoint, glyphPointer) !== 0;
        },
        shape(text, rtl) {
          x.hb_buffer_clear_contents(buffer);
          const utf16 = x.malloc(text.length * 2 + 2);
          const units = new Uint16Array(memory(), utf16, text.length);
          for (let i = 0; i < text.length; i++) units[i] = text.charCodeAt(i);
          x.hb_buffer_add_utf16(buffer, utf16, text.length, 0, text.length);
          x.free(utf16);
          x.hb_buffer_guess_segment_properties(buffer);
          x.hb_buffer_set_direction(buffer, rtl ? DIRECTION_RTL : DIRECTION_LTR);
          x.hb_shape(font, buffer, 0, 0);
          const length = x.hb_buffer_get_length(buffer);
          const infos = new Uint32Array(memory(), x.hb_buffer_get_glyph_infos(buffer, 0), length * 5);
          const positions = new Int32Array(memory(), x.hb_buffer_get_glyph_positions(buffer, 0), length * 5);
          const glyphs: ShapedGlyph[] = [];
          for (let i = 0; i < length; i++) {
            glyphs.push({ glyph: infos[i * 5], cluster: infos[i * 5 + 2], advance: positions[i * 5], dx: positions[i * 5 + 2], dy: -positions[i * 5 + 3] });
          }
          return glyphs;
        },
        outline(glyph) {
          drawing = [];
          x.hb_font_draw_glyph(font, glyph, drawFuncs, 0);
          return drawing;
        },
      };
    },
  };
}
