// `npm test` runs its Vitest phases and its browser tests side by side through
// src/cli/test-lanes.ts: every lane's lines under its name, and a failure in any lane
// fails the run (after every lane has finished, so each one's failures are reported).
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

function lanes(...args: string[]): { code: number | null; out: string[]; err: string } {
  const run = spawnSync(join(root, "node_modules/.bin/node"), [join(root, "src/cli/test-lanes.ts"), ...args], { cwd: root, encoding: "utf8" });
  return { code: run.status, out: run.stdout.trim().split("\n"), err: run.stderr.trim() };
}

describe("node src/cli/test-lanes.ts", () => {
  it("runs the lanes at the same time, each line under its lane's name, and passes when all pass", () => {
    // each lane waits for the other's file: run one after the other, they would never finish
    const dir = `${root}/test-results/lanes-${process.pid}`;
    const run = lanes(
      `a=mkdir -p ${dir} && touch ${dir}/a && until [ -e ${dir}/b ]; do sleep 0.05; done && echo one`,
      `bee=mkdir -p ${dir} && touch ${dir}/b && until [ -e ${dir}/a ]; do sleep 0.05; done && echo two && echo three`,
    );
    rmSync(dir, { recursive: true, force: true });
    expect(run.code).toBe(0);
    expect(run.out).toContain("[a]   one");
    expect(run.out).toContain("[bee] two");
    expect(run.out).toContain("[bee] three");
    expect(run.out.at(-1)).toMatch(/^test lanes: all passed in \d+ s$/);
  });

  it("fails when one lane fails, and still lets the others finish", () => {
    const run = lanes("broken=echo going wrong >&2 && exit 3", "fine=sleep 0.3 && echo finished");
    expect(run.code).toBe(1);
    expect(run.err).toContain("[broken] going wrong");
    expect(run.out).toContain("[fine]   finished");
    expect(run.out).toContain("[broken] FAILED (exit 3)");
    expect(run.out).toContain("[fine] passed");
    expect(run.out.at(-1)).toMatch(/^test lanes: 1 failed in \d+ s$/);
  });

  it("refuses arguments that are not <name>=<command>", () => {
    expect(lanes("no command here")).toMatchObject({ code: 2, err: "not <name>=<command>: no command here" });
    expect(lanes()).toMatchObject({ code: 2, err: "usage: node src/cli/test-lanes.ts <name>=<command> ..." });
  });
});
