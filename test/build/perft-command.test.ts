// `npm run perft -- <game> <depth> [position] [--divide | --fast]` (src/cli/perft.ts) as a
// person runs it: --fast counts each game on its fast path, the same as the readable rules,
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

/** midgame-ply-60 of test/fixtures/perft/pit-of-pillars.perft: pillars of both colours, tall mixed stacks. */
const POP_MIDGAME = "*1wrrrw*/2rrw1w1/2(wr)5/2(rrww)1w1w(wr)/1r2r3/3(rwr)R3/W7/*1ww3* w m 0,0 2,2";

describe("npm run perft", () => {
  it("counts The Pit from the start with and without --fast alike", () => {
    expect(perft("the-pit", "3", "--fast")).toEqual({ code: 0, out: "22371", err: "" });
    expect(perft("the-pit", "3")).toEqual({ code: 0, out: "22371", err: "" });
  });

  it("counts Ben39 from a midgame with and without --fast alike", () => {
    const wizards = "4z10/5s1k1g5/4z10/5r1n7/6w7X/5p1p1p5/X14/13b1/4Z1X3w4/5P1P1P5/W7d6/5B1N1R5/2I5Z6/5G1K1S5/10c1W2 b l2,d14 X2C2 X5I1";
    expect(perft("ben39", "2", wizards, "--fast")).toEqual({ code: 0, out: "23129", err: "" });
    expect(perft("ben39", "2", wizards)).toEqual({ code: 0, out: "23129", err: "" });
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

  it("counts Pit of Pillars from the start and from a midgame with and without --fast alike", () => {
    expect(perft("pit-of-pillars", "3", "--fast")).toEqual({ code: 0, out: "1738432", err: "" });
    expect(perft("pit-of-pillars", "3")).toEqual({ code: 0, out: "1738432", err: "" });
    expect(perft("pit-of-pillars", "2", POP_MIDGAME, "--fast")).toEqual({ code: 0, out: "388888", err: "" });
    expect(perft("pit-of-pillars", "2", POP_MIDGAME)).toEqual({ code: 0, out: "388888", err: "" });
  });

  it("counts In The Bin with and without --fast alike, from the start and from a capture chain's extra move", () => {
    expect(perft("in-the-bin", "3", "--fast")).toEqual({ code: 0, out: "19450", err: "" });
    expect(perft("in-the-bin", "3")).toEqual({ code: 0, out: "19450", err: "" });
    const chain = "4k4/9/9/9/4*4/9/9/wwww5/R3K4 w x Q2R3B4N6M2F8W6";
    expect(perft("in-the-bin", "2", chain, "--fast")).toEqual(perft("in-the-bin", "2", chain));
    expect(perft("in-the-bin", "2", chain, "--fast").out).toBe("926");
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
