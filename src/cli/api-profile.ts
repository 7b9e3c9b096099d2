/**
 * Where the CPU time of a move goes, inside the service's own isolate:
 *
 *   npm run profile:api [-- --moves 2000] [-- --games 10] [-- --top 40] [-- --heap]
 *
 * Starts the service (`wrangler dev --no-minify`, so functions keep their names) with
 * workerd's inspector open, starts V8's sampling profiler through the Chrome DevTools
 * protocol (`Profiler.start` over the inspector's WebSocket), plays `--moves` moves of
 * The Pit in `--games` concurrent games (the bench:api client), stops the profiler and
 * prints, per move: the JavaScript time sampled, the time inside each step of the move's
 * path (inclusive: a step's callees count in it) and the functions with the most time of
 * their own. What the profiler cannot see (workerd's C++: SQLite, the socket and HTTP
 * layers, the assets router) shows as "(program)" or not at all; the bench's /proc CPU
 * figures cover it.
 *
 * With `--heap`, V8's sampling heap profiler runs instead (every object allocated counts,
 * those the collector has freed included): the bytes of JavaScript objects a move
 * allocates, per step and per function that allocates them. What is allocated is what the
 * garbage collector later pays for (`npm run profile:api-native` shows that cost).
 */
import { rmSync } from "node:fs";
import { ensureWebBuilt, migrateLocal, start, waitFor } from "./local-server.ts";
import { ScriptedGame } from "./scripted-game.ts";
import { numberArgument } from "./number-argument.ts";

const MOVES = numberArgument("--moves", 2000);
const GAMES = numberArgument("--games", 10);
const TOP = numberArgument("--top", 40);
const HEAP = process.argv.includes("--heap");

/** The steps of a move's path, by the function that does each (src/worker): inclusive time. */
const STEPS: readonly (readonly [string, string])[] = [
  ["the Worker's router and middleware (Hono, headers)", "dispatch"],
  ["reading the body: JSON and zod", "readBody"],
  ["the GameRoom's move (everything in the object)", "move"],
  ["  the seat token's SHA-256 (crypto.subtle)", "seatOfToken"],
  ["  the computer's budget wrapper", "withComputerBudget"],
  ["  the rules: the engine validates and plays", "play"],
  ["  appending to the log and the chain", "recordMove"],
  ["    the chain's SHA-256 (@noble/hashes)", "extendChain"],
  ["  conditional replies", "playConditionalReply"],
  ["  notices after the move", "noticesAfterMove"],
  ["  after the change (version, outboxes, snapshot, broadcast, alarm)", "afterChange"],
  ["    outboxes marked", "noteOutboxes"],
  ["    the snapshot", "makeSnapshot"],
  ["      the clocks (a fold over the log)", "clockOf"],
  ["    the update cut from the snapshot", "makeUpdate"],
  ["    the broadcast", "broadcast"],
  ["    the computer's budget settled", "settleComputerMove"],
  ["    the alarm", "scheduleAlarm"],
  ["the answer's JSON", "respond"],
];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; scriptId: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A tiny Chrome DevTools protocol client: one WebSocket, numbered calls. */
async function inspector(url: string): Promise<(method: string, params?: object) => Promise<Record<string, unknown>>> {
  // wrangler's inspector proxy admits only local DevTools origins
  // (Node's WebSocket takes undici's `headers`, which the DOM's typings do not know)
  const socket = new WebSocket(url, { headers: { Origin: "http://127.0.0.1" } } as unknown as string[]);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", () => reject(new Error(`the inspector at ${url} refused the connection`)), { once: true });
  });
  const waiting = new Map<number, (result: Record<string, unknown>) => void>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: Record<string, unknown>; error?: unknown };
    if (message.id === undefined) return;
    // an error answers as an empty result: the caller checks what it needs (a script without source, say)
    if (message.error) console.error(`inspector: ${JSON.stringify(message.error)}`);
    waiting.get(message.id)?.(message.result ?? {});
  });
  let next = 1;
  return (method, params = {}) =>
    new Promise((resolve) => {
      const id = next++;
      waiting.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
}

/** A script's lines, by id: an anonymous function is named by the start of its line. */
type Sources = Map<string, string[]>;

function summarise(profile: Profile, sources: Sources): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  let idle = 0;
  profile.samples.forEach((sample, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    const node = byId.get(sample)!;
    const name = node.callFrame.functionName || "(anonymous)";
    if (name === "(idle)") {
      idle += delta;
      return;
    }
    total += delta;
    const line = name === "(anonymous)" ? sources.get(node.callFrame.scriptId)?.[node.callFrame.lineNumber]?.trim().slice(0, 60) : undefined;
    const where = `${name} ${node.callFrame.url.split("/").slice(-2).join("/")}:${node.callFrame.lineNumber + 1}${line ? ` \`${line.replaceAll("`", "'").replaceAll("|", "\\|")}\`` : ""}`;
    self.set(where, (self.get(where) ?? 0) + delta);
    const seen = new Set<string>();
    for (let at: number | undefined = sample; at !== undefined; at = parent.get(at)) {
      const fn = byId.get(at)!.callFrame.functionName;
      if (!seen.has(fn)) {
        seen.add(fn);
        inclusive.set(fn, (inclusive.get(fn) ?? 0) + delta);
      }
    }
  });
  const perMove = (us: number) => (us / 1000 / MOVES).toFixed(3);
  console.log(`${MOVES} moves in ${GAMES} concurrent games; JavaScript sampled: ${perMove(total)} ms a move (idle ${perMove(idle)} ms a move)`);
  printTables({ unit: "ms a move", perMove, total, inclusive, self, topHeading: `own time: top ${TOP} functions` });
}

/** The two tables of a profile: each step of a move (inclusive), then the functions with the most of their own. */
function printTables(t: {
  unit: string;
  perMove: (amount: number) => string;
  total: number;
  inclusive: ReadonlyMap<string, number>;
  self: ReadonlyMap<string, number>;
  topHeading: string;
}): void {
  const share = (amount: number) => `${((100 * amount) / t.total).toFixed(1)}%`;
  console.log(`\n| step (function) | ${t.unit} | share |\n| --- | --- | --- |`);
  for (const [label, fn] of STEPS) {
    const amount = t.inclusive.get(fn) ?? 0;
    console.log(`| ${label} (\`${fn}\`) | ${t.perMove(amount)} | ${share(amount)} |`);
  }
  console.log(`\n| ${t.topHeading} | ${t.unit} | share |\n| --- | --- | --- |`);
  for (const [where, amount] of [...t.self].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    console.log(`| ${where} | ${t.perMove(amount)} | ${share(amount)} |`);
  }
}

interface HeapNode {
  callFrame: ProfileNode["callFrame"];
  selfSize: number;
  children: HeapNode[];
}

/** Bytes allocated a move: per step (inclusive) and per allocating function. */
function summariseHeap(head: HeapNode): void {
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  const walk = (node: HeapNode, path: readonly string[]): void => {
    const fn = node.callFrame.functionName || "(anonymous)";
    const here = path.includes(fn) ? path : [...path, fn];
    if (node.selfSize > 0) {
      total += node.selfSize;
      const where = `${fn} ${node.callFrame.url.split("/").slice(-2).join("/")}:${node.callFrame.lineNumber + 1}`;
      self.set(where, (self.get(where) ?? 0) + node.selfSize);
      for (const name of here) inclusive.set(name, (inclusive.get(name) ?? 0) + node.selfSize);
    }
    for (const child of node.children) walk(child, here);
  };
  walk(head, []);
  const perMove = (bytes: number) => (bytes / 1024 / MOVES).toFixed(2);
  console.log(`${MOVES} moves in ${GAMES} concurrent games; JavaScript objects allocated: ${perMove(total)} KiB a move`);
  printTables({ unit: "KiB a move", perMove, total, inclusive, self, topHeading: `allocated by: top ${TOP} functions` });
}

async function main(): Promise<void> {
  ensureWebBuilt();
  const port = 40_000 + Math.floor(Math.random() * 10_000);
  const inspectorPort = port + 1;
  const service = start("profile", ["--var", "RATE_LIMIT:off", "--no-minify", "--inspector-port", String(inspectorPort)], port);
  migrateLocal(service);
  try {
    await waitFor(`${service.url}/api/variants`);
    const games = Array.from({ length: GAMES }, (_, i) => new ScriptedGame(service.url, 100 + i));
    await Promise.all(games.map((game) => game.next())); // the rooms exist and are warm before sampling
    const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as { webSocketDebuggerUrl: string; title?: string }[];
    const target = targets.find((t) => t.title?.includes("pigeon-post")) ?? targets[0];
    if (!target) throw new Error("the inspector lists no worker");
    const call = await inspector(target.webSocketDebuggerUrl);
    if (HEAP) {
      await call("HeapProfiler.enable");
      await call("HeapProfiler.startSampling", { samplingInterval: 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
    } else {
      await call("Profiler.enable");
      await call("Profiler.setSamplingInterval", { interval: 100 });
      await call("Profiler.start");
    }
    let played = 0;
    let refused = 0;
    await Promise.all(
      games.map(async (game) => {
        while (played < MOVES) {
          played++;
          if (!(await game.next())) refused++;
        }
      }),
    );
    if (refused > 0) throw new Error(`${refused} moves refused`);
    if (HEAP) {
      const { profile: heap } = (await call("HeapProfiler.stopSampling")) as unknown as { profile: { head: HeapNode } };
      summariseHeap(heap.head);
      return;
    }
    const { profile } = (await call("Profiler.stop")) as unknown as { profile: Profile };
    await call("Debugger.enable");
    const sources: Sources = new Map();
    for (const id of new Set(profile.nodes.map((node) => node.callFrame.scriptId).filter((id) => id !== "0"))) {
      const { scriptSource } = (await call("Debugger.getScriptSource", { scriptId: id })) as { scriptSource?: string };
      if (scriptSource) sources.set(id, scriptSource.split("\n"));
    }
    summarise(profile, sources);
  } finally {
    service.process.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 1000));
    rmSync(service.store, { recursive: true, force: true });
  }
}

await main();
