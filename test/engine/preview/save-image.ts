/**
 * Writes rendered images under test-results/ (git-ignored) so that a person can look at
 * them. `node:fs` comes through a computed specifier because the project's tsconfig
 * carries only the Workers types (see test/engine/fixture-files.ts).
 */
interface FileSystem {
  mkdirSync(path: URL, options: { recursive: true }): void;
  writeFileSync(path: URL, data: Uint8Array): void;
}

const fs = (await import(`node:${"fs"}`)) as FileSystem;
const folder = new URL("../../../test-results/", (import.meta as unknown as { url: string }).url);

/** Saves `png` as test-results/<name>. */
export function saveImage(name: string, png: Uint8Array): void {
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(new URL(name, folder), png);
}
