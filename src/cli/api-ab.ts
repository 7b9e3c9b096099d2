/**
 * A change to a move's path, before and after, by the workerd CPU each spends a move:
 *
 *   npm run bench:api-ab -- <other checkout> [--rounds 8] [--seconds 5] [--games 50]
 *
 * Starts this checkout's service and the other's (a `git worktree` of the commit before,
 * with node_modules linked and web/dist built) as two local servers, each in its own
 * workerd process, and plays `--games` concurrent games of The Pit on each in turn,
 * `--seconds` a phase, for `--rounds` rounds. The order within a round alternates (A B,
 * then B A): on this machine kind the second phase of a round reads about 5% more CPU
 * than the first, whichever build runs in it (2026-11-28), so a fixed order would
 * pass that for a difference. Prints each round and the median of the rounds' ratios.
 *
 * `npm run bench:api` compares the service with a bare Durable Object echo, whose phases
 * swing by up to a third between runs; two builds of the same service, side by side,
 * are the measure of a change.
 */
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { cpuNanoseconds, ensureWebBuilt, migrateLocal, start, waitFor, workerdOf, type Server } from "./local-server.ts";
import { ScriptedGame } from "./scripted-game.ts";
import { numberArgument } from "./number-argument.ts";

const other = process.argv[2];
if (!other || other.startsWith("--")) throw new Error("usage: npm run bench:api-ab -- <other checkout> [--rounds 8] [--seconds 5] [--games 50]");
const ROUNDS = numberArgument("--rounds", 8);
const SECONDS = numberArgument("--seconds", 5);
const GAMES = numberArgument("--games", 50);

/** Starts the service of the checkout at `dir` (wrangler runs where it is started). */
function startIn(dir: string, name: string, port: number): Server {
  const here = process.cwd();
  process.chdir(dir);
  try {
    ensureWebBuilt();
    const server = start(name, ["--var", "RATE_LIMIT:off"], port); // as bench:api starts it
    migrateLocal(server);
    return server;
  } finally {
    process.chdir(here);
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main(): Promise<void> {
  const port = 41_000 + Math.floor(Math.random() * 5_000);
  const servers = { before: startIn(resolve(other), "before", port), after: startIn(process.cwd(), "after", port + 1) };
  try {
    for (const server of Object.values(servers)) await waitFor(`${server.url}/api/variants`);
    const pids = { before: workerdOf(servers.before.process.pid as number), after: workerdOf(servers.after.process.pid as number) };
    if (pids.before.length === 0 || pids.after.length === 0) throw new Error("could not find the workerd processes");
    const games = {
      before: Array.from({ length: GAMES }, (_, i) => new ScriptedGame(servers.before.url, 100 + i)),
      after: Array.from({ length: GAMES }, (_, i) => new ScriptedGame(servers.after.url, 100 + i)),
    };
    for (const list of Object.values(games)) await Promise.all(list.map((game) => game.next()));

    console.log(`${GAMES} concurrent games of The Pit on each build, ${SECONDS} s a phase, ${ROUNDS} rounds`);
    console.log("| round | order | before: workerd CPU a move ms | after | after / before |");
    console.log("| --- | --- | --- | --- | --- |");
    const ratios: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const order = round % 2 === 1 ? (["before", "after"] as const) : (["after", "before"] as const);
      const perMove = { before: 0, after: 0 };
      for (const build of order) {
        const until = performance.now() + SECONDS * 1000;
        const cpu0 = cpuNanoseconds(pids[build]);
        let moves = 0;
        await Promise.all(
          games[build].map(async (game) => {
            while (performance.now() < until) {
              if (!(await game.next())) throw new Error(`${build}: a move was refused`);
              moves++;
            }
          }),
        );
        perMove[build] = (cpuNanoseconds(pids[build]) - cpu0) / 1e6 / moves;
      }
      ratios.push(perMove.after / perMove.before);
      console.log(`| ${round} | ${order.join(" ")} | ${perMove.before.toFixed(3)} | ${perMove.after.toFixed(3)} | ${(perMove.after / perMove.before).toFixed(3)} |`);
    }
    console.log(`median after / before: ${median(ratios).toFixed(3)}x (rounds ${Math.min(...ratios).toFixed(3)}-${Math.max(...ratios).toFixed(3)})`);
  } finally {
    for (const server of Object.values(servers)) server.process.kill("SIGTERM");
    await new Promise((done) => setTimeout(done, 1000));
    for (const server of Object.values(servers)) rmSync(server.store, { recursive: true, force: true });
  }
}

await main();
