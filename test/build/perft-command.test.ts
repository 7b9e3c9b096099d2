// `npm run perft -- <game> <depth> [position] [--divide | --fast]` (src/cli/perft.ts) as a
// person runs it: --fast counts a game (The Pit, Inside-out Chess) on its fast path, the same as the readable rules,
// and says plainly what it cannot do.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

function perft(...args: string[]): { code: number | null; out: string; err: string } {
  const run = spawnSync(join(root, "node_modules/.bin/node"), [join(root, "src/cli/perft.ts"), ...args], { cwd: root, encoding: "utf8" });
  return { code: run.status, out: run.stdout.trim(), err: run.stderr.trim() };
}

const EN_PASSANT = "7r2/2p7/1k8/1P1****3/3****3/3****3/1p1****1p1/10/2P4P2/1R7K w - - 0 1";

describe("npm run perft", () => {
  it("counts The Pit from the start with and without --fast alike", () => {
    expect(perft("the-pit", "3", "--fast")).toEqual({ code: 0, out: "22371", err: "" });
    expect(perft("the-pit", "3")).toEqual({ code: 0, out: "22371", err: "" });
  });

  it("counts from a position text on the fast path", () => {
    expect(perft("the-pit", "3", EN_PASSANT, "--fast")).toEqual({ code: 0, out: "15720", err: "" });
  });

  it("counts Inside-out Chess with and without --fast alike, from the start and from a position text", () => {
    expect(perft("inside-out", "4", "--fast")).toEqual({ code: 0, out: "35834", err: "" });
    expect(perft("inside-out", "4")).toEqual({ code: 0, out: "35834", err: "" });
    const bothFields = "1bk2r/r1ppk1/p[pB]1[n.]2/N2[P.][P.]p/PPP1P1/R1KK1R w b4i-b4o b5-b4i centred";
    expect(perft("inside-out", "3", bothFields, "--fast")).toEqual({ code: 0, out: "8460", err: "" });
    expect(perft("inside-out", "3", bothFields)).toEqual({ code: 0, out: "8460", err: "" });
  });

  it.each([
    [["the-pit", "9", "--fast"], "--fast counts to depth 8"],
    [["the-pit", "2", "--fast", "--divide"], "--fast counts the total only"],
  ])("refuses %j with a reason, exit 2", (args, reason) => {
    const result = perft(...args);
    expect(result.code).toBe(2);
    expect(result.out).toBe("");
    expect(result.err.split("\n")[0]).toBe(reason);
  });
});
