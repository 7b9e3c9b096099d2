/**
 * A game that lives only in the archive (imported from a record), shown through the
 * same snapshot shape as a live game so every page can open it.
 */
import { importRecord } from "../engine/import-record.ts";
import type { VariationTree } from "../engine/variations.ts";
import { countMoves } from "../engine/move-words.ts";
import { parseOptionsTag, replayMoves } from "../engine/record.ts";
import { getGame } from "../engine/registry.ts";
import type { Outcome, Side } from "../engine/types.ts";
import type { ArchivedGameRow } from "../db/schema.ts";
import { readArchivedGame } from "./archive.ts";
import { room } from "./http.ts";
import { makeRecordText } from "./record-text.ts";
import type { GameSnapshot } from "../contract/api.ts";
import { isGameId } from "./tokens.ts";

export function snapshotFromRow(row: ArchivedGameRow): GameSnapshot | undefined {
  return archivedGame(row)?.snapshot;
}

/** The archived game's record text. */
export function recordFromRow(row: ArchivedGameRow, origin: string): string | undefined {
  // a game kept with its signed (or imported, chained) record serves it as it was
  if (row.record) return row.record;
  const game = archivedGame(row);
  if (!game) return undefined;
  const { snapshot, sides } = game;
  return makeRecordText(
    {
      id: row.id,
      variant: row.variant,
      options: snapshot.options,
      names: snapshot.names,
      createdAt: row.createdAt,
      outcome: snapshot.outcome,
      timeControl: null,
      moves: snapshot.moves,
      sides,
      ...importedText(row),
    },
    origin,
  );
}

/** The tags a record's writer sets itself (record-text.ts), and a chain's (contract/chain-record.ts), which only a record kept whole can carry. */
const WRITTEN_TAGS = new Set(["Variant", "Options", "Site", "Date", "White", "Black", "Result", "Termination", "TimeControl", "UTCTime", "ChainVersion", "ChainStart", "Chain", "Signature", "SignatureKey"]);

/**
 * The tags of an import that its saved record keeps (Event, Round, an annotator's...), in
 * the record's order: all but those the archive writes itself, so that the saved game's
 * record says what the imported one said.
 */
export function keptImportTags(tags: ReadonlyMap<string, string>): [string, string][] {
  return [...tags].filter(([name]) => !WRITTEN_TAGS.has(name));
}

/** What an imported record kept in `annotations` adds to the archive's own: its tree when it had comments, marks or variations, and its kept tags. */
function importedText(row: ArchivedGameRow): { annotated?: VariationTree; extraTags?: [string, string][] } {
  if (!row.annotations) return {};
  const again = importRecord(row.annotations);
  if (!again.ok) return {};
  return { ...(again.value.annotated ? { annotated: again.value.tree } : {}), extraTags: keptImportTags(again.value.tags) };
}

function archivedGame(row: ArchivedGameRow): { snapshot: GameSnapshot; sides: readonly Side[] } | undefined {
  const game = getGame(row.variant);
  if (!game) return undefined;
  const options = parseOptionsTag(row.options);
  const moves = row.moves === "" ? [] : row.moves.split(" ");
  const replay = replayMoves(game, moves, options);
  if (!replay.ok) return undefined;
  const reason = row.termination as Exclude<Outcome, { status: "ongoing" }>["reason"];
  const outcome: Outcome =
    row.result === "1/2-1/2"
      ? { status: "draw", reason }
      : { status: "win", winner: row.result === "1-0" ? "white" : "black", reason };
  const snapshot: GameSnapshot = {
    id: row.id,
    version: 0,
    variant: row.variant,
    options,
    names: { white: row.white, black: row.black },
    status: "finished",
    turn: null,
    ply: moves.length,
    moveCount: countMoves(moves.length, replay.value.sides),
    moves: replay.value.moves,
    notes: replay.value.notes.map((notes) => notes.map((note) => note.message)),
    position: game.makePosition(replay.value.states[replay.value.states.length - 1]),
    outcome,
    timeControl: null,
    deadline: null,
    offers: { draw: null, takeback: null, rematch: null },
    rematch: null,
    rematchOf: null,
    presence: { white: false, black: false },
    imported: row.imported === 1,
    ...(row.verification ? { verification: row.verification } : {}),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.endedAt).toISOString(),
  };
  return { snapshot, sides: replay.value.sides };
}

/** The snapshot of a game: live from its Durable Object, or from the archive when it was imported. */
export async function findSnapshot(env: Env, id: string): Promise<GameSnapshot | undefined> {
  if (!isGameId(id)) return undefined;
  const fromRoom = await room(env, id).snapshot();
  if (fromRoom.ok) return fromRoom.value;
  const row = await readArchivedGame(env.DB, id);
  return row ? snapshotFromRow(row) : undefined;
}
