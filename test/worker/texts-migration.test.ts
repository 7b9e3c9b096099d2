// Migration 0007 (issue 25, item 4) moves the archive's large texts out of finished_games:
// on an archive in the layout before it, every text lands in finished_game_texts, and
// every game, its columns and the table's indexes stay.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { listArchive, readArchivedGame } from "../../src/worker/archive.ts";

const MOVING = "finished_game_texts";

async function names(sql: string): Promise<string[]> {
  return (await env.DB.prepare(sql).all<{ name: string }>()).results.map((row) => row.name).sort();
}

async function run(queries: readonly string[]): Promise<void> {
  for (const query of queries) await env.DB.prepare(query).run();
}

describe("the migration that moves records out of finished_games", () => {
  it("copies every record, annotation and verification, and keeps every game and index", async () => {
    const at = env.TEST_MIGRATIONS.findIndex((migration) => migration.queries.some((query) => query.includes(`CREATE TABLE \`${MOVING}\``)));
    expect(at).toBeGreaterThan(0);
    // the archive as it was before: every table dropped and made again by the migrations before
    for (const table of await names("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'")) {
      await env.DB.prepare(`DROP TABLE "${table}"`).run();
    }
    for (const migration of env.TEST_MIGRATIONS.slice(0, at)) await run(migration.queries);
    const insert = env.DB.prepare(
      `INSERT INTO finished_games (id, variant, options, white, black, result, termination, plies, move_count, moves, created_at, ended_at, imported, white_key, black_key, record, annotations, verification)
       VALUES (?1, 'the-pit', '', 'Ann', 'Bo', '0-1', 'resignation', 2, 1, 'a2-a3 a9-a8', ?2, ?2, ?3, 'ann', 'bo', ?4, ?5, ?6)`,
    );
    await env.DB.batch([
      insert.bind("signed", 1000, 0, "[Event \"signed\"] 1. a2-a3 {[%ts 1] [%ch 0a0b0c0d]} a9-a8 0-1", null, null),
      insert.bind("annotated", 2000, 1, null, "1. a2-a3!? {a try} a9-a8 0-1", "broken: the head does not match"),
      insert.bind("plain", 3000, 0, null, null, null),
    ]);
    const indexes = await names("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'finished_games' AND name NOT LIKE 'sqlite_%'");
    expect(indexes.length).toBeGreaterThan(5);

    await run(env.TEST_MIGRATIONS[at].queries);

    expect(await names("SELECT name FROM pragma_table_info('finished_games')")).toEqual(expect.not.arrayContaining(["record", "annotations", "verification"]));
    expect(await names("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'finished_games' AND name NOT LIKE 'sqlite_%'")).toEqual(indexes);
    const texts = await env.DB.prepare(`SELECT * FROM ${MOVING} ORDER BY id`).all();
    expect(texts.results).toEqual([
      { id: "annotated", annotations: "1. a2-a3!? {a try} a9-a8 0-1", record: null, verification: "broken: the head does not match" },
      { id: "signed", annotations: null, record: "[Event \"signed\"] 1. a2-a3 {[%ts 1] [%ch 0a0b0c0d]} a9-a8 0-1", verification: null },
    ]);
    // every game still listed, and each one's whole row read back with its texts
    expect((await listArchive(env.DB, { limit: 20 })).games.map((game) => game.id)).toEqual(["plain", "annotated", "signed"]);
    expect(await readArchivedGame(env.DB, "signed")).toMatchObject({ id: "signed", moves: "a2-a3 a9-a8", record: texts.results[1]?.record, annotations: null });
    expect(await readArchivedGame(env.DB, "plain")).toMatchObject({ id: "plain", record: null, annotations: null, verification: null });
  });
});
