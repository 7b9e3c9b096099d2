/**
 * Runs npm scripts at the same time and fails when any of them fails:
 * `node src/cli/run-together.ts test:workers test:engine` (as `npm test` runs it).
 *
 * Why: `npm test` ran the engine tests and the Worker tests one after the other, and the
 * Worker phase leaves a third of a two-core machine idle (its tests wait on workerd's
 * storage and sockets), which the engine tests fill (docs/benchmarks.md, "Tenth session").
 *
 * The first script's output streams as it comes, so a run that hangs still shows where;
 * each other script's output is held and printed whole when it ends, under a line that
 * names it, so two test reports never interleave line by line.
 */
import { spawn } from "node:child_process";

/** Every script started, so that a stop of this process stops them too. */
const children: ReturnType<typeof spawn>[] = [];

interface Finished {
  readonly script: string;
  readonly code: number;
  readonly seconds: number;
}

function run(script: string, live: boolean): Promise<Finished> {
  const started = Date.now();
  const held: Buffer[] = [];
  const child = spawn("npm", ["run", "--silent", script], { stdio: live ? "inherit" : ["ignore", "pipe", "pipe"] });
  if (!live) {
    child.stdout?.on("data", (chunk: Buffer) => held.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => held.push(chunk));
  }
  children.push(child);
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      const seconds = (Date.now() - started) / 1000;
      if (!live) {
        process.stdout.write(`\n──── npm run ${script} (ran beside the others; its output, held until it ended) ────\n`);
        process.stdout.write(Buffer.concat(held));
      }
      resolve({ script, code: code ?? (signal ? 1 : 0), seconds });
    });
  });
}

// a Ctrl-C or a CI runner's stop ends the children too, not only this process
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(130);
  });
}

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error("usage: node src/cli/run-together.ts <npm script> [<npm script>...]");
  process.exit(2);
}
const results = await Promise.all(scripts.map((script, i) => run(script, i === 0)));
for (const { script, code, seconds } of results) {
  console.log(`npm run ${script}: ${code === 0 ? "passed" : `failed (exit ${code})`} in ${seconds.toFixed(0)} s`);
}
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
