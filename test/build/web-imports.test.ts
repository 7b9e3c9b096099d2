// One contract (issue 12, item 9): the web speaks to the Worker through HTTP and the shared
// types of src/contract, never by importing Worker code.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const web = fileURLToPath(new URL("../../web/src", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith(".ts") ? [join(dir, entry.name)] : [],
  );
}

it("web/ imports nothing from src/worker", () => {
  const offenders = sources(web).filter((file) => /from\s+"[^"]*src\/worker\//.test(readFileSync(file, "utf8")));
  expect(offenders).toEqual([]);
});
