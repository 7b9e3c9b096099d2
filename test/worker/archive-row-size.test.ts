// A finished game's row stays small with signed records (issue 25, item 4): the record,
// annotations and verification live in finished_game_texts, so the rows every list page
// reads hold no record text and stay clear of SQLite's overflow pages. Measured with real
// signed records (a game played through the API), by how much the database grows.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { resolveOptions } from "../../src/engine/options.ts";
import { makeRandom, randomPlayout } from "../../src/engine/random-playout.ts";
import { getGame as engineGame } from "../../src/engine/registry.ts";
import { SYNTHETIC_GAMES_SQL } from "../../src/db/synthetic-archive.ts";
import { archiveSelect, readArchivedGame } from "../../src/worker/archive.ts";
import { act, createGame, playAll, snapshotOf } from "./client.ts";

const GAMES = 2_000;
/** About as long as the synthetic games (20 to 200 plies, 110 on average). */
const PLIES = 110;

/** How many bytes the database grows by while `write` runs. */
async function growth(write: () => Promise<unknown>): Promise<number> {
  const size = async () => (await env.DB.prepare("SELECT 1").run()).meta.size_after;
  const before = await size();
  await write();
  return (await size()) - before;
}

/** A real signed record of a game of PLIES plies, as the archive keeps it. */
async function signedGame(): Promise<{ id: string; record: string }> {
  const game = engineGame("the-pit")!;
  const options = resolveOptions(game, {});
  if (!options.ok) throw new Error(options.error.message);
  const start = game.setup(options.value);
  if (!start.ok) throw new Error(start.error.message);
  const { moves } = randomPlayout(game, start.value, makeRandom(4), { plies: PLIES, avoidEnding: true });
  const created = await createGame({ variant: "the-pit", names: { white: "Signed", black: "Record" } });
  await playAll(created, moves);
  await snapshotOf(await act(created.id, "resign", created.seats.black.token));
  const row = await readArchivedGame(env.DB, created.id);
  if (!row?.record) throw new Error("the game was archived without its signed record");
  return { id: created.id, record: row.record };
}

/** The synthetic games' ids (g and nine digits): a real game's random id may start with g too. */
const SYNTHETIC_IDS = "GLOB 'g[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'";

describe("a finished game's row, with signed records", () => {
  it("stays about a kilobyte with its indexes: the record text sits in its own table", { timeout: 60_000 }, async () => {
    const { id, record } = await signedGame();
    expect(record).toContain("[%ts ");
    // the game's own row holds its moves but not its record
    const own = await env.DB.prepare("SELECT * FROM finished_games WHERE id = ?").bind(id).first();
    expect(JSON.stringify(own).length).toBeLessThan(1_200);
    // the list's rows: GAMES synthetic games with moves as long as real ones
    const row = (await growth(() => env.DB.prepare(SYNTHETIC_GAMES_SQL).bind(0, GAMES - 1, 1).run())) / GAMES;
    // and each one's signed record, beside it
    const texts =
      (await growth(() => env.DB.prepare(`INSERT INTO finished_game_texts (id, record) SELECT id, ?1 FROM finished_games WHERE id ${SYNTHETIC_IDS}`).bind(record).run())) / GAMES;
    // before the texts moved: the same rows with the record inline (a copy, without the indexes,
    // so it only flatters the old layout), against a copy of the rows as they are now
    const copy = (withRecord: boolean) =>
      growth(() =>
        env.DB.prepare(
          `CREATE TABLE copy_${withRecord ? "inline" : "apart"} AS SELECT f.*${withRecord ? ", t.record" : ""} FROM finished_games f JOIN finished_game_texts t ON t.id = f.id WHERE f.id ${SYNTHETIC_IDS}`,
        ).run(),
      );
    const apart = (await copy(false)) / GAMES;
    const inline = (await copy(true)) / GAMES;
    console.log(
      `record ${record.length} bytes (${PLIES} plies); finished_games ${Math.round(row)} bytes a game with its indexes, texts ${Math.round(texts)}; ` +
        `a bare row ${Math.round(apart)} bytes apart, ${Math.round(inline)} with its record inline`,
    );
    // a signed record of a real game is kilobytes: past SQLite's ~4 KB overflow threshold once with the row
    expect(record.length).toBeGreaterThan(3_000);
    expect(apart + record.length).toBeGreaterThan(4_000);
    // the list's row is what it was before signed records (about 1,150 bytes with its indexes), the record elsewhere
    expect(row).toBeLessThan(1_400);
    expect(texts).toBeGreaterThan(record.length * 0.9);
    expect(inline).toBeGreaterThan(apart + record.length * 0.9);
  });

  it("is read by a list page without any record text", async () => {
    const listed = archiveSelect(env.DB, { limit: 20 });
    const { sql } = listed.toSQL();
    expect(sql).not.toMatch(/finished_game_texts|"record"|"annotations"|"verification"/);
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...listed.toSQL().params).all<{ detail: string }>();
    expect(plan.results.map((step) => step.detail).join("\n")).not.toContain("finished_game_texts");
    // and the row itself holds none: the texts left finished_games
    const columns = await env.DB.prepare("SELECT name FROM pragma_table_info('finished_games')").all<{ name: string }>();
    expect(columns.results.map((c) => c.name)).toEqual(expect.not.arrayContaining(["record", "annotations", "verification"]));
  });
});
