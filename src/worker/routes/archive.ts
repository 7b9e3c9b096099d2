/** /api/archive and /api/import: finished games, their figures, and records brought in from elsewhere. */
import { Hono } from "hono";
import { importRecord } from "../../engine/import-record.ts";
import { countMoves } from "../../engine/move-words.ts";
import { makeOptionsTag } from "../../engine/record.ts";
import { keptImportTags } from "../archived-game.ts";
import { ArchiveUnavailable, archiveGame, findSameGame, listArchive, parseCursor, readArchivedGame, summarizeArchive } from "../archive.ts";
import { fromRuleError } from "../errors.ts";
import { publicOrigin, readBody, refuse, respond, type App } from "../http.ts";
import { checkImported } from "../lifecycle/imported-chain.ts";
import { archiveQuery, describeIssue, importInput, refuseImportedTags } from "../inputs.ts";
import { contentId } from "../tokens.ts";

export const archive = new Hono<App>();

archive.get("/archive", async (c) => {
  const parsed = archiveQuery.safeParse(c.req.query());
  if (!parsed.success) return refuse(c, 400, "bad_request", describeIssue(parsed.error));
  if (parsed.data.cursor !== undefined && !parseCursor(parsed.data.cursor)) {
    return refuse(c, 400, "bad_request", "cursor: this is not a cursor the archive gave out.");
  }
  return c.json(await listArchive(c.env.DB, parsed.data));
});

// The figures are a read of a few counter rows (archive_counts), whatever the archive holds;
// a minute of caching still spares D1 a read for every visitor of the archive page.
archive.get("/archive/summary", async (c) => {
  c.header("Cache-Control", "public, max-age=60");
  return c.json({ games: await summarizeArchive(c.env.DB) });
});

/**
 * Validates a record by replaying it. With `save`, a finished game is stored in the
 * archive, marked imported, and gets an id (and so a replay page) of its own.
 */
archive.post("/import", async (c) => {
  const input = await readBody(c, importInput);
  if (input instanceof Response) return input;
  const imported = importRecord(input.record);
  if (!imported.ok) return respond(c, fromRuleError(imported.error));
  const game = imported.value;
  const badTags = refuseImportedTags(game.tags);
  if (badTags) return refuse(c, 422, "malformed_record", badTags);
  const identity = {
    variant: game.variant,
    options: makeOptionsTag(game.options),
    // kept in NFC, as a created game's names are (the record itself is kept as written)
    white: game.tags.get("White")?.trim().normalize("NFC") || "Anonymous",
    black: game.tags.get("Black")?.trim().normalize("NFC") || "Anonymous",
    moves: game.moves.join(" "),
  };
  // The same game (variant, options, moves, players) played here or imported before. A
  // record from a set position is no archived game (none is saved), and checking a record
  // does not need the archive: without D1 it is checked all the same, and only saving waits.
  const sameId = game.tags.has("FEN")
    ? undefined
    : await findSameGame(c.env.DB, identity).catch((error: unknown) => {
        if (input.save || !(error instanceof ArchiveUnavailable)) throw error;
        return undefined;
      });
  const body = {
    variant: game.variant,
    options: game.options,
    tags: Object.fromEntries(game.tags),
    moves: game.moves,
    result: game.result,
    termination: game.termination,
    outcome: game.outcome,
    record: game.record,
    ...(sameId ? { archived: { id: sameId, url: `/g/${sameId}` } } : {}),
    verification: await checkImported(c.env, input.record, game.tags, publicOrigin(c)),
  };
  if (!input.save) return c.json(body);
  if (game.outcome.status === "ongoing") {
    return refuse(c, 422, "malformed_record", "Only a finished game can be saved in the archive; this record has no result.");
  }
  // the archive keeps moves from the game's start, so a game from a set position would replay wrong
  if (game.tags.has("FEN")) {
    return refuse(c, 422, "malformed_record", "A record that starts from a set position (the FEN tag) can be opened but not saved: archived games start from the game's start.");
  }
  const now = Date.now();
  const date = /^(\d{4})\.(\d{2})\.(\d{2})$/.exec(game.tags.get("Date") ?? "");
  const playedOn = date ? Date.parse(`${date[1]}-${date[2]}-${date[3]}T12:00:00Z`) : Number.NaN;
  // in this order, the one ids have always been made from
  const row = {
    variant: identity.variant,
    options: identity.options,
    white: identity.white,
    black: identity.black,
    result: game.result,
    termination: game.outcome.reason,
    moves: identity.moves,
    playedOn: Number.isNaN(playedOn) ? null : playedOn,
  };
  // The same record saved twice is one game: its id comes from what the archive keeps of it
  // (rows archived before game keys were kept are found by that id).
  const id = await contentId(JSON.stringify(row));
  const existing = sameId ?? ((await readArchivedGame(c.env.DB, id)) ? id : undefined);
  if (existing) {
    const error = { code: "already_archived", message: "This game is already in the archive.", id: existing, url: `/g/${existing}` };
    return c.json({ error }, 409);
  }
  await archiveGame(c.env.DB, {
    id,
    variant: row.variant,
    options: row.options,
    white: row.white,
    black: row.black,
    result: game.result,
    termination: game.outcome.reason,
    plies: game.moves.length,
    moveCount: countMoves(game.moves.length, game.sides),
    moves: row.moves,
    // dated by the record's Date when it has one, so date filters find it by when it was played
    createdAt: Number.isNaN(playedOn) ? now : playedOn,
    endedAt: Number.isNaN(playedOn) ? now : playedOn,
    imported: 1,
    // the record in normal form when it says more than its moves: annotations, or tags the archive keeps (Event...)
    annotations: game.annotated || keptImportTags(game.tags).length > 0 ? game.record : null,
    // an intact chained record is kept as it came, so it stays verifiable; the check (broken too) is shown on its page
    ...(body.verification.intact ? { record: input.record } : {}),
    ...(body.verification.chained ? { verification: body.verification.message } : {}),
  });
  return c.json({ ...body, saved: { id, url: `/g/${id}` } }, 201);
});
