// The notes under each move stay what the API has always sent (issue 31): plain English
// strings, `notes: string[][]`, exactly the engine's English, in a live game's snapshot and
// in an archived game's, though the engine now gives each note its words for the pages.
import { describe, expect, it } from "vitest";
import { inTheBin } from "../../src/engine/games/in-the-bin/index.ts";
import { replayMoves } from "../../src/engine/record.ts";
import { call, createGame, getGame, playAll } from "./client.ts";
import { extraMovesRecord } from "./extra-moves-record.ts";

// a push (an extra move), a capture (another), check and checkmate
const RECORD = extraMovesRecord("Notes White", "Notes Black");

const MOVES = RECORD.split("\n\n")[1].replace(/\d+\./g, " ").replace("0-1", "").trim().split(/\s+/);

/** The engine's notes for the record's moves, in its English. */
function englishNotes(): string[][] {
  const replay = replayMoves(inTheBin, MOVES);
  if (!replay.ok) throw new Error(replay.error.message);
  return replay.value.notes.map((notes) => notes.map((note) => note.message));
}

describe("the notes a client reads", () => {
  it("are the engine's English as strings in a live game's snapshot", async () => {
    const game = await createGame({ variant: "in-the-bin" });
    const snapshot = await playAll(game, MOVES);
    expect(snapshot.notes).toEqual(englishNotes());
    expect(snapshot.notes[12]).toEqual(["White plays an extra move."]);
    expect(snapshot.notes.at(-1)).toEqual(["Checkmate: Black wins."]);
    expect(snapshot.notes.flat().every((note) => typeof note === "string")).toBe(true);
  });

  it("are the same strings in an archived game's snapshot, rebuilt by replay", async () => {
    const res = await call("/api/import", { method: "POST", json: { record: RECORD, save: true } });
    expect(res.status).toBe(201);
    const { saved } = (await res.json()) as { saved: { id: string } };
    const snapshot = await getGame(saved.id);
    expect(snapshot.status).toBe("finished");
    expect(snapshot.notes).toEqual(englishNotes());
    expect(snapshot.notes.flat()).toContain("Check.");
  });
});
