// Types for what the pictures import without types of their own: HarfBuzz's compiled
// wasm (as the picture Worker imports it, a module) and bidi-js (MIT).
declare module "harfbuzzjs/dist/harfbuzz.wasm" {
  const module: WebAssembly.Module;
  export default module;
}

declare module "bidi-js" {
  interface EmbeddingLevels {
    readonly levels: Uint8Array;
    readonly paragraphs: readonly { start: number; end: number; level: number }[];
  }
  interface Bidi {
    getEmbeddingLevels(text: string, direction?: "ltr" | "rtl" | "auto"): EmbeddingLevels;
    getReorderSegments(text: string, levels: EmbeddingLevels, start?: number, end?: number): [number, number][];
    /** The character drawn for `char` in a right-to-left run ("(" for ")"), or null when it is not mirrored. */
    getMirroredCharacter(char: string): string | null;
  }
  export default function bidiFactory(): Bidi;
}
