/**
 * Measures the archive's queries on 100,000 finished games in a local D1 (the SQLite
 * that workerd runs), using the exact SQL the Worker's query builder produces.
 *
 *   npm run bench:archive [-- --rows 100000]
 *
 * Two figures per query: D1's own `meta.duration` (time spent executing the SQL, what a
 * deployed Worker waits for beyond the network) and the wall time through the local
 * proxy (dominated by Node-to-workerd round trips, so an upper bound).
 * Rows are synthetic and deterministic: players from a pool of 2,000 names, five games,
 * eight result/termination pairs, end times spread over two years.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import { SYNTHETIC_GAMES_SQL } from "../db/synthetic-archive.ts";
import { archiveSelect, summarySelect, type ArchiveQuery } from "../worker/archive.ts";

const rowsArg = process.argv.indexOf("--rows");
const ROWS = rowsArg > 0 ? Number(process.argv[rowsArg + 1]) : 100_000;
const RUNS = 40;

interface Statement {
  bind(...values: unknown[]): Statement;
  run(): Promise<{ meta: { duration: number } }>;
  all(): Promise<{ results: unknown[]; meta: { duration: number } }>;
}
interface D1Like {
  prepare(sql: string): Statement;
}

async function main(): Promise<void> {
  const persist = mkdtempSync(join(tmpdir(), "pigeon-archive-bench-"));
  const proxy = await getPlatformProxy<{ DB: D1Like }>({ configPath: "wrangler.toml", persist: { path: persist } });
  const db = proxy.env.DB;
  try {
    for (const file of readdirSync("migrations").filter((f) => f.endsWith(".sql")).sort()) {
      for (const statement of readFileSync(join("migrations", file), "utf8").split("--> statement-breakpoint")) {
        if (statement.trim()) await db.prepare(statement).run();
      }
    }
    const seeded = await db.prepare(SYNTHETIC_GAMES_SQL).bind(ROWS - 1).run();
    console.log(`seeded ${ROWS} games in ${(seeded.meta.duration / 1000).toFixed(1)} s`);

    const start = Date.parse("2025-01-01T00:00:00Z");
    const queries: [string, ArchiveQuery][] = [
      ["newest first", { limit: 20 }],
      ["one game", { variant: "inside-out", limit: 20 }],
      ["one result", { result: "1/2-1/2", limit: 20 }],
      ["game + result + termination", { variant: "the-pit", result: "0-1", termination: "timeout", limit: 20 }],
      ["one player", { player: "player11", limit: 20 }],
      ["one month", { from: Date.parse("2026-03-01"), to: Date.parse("2026-04-01"), limit: 20 }],
      ["game + player + two years", { variant: "ben39", player: "player1772", from: start, to: start + 2 * 365 * 86_400_000, limit: 20 }],
    ];
    const lines: string[] = [];
    const time = async (label: string, sql: { sql: string; params: unknown[] }) => {
      const sqlMs: number[] = [];
      const wallMs: number[] = [];
      let rows = 0;
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        const result = await db.prepare(sql.sql).bind(...sql.params).all();
        wallMs.push(performance.now() - t);
        sqlMs.push(result.meta.duration);
        rows = result.results.length;
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.99)];
      lines.push(`| ${label} | ${rows} | ${median(sqlMs).toFixed(2)} | ${p99(sqlMs).toFixed(2)} | ${median(wallMs).toFixed(1)} |`);
      return rows;
    };
    for (const [label, query] of queries) {
      const statement = archiveSelect(db as never, query).toSQL();
      await time(label, statement);
      // page 2 through the cursor: the last row of page 1
      const page = (await db.prepare(statement.sql).bind(...statement.params).all()).results as { endedAt?: number; ended_at?: number; id: string }[];
      const last = page[query.limit - 1];
      if (last) {
        const endedAt = Number(last.endedAt ?? last.ended_at);
        const cursor = btoa(`${endedAt}:${last.id}`).replace(/=+$/, "");
        await time(`${label}, page 2`, archiveSelect(db as never, { ...query, cursor }).toSQL());
      }
    }
    await time("summary figures (all games)", summarySelect(db as never).toSQL());
    console.log(`\narchive queries on ${ROWS} games, ${RUNS} runs each:\n`);
    console.log("| query | rows | SQL median ms | SQL p99 ms | wall median ms (local proxy) |\n| --- | --- | --- | --- | --- |");
    console.log(lines.join("\n"));
  } finally {
    await proxy.dispose();
    rmSync(persist, { recursive: true, force: true });
  }
}

await main();
