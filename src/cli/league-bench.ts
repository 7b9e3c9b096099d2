/**
 * What a large league costs, measured against a local server:
 *
 *   npm run bench:league [-- --players 64] [-- --results 1000] [-- --start-only]
 *
 * Starts the service (`wrangler dev`, local Durable Objects and D1, its own port and store),
 * creates a double round-robin of `--players` players (64: 4,032 games), joins them, and
 * measures
 *
 * 1. the start request (all pairings recorded, answered with the whole table) and the time
 *    until every game's room exists (created in batches by the League's alarm); with
 *    `--start-only`, the start alone;
 * 2. while the rooms are being created, what the league's readers wait: one reader asks,
 *    one request at a time in turn, `GET /api/leagues/:id` (the table), `GET /api/leagues/:id/me`
 *    (a player's games) and `GET /l/:id` (the league page), and the latency of each is
 *    reported as p50, p99 and the worst;
 * 3. `--results` games ended (one side resigns through the API, 8 at a time) and the time
 *    until the league has counted every one of them (each room reports by its alarm).
 *
 * Everything runs on loopback and stops by itself. The figures are the whole path (Worker,
 * League and GameRoom objects, their alarms and storage), on whatever machine runs it.
 */
import { spawn, execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { waitFor } from "./local-server.ts";
import type { CreatedLeague, LeagueMe, LeagueView } from "../contract/league.ts";
import { numberArgument } from "./number-argument.ts";

const PLAYERS = numberArgument("--players", 64);
const RESULTS = numberArgument("--results", 1000);
const PORT = 30000 + Math.floor(Math.random() * 9000);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const WRANGLER = join("node_modules", ".bin", "wrangler");
const store = mkdtempSync(join(tmpdir(), "pigeon-bench-league-"));
// a registry of its own: in the shared one, every other `wrangler dev` on the machine that
// starts or stops reloads this server, and the requests in flight are cut
const ENV = { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true", WRANGLER_REGISTRY_PATH: join(store, "registry") };

execFileSync(WRANGLER, ["d1", "migrations", "apply", "DB", "--local", "--persist-to", store], { env: ENV, stdio: "ignore" });
const server = spawn(
  WRANGLER,
  ["dev", "--port", String(PORT), "--persist-to", store, "--var", "RATE_LIMIT:off", "--var", "PUBLIC_ORIGIN:", "--var", "LEAGUE_SECRET:bench-league-secret-0123456789abcdef"],
  { env: ENV, stdio: process.argv.includes("--verbose") ? "inherit" : "ignore" },
);

async function api<T>(path: string, init: { method?: string; token?: string; json?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const res = await fetch(`${ORIGIN}${path}`, { method: init.method ?? "GET", headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The local server answers (local-server.ts waits the same two minutes for the other benchmarks'). */
function waitForServer(): Promise<void> {
  return waitFor(`${ORIGIN}/api/variants`);
}

/** Polls `done` every 250 ms; the time it took, in ms. */
async function until(done: () => Promise<boolean>, limitMs = 900_000): Promise<number> {
  const started = performance.now();
  while (!(await done())) {
    if (performance.now() - started > limitMs) throw new Error("gave up waiting");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return performance.now() - started;
}

/** The `p`th percentile of `values` (nearest rank). */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The reads a league's visitors make, each timed, in turn, until `stop` says so; any that fails is counted under "failed". */
async function readWhile(leagueId: string, token: string, stop: () => boolean): Promise<Map<string, number[]>> {
  const reads: Array<[string, () => Promise<Response>]> = [
    ["GET /api/leagues/:id", () => fetch(`${ORIGIN}/api/leagues/${leagueId}`)],
    ["GET /api/leagues/:id/me", () => fetch(`${ORIGIN}/api/leagues/${leagueId}/me`, { headers: { Authorization: `Bearer ${token}` } })],
    ["GET /l/:id", () => fetch(`${ORIGIN}/l/${leagueId}`)],
  ];
  const times = new Map(reads.map(([name]) => [name, [] as number[]]));
  const failed: number[] = [];
  while (!stop()) {
    for (const [name, read] of reads) {
      const t = performance.now();
      try {
        const res = await read();
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${name}: ${res.status}`);
        times.get(name)!.push(performance.now() - t);
      } catch (error) {
        console.error(error);
        failed.push(performance.now() - t);
      }
    }
  }
  if (failed.length) times.set("failed", failed);
  return times;
}

/** Runs `work` over `items`, `width` at a time. */
async function pool<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) await work(items[next++]);
  }));
}

try {
  await waitForServer();
  const league = await api<CreatedLeague>("/api/leagues", {
    method: "POST",
    json: { name: "Bench league", variant: "the-pit", format: "round-robin", double: true, timeControl: null, maxPlayers: PLAYERS },
  });
  const code = new URL(league.joinUrl, ORIGIN).hash.replace("#join=", "");
  const tokens: string[] = [];
  for (let i = 0; i < PLAYERS; i++) tokens.push((await api<{ token: string }>(`/api/leagues/${league.id}/players`, { method: "POST", json: { name: `Player ${i + 1}`, code } })).token);

  const t0 = performance.now();
  const started = await api<LeagueView>(`/api/leagues/${league.id}/start`, { method: "POST", token: league.organizer.token, json: {} });
  const startMs = performance.now() - t0;
  const games = started.rounds.reduce((n, r) => n + r.games.length, 0);
  console.log(`start: ${startMs.toFixed(0)} ms for ${games} games paired (${games - started.gamesPending} created before the answer)`);
  // --start-only: the one figure a change to the start moves, without the minutes the rest takes
  if (!process.argv.includes("--start-only")) {
    let creating = true;
    const reading = readWhile(league.id, tokens[0], () => !creating);
    const createdMs = await until(async () => (await api<LeagueView>(`/api/leagues/${league.id}`)).gamesPending === 0);
    creating = false;
    const reads = await reading;
    console.log(`every room created: ${((startMs + createdMs) / 1000).toFixed(1)} s after the start (${(games / ((startMs + createdMs) / 1000)).toFixed(0)} games/s)`);
    console.log("reads while the rooms were created (one reader, one request at a time):");
    console.log("| read | requests | p50 ms | p99 ms | worst ms |");
    console.log("| --- | --- | --- | --- | --- |");
    for (const [name, times] of reads) {
      console.log(`| ${name} | ${times.length} | ${percentile(times, 50).toFixed(0)} | ${percentile(times, 99).toFixed(0)} | ${Math.max(...times).toFixed(0)} |`);
    }

    // the seats of the first RESULTS games of the whole table; the side to move resigns each
    const seats = new Map<string, string>();
    await pool(tokens, 8, async (token) => {
      for (const game of (await api<LeagueMe>(`/api/leagues/${league.id}/me`, { token })).games) if (game.side === "white") seats.set(game.id, new URL(game.url).hash.replace("#seat=", ""));
    });
    const chosen = started.rounds.flatMap((r) => r.games).slice(0, RESULTS);
    const t1 = performance.now();
    await pool(chosen, 8, async (game) => {
      await api(`/api/games/${game.id}/resign`, { method: "POST", token: seats.get(game.id), json: {} });
    });
    const resignedMs = performance.now() - t1;
    const countedMs = await until(async () => {
      const view = await api<LeagueView>(`/api/leagues/${league.id}`);
      return view.rounds.reduce((n, r) => n + r.games.filter((g) => g.result !== null).length, 0) >= chosen.length;
    });
    const view = await api<LeagueView>(`/api/leagues/${league.id}`);
    const counted = view.rounds.reduce((n, r) => n + r.games.filter((g) => g.result !== null).length, 0);
    console.log(`${chosen.length} games resigned in ${(resignedMs / 1000).toFixed(1)} s (8 at a time); all counted by the league ${((resignedMs + countedMs) / 1000).toFixed(1)} s after the first (${counted} results, ${view.standings.reduce((s, r) => s + r.played, 0) / 2} counted games in the standings)`);
    const t2 = performance.now();
    await api(`/api/leagues/${league.id}`);
    console.log(`GET /api/leagues/:id with ${games} games: ${(performance.now() - t2).toFixed(0)} ms`);
  }
} finally {
  server.kill();
  rmSync(store, { recursive: true, force: true });
}
