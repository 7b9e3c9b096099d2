/**
 * The API's cost against the platform's floor, side by side:
 *
 *   npm run bench:api [-- --moves 400] [-- --games 200] [-- --seconds 10]
 *
 * Starts the service (`wrangler dev`, local Durable Objects and D1), the bare Durable
 * Object echo of test/fixtures/echo (one SQLite row written per request) and the same
 * echo behind Workers Static Assets (as the service is) as three local servers, so that
 * each runs in its own workerd process whose CPU time /proc can tell apart, and
 * interleaves them:
 *
 * 1. round trips, one at a time, alternating a move of The Pit (a seeded random game,
 *    both seats) and an echo: latency p50/p99, and CPU per request of each workerd
 *    process (utime + stime over the phase, divided by its requests);
 * 2. throughput: `--games` concurrent games playing as fast as answers come, then as many
 *    concurrent echo loops of each kind, `--seconds` each, twice over: requests per
 *    second, errors, and the CPU per request of the server and of this client.
 *
 * Everything runs on loopback and stops by itself.
 */
import { readFileSync, rmSync } from "node:fs";
import { ensureWebBuilt, migrateLocal, start, waitFor, workerdOf } from "./local-server.ts";
import { ScriptedGame } from "./scripted-game.ts";
import { numberArgument } from "./number-argument.ts";

const MOVES = numberArgument("--moves", 400);
const GAMES = numberArgument("--games", 200);
const SECONDS = numberArgument("--seconds", 10);
const WARMUP = numberArgument("--warmup", 0);
const CLOCK_TICKS = 100; // Linux USER_HZ: /proc times are in 1/100 s
/** CPU seconds (user + system) the processes have used so far. */
function cpuSeconds(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
  }
  return ticks / CLOCK_TICKS;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function echo(base: string, id: string, body: string): Promise<boolean> {
  const res = await fetch(`${base}/echo/${id}`, { method: "POST", body, headers: { "Content-Type": "application/json" } });
  await res.arrayBuffer();
  return res.status === 200;
}

async function main(): Promise<void> {
  ensureWebBuilt();
  const port = 30_000 + Math.floor(Math.random() * 10_000);
  const service = start("service", ["--var", "RATE_LIMIT:off"], port);
  migrateLocal(service);
  const floor = start("echo", ["-c", "test/fixtures/echo/wrangler.toml"], port + 1);
  // the same echo behind Workers Static Assets, as the service is: what the assets router adds
  const floorWithAssets = start("echo-assets", ["-c", "test/fixtures/echo/wrangler-assets.toml"], port + 2);
  try {
    await waitFor(`${service.url}/api/variants`);
    await waitFor(`${floor.url}/echo/warmup`, { method: "POST", body: "{}" });
    await waitFor(`${floorWithAssets.url}/echo/warmup`, { method: "POST", body: "{}" });
    const pids = {
      service: workerdOf(service.process.pid as number),
      echo: workerdOf(floor.process.pid as number),
      "echo-assets": workerdOf(floorWithAssets.process.pid as number),
    };
    if (Object.values(pids).some((found) => found.length === 0)) throw new Error("could not find the workerd processes");

    // 1. round trips, alternating
    // Every server's room exists before the clock starts: the phase times moves and
    // echoes, not the creation of a Durable Object (a game's room makes its tables and
    // seats; the echo's makes its one table).
    const body = JSON.stringify({ move: "a2-a3", ply: 12 });
    // --warmup n: n moves and n echoes of each kind first, untimed, so that the phase
    // counts a request's steady cost and not V8 compiling each server's code on first use
    const warm = new ScriptedGame(service.url, 2);
    for (let i = 0; i < WARMUP; i++) {
      await warm.next();
      await echo(floor.url, "warm", body);
      await echo(floorWithAssets.url, "warm", body);
    }
    const game = new ScriptedGame(service.url, 1);
    await game.restart();
    await echo(floor.url, "trips", body);
    await echo(floorWithAssets.url, "trips", body);
    const times = { service: [] as number[], echo: [] as number[], "echo-assets": [] as number[] };
    const cpu0 = { service: cpuSeconds(pids.service), echo: cpuSeconds(pids.echo), "echo-assets": cpuSeconds(pids["echo-assets"]) };
    let refused = 0;
    for (let i = 0; i < MOVES; i++) {
      let t = performance.now();
      if (!(await game.next())) refused++;
      times.service.push(performance.now() - t);
      t = performance.now();
      if (!(await echo(floor.url, "trips", body))) refused++;
      times.echo.push(performance.now() - t);
      t = performance.now();
      if (!(await echo(floorWithAssets.url, "trips", body))) refused++;
      times["echo-assets"].push(performance.now() - t);
    }
    const cpu1 = { service: cpuSeconds(pids.service), echo: cpuSeconds(pids.echo), "echo-assets": cpuSeconds(pids["echo-assets"]) };
    const created = game.gamesCreated - 1;
    console.log(`round trips: ${MOVES} moves and ${MOVES} echoes of each kind, interleaved; ${refused} refused; ${created} games created in the phase`);
    console.log("| server | p50 ms | p99 ms | workerd CPU per request ms |");
    console.log("| --- | --- | --- | --- |");
    for (const name of ["service", "echo", "echo-assets"] as const) {
      const sorted = [...times[name]].sort((a, b) => a - b);
      const cpu = ((cpu1[name] - cpu0[name]) * 1000) / MOVES;
      console.log(`| ${name} | ${percentile(sorted, 50).toFixed(2)} | ${percentile(sorted, 99).toFixed(2)} | ${cpu.toFixed(2)} |`);
    }
    const ratio = (cpu1.service - cpu0.service) / Math.max(1e-9, cpu1.echo - cpu0.echo);
    const ratioAssets = (cpu1.service - cpu0.service) / Math.max(1e-9, cpu1["echo-assets"] - cpu0["echo-assets"]);
    console.log(`CPU per move / CPU per echo: ${ratio.toFixed(2)}x (against the echo behind static assets: ${ratioAssets.toFixed(2)}x)`);

    // 2. throughput, interleaved phases
    const games = Array.from({ length: GAMES }, (_, i) => new ScriptedGame(service.url, 100 + i));
    await Promise.all(games.map((g) => g.next()));
    const phase = () => ({ requests: 0, errors: 0, seconds: 0, clientCpu: 0, serverCpu: 0 });
    const totals = { service: phase(), echo: phase(), "echo-assets": phase() };
    for (let round = 0; round < 2; round++) {
      for (const name of ["service", "echo", "echo-assets"] as const) {
        const until = performance.now() + SECONDS * 1000;
        const started = performance.now();
        const client0 = process.cpuUsage();
        const server0 = cpuSeconds(pids[name]);
        await Promise.all(
          Array.from({ length: GAMES }, async (_, i) => {
            while (performance.now() < until) {
              const ok = name === "service" ? await games[i].next() : await echo(name === "echo" ? floor.url : floorWithAssets.url, `g${i}`, body);
              totals[name].requests++;
              if (!ok) totals[name].errors++;
            }
          }),
        );
        totals[name].seconds += (performance.now() - started) / 1000;
        const client1 = process.cpuUsage(client0);
        totals[name].clientCpu += (client1.user + client1.system) / 1e6;
        totals[name].serverCpu += cpuSeconds(pids[name]) - server0;
      }
    }
    console.log(`\nthroughput: ${GAMES} concurrent clients, ${SECONDS} s per phase, two phases each`);
    // the bench's own client shares the machine: its CPU per request says how much of the
    // difference is the client's, not the server's
    console.log("| server | requests | errors | requests/s | workerd CPU per request ms | bench client CPU per request ms |");
    console.log("| --- | --- | --- | --- | --- | --- |");
    for (const name of ["service", "echo", "echo-assets"] as const) {
      const t = totals[name];
      console.log(`| ${name} | ${t.requests} | ${t.errors} | ${(t.requests / t.seconds).toFixed(0)} | ${((t.serverCpu * 1000) / t.requests).toFixed(2)} | ${((t.clientCpu * 1000) / t.requests).toFixed(2)} |`);
    }
    const rps = (name: keyof typeof totals) => totals[name].requests / totals[name].seconds;
    console.log(`service / echo requests per second: ${(rps("service") / rps("echo")).toFixed(2)}x (against the echo behind static assets: ${(rps("service") / rps("echo-assets")).toFixed(2)}x)`);
  } finally {
    for (const server of [service, floor, floorWithAssets]) {
      server.process.kill("SIGTERM");
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const server of [service, floor, floorWithAssets]) rmSync(server.store, { recursive: true, force: true });
  }
}

await main();
