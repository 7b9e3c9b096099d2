/**
 * What a test needs to draw text beyond Latin-1 as the picture Worker does: HarfBuzz
 * started from its wasm file and the Noto slices read from their packages.
 */
import { prepareText, useHarfBuzz } from "../../../src/pictures/fonts/loader.ts";
import { packageFonts } from "../../../src/pictures/fonts/node-source.ts";
import { isBuiltIn } from "../../../src/pictures/typeface.ts";

const fs = (await import(`node:${"fs"}`)) as { readFileSync(path: URL): Uint8Array };
const wasm = new URL("../../../node_modules/harfbuzzjs/dist/harfbuzz.wasm", (import.meta as unknown as { url: string }).url);

let compiled: Promise<WebAssembly.Module> | undefined;

/** Loads the slices that `texts` need. */
export async function prepareScripts(...texts: string[]): Promise<void> {
  // (the Workers types this project compiles with lack WebAssembly.compile, which Node has)
  const { compile } = WebAssembly as unknown as { compile(bytes: Uint8Array): Promise<WebAssembly.Module> };
  useHarfBuzz(await (compiled ??= compile(fs.readFileSync(wasm))));
  await prepareText(texts, isBuiltIn, await packageFonts());
}
