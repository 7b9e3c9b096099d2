/**
 * `node src/cli/test-lanes.ts <name>=<command> ...` (run by `npm test`): runs each command
 * in a shell at the same time, every line of its output prefixed with its lane's name, and
 * exits non-zero if any lane failed (after all have finished, so one run reports every
 * failure). `npm test` runs the Vitest phases in one lane and the browser tests in the
 * other: a browser test mostly waits on the page or the Worker, and the Vitest phases
 * compute, so together they fill the two cores the browser phase alone left half idle
 * (docs/benchmarks.md, "Issue 34: the test suite's time").
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

interface Lane {
  readonly name: string;
  readonly command: string;
}

/** The lanes of the arguments, or a message saying what is wrong with them. */
function parseLanes(args: readonly string[]): { lanes: Lane[] } | { error: string } {
  if (args.length === 0) return { error: "usage: node src/cli/test-lanes.ts <name>=<command> ..." };
  const lanes: Lane[] = [];
  for (const arg of args) {
    const match = /^([\w-]+)=(.+)$/s.exec(arg);
    if (!match) return { error: `not <name>=<command>: ${arg}` };
    lanes.push({ name: match[1], command: match[2] });
  }
  return { lanes };
}

/** Runs one lane to its end, its output line by line under its name; resolves to its exit code. */
function runLane(lane: Lane, width: number): { done: Promise<number>; stop: (signal: NodeJS.Signals) => void } {
  // its own process group, so that a stop reaches the whole tree (npm, Vitest, Playwright, wrangler)
  const child = spawn(lane.command, { shell: true, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const prefix = `[${lane.name}]`.padEnd(width + 2);
  const closed = [child.stdout, child.stderr].map((stream, i) => {
    const sink = i === 0 ? process.stdout : process.stderr;
    const lines = createInterface({ input: stream, crlfDelay: Infinity });
    lines.on("line", (line) => sink.write(`${prefix} ${line}\n`));
    return new Promise<void>((resolve) => lines.on("close", resolve));
  });
  const exited = new Promise<number>((resolve) => {
    child.on("error", (error) => {
      process.stderr.write(`${prefix} could not start: ${error.message}\n`);
      resolve(127);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
  const done = Promise.all([exited, ...closed]).then(([code]) => code);
  const stop = (signal: NodeJS.Signals): void => {
    if (child.pid !== undefined && child.exitCode === null) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    }
  };
  return { done, stop };
}

async function main(): Promise<void> {
  const parsed = parseLanes(process.argv.slice(2));
  if ("error" in parsed) {
    console.error(parsed.error);
    process.exit(2);
  }
  const width = Math.max(...parsed.lanes.map((lane) => lane.name.length));
  const started = Date.now();
  const running = parsed.lanes.map((lane) => runLane(lane, width));
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      for (const lane of running) lane.stop(signal);
    });
  }
  const codes = await Promise.all(running.map((lane) => lane.done));
  const seconds = Math.round((Date.now() - started) / 1000);
  const failed = parsed.lanes.filter((_, i) => codes[i] !== 0);
  for (const [i, lane] of parsed.lanes.entries()) console.log(`[${lane.name}] ${codes[i] === 0 ? "passed" : `FAILED (exit ${codes[i]})`}`);
  console.log(`test lanes: ${failed.length === 0 ? "all passed" : `${failed.length} failed`} in ${seconds} s`);
  process.exit(failed.length === 0 ? 0 : 1);
}

await main();
