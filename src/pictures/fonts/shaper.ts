/**
 * HarfBuzz (harfbuzzjs's wasm build, MIT) for the scripts that need shaping: Arabic's
 * joined forms and ligatures, Devanagari's conjuncts and reordered vowel signs, marks
 * placed on their bases. The wasm is instantiated here with the five functions it
 * imports, rather than through harfbuzzjs's JavaScript: its wrapper fetches the wasm at
 * import time and its loader takes workerd for Node; neither is needed to shape. The
 * caller hands over the compiled module (the Worker imports it as a wasm module; tests
 * and tools compile the file). Outlines come from the font's glyf table (glyf.ts).
 */
import type { PathCommand } from "../../art/path.ts";
import { glyfReader } from "./glyf.ts";

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
  /** Frees HarfBuzz's copy of the font; the font must not be used after. */
  dispose(): void;
}

export interface Shaper {
  /** Reads an OpenType font (sfnt bytes, not WOFF). */
  load(sfnt: Uint8Array): ShapingFont;
}

const DIRECTION_LTR = 4;
const DIRECTION_RTL = 5;
/** hb_memory_mode_t READONLY_MAY_MAKE_WRITABLE: the copy in the wasm's memory is HarfBuzz's. */
const MEMORY_MODE = 2;

/** The wasm's exports that are used here: HarfBuzz's C API and the allocator. */
type Exports = Record<string, (...args: number[]) => number>;

/** Starts HarfBuzz from its compiled wasm module. */
export async function startShaper(wasm: WebAssembly.Module): Promise<Shaper> {
  let memory: WebAssembly.Memory | undefined;
  const fail = (what: string) => () => {
    throw new Error(`HarfBuzz: ${what}`);
  };
  const imports = {
    env: {
      _abort_js: fail("aborted"),
      _emscripten_runtime_keepalive_clear: () => undefined,
      _setitimer_js: () => 0,
      // malloc asks for more memory: grow it by whole 64 KiB pages
      emscripten_resize_heap: (bytes: number) => {
        const pages = Math.ceil(((bytes >>> 0) - memory!.buffer.byteLength) / 65536);
        try {
          if (pages > 0) memory!.grow(pages);
          return 1;
        } catch {
          return 0;
        }
      },
    },
    wasi_snapshot_preview1: { proc_exit: fail("exited") },
  };
  const instance = await WebAssembly.instantiate(wasm, imports);
  const x = instance.exports as unknown as Exports;
  memory = instance.exports.memory as WebAssembly.Memory;
  x.__wasm_call_ctors();
  const heap = () => memory!.buffer;
  const buffer = x.hb_buffer_create();

  return {
    load(sfnt) {
      const data = x.malloc(sfnt.byteLength);
      new Uint8Array(heap()).set(sfnt, data);
      // no destroy callback (it would need a place in the wasm's function table): dispose frees the data
      const blob = x.hb_blob_create(data, sfnt.byteLength, MEMORY_MODE, 0, 0);
      const face = x.hb_face_create(blob, 0);
      const font = x.hb_font_create(face);
      const unitsPerEm = x.hb_face_get_upem(face);
      const glyphPointer = x.malloc(4);
      const outline = glyfReader(sfnt);
      return {
        unitsPerEm,
        has(codePoint) {
          return x.hb_font_get_nominal_glyph(font, codePoint, glyphPointer) !== 0;
        },
        shape(text, rtl) {
          x.hb_buffer_clear_contents(buffer);
          const utf16 = x.malloc(text.length * 2 + 2);
          const units = new Uint16Array(heap(), utf16, text.length);
          for (let i = 0; i < text.length; i++) units[i] = text.charCodeAt(i);
          x.hb_buffer_add_utf16(buffer, utf16, text.length, 0, text.length);
          x.free(utf16);
          x.hb_buffer_guess_segment_properties(buffer);
          x.hb_buffer_set_direction(buffer, rtl ? DIRECTION_RTL : DIRECTION_LTR);
          x.hb_shape(font, buffer, 0, 0);
          const length = x.hb_buffer_get_length(buffer);
          const infos = new Uint32Array(heap(), x.hb_buffer_get_glyph_infos(buffer, 0), length * 5);
          const positions = new Int32Array(heap(), x.hb_buffer_get_glyph_positions(buffer, 0), length * 5);
          const glyphs: ShapedGlyph[] = [];
          for (let i = 0; i < length; i++) {
            glyphs.push({ glyph: infos[i * 5], cluster: infos[i * 5 + 2], advance: positions[i * 5], dx: positions[i * 5 + 2], dy: -positions[i * 5 + 3] });
          }
          return glyphs;
        },
        outline,
        dispose() {
          x.hb_font_destroy(font);
          x.hb_face_destroy(face);
          x.hb_blob_destroy(blob);
          x.free(glyphPointer);
          x.free(data);
        },
      };
    },
  };
}
