/**
 * Reads files under test/fixtures/ (perft tables, golden records) for any game's tests.
 * The engine tests run in Node, but the project's tsconfig carries only the Workers
 * types (Node's must not leak into Worker code), so `node:fs` is loaded through a
 * computed specifier and given the two signatures used here.
 */
interface FileSystem {
  readFileSync(path: URL, encoding: "utf8"): string;
  readdirSync(path: URL): string[];
}

const fs = (await import(`node:${"fs"}`)) as FileSystem;
const fixtures = new URL("../fixtures/", (import.meta as unknown as { url: string }).url);

/** The text of a file under test/fixtures/. */
export function readFixture(path: string): string {
  return fs.readFileSync(new URL(path, fixtures), "utf8");
}

/** The names of the files in a folder under test/fixtures/ that end with `extension`, sorted. */
export function listFixtures(folder: string, extension: string): string[] {
  return fs
    .readdirSync(new URL(folder.endsWith("/") ? folder : `${folder}/`, fixtures))
    .filter((name) => name.endsWith(extension))
    .sort();
}
