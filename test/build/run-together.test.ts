// `node src/cli/run-together.ts <script>...` (how `npm test` runs the engine and Worker
// tests at once): every script runs, a failure of any one fails the whole, and the held
// output of the others is printed whole after a line that names the script.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const project = mkdtempSync(join(tmpdir(), "run-together-"));
afterAll(() => rmSync(project, { recursive: true, force: true }));

// three scripts of a throwaway package: the slow one ends last, so its output must not be cut off
writeFileSync(
  join(project, "package.json"),
  JSON.stringify({
    name: "run-together-check",
    private: true,
    scripts: {
      quick: "node -e \"console.log('quick said this')\"",
      slow: "node -e \"setTimeout(() => console.log('slow said this'), 300)\"",
      broken: "node -e \"console.error('broken said this'); process.exit(3)\"",
    },
  }),
);

function together(...scripts: string[]): { code: number | null; out: string } {
  const run = spawnSync(join(root, "node_modules/.bin/node"), [join(root, "src/cli/run-together.ts"), ...scripts], { cwd: project, encoding: "utf8" });
  return { code: run.status, out: run.stdout + run.stderr };
}

describe("run-together", () => {
  it("passes when every script passes, and prints each one's output", () => {
    const { code, out } = together("quick", "slow");
    expect(code).toBe(0);
    expect(out).toContain("quick said this");
    expect(out).toContain("──── npm run slow");
    expect(out).toContain("slow said this");
    expect(out).toMatch(/npm run quick: passed in \d+ s/);
    expect(out).toMatch(/npm run slow: passed in \d+ s/);
  });

  it("fails when any one fails, held or streamed, and says which", () => {
    const held = together("slow", "broken");
    expect(held.code).toBe(1);
    expect(held.out).toContain("broken said this");
    expect(held.out).toContain("npm run broken: failed (exit 3)");
    expect(held.out).toMatch(/npm run slow: passed/);

    const streamed = together("broken", "quick");
    expect(streamed.code).toBe(1);
    expect(streamed.out).toContain("npm run broken: failed (exit 3)");
  });

  it("refuses to run nothing", () => {
    expect(together().code).toBe(2);
  });
});
