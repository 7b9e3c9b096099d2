/**
 * The Noto slices for the picture renderer (issue 31): it asks for the ones a picture's
 * text needs by name (src/pictures/fonts/slices.ts) through this function, passed to it
 * over RPC, and keeps them; they are static assets of this Worker (web/dist/picture-fonts/,
 * copied by `npm run build:web`), so neither Worker's bundle carries them.
 */
import type { FontSource } from "../pictures/fonts/loader.ts";

/** A slice's name as the renderer's table spells it: `package/file.woff`. */
const SLICE_NAME = /^[a-z0-9-]+\/[a-z0-9-]+\.woff$/;

/** Reads slices from `assets`; null for a name that is not a slice's or a file that is not there. */
export function pictureFonts(assets: Fetcher | undefined): FontSource {
  return async (file) => {
    if (assets === undefined || !SLICE_NAME.test(file)) return null;
    const res = await assets.fetch(`https://assets.invalid/picture-fonts/${file}`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    // the assets answer a missing path with the app's index.html (single-page-application): only a WOFF file will do
    const isWoff = bytes.length > 4 && String.fromCharCode(...bytes.subarray(0, 4)) === "wOFF";
    return res.ok && isWoff ? bytes : null;
  };
}
