/**
 * Where workerd's CPU goes for a move and for an echo, native code included:
 *
 *   npm run profile:api-native [-- --games 50] [-- --seconds 15] [-- --warmup 40]
 *
 * `npm run profile:api` samples the service's JavaScript only; most of a request's CPU is
 * workerd's own C++ (HTTP, the call into the Durable Object, SQLite, V8's garbage
 * collector and the glue between JavaScript and C++), which the operating system counts
 * and V8's profiler cannot see. This runs the service and the Durable Object echo behind
 * static assets (as `npm run bench:api` starts them), warms every game and echo room
 * with `--warmup` requests, then loads each in turn with `--games` concurrent clients for
 * `--seconds` while Linux `perf record` samples its workerd process (cpu-clock, 1999 Hz).
 * It prints the samples sorted into kinds of work, in ms a request, side by side.
 *
 * Needs `perf` (Debian's linux-perf) and the right to trace (root, or
 * kernel.perf_event_paranoid <= 1). JIT-compiled JavaScript shows as one kind: workerd
 * gives perf no map of V8's code.
 */
import { execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureWebBuilt, migrateLocal, start, waitFor, workerdOf } from "./local-server.ts";
import { ScriptedGame } from "./scripted-game.ts";
import { numberArgument } from "./number-argument.ts";

const GAMES = numberArgument("--games", 50);
const SECONDS = numberArgument("--seconds", 15);
const WARMUP = numberArgument("--warmup", 40);
const HZ = 1999;

/** The kind of work a sampled function is, by its name and the object file it is in. */
function kindOf(object: string, symbol: string): string {
  if (object.startsWith("[JIT]")) return "JavaScript: compiled code";
  if (symbol.startsWith("Builtins_")) return "JavaScript: V8's built-ins";
  if (/Scavenger|MarkCompact|Sweeper|Marking|cppgc|Heap::|GCTracer/.test(symbol)) return "V8: garbage collection";
  if (/^v8::internal::Json/.test(symbol)) return "V8: JSON";
  if (/compiler::|maglev|Compiler|interpreter::|Parser|baseline/i.test(symbol)) return "V8: compiling";
  if (symbol.startsWith("v8::")) return "V8: other (objects, strings, handles)";
  if (/tcmalloc|TCMalloc/.test(symbol)) return "memory allocation (tcmalloc)";
  if (/^(sqlite3|pcache|btree|vdbe|pager|json|wal)/i.test(symbol)) return "SQLite";
  if (/^(deflate|inflate|build_tree|compress_block|longest_match|fill_window|pqdownheap|send_tree|crc32|adler)/.test(symbol)) return "zlib (the dev server's gzip)";
  if (object.includes("kernel")) return "kernel";
  if (object.startsWith("libc")) return "libc (memcpy, memset)";
  if (/jsg::|workerd::api/.test(symbol)) return "workerd: JavaScript API glue";
  if (symbol.includes("capnp")) return "workerd: RPC (Cap'n Proto)";
  if (/hyper|Http|http::/.test(symbol)) return "workerd: HTTP";
  if (symbol.includes("kj::")) return "workerd: KJ (promises, strings)";
  if (symbol.includes("workerd")) return "workerd: other";
  return "other";
}

/** Samples a kind of work, from `perf report --sort dso,sym -n` of one recording. */
function samplesByKind(data: string): Map<string, number> {
  const report = execFileSync("perf", ["report", "-i", data, "--no-children", "--sort", "dso,sym", "-g", "none", "--stdio", "-n"], {
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    stdio: ["ignore", "pipe", "ignore"],
  });
  const kinds = new Map<string, number>();
  for (const line of report.split("\n")) {
    const row = /^\s*[\d.]+%\s+(\d+)\s+(\[JIT\] tid \d+|\S+)\s+\[.\]\s+(.*)$/.exec(line);
    if (!row) continue;
    const kind = kindOf(row[2], row[3].trim());
    kinds.set(kind, (kinds.get(kind) ?? 0) + Number(row[1]));
  }
  return kinds;
}

async function main(): Promise<void> {
  ensureWebBuilt();
  const port = 31_000 + Math.floor(Math.random() * 9_000);
  const service = start("service", ["--var", "RATE_LIMIT:off"], port);
  migrateLocal(service);
  const echoServer = start("echo-assets", ["-c", "test/fixtures/echo/wrangler-assets.toml"], port + 1);
  const body = JSON.stringify({ move: "a2-a3", ply: 12 });
  const echo = async (id: string): Promise<void> => {
    const res = await fetch(`${echoServer.url}/echo/${id}`, { method: "POST", body, headers: { "Content-Type": "application/json" } });
    await res.arrayBuffer();
  };
  const recordings: string[] = [];
  try {
    await waitFor(`${service.url}/api/variants`);
    await waitFor(`${echoServer.url}/echo/warmup`, { method: "POST", body: "{}" });
    const pids = { service: workerdOf(service.process.pid as number), echo: workerdOf(echoServer.process.pid as number) };
    const games = Array.from({ length: GAMES }, (_, i) => new ScriptedGame(service.url, 100 + i));
    await Promise.all(
      games.map(async (game, i) => {
        for (let k = 0; k < WARMUP; k++) {
          await game.next();
          await echo(`g${i}`);
        }
      }),
    );
    const requests = { service: 0, echo: 0 };
    const kinds = { service: new Map<string, number>(), echo: new Map<string, number>() };
    for (const name of ["service", "echo"] as const) {
      const data = join(tmpdir(), `pigeon-perf-${name}-${process.pid}.data`);
      recordings.push(data);
      const recorder = spawn("perf", ["record", "-e", "cpu-clock", "-F", String(HZ), "-o", data, "-p", pids[name].join(",")], { stdio: "ignore" });
      await new Promise((resolve) => setTimeout(resolve, 500)); // perf attaches before the load starts
      const until = performance.now() + SECONDS * 1000;
      await Promise.all(
        games.map(async (game, i) => {
          while (performance.now() < until) {
            if (name === "service") {
              if (!(await game.next())) throw new Error("a move was refused");
            } else await echo(`g${i}`);
            requests[name]++;
          }
        }),
      );
      recorder.kill("SIGINT");
      await new Promise((resolve) => recorder.on("exit", resolve));
      kinds[name] = samplesByKind(data);
    }
    const msPerRequest = (name: "service" | "echo", kind: string) => ((kinds[name].get(kind) ?? 0) * 1000) / HZ / requests[name];
    const all = [...new Set([...kinds.service.keys(), ...kinds.echo.keys()])];
    const rows = all.map((kind) => ({ kind, service: msPerRequest("service", kind), echo: msPerRequest("echo", kind) }));
    rows.sort((a, b) => b.service - b.echo - (a.service - a.echo));
    console.log(`${GAMES} concurrent clients, ${SECONDS} s each, after ${WARMUP} warm-up requests a client: ${requests.service} moves, ${requests.echo} echoes`);
    console.log("| kind of work | a move, ms | an echo behind assets, ms | difference |");
    console.log("| --- | ---: | ---: | ---: |");
    for (const row of rows) console.log(`| ${row.kind} | ${row.service.toFixed(3)} | ${row.echo.toFixed(3)} | ${(row.service - row.echo >= 0 ? "+" : "") + (row.service - row.echo).toFixed(3)} |`);
    const total = (name: "service" | "echo") => rows.reduce((sum, row) => sum + row[name], 0);
    console.log(`| all | ${total("service").toFixed(3)} | ${total("echo").toFixed(3)} | ${(total("service") / total("echo")).toFixed(2)}x |`);
  } finally {
    for (const server of [service, echoServer]) server.process.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const server of [service, echoServer]) rmSync(server.store, { recursive: true, force: true });
    for (const data of recordings) rmSync(data, { force: true });
  }
}

await main();
