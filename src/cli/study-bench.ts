/**
 * What a full study chapter costs, measured against a local server:
 *
 *   npm run bench:study [-- --moves 3000] [-- --edits 100] [-- --reads 20]
 *
 * Starts the service (`wrangler dev`, local Durable Objects, its own port and store), makes
 * a study with one chapter of `--moves` moves (seeded random lines of The Pit from the start,
 * merged where they meet: the chapters' bound is 3,000), and measures
 *
 * 1. adding that chapter from its record (read, every move checked, one row a node written);
 * 2. `--edits` edits one at a time (comments and marks on random nodes, each made on the
 *    current version): latency p50, p99 and the worst; each writes one node's row;
 * 3. `--reads` reads of the chapter (its nodes and its record, written afresh each time);
 * 4. the first read after the server is stopped and started again on the same store (the
 *    object rebuilds the chapter's tree from its rows: every move replayed), then a second.
 *
 * Everything runs on loopback and stops by itself.
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ChapterView, CreatedStudy, EditAccepted } from "../contract/study.ts";
import { makeRandom } from "../engine/random-playout.ts";
import { getGame } from "../engine/registry.ts";
import { addMove, createTree, makeTreeRecord, ROOT, type VariationTree } from "../engine/variations.ts";
import { ensureWebBuilt, waitFor } from "./local-server.ts";
import { numberArgument } from "./number-argument.ts";

const MOVES = numberArgument("--moves", 3_000);
const EDITS = numberArgument("--edits", 100);
const READS = numberArgument("--reads", 20);
const PORT = 30000 + Math.floor(Math.random() * 9000);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const WRANGLER = join("node_modules", ".bin", "wrangler");
const store = mkdtempSync(join(tmpdir(), "pigeon-bench-study-"));
// a registry of its own, as bench:league's: another `wrangler dev` starting must not reload this one
const ENV = { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true", WRANGLER_REGISTRY_PATH: join(store, "registry") };

function startServer(): ChildProcess {
  return spawn(WRANGLER, ["dev", "--port", String(PORT), "--persist-to", store, "--var", "RATE_LIMIT:off", "--var", "PUBLIC_ORIGIN:"], { env: ENV, stdio: "ignore" });
}

async function stopServer(server: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGINT");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (server.exitCode === null) server.kill("SIGKILL");
}

/** The local server answers (local-server.ts waits the same two minutes for the other benchmarks'). */
function waitForServer(): Promise<void> {
  return waitFor(`${ORIGIN}/api/variants`);
}

/** A request and how long its whole answer took, in ms. */
async function timed<T>(path: string, init: { method?: string; token?: string; json?: unknown } = {}): Promise<{ value: T; ms: number; bytes: number }> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const started = performance.now();
  const res = await fetch(`${ORIGIN}${path}`, { method: init.method ?? "GET", headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
  const text = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return { value: JSON.parse(text) as T, ms, bytes: text.length };
}

/** A tree of exactly `moves` moves of The Pit: seeded random lines from the start, merged where they meet. */
function fullTree(moves: number): VariationTree {
  const pit = getGame("the-pit")!;
  const start = pit.setup({});
  if (!start.ok) throw new Error(start.error.message);
  const random = makeRandom(32);
  let tree = createTree(pit, start.value);
  while (tree.nodes.size <= moves) {
    let at = ROOT;
    for (let depth = 0; depth < 80 && tree.nodes.size <= moves; depth++) {
      const legal = pit.legalMoves(tree.nodes.get(at)!.state);
      if (legal.length === 0) break;
      const added = addMove(tree, pit, at, legal[Math.floor(random() * legal.length)].text);
      if (!added.ok) throw new Error(added.error.message);
      tree = added.value.tree;
      at = added.value.node;
    }
  }
  return tree;
}

const summary = (times: number[]): string => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1);
  return `p50 ${at(50)} ms, p99 ${at(99)} ms, worst ${sorted[sorted.length - 1].toFixed(1)} ms`;
};

// the service serves its pages from web/dist: wrangler dev does not start without them
ensureWebBuilt();
let server = startServer();
try {
  execFileSync(WRANGLER, ["d1", "migrations", "apply", "DB", "--local", "--persist-to", store], { env: ENV, stdio: "ignore" });
  await waitForServer();
  const record = makeTreeRecord(fullTree(MOVES), new Map([["Variant", "the-pit"]]));
  const { value: study } = await timed<CreatedStudy>("/api/studies", { method: "POST", json: { name: "Bench" } });
  const token = study.editor.token;
  const added = await timed<{ id: string; version: number }>(`/api/studies/${study.id}/chapters`, { method: "POST", token, json: { name: "Full", variant: "the-pit", record } });
  console.log(`chapter of ${MOVES} moves from its record (${(record.length / 1024).toFixed(0)} KiB): ${added.ms.toFixed(0)} ms`);
  const chapter = added.value.id;
  const ids = (await timed<ChapterView>(`/api/studies/${study.id}/chapters/${chapter}`)).value.nodes.map((node) => node.id);

  const random = makeRandom(7);
  let version = added.value.version;
  const edits: number[] = [];
  for (let i = 0; i < EDITS; i++) {
    const node = ids[Math.floor(random() * ids.length)];
    const edit = i % 2 ? { kind: "comment", chapter, node, text: `Note ${i}` } : { kind: "marks", chapter, node, nags: [1 + (i % 6)] };
    const answer = await timed<EditAccepted>(`/api/studies/${study.id}/edits`, { method: "POST", token, json: { version, edit } });
    version = answer.value.version;
    edits.push(answer.ms);
  }
  console.log(`${EDITS} edits on it, one at a time: ${summary(edits)}`);

  const reads: number[] = [];
  let bytes = 0;
  for (let i = 0; i < READS; i++) {
    const read = await timed<ChapterView>(`/api/studies/${study.id}/chapters/${chapter}`);
    reads.push(read.ms);
    bytes = read.bytes;
  }
  console.log(`${READS} reads of it (${(bytes / 1024).toFixed(0)} KiB with its record): ${summary(reads)}`);

  await stopServer(server);
  server = startServer();
  await waitForServer();
  const cold = await timed<ChapterView>(`/api/studies/${study.id}/chapters/${chapter}`);
  const warm = await timed<ChapterView>(`/api/studies/${study.id}/chapters/${chapter}`);
  if (cold.value.version !== version || cold.value.nodes.length !== MOVES + 1) throw new Error("the chapter read after the restart is not the one written");
  console.log(`after a restart: first read (the tree rebuilt from its ${MOVES + 1} rows) ${cold.ms.toFixed(0)} ms, second ${warm.ms.toFixed(0)} ms`);
} finally {
  await stopServer(server);
  rmSync(store, { recursive: true, force: true });
}
