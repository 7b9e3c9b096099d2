/**
 * The D1 archive of finished games. Live games live in their Durable Object; a game is
 * written here once, when it ends, and never changes after.
 */
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const finishedGames = sqliteTable(
  "finished_games",
  {
    id: text("id").primaryKey(),
    variant: text("variant").notNull(),
    /** Game options as written in the record's Options tag (`layout=as-printed`), or "". */
    options: text("options").notNull().default(""),
    white: text("white").notNull(),
    black: text("black").notNull(),
    /** PGN result token: `1-0`, `0-1` or `1/2-1/2`. */
    result: text("result").notNull(),
    /** Why it ended: checkmate, resignation, threefold-repetition... */
    termination: text("termination").notNull(),
    plies: integer("plies").notNull(),
    /**
     * Moves as the record numbers them (a number for each White turn and the Black turn
     * after it): what every page shows as "N moves". Differs from plies / 2 where a side
     * moves several times in a row (In The Bin's extra moves). Null for In The Bin games
     * archived before it was kept, until the archive list fills it in by replay.
     */
    moveCount: integer("move_count"),
    /**
     * What makes two rows the same game: a hash of the variant, options, moves and both
     * player keys (archive.ts, gameKey). A record imported of a game the archive holds is
     * found by it. Null for games archived before it was kept.
     */
    gameKey: text("game_key"),
    /** The move texts joined by single spaces: enough to rebuild the game by replay. */
    moves: text("moves").notNull(),
    createdAt: integer("created_at").notNull(),
    /** Milliseconds since the epoch. */
    endedAt: integer("ended_at").notNull(),
    /** 1 for a game imported from a record rather than played here. */
    imported: integer("imported").notNull().default(0),
    /** Player names folded to lower case, so the archive can find a player's games by index. */
    whiteKey: text("white_key").notNull().default(""),
    blackKey: text("black_key").notNull().default(""),
  },
  (table) => [
    // The archive lists newest first, optionally for one game or one result, with a
    // (ended_at, id) cursor: these indexes serve those queries without a scan.
    index("finished_games_ended").on(table.endedAt, table.id),
    index("finished_games_variant_ended").on(table.variant, table.endedAt, table.id),
    index("finished_games_result_ended").on(table.result, table.endedAt, table.id),
    index("finished_games_termination_ended").on(table.termination, table.endedAt, table.id),
    index("finished_games_white_ended").on(table.whiteKey, table.endedAt, table.id),
    index("finished_games_black_ended").on(table.blackKey, table.endedAt, table.id),
    // (The summary figures come from archive_counts, so no index serves them here.)
    index("finished_games_game_key").on(table.gameKey),
  ],
);

/**
 * The large texts of an archived game, kept beside its finished_games row rather than in
 * it: a signed record is a few KB (every move with its chain comment), and in the row it
 * pushed every row past SQLite's overflow threshold, so the rows every list page reads
 * carried kilobytes they never show. Written in the same batch as the game, once; read
 * only when one game's record or page is asked for and by the monthly export, never by
 * the lists. A game with none of the three has no row here.
 */
export const finishedGameTexts = sqliteTable("finished_game_texts", {
  /** finished_games.id. */
  id: text("id").primaryKey(),
  /**
   * An imported record's comments, marks and variations, and its tags the archive does not
   * write itself (Event, Round...): the record as the import wrote it back (normal form),
   * kept whole so its annotations replay with it and its saved record keeps those tags.
   * Null for a record with neither and for games played here.
   */
  annotations: text("annotations"),
  /**
   * The record with its hash chain and signature (docs/api.md "Records you can verify"):
   * as signed when a game played here was archived, or as imported when an imported
   * record carried a chain. Null for games archived before chains and unchained imports.
   */
  record: text("record"),
  /** An imported record's verification when it was imported, in words (contract/verify-record.ts); null otherwise. */
  verification: text("verification"),
});

/**
 * The archive's figures, kept as games are archived: one row per game and result, moved
 * on in the same batch as the game's insert (and only when that insert added a row), so
 * the summary reads at most a few dozen rows however many games there are.
 */
export const archiveCounts = sqliteTable(
  "archive_counts",
  {
    variant: text("variant").notNull(),
    /** PGN result token: `1-0`, `0-1` or `1/2-1/2`. */
    result: text("result").notNull(),
    games: integer("games").notNull().default(0),
    /** Games whose numbered moves are known (finished_games.move_count not null). */
    counted: integer("counted").notNull().default(0),
    /** The sum of those games' numbered moves. */
    moves: integer("moves").notNull().default(0),
    plies: integer("plies").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.variant, table.result] })],
);

export type FinishedGameRow = typeof finishedGames.$inferSelect;
export type NewFinishedGameRow = typeof finishedGames.$inferInsert;
/** The large texts of an archived game, by column (without its id). */
export type FinishedGameTexts = Omit<typeof finishedGameTexts.$inferSelect, "id">;
/** A whole archived game: its row and its texts (null where it has none). */
export type ArchivedGameRow = FinishedGameRow & FinishedGameTexts;
/** What archiving a game writes: its row and, optionally, its texts. */
export type NewArchivedGameRow = NewFinishedGameRow & Partial<FinishedGameTexts>;

/**
 * Finished leagues (issue 22): one row each, written once by the League object when its last
 * game ends, so a league's final table outlives its Durable Object. `view` is the whole
 * public answer of GET /api/leagues/:id at the end (contract/league.ts LeagueView).
 */
export const finishedLeagues = sqliteTable(
  "finished_leagues",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    variant: text("variant").notNull(),
    /** "round-robin" or "swiss". */
    format: text("format").notNull(),
    /** The final standings as JSON (LeagueStandingRow[]): the table a club looks up. */
    standings: text("standings").notNull(),
    /** The whole league as GET /api/leagues/:id showed it at the end, as JSON. */
    view: text("view").notNull(),
    /** Milliseconds since the epoch. */
    finishedAt: integer("finished_at").notNull(),
  },
  (table) => [index("finished_leagues_finished").on(table.finishedAt, table.id)],
);

export type FinishedLeagueRow = typeof finishedLeagues.$inferSelect;

/**
 * Public names of pockets (issue 33; docs/api.md "Pockets"): one row a name, so that a
 * name is held by one pocket at most (compared by nameKey, src/contract/text-rules.ts:
 * "Ann" and "ann" are one name) and a pocket holds one name at most. The pocket's own
 * object is the writer of its row (src/worker/pocket/names.ts); giving a name up deletes it.
 */
export const playerNames = sqliteTable("player_names", {
  nameKey: text("name_key").primaryKey(),
  /** The name as its pocket wrote it (NFC). */
  name: text("name").notNull(),
  pocketId: text("pocket_id").notNull().unique(),
  /** Milliseconds since the epoch. */
  claimedAt: integer("claimed_at").notNull(),
});
