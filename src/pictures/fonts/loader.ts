/**
 * The Noto slices a picture needs, loaded before it is drawn and kept while the isolate
 * keeps needing them (the 64 needed most recently): drawing is synchronous (typeface.ts), so `prepareText` reads every string the
 * picture will show, finds the characters the built-in DejaVu outlines lack, and loads
 * the slices that draw them (a Chinese name: a few of Noto Sans SC's hundred slices,
 * up to 64 KB each as .woff), through `FontSource`: the game Worker's static assets in production
 * (src/worker/pictures.ts), the package files in tests and tools.
 */
import { sliceFor } from "./slice-table.ts";
import { startShaper, type Shaper, type ShapingFont } from "./shaper.ts";
import { woffToSfnt } from "./woff.ts";

/** Gets a slice's .woff bytes by file name (SLICE_FILES), or null when it cannot be had. */
export type FontSource = (file: string) => Promise<Uint8Array | null>;

let shaper: Promise<Shaper> | undefined;
const loaded = new Map<string, ShapingFont>();
/** When each loaded slice was last needed (ms), for evicting the longest unused. */
const lastNeeded = new Map<string, number>();
/** Counts loads and evictions: a line laid out before a change may be drawn otherwise now. */
let generation = 0;

/**
 * Slices an isolate keeps: a CJK slice unpacked is 50-95 KB, the Arabic one 300 KB, and
 * each is held twice (HarfBuzz's copy and the outline reader's), so 64 are about 10 MB of
 * the isolate's 128 MB; a busy isolate drawing names in every script keeps the ones it
 * needed most recently.
 */
const MAX_LOADED = 64;
/** A slice needed this recently is never evicted: a picture prepared a moment ago is still being drawn. */
const KEEP_MS = 10_000;

/** Starts HarfBuzz from its compiled module; once an isolate, before the first picture with text beyond Latin-1. */
export function useHarfBuzz(wasm: WebAssembly.Module): void {
  shaper ??= startShaper(wasm);
}

/** Changes whenever a slice is loaded or evicted. */
export const fontGeneration = (): number => generation;

/** The loaded font of a slice, if it is loaded. */
export function loadedSlice(file: string): ShapingFont | undefined {
  return loaded.get(file);
}

/** Evicts the longest-unused slices past MAX_LOADED, sparing any needed in the last KEEP_MS. */
function evict(now: number): void {
  const byAge = [...lastNeeded].sort((a, b) => a[1] - b[1]);
  for (const [file, at] of byAge) {
    if (loaded.size <= MAX_LOADED || now - at < KEEP_MS) break;
    loaded.get(file)?.dispose();
    loaded.delete(file);
    lastNeeded.delete(file);
    generation++;
  }
}

/**
 * Loads the slices that `texts` need and are not loaded yet. A slice that cannot be
 * had (no source, no HarfBuzz, a failed fetch) leaves its characters drawn as "?": a
 * picture with a missing glyph is better than no picture.
 */
export async function prepareText(texts: Iterable<string>, isBuiltIn: (char: string) => boolean, source: FontSource | undefined): Promise<void> {
  const needed = new Set<string>();
  for (const text of texts) {
    for (const char of text) {
      if (isBuiltIn(char)) continue;
      const file = sliceFor(char.codePointAt(0)!);
      if (file !== undefined) needed.add(file);
    }
  }
  const now = Date.now();
  for (const file of needed) lastNeeded.set(file, now);
  const wanted = [...needed].filter((file) => !loaded.has(file));
  if (wanted.length > 0 && source !== undefined && shaper !== undefined) {
    const hb = await shaper;
    await Promise.all(
      wanted.map(async (file) => {
        try {
          const woff = await source(file);
          if (woff === null || loaded.has(file)) return;
          loaded.set(file, hb.load(await woffToSfnt(woff)));
          generation++;
        } catch (error) {
          console.error(`picture font ${file} could not be loaded`, error);
        }
      }),
    );
  }
  evict(Date.now());
}

/** Every string anywhere in `value` (a picture's input): the text a picture may draw is among them. */
export function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsIn(item);
  else if (value !== null && typeof value === "object") for (const item of Object.values(value)) yield* stringsIn(item);
}
