// GET /api/archive/export (issue 25): a month of the archive as one PGN-style file. Its
// contents are checked against the archive itself: the month's games (by a query of
// finished_games), oldest first, each exactly the record its own game page serves.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { resolveOptions } from "../../src/engine/options.ts";
import { makeRandom, randomPlayout } from "../../src/engine/random-playout.ts";
import { listGames } from "../../src/engine/registry.ts";
import { archiveGame } from "../../src/worker/archive.ts";
import { MAX_EXPORT_BYTES, MAX_EXPORT_GAMES } from "../../src/worker/archive-export.ts";
import { contentId } from "../../src/worker/tokens.ts";
import { call, errorOf } from "./client.ts";

const MARCH = Date.UTC(2026, 2, 1);
const DAY = 86_400_000;

/** A random legal game of `variant`, `plies` long, resigned by White, archived as the room archives it. */
async function archiveRandomGame(variant: string, seed: number, endedAt: number): Promise<string> {
  const game = listGames().find((g) => g.id === variant);
  if (!game) throw new Error(`no game ${variant}`);
  const options = resolveOptions(game, {});
  if (!options.ok) throw new Error(options.error.message);
  const start = game.setup(options.value);
  if (!start.ok) throw new Error(start.error.message);
  const { moves } = randomPlayout(game, start.value, makeRandom(seed), { plies: 12 + (seed % 9), avoidEnding: true });
  const id = await contentId(`export test ${variant} ${seed}`);
  await archiveGame(env.DB, {
    id,
    variant,
    options: "",
    white: `White ${seed}`,
    black: `Black ${seed}`,
    result: "0-1",
    termination: "resignation",
    plies: moves.length,
    moves: moves.join(" "),
    createdAt: endedAt - DAY,
    endedAt,
  });
  return id;
}

/** The ids the archive holds for a range, oldest first: what an export must contain. */
async function archivedIds(start: number, end: number, variant?: string): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT id FROM finished_games WHERE ended_at >= ?1 AND ended_at < ?2 AND (?3 IS NULL OR variant = ?3) ORDER BY ended_at, id`,
  )
    .bind(start, end, variant ?? null)
    .all<{ id: string }>();
  return results.map((row) => row.id);
}

/** The records of a file, as written: each ends with its result and a blank line. */
function recordsOf(file: string): string[] {
  expect(file === "" || file.endsWith("\n\n")).toBe(true);
  return file === "" ? [] : file.slice(0, -2).split(/\n\n(?=\[Variant )/);
}

describe("the monthly export", () => {
  it("holds the month's games, oldest first, each as its game's own record", async () => {
    const variants = listGames().map((g) => g.id);
    for (let i = 0; i < 12; i++) await archiveRandomGame(variants[i % variants.length], i, MARCH + (i * 7 + 3) * (DAY / 3));
    // the last millisecond of February and the first of April are not March's
    await archiveRandomGame("the-pit", 100, MARCH - 1);
    await archiveRandomGame("the-pit", 101, Date.UTC(2026, 3, 1));

    const res = await call("/api/archive/export?month=2026-03");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="pigeon-post-2026-03.pgn"');
    expect(res.headers.get("Link")).toBeNull();
    const records = recordsOf(await res.text());
    const expected = await archivedIds(MARCH, Date.UTC(2026, 3, 1));
    expect(expected).toHaveLength(12);
    expect(res.headers.get("Pigeon-Post-Games")).toBe("12");
    const own = await Promise.all(expected.map(async (id) => (await (await call(`/api/games/${id}/record`)).text()).trimEnd()));
    expect(records).toEqual(own);
    // and every record reads back as the game the archive holds
    for (const [index, record] of records.entries()) {
      const checked = await call("/api/import", { method: "POST", json: { record } });
      expect(await checked.json()).toMatchObject({ archived: { id: expected[index] } });
    }
  });

  it("holds one game's records when asked for one", async () => {
    const res = await call("/api/archive/export?month=2026-03&variant=inside-out");
    const records = recordsOf(await res.text());
    const expected = await archivedIds(MARCH, Date.UTC(2026, 3, 1), "inside-out");
    expect(expected.length).toBeGreaterThan(0);
    expect(records.map((record) => /\[Site "[^"]*\/g\/([^"]+)"\]/.exec(record)?.[1])).toEqual(expected);
    expect(records.every((record) => record.startsWith('[Variant "inside-out"]'))).toBe(true);
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="pigeon-post-2026-03-inside-out.pgn"');
  });

  it("is an empty file for a month without games", async () => {
    const res = await call("/api/archive/export?month=1999-01");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("");
    expect(res.headers.get("Pigeon-Post-Games")).toBe("0");
  });

  it("refuses a month that is not one, an unknown game and a made-up cursor with 400", async () => {
    for (const query of ["", "month=2026-13", "month=2026-3", "month=202603", "month=2026-03-01", "month=2026-03&variant=go", "month=2026-03&after=nonsense", "month=2026-03&limit=5"]) {
      const error = await errorOf(await call(`/api/archive/export?${query}`));
      expect(error, query).toMatchObject({ status: 400, code: "bad_request" });
    }
  });

  it("serves a month from the cache once made", async () => {
    const may = Date.UTC(2026, 4, 1);
    const first = await archiveRandomGame("ben39", 200, may + DAY);
    const before = await (await call("/api/archive/export?month=2026-05")).text();
    expect(recordsOf(before)).toHaveLength(1);
    // a game archived in the month meanwhile shows once the cached file expires, not before
    await archiveRandomGame("ben39", 201, may + 2 * DAY);
    const again = await call("/api/archive/export?month=2026-05");
    expect(await again.text()).toBe(before);
    expect(again.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(before).toContain(`/g/${first}"]`);
  });

  it(`stops a file at ${MAX_EXPORT_GAMES} games and links the next`, async () => {
    // copies of one real game under other ids, all in June 2025
    const june = Date.UTC(2025, 5, 1);
    const source = await archiveRandomGame("the-pit", 300, june);
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
       INSERT INTO finished_games (id, variant, options, white, black, result, termination, plies, move_count, moves, created_at, ended_at, imported, white_key, black_key)
       SELECT 'copy' || i, variant, options, white, black, result, termination, plies, move_count, moves, created_at, ended_at + i * 1000, imported, white_key, black_key
       FROM finished_games, n WHERE id = ?2`,
    )
      .bind(MAX_EXPORT_GAMES + 5, source)
      .run();
    const expected = await archivedIds(june, Date.UTC(2025, 6, 1));
    expect(expected).toHaveLength(MAX_EXPORT_GAMES + 6);

    const first = await call("/api/archive/export?month=2025-06&variant=the-pit");
    expect(first.headers.get("Pigeon-Post-Games")).toBe(String(MAX_EXPORT_GAMES));
    const next = /^<https:\/\/pigeon\.test(\/api\/archive\/export\?[^>]+)>; rel="next"$/.exec(first.headers.get("Link") ?? "")?.[1];
    expect(next).toContain("month=2025-06&variant=the-pit&after=");
    const second = await call(next ?? "");
    expect(second.headers.get("Link")).toBeNull();
    const ids = [...recordsOf(await first.text()), ...recordsOf(await second.text())].map((record) => /\/g\/([^"]+)"\]/.exec(record)?.[1]);
    expect(ids).toEqual(expected);
  });

  it(`stops a file before ${MAX_EXPORT_BYTES} bytes, never cutting a record, and links the next`, async () => {
    // 40 games of July 2025 whose kept records are 150 KB each (long comments): 6 MB in all
    const july = Date.UTC(2025, 6, 1);
    const source = await archiveRandomGame("the-pit", 400, july);
    const copies = 40;
    await env.DB.batch([
      env.DB.prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
         INSERT INTO finished_games (id, variant, options, white, black, result, termination, plies, move_count, moves, created_at, ended_at, imported, white_key, black_key)
         SELECT 'long' || i, variant, options, white, black, result, termination, plies, move_count, moves, created_at, ended_at + i * 1000, imported, white_key, black_key
         FROM finished_games, n WHERE id = ?2`,
      ).bind(copies, source),
      env.DB.prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
         INSERT INTO finished_game_texts (id, record)
         SELECT 'long' || i, '[Variant "the-pit"]' || char(10) || '[Site "https://pigeon.test/g/long' || i || '"]' || char(10) || char(10) || '{' || replace(hex(zeroblob(75000)), '0', 'x') || '} 0-1' FROM n`,
      ).bind(copies),
    ]);
    const expected = await archivedIds(july, Date.UTC(2025, 7, 1));
    expect(expected).toHaveLength(copies + 1);

    const files: string[] = [];
    let next: string | undefined = "/api/archive/export?month=2025-07";
    while (next) {
      const res = await call(next);
      expect(res.status).toBe(200);
      const text = await res.text();
      files.push(text);
      expect(res.headers.get("Pigeon-Post-Games")).toBe(String(recordsOf(text).length));
      next = /^<https:\/\/pigeon\.test(\/api\/archive\/export\?[^>]+)>; rel="next"$/.exec(res.headers.get("Link") ?? "")?.[1];
      expect(files.length).toBeLessThan(10);
    }
    const sizes = files.map((file) => new TextEncoder().encode(file).length);
    expect(files.length).toBe(2);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_EXPORT_BYTES);
    // the first file ends because the next record would not have fitted, not before
    const [firstNext] = recordsOf(files[1]);
    expect(sizes[0] + new TextEncoder().encode(`${firstNext}\n\n`).length).toBeGreaterThan(MAX_EXPORT_BYTES);
    // every game once, in order, each record whole
    const ids = files.flatMap(recordsOf).map((record) => /\/g\/([^"]+)"\]/.exec(record)?.[1]);
    expect(ids).toEqual(expected);
    expect(files.flatMap(recordsOf).filter((record) => record.includes("x".repeat(150_000)))).toHaveLength(copies);
  });
});
