// The archive as it grows (issue 25): every read is a range read (the rows D1 reads stay
// near the rows a page returns, whatever the archive holds), and the figures come from
// counters kept with each insert, counted once however often a write is retried.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SYNTHETIC_GAMES_SQL } from "../../src/db/synthetic-archive.ts";
import { archiveGame, archiveSelect, makeCursor, summarizeArchive, summarySelect, type ArchiveQuery } from "../../src/worker/archive.ts";
import { EXPORT_PAGE, exportPageSelect } from "../../src/worker/archive-export.ts";

const GAMES = 3_000;
/** Games of one player among them. */
const REGULAR = 400;

/** What D1 reports for a statement: its rows, the rows it read, and SQLite's plan. */
async function measure(statement: { sql: string; params: unknown[] }) {
  const result = await env.DB.prepare(statement.sql).bind(...statement.params).all();
  const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`).bind(...statement.params).all<{ detail: string }>();
  return { rows: result.results.length, rowsRead: result.meta.rows_read, plan: plan.results.map((step) => step.detail) };
}

interface Counts {
  variant: string;
  result: string;
  games: number;
  counted: number;
  moves: number;
  plies: number;
}

/** The counters, and what a pass over every archived game says they must be. */
async function countersAndTruth(): Promise<{ kept: Counts[]; truth: Counts[] }> {
  const order = " ORDER BY variant, result";
  const kept = await env.DB.prepare(`SELECT variant, result, games, counted, moves, plies FROM archive_counts${order}`).all<Counts>();
  const truth = await env.DB.prepare(
    `SELECT variant, result, count(*) AS games, count(move_count) AS counted, coalesce(sum(move_count), 0) AS moves, sum(plies) AS plies
     FROM finished_games GROUP BY variant, result${order}`,
  ).all<Counts>();
  return { kept: kept.results, truth: truth.results };
}

async function expectCountersTrue(): Promise<void> {
  const { kept, truth } = await countersAndTruth();
  expect(kept).toEqual(truth);
}

/** The counters migration's backfill, as the migration runs it. */
function backfillSql(): string {
  const statement = env.TEST_MIGRATIONS.flatMap((migration) => migration.queries).find((query) => query.includes("INSERT INTO `archive_counts`"));
  if (!statement) throw new Error("no migration fills archive_counts");
  return statement;
}

describe("the archive at scale", () => {
  it("fills the counters from the games already archived, as the migration does", async () => {
    await env.DB.prepare(SYNTHETIC_GAMES_SQL).bind(0, GAMES - 1 - REGULAR, 1).run();
    // and a regular, who had White in 400 of them: a page of their games must not read them all
    await env.DB.prepare(
      `INSERT INTO finished_games (id, variant, options, white, black, result, termination, plies, move_count, moves, created_at, ended_at, imported, white_key, black_key)
       SELECT 'r' || id, variant, options, 'Player11', black, result, termination, plies, move_count, moves, created_at, ended_at + 1, imported, 'player11', black_key
       FROM finished_games LIMIT ?`,
    ).bind(REGULAR).run();
    await env.DB.prepare(backfillSql()).run();
    await expectCountersTrue();
    // and the summary is made of them: 3,000 games in five games' figures
    const figures = await summarizeArchive(env.DB);
    expect(figures.reduce((sum, f) => sum + f.games, 0)).toBe(GAMES);
    expect(figures.find((f) => f.variant === "the-pit")?.averageMoves).toBeGreaterThan(10);
  });

  it("reads the figures from a few counter rows, not from the games", async () => {
    const { rows, rowsRead, plan } = await measure(summarySelect(env.DB).toSQL());
    expect(rows).toBe(15); // five games, three results
    expect(rowsRead).toBeLessThanOrEqual(rows);
    expect(plan.join("\n")).not.toContain("finished_games");
  });

  const pages: [string, Omit<ArchiveQuery, "limit">][] = [
    ["newest first", {}],
    ["one game", { variant: "inside-out" }],
    ["one result", { result: "1/2-1/2" }],
    ["one termination", { termination: "stalemate" }],
    ["one player", { player: "player11" }],
    ["one month", { from: Date.parse("2026-03-01"), to: Date.parse("2026-04-01") }],
    ["one game in one month", { variant: "ben39", from: Date.parse("2026-03-01"), to: Date.parse("2026-04-01") }],
    ["one player's games of one game in two years", { variant: "ben39", player: "player11", from: Date.parse("2025-01-01"), to: Date.parse("2027-01-01") }],
  ];
  for (const [label, query] of pages) {
    it(`reads a page of the list by index, in order, touching about the page's rows: ${label}`, async () => {
      const statement = archiveSelect(env.DB, { ...query, limit: 20 }).toSQL();
      const { rows, rowsRead, plan } = await measure(statement);
      expect(rows, label).toBeGreaterThan(0);
      // and no record text: the signed records, annotations and verifications are another table's
      expect(statement.sql, label).not.toMatch(/finished_game_texts|"(record|annotations|verification)"/);
      expect(plan.join("\n"), label).not.toContain("finished_game_texts");
      // no pass over the table
      expect(plan.filter((step) => /^SCAN finished_games$/.test(step)), plan.join("\n")).toEqual([]);
      // and no sort of every match before the page is cut: only a player's page sorts, the
      // at most two pages of rows its two range reads (White's games, Black's) gave
      if (!query.player) expect(plan.join("\n"), label).not.toContain("TEMP B-TREE");
      // about the page's own rows (its index entries and its rows), however many games match
      const bound = query.player ? 4 * 2 * 21 : 2 * 21;
      expect(rowsRead, `${label}: ${plan.join(" / ")}`).toBeLessThanOrEqual(bound);
    });
  }
});

describe("a page deep in the list", () => {
  for (const [label, query] of [
    ["newest first", {}],
    ["one game", { variant: "inside-out" }],
    ["one player", { player: "player11" }],
    ["one year", { from: Date.parse("2025-01-01"), to: Date.parse("2026-01-01") }],
  ] as const) {
    it(`reads about its own rows, not the pages before it: ${label}`, async () => {
      // the cursor of page 11 (200 games in)
      let cursor: string | undefined;
      for (let page = 0; page < 10; page++) {
        const rows = await archiveSelect(env.DB, { ...query, cursor, limit: 20 });
        const last = rows[19];
        cursor = makeCursor(last.endedAt, last.id);
      }
      const deep = await measure(archiveSelect(env.DB, { ...query, cursor, limit: 20 }).toSQL());
      expect(deep.rows).toBe(21);
      expect(deep.rowsRead, `${label}: ${deep.plan.join(" / ")}`).toBeLessThanOrEqual(query.player ? 4 * 2 * 21 : 2 * 21 + 1);
    });
  }
});

describe("the monthly export's reads", () => {
  const march = { start: Date.parse("2026-03-01"), end: Date.parse("2026-04-01") };
  for (const [label, range] of [
    ["all games", march],
    ["one game", { ...march, variant: "the-pit" }],
    ["after a cursor", { ...march, after: { endedAt: Date.parse("2026-03-15"), id: "g" } }],
  ] as const) {
    it(`reads each page of a file's rows by index, in order: ${label}`, async () => {
      const page = await measure(exportPageSelect(env.DB, range, EXPORT_PAGE).toSQL());
      expect(page.plan.filter((step) => /^SCAN finished_games$/.test(step)), page.plan.join("\n")).toEqual([]);
      expect(page.plan.join("\n"), label).not.toContain("TEMP B-TREE");
      expect(page.rows).toBeGreaterThan(0);
      expect(page.rowsRead, page.plan.join(" / ")).toBeLessThanOrEqual(2 * page.rows + 1);
    });
  }
});

describe("the figures kept as games are archived", () => {
  const game = { variant: "the-pit", options: "", white: "Cy", black: "Di", result: "0-1", termination: "resignation", plies: 7, moveCount: 4, moves: "a2-a3 a9-a8 b2-b3 b9-b8 c2-c3 c9-c8 d2-d3", createdAt: 1, endedAt: 2 };

  it("counts a game once, however often its write is retried", async () => {
    const figure = async () => (await summarizeArchive(env.DB)).find((f) => f.variant === "the-pit");
    const before = await figure();
    await archiveGame(env.DB, { ...game, id: "countedonce" });
    await archiveGame(env.DB, { ...game, id: "countedonce" });
    const after = await figure();
    expect(after?.games).toBe((before?.games ?? 0) + 1);
    expect(after?.blackWins).toBe((before?.blackWins ?? 0) + 1);
    await expectCountersTrue();
  });

  it("counts a row's moves once when the list first fills them in", async () => {
    // a row archived before moves were counted (In The Bin's before migration 0002): in the
    // figures' games but not in their average, until the list replays it
    await env.DB.prepare(
      "INSERT INTO finished_games (id, variant, options, white, black, result, termination, plies, move_count, moves, created_at, ended_at) VALUES ('oldbin', 'in-the-bin', '', 'Ed', 'Flo', '1-0', 'resignation', 2, NULL, 'e4-e5 e6-e5', 3, 9999999999999)",
    ).run();
    await env.DB.prepare("UPDATE archive_counts SET games = games + 1, plies = plies + 2 WHERE variant = 'in-the-bin' AND result = '1-0'").run();
    await expectCountersTrue();
    const { listArchive } = await import("../../src/worker/archive.ts");
    await Promise.all([listArchive(env.DB, { limit: 1 }), listArchive(env.DB, { limit: 1 })]);
    const row = await env.DB.prepare("SELECT move_count FROM finished_games WHERE id = 'oldbin'").first<{ move_count: number }>();
    expect(row?.move_count).toBeGreaterThan(0);
    await expectCountersTrue();
  });
});
