/**
 * Perft speed by CPU time, ours against Fairy-Stockfish's (issue 34):
 *
 *   npm run bench:fairy -- [--engine <fairy-stockfish binary>] [--game the-pit]
 *                          [--positions start,midgame-seed-1] [--depths 4,5] [--runs 5] [--fast]
 *
 * Every run is a whole process, start-up included: ours is `node src/cli/perft.ts <game>
 * <depth> <position>` (what `npm run perft` runs, without npm's own start), theirs is the
 * engine fed `setoption ... VariantPath`, `UCI_Variant thepit`, `position fen`, `go perft`
 * on its standard input. Each is timed by /usr/bin/time (`%U %S`: user and system CPU
 * seconds as the kernel accounts them, in hundredths), so other load on a shared machine
 * costs little accuracy, unlike wall time. With --engine the two run in pairs, ours then
 * theirs, `--runs` times (A B A B ...); without it only ours runs (the other four games,
 * which no C++ engine plays). Medians of CPU time; nodes per CPU second from the median.
 *
 * One untimed run of each program at depth 1 comes first, so that both find their files
 * in the page cache and ours finds Node's compile cache filled, as any run after the first.
 *
 * With --fast, ours counts on The Pit's fast path (`npm run perft -- ... --fast`).
 *
 * Positions are ids from test/fixtures/perft/<game>.perft. Fairy-Stockfish cannot play
 * The Pit's two-square sidestep from the third rank (test/fixtures/fairy/the-pit.ini), so
 * its node counts differ from ours there; compare nodes per CPU second, not counts.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parsePerftFile } from "../../test/engine/perft-file.ts";

const ROOT = new URL("../../", import.meta.url);
const PERFT_CLI = new URL("src/cli/perft.ts", ROOT).pathname;
const VARIANT_FILE = new URL("test/fixtures/fairy/the-pit.ini", ROOT).pathname;
const TIME = "/usr/bin/time";

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index < 0 ? undefined : process.argv[index + 1];
}

function list(text: string | undefined, fallback: string): string[] {
  return (text ?? fallback).split(",").map((item) => item.trim()).filter((item) => item !== "");
}

const ENGINE = argument("--engine");
const GAME = argument("--game") ?? "the-pit";
const POSITIONS = list(argument("--positions"), "start,midgame-seed-1,en-passant-both-sides");
const DEPTHS = list(argument("--depths"), "4,5").map(Number);
const RUNS = Number(argument("--runs") ?? 5);
const FAST = process.argv.includes("--fast");

/** One timed process: its node count and the CPU seconds the kernel charged it. */
interface Run {
  readonly nodes: number;
  readonly cpuSeconds: number;
}

const scratch = mkdtempSync(join(tmpdir(), "fairy-bench-"));
const timeFile = join(scratch, "time");

/** Runs a command under /usr/bin/time; returns its standard output and CPU seconds, or throws with its error output. */
function timed(command: string, args: readonly string[], input?: string): { stdout: string; cpuSeconds: number } {
  const result = spawnSync(TIME, ["-f", "%U %S", "-o", timeFile, command, ...args], {
    input,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error !== undefined) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (${result.status}): ${result.stderr}`);
  const [user, system] = readFileSync(timeFile, "utf8").trim().split("\n").at(-1)!.split(" ").map(Number);
  return { stdout: result.stdout, cpuSeconds: user + system };
}

function runOurs(position: string, depth: number): Run {
  const { stdout, cpuSeconds } = timed(process.execPath, [PERFT_CLI, GAME, String(depth), position, ...(FAST ? ["--fast"] : [])]);
  const nodes = Number(stdout.trim().split("\n").at(-1));
  if (!Number.isInteger(nodes)) throw new Error(`perft printed no count: ${stdout}`);
  return { nodes, cpuSeconds };
}

function runFairy(engine: string, position: string, depth: number): Run {
  const commands = [
    `setoption name VariantPath value ${VARIANT_FILE}`,
    "setoption name UCI_Variant value thepit",
    `position fen ${position}`,
    `go perft ${depth}`,
    // `quit` waits for the search thread, so perft finishes and prints first.
    "quit",
    "",
  ].join("\n");
  const { stdout, cpuSeconds } = timed(engine, [], commands);
  const match = /Nodes searched: (\d+)/.exec(stdout);
  if (match === null) throw new Error(`Fairy-Stockfish printed no node count: ${stdout}`);
  return { nodes: Number(match[1]), cpuSeconds };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median CPU time of a program's runs, with its node count (the same every run, or the fixture is wrong). */
function summary(runs: readonly Run[]): { nodes: number; cpu: number; min: number; max: number; perSecond: number } {
  const nodes = runs[0].nodes;
  if (runs.some((run) => run.nodes !== nodes)) throw new Error(`node counts differ between runs: ${runs.map((run) => run.nodes)}`);
  const times = runs.map((run) => run.cpuSeconds);
  const cpu = median(times);
  return { nodes, cpu, min: Math.min(...times), max: Math.max(...times), perSecond: nodes / cpu };
}

const load = () => loadavg().map((value) => value.toFixed(2)).join(" ");
const seconds = (value: number) => value.toFixed(2);
const thousands = (value: number) => Math.round(value).toLocaleString("en-US");

function main(): string | undefined {
  if (ENGINE !== undefined && GAME !== "the-pit") return "--engine compares The Pit only: Fairy-Stockfish plays no other game of ours";
  if (!Number.isInteger(RUNS) || RUNS < 1) return "--runs must be a whole number of at least 1";
  if (DEPTHS.some((depth) => !Number.isInteger(depth) || depth < 1)) return "--depths must be whole numbers of at least 1";
  const fixture = parsePerftFile(readFileSync(new URL(`test/fixtures/perft/${GAME}.perft`, ROOT), "utf8"));
  const cases = POSITIONS.map((id) => fixture.find((entry) => entry.id === id));
  const missing = POSITIONS.filter((_, index) => cases[index] === undefined);
  if (missing.length > 0) return `no position ${missing.join(", ")} in test/fixtures/perft/${GAME}.perft; ids: ${fixture.map((entry) => entry.id).join(", ")}`;

  console.log(`# ${new Date().toISOString()}, load average ${load()}, ${RUNS} runs each${ENGINE ? ", pairs ours/theirs" : ""}${FAST ? ", ours on the fast path" : ""}`);
  runOurs(cases[0]!.epd, 1);
  if (ENGINE !== undefined) runFairy(ENGINE, cases[0]!.epd, 1);
  const header = ["position", "depth", "ours: nodes", "CPU s (min-max)", "nodes/CPU s"];
  if (ENGINE !== undefined) header.push("Fairy-Stockfish: nodes", "CPU s (min-max)", "nodes/CPU s", "ours/theirs");
  console.log(`| ${header.join(" | ")} |`);
  console.log(`|${header.map(() => " --- ").join("|")}|`);
  for (const entry of cases) {
    for (const depth of DEPTHS) {
      const ours: Run[] = [];
      const theirs: Run[] = [];
      for (let run = 0; run < RUNS; run++) {
        ours.push(runOurs(entry!.epd, depth));
        if (ENGINE !== undefined) theirs.push(runFairy(ENGINE, entry!.epd, depth));
      }
      const a = summary(ours);
      const cells = [entry!.id, String(depth), thousands(a.nodes), `${seconds(a.cpu)} (${seconds(a.min)}-${seconds(a.max)})`, thousands(a.perSecond)];
      if (ENGINE !== undefined) {
        const b = summary(theirs);
        cells.push(thousands(b.nodes), `${seconds(b.cpu)} (${seconds(b.min)}-${seconds(b.max)})`, thousands(b.perSecond), `${(a.perSecond / b.perSecond).toFixed(2)}x`);
      }
      console.log(`| ${cells.join(" | ")} |`);
    }
  }
  console.log(`# done ${new Date().toISOString()}, load average ${load()}`);
  return undefined;
}

try {
  const problem = main();
  if (problem !== undefined) {
    console.error(problem);
    process.exitCode = 2;
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
