/**
 * Measures the archive's queries on synthetic finished games in a local D1 (the SQLite
 * that workerd runs), using the exact SQL the Worker's query builder produces.
 *
 *   npm run bench:archive [-- --games 1000000 --no-moves --records]   (default 100,000; --rows is the old name)
 *
 * Two figures per query: D1's own `meta.duration` (time spent executing the SQL, what a
 * deployed Worker waits for beyond the network), its `rows_read` (what D1 bills, and
 * what says a read is a range read) and the wall time through the local proxy
 * (dominated by Node-to-workerd round trips, so an upper bound). Also: the database's
 * size per game, and how long the counters migration's backfill takes at that size.
 * `--records` gives each game a signed record as long as a real one, written where it was
 * kept before migration 0007, so that migration (which moves the texts to
 * finished_game_texts) is timed too, and the size counts them.
 * Rows come from src/db/synthetic-archive.ts.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import { SYNTHETIC_GAMES_SQL, SYNTHETIC_RECORDS_SQL } from "../db/synthetic-archive.ts";
import { archiveSelect, summarySelect, type ArchiveQuery } from "../worker/archive.ts";

const gamesArg = Math.max(process.argv.indexOf("--games"), process.argv.indexOf("--rows"));
const ROWS = gamesArg > 0 ? Number(process.argv[gamesArg + 1]) : 100_000;
// Local D1 (workerd) gives up at about 0.9 GB: a million games with their move texts
// (1.15 GB) need --no-moves there. Deployed D1 holds 10 GB.
const WITH_MOVES = !process.argv.includes("--no-moves");
const WITH_RECORDS = process.argv.includes("--records");
const RUNS = 40;
const SEED_CHUNK = 10_000;

interface Statement {
  bind(...values: unknown[]): Statement;
  run(): Promise<{ meta: D1Meta }>;
  all(): Promise<{ results: unknown[]; meta: D1Meta }>;
}
interface D1Meta {
  duration: number;
  rows_read: number;
  size_after: number;
}
interface D1Like {
  prepare(sql: string): Statement;
}

async function main(): Promise<void> {
  const persist = mkdtempSync(join(tmpdir(), "pigeon-archive-bench-"));
  const proxy = await getPlatformProxy<{ DB: D1Like }>({ configPath: "wrangler.toml", persist: { path: persist } });
  const db = proxy.env.DB;
  try {
    // the games go in before the counters migration, so that its backfill is timed on them
    // as it would run on a deployment's archive (later migrations apply after it)
    let seeded = false;
    for (const file of readdirSync("migrations").filter((f) => f.endsWith(".sql")).sort()) {
      const text = readFileSync(join("migrations", file), "utf8");
      if (!seeded && text.includes("CREATE TABLE `archive_counts`")) {
        const started = performance.now();
        for (let first = 0; first < ROWS; first += SEED_CHUNK) {
          await db.prepare(SYNTHETIC_GAMES_SQL).bind(first, Math.min(first + SEED_CHUNK, ROWS) - 1, WITH_MOVES ? 1 : 0).run();
          if (WITH_RECORDS) await db.prepare(SYNTHETIC_RECORDS_SQL).bind(first, Math.min(first + SEED_CHUNK, ROWS) - 1).run();
          if (process.env.BENCH_VERBOSE) console.log(`  ${first + SEED_CHUNK} games, ${((performance.now() - started) / 1000).toFixed(1)} s`);
        }
        console.log(`seeded ${ROWS} games in ${((performance.now() - started) / 1000).toFixed(1)} s`);
        seeded = true;
      }
      const started = performance.now();
      for (const statement of text.split("--> statement-breakpoint")) {
        if (statement.trim()) await db.prepare(statement).run();
      }
      if (seeded && text.includes("INSERT INTO `archive_counts`")) console.log(`migration ${file} (the counters' backfill) on ${ROWS} games: ${((performance.now() - started) / 1000).toFixed(1)} s`);
      if (seeded && text.includes("INSERT INTO `finished_game_texts`")) console.log(`migration ${file} (the texts moved out of finished_games) on ${ROWS} games: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const size = await db.prepare("SELECT count(*) AS n, avg(length(moves)) AS moves, (SELECT avg(length(record)) FROM finished_game_texts) AS record FROM finished_games").all();
    const { n, moves, record } = size.results[0] as { n: number; moves: number; record: number | null };
    console.log(
      `database${WITH_MOVES ? "" : " (without move texts)"}${record ? ` (with signed records, ${Math.round(record)} bytes on average, in finished_game_texts)` : ""}: ${(size.meta.size_after / 1e6).toFixed(1)} MB for ${n} games, ${Math.round(size.meta.size_after / n)} bytes a game (tables and indexes; moves ${Math.round(moves)} bytes), ${Math.round(1e9 / (size.meta.size_after / n)).toLocaleString("en")} games a GB`,
    );

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
    console.log(`\narchive queries on ${ROWS} games, ${RUNS} runs each:\n`);
    console.log("| query | rows | rows read | SQL median ms | SQL p99 ms | wall median ms (local proxy) |\n| --- | --- | --- | --- | --- | --- |");
    const time = async (label: string, sql: { sql: string; params: unknown[] }, runs = RUNS) => {
      const sqlMs: number[] = [];
      const wallMs: number[] = [];
      let rows = 0;
      let rowsRead = 0;
      for (let i = 0; i < runs; i++) {
        const t = performance.now();
        const result = await db.prepare(sql.sql).bind(...sql.params).all();
        wallMs.push(performance.now() - t);
        sqlMs.push(result.meta.duration);
        rows = result.results.length;
        rowsRead = result.meta.rows_read;
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.99)];
      console.log(`| ${label}${runs === RUNS ? "" : ` (${runs} runs)`} | ${rows} | ${rowsRead} | ${median(sqlMs).toFixed(2)} | ${p99(sqlMs).toFixed(2)} | ${median(wallMs).toFixed(1)} |`);
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
    await time("summary figures (the counters)", summarySelect(db as never).toSQL());
    // what the summary cost before the counters: a pass over every game (local D1 may give
    // up on it at a million games, so it comes last and a failure is said, not thrown)
    const label = "summary figures by a pass over the games (before issue 25)";
    await time(label, {
      sql: "SELECT variant, result, count(*), count(move_count), sum(move_count), sum(plies) FROM finished_games GROUP BY variant, result",
      params: [],
    }, 3).catch((error: unknown) => console.log(`| ${label} | failed: ${error instanceof Error ? error.message : String(error)} |`));

  } finally {
    await proxy.dispose();
    rmSync(persist, { recursive: true, force: true });
  }
}

await main();
