/**
 * The Noto slices a picture needs, loaded before it is drawn and kept for the isolate's
 * life: drawing is synchronous (typeface.ts), so `prepareText` reads every string the
 * picture will show, finds the characters the built-in DejaVu outlines lack, and loads
 * the slices that draw them (a Chinese name: a few of Noto Sans SC's hundred slices,
 * 40-90 KB each), through `FontSource`: the game Worker's static assets in production
 * (src/worker/pictures.ts), the package files in tests and tools.
 */
import { sliceFor } from "./slice-table.ts";
import { startShaper, type Shaper, type ShapingFont } from "./shaper.ts";
import { woffToSfnt } from "./woff.ts";

/** Gets a slice's .woff bytes by file name (SLICE_FILES), or null when it cannot be had. */
export type FontSource = (file: string) => Promise<Uint8Array | null>;

let shaper: Promise<Shaper> | undefined;
const loaded = new Map<string, ShapingFont>();

/** Starts HarfBuzz from its compiled module; once an isolate, before the first picture with text beyond Latin-1. */
export function useHarfBuzz(wasm: WebAssembly.Module): void {
  shaper ??= startShaper(wasm);
}

/** How many slices are loaded (it only grows). */
export const slicesLoaded = (): number => loaded.size;

/** The loaded font of a slice, if it is loaded. */
export function loadedSlice(file: string): ShapingFont | undefined {
  return loaded.get(file);
}

/**
 * Loads the slices that `texts` need and are not loaded yet. A slice that cannot be
 * had (no source, no HarfBuzz, a failed fetch) leaves its characters drawn as "?": a
 * picture with a missing glyph is better than no picture.
 */
export async function prepareText(texts: Iterable<string>, isBuiltIn: (char: string) => boolean, source: FontSource | undefined): Promise<void> {
  const wanted = new Set<string>();
  for (const text of texts) {
    for (const char of text) {
      if (isBuiltIn(char)) continue;
      const file = sliceFor(char.codePointAt(0)!);
      if (file !== undefined && !loaded.has(file)) wanted.add(file);
    }
  }
  if (wanted.size === 0 || source === undefined || shaper === undefined) return;
  const hb = await shaper;
  await Promise.all(
    [...wanted].map(async (file) => {
      try {
        const woff = await source(file);
        if (woff !== null) loaded.set(file, hb.load(await woffToSfnt(woff)));
      } catch (error) {
        console.error(`picture font ${file} could not be loaded`, error);
      }
    }),
  );
}

/** Every string anywhere in `value` (a picture's input): the text a picture may draw is among them. */
export function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsIn(item);
  else if (value !== null && typeof value === "object") for (const item of Object.values(value)) yield* stringsIn(item);
}
