/**
 * Local `wrangler dev` servers for the benchmarks (bench:api, bench:pictures): each in
 * its own workerd process, with its own storage, so that /proc can tell their CPU apart.
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const WRANGLER = join("node_modules", ".bin", "wrangler");
export const ENV = { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" };

export interface Server {
  readonly name: string;
  readonly url: string;
  readonly process: ChildProcess;
  readonly store: string;
}

/** The service's configs: the game Worker (primary) and the picture renderer it calls. */
export const SERVICE_CONFIGS = ["-c", "wrangler.toml", "-c", "src/pictures/wrangler.toml"] as const;

/** Starts `wrangler dev` with `args` on `port`, storing its state in a fresh temporary folder. */
export function start(name: string, args: readonly string[], port: number): Server {
  const store = mkdtempSync(join(tmpdir(), `pigeon-bench-${name}-`));
  const child = spawn(WRANGLER, ["dev", ...args, "--port", String(port), "--persist-to", store], { env: ENV, stdio: "ignore", detached: false });
  return { name, url: `http://127.0.0.1:${port}`, process: child, store };
}

/** Builds the pages if they are not built: the service's Worker serves them. */
export function ensureWebBuilt(): void {
  if (!existsSync("web/dist/index.html")) execFileSync("npm", ["run", "build:web"], { stdio: "inherit", env: ENV });
}

/** Applies the D1 migrations to a server's local storage (`wrangler dev` does not). */
export function migrateLocal(server: Server): void {
  execFileSync(WRANGLER, ["d1", "migrations", "apply", "DB", "--local", "--persist-to", server.store], { env: ENV, stdio: "ignore" });
}

export async function waitFor(url: string, init?: RequestInit): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, init);
      await res.arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`${url} did not answer within two minutes`);
}

/** Every descendant process of `pid` whose command is workerd. */
export function workerdOf(pid: number): number[] {
  const children = (parent: number): number[] => {
    try {
      return execFileSync("pgrep", ["-P", String(parent)], { encoding: "utf8" }).split("\n").filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  const found: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const next = queue.shift() as number;
    for (const child of children(next)) {
      queue.push(child);
      if (readFileSync(`/proc/${child}/comm`, "utf8").trim() === "workerd") found.push(child);
    }
  }
  return found;
}

/**
 * Nanoseconds on a CPU, all threads of the processes together, from each thread's
 * schedstat: fine enough to time one request (the /proc/<pid>/stat ticks are 10 ms).
 */
export function cpuNanoseconds(pids: readonly number[]): number {
  let total = 0;
  for (const pid of pids) {
    for (const thread of readdirSync(`/proc/${pid}/task`)) {
      try {
        total += Number(readFileSync(`/proc/${pid}/task/${thread}/schedstat`, "utf8").split(" ")[0]);
      } catch {
        // a thread that ended between the listing and the read has nothing more to add
      }
    }
  }
  return total;
}

/** CPU milliseconds the workerd processes `pids` spent on one GET of `url`, which must answer 200 with `type`. */
export async function cpuOfGet(pids: readonly number[], url: string, type: string): Promise<number> {
  const before = cpuNanoseconds(pids);
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status !== 200 || res.headers.get("Content-Type") !== type) throw new Error(`${url}: ${res.status}`);
  // the cache write happens after the answer (waitUntil): give it a moment to be counted
  await new Promise((resolve) => setTimeout(resolve, 20));
  return (cpuNanoseconds(pids) - before) / 1e6;
}
