/**
 * The slices read straight from their Fontsource packages, for tests and tools that
 * draw pictures outside a Worker (and the build step that copies them for the Worker).
 */
import type { FontSource } from "./loader.ts";

/** The path in node_modules of a slice named as in SLICE_FILES (`package/file`). */
export function fontsourcePath(file: string): string {
  const [family, name] = file.split("/");
  return new URL(`../../../node_modules/@fontsource/${family}/files/${name}`, (import.meta as unknown as { url: string }).url).pathname;
}

/** A FontSource over the package files. */
export async function packageFonts(): Promise<FontSource> {
  const { readFile } = (await import(`node:${"fs/promises"}`)) as { readFile(path: string): Promise<Uint8Array> };
  return async (file) => new Uint8Array(await readFile(fontsourcePath(file)));
}
