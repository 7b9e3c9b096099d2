/**
 * Copies the Noto slices the picture renderer may ask for (src/pictures/fonts/slices.ts)
 * from their Fontsource packages into web/dist/picture-fonts/, as `npm run build:web`'s
 * last step: the game Worker serves them as static assets and hands them to the
 * renderer on request (src/worker/picture-fonts.ts). 370 files, 14 MB, none of it in
 * either Worker's bundle.
 */
import { copyFileSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { SLICE_FILES } from "../pictures/fonts/slices.ts";
import { fontsourcePath } from "../pictures/fonts/node-source.ts";

const out = fileURLToPath(new URL("../../web/dist/picture-fonts/", import.meta.url));
for (const file of SLICE_FILES) {
  mkdirSync(dirname(out + file), { recursive: true });
  copyFileSync(fontsourcePath(file), out + file);
}
// the Open Font Licence travels with the fonts it covers
copyFileSync(fileURLToPath(new URL("../art/NOTO-LICENSE.txt", import.meta.url)), `${out}LICENSE.txt`);
console.log(`picture fonts: ${SLICE_FILES.length} slices in web/dist/picture-fonts/`);
