/**
 * Writes the installable app's icons into web/public/icons/ (drawn by src/cli/app-icon.ts).
 * The PNGs are committed; run this again after changing the drawing:
 *
 *   npm run icons
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { ICONS, iconPng } from "./app-icon.ts";

const dir = new URL("../../web/public/icons/", import.meta.url);
mkdirSync(dir, { recursive: true });
for (const spec of ICONS) {
  const png = await iconPng(spec);
  writeFileSync(new URL(spec.file, dir), png);
  console.log(`web/public/icons/${spec.file}: ${spec.size}x${spec.size}, ${png.length} bytes`);
}
